/**
 * Whole years between a birth date (YYYY-MM-DD) and today, counting this year's birthday only
 * once it has passed (spec §5). Unlike the server's `computeAge` (UTC), this uses the person's own
 * calendar day, which is what the form should show them; the server's answer is the one enforced.
 */
export function computeAge(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < m || (month === m && today.getDate() < d)) age -= 1;
  return age;
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
