import type { ReactNode } from 'react';
import { Checkbox } from './checkbox';

/** A checkbox with its label beside it; the label may contain links. */
export function CheckboxField({ id, checked, onCheckedChange, children }: { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    // min-h-11: the checkbox's 44 px touch area (touch-target) stays clear of the next row's.
    <div className="flex min-h-11 items-start gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(c) => onCheckedChange(c === true)} className="mt-0.5" />
      <label htmlFor={id} className="text-sm leading-snug">
        {children}
      </label>
    </div>
  );
}
