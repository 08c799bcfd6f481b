import { cn } from '@/lib/utils';
import { profile } from '@/locales/profile';
import { GENDERS } from '../api/schemas';

type Gender = (typeof GENDERS)[number];

/** The choices are the API's values; each reads in the person's language. */
const GENDER_KEYS = { Woman: 'gender.woman', Man: 'gender.man', 'Non-binary': 'gender.nonBinary' } as const satisfies Record<Gender, string>;

/** Optional "I am" choice; discovery uses it with others' "Looking for". Tapping again clears it. */
export function GenderPicker({ value, onChange }: { value: Gender | null; onChange: (g: Gender | null) => void }) {
  const t = profile.useT();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        {t('gender.legend')} <span className="font-normal text-muted-foreground">{t('optional')}</span>
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
            {t(GENDER_KEYS[g])}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
