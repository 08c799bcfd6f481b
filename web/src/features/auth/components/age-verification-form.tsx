import { CalendarDays } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { DateOfBirthInput } from '@/components/ui/date-of-birth-input';
import { computeAge, isFutureDate, MINIMUM_AGE } from '@/lib/age';
import { readVerifiedDob } from '@/lib/verified-dob';
import { auth } from '@/locales/auth';
import { ConfirmDobAndTerms } from './terms-and-privacy';

/** What is wrong with the answer, as a message key of the auth namespace (the page shows it in the app's language). */
export type AgeProblem = 'age.problem.missing' | 'age.problem.future' | 'age.problem.confirm';

export type AgeCheck = { ok: true; dateOfBirth: string } | { ok: false; underAge: number } | { ok: false; problem: AgeProblem };

/** Date required, not in the future, 18+, checkbox ticked. */
export function checkAge(dateOfBirth: string, confirmed: boolean, today = new Date()): AgeCheck {
  if (!dateOfBirth) return { ok: false, problem: 'age.problem.missing' };
  if (isFutureDate(dateOfBirth, today)) return { ok: false, problem: 'age.problem.future' };
  const age = computeAge(dateOfBirth, today);
  if (age < MINIMUM_AGE) return { ok: false, underAge: age };
  if (!confirmed) return { ok: false, problem: 'age.problem.confirm' };
  return { ok: true, dateOfBirth };
}

export function AgeVerificationForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: { dateOfBirth: string; confirmed: boolean }) => void }) {
  const t = auth.useT();
  const [dateOfBirth, setDateOfBirth] = useState(() => readVerifiedDob() ?? '');
  const [confirmed, setConfirmed] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit({ dateOfBirth, confirmed });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <FormField id="dob" label={t('age.dob')} hint={t('age.dob.hint')}>
        <DateOfBirthInput id="dob" value={dateOfBirth} onValueChange={setDateOfBirth} aria-describedby="dob-hint" />
      </FormField>
      <CheckboxField id="age-confirm" checked={confirmed} onCheckedChange={setConfirmed}>
        <ConfirmDobAndTerms />
      </CheckboxField>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        <CalendarDays aria-hidden />
        {pending ? t('age.submitting') : t('age.submit')}
      </Button>
    </form>
  );
}
