import { Check } from 'lucide-react';
import type { LookingForOption } from '@converge/contracts';
import { cn } from '@/lib/utils';
import { profile } from '@/locales/profile';
import { LOOKING_FOR } from '../api/schemas';
import { toggleLookingFor } from '../looking-for';

/** The choices are the API's values; each reads in the person's language. */
const LOOKING_FOR_KEYS = { Everyone: 'lookingFor.everyone', Men: 'lookingFor.men', Women: 'lookingFor.women' } as const satisfies Record<LookingForOption, string>;

/** Toggle chips for "Looking for"; the selection rules are in toggleLookingFor. */
export function LookingForPicker({ value, onChange }: { value: LookingForOption[]; onChange: (v: LookingForOption[]) => void }) {
  const t = profile.useT();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t('lookingFor.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {LOOKING_FOR.map((option) => {
          const selected = value.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(toggleLookingFor(value, option))}
              className={cn(
                'inline-flex h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input hover:bg-muted',
              )}
            >
              {selected ? <Check className="size-4" aria-hidden /> : null}
              {t(LOOKING_FOR_KEYS[option])}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
