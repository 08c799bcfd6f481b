import { CalendarDays } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { DateOfBirthInput } from '@/components/ui/date-of-birth-input';
import { computeAge, isFutureDate, MINIMUM_AGE } from '@/lib/age';
import { readVerifiedDob } from '@/lib/verified-dob';
import { TermsAndPrivacyLinks } from './terms-and-privacy';

export type AgeCheck = { ok: true; dateOfBirth: string } | { ok: false; underAge: number } | { ok: false; problem: string };

/** Date required, not in the future, 18+, checkbox ticked. */
export function checkAge(dateOfBirth: string, confirmed: boolean, today = new Date()): AgeCheck {
  if (!dateOfBirth) return { ok: false, problem: 'Please enter your date of birth' };
  if (isFutureDate(dateOfBirth, today)) return { ok: false, problem: 'Your date of birth cannot be in the future' };
  const age = computeAge(dateOfBirth, today);
  if (age < MINIMUM_AGE) return { ok: false, underAge: age };
  if (!confirmed) return { ok: false, problem: 'Please confirm your date of birth and agree to the Terms & Privacy Policy' };
  return { ok: true, dateOfBirth };
}

export function AgeVerificationForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: { dateOfBirth: string; confirmed: boolean }) => void }) {
  const [dateOfBirth, setDateOfBirth] = useState(() => readVerifiedDob() ?? '');
  const [confirmed, setConfirmed] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit({ dateOfBirth, confirmed });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <FormField id="dob" label="Date of birth" hint="We only use this to confirm you are 18 or older.">
        <DateOfBirthInput id="dob" value={dateOfBirth} onValueChange={setDateOfBirth} aria-describedby="dob-hint" />
      </FormField>
      <CheckboxField id="age-confirm" checked={confirmed} onCheckedChange={setConfirmed}>
        I confirm this date of birth is correct and I agree to the <TermsAndPrivacyLinks />.
      </CheckboxField>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        <CalendarDays aria-hidden />
        {pending ? 'Verifying...' : 'Continue'}
      </Button>
    </form>
  );
}
