import { computeAge as yearsUntil } from '@converge/contracts';

/**
 * Whole years between a birth date (YYYY-MM-DD) and today: the server's rule, counted on
 * the person's own calendar day rather than UTC's, which is what the form should show them; the
 * server's answer is the one enforced.
 */
export function computeAge(dateOfBirth: string, today: Date = new Date()): number {
  return yearsUntil(dateOfBirth, new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())));
}

/** True when the date is after today (local calendar). */
export function isFutureDate(dateOfBirth: string, today: Date = new Date()): boolean {
  return dateOfBirth > toIsoDate(today);
}

export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same minimum the server enforces. */
export { MINIMUM_AGE } from '@converge/contracts';
