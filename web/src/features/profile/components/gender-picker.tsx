import { cn } from '@/lib/utils';
import { GENDERS } from '../api/schemas';

type Gender = (typeof GENDERS)[number];

/** Optional "I am" choice; discovery uses it with others' "Looking for". Tapping again clears it. */
export function GenderPicker({ value, onChange }: { value: Gender | null; onChange: (g: Gender | null) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        I am <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {GENDERS.map((g) => (
          <button
            key={g}
            type="button"
            aria-pressed={value === g}
            onClick={() => onChange(value === g ? null : g)}
            className={cn(
              'h-11 rounded-full border px-4 text-sm font-medium transition-colors duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              value === g ? 'border-foreground bg-foreground text-background' : 'border-input hover:bg-muted',
            )}
          >
            {g}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
