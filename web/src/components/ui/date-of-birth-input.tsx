import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { toIsoDate } from '@/lib/age';

/** A date-of-birth picker: from 1900 to today, filled by the browser's "bday" autofill. */
export function DateOfBirthInput({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & { value: string; onValueChange: (value: string) => void }) {
  return <Input type="date" autoComplete="bday" max={toIsoDate(new Date())} min="1900-01-01" value={value} onChange={(e) => onValueChange(e.target.value)} {...props} />;
}
