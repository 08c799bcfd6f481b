/**
 * Whole years between a birth date (YYYY-MM-DD) and today, counting this year's birthday only
 * once it has passed (spec §5). Parsed as calendar dates so time zones cannot shift a day.
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

export const MINIMUM_AGE = 18;
