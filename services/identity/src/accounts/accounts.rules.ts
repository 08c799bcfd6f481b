import { computeAge, isValidCalendarDate, MINIMUM_AGE } from '@converge/contracts';
import { errors } from '../errors.js';

/**
 * The server's age gate, whatever the client computed: a real past date (400 otherwise) and at
 * least 18 years by the birthday rule (403 UNDER_AGE naming the age otherwise).
 * Returns the age.
 */
export function checkBirthDate(dateOfBirth: string | undefined | null, today: Date = new Date()): number {
  if (!dateOfBirth) throw errors.missingDob();
  if (!isValidCalendarDate(dateOfBirth)) throw errors.invalidDob();
  // Stryker disable next-line MethodExpression: a valid date is exactly YYYY-MM-DD, which compares with the full timestamp as with its date part (the same day sorts before it).
  const todayIso = today.toISOString().slice(0, 10);
  if (dateOfBirth > todayIso) throw errors.futureDob();
  const age = computeAge(dateOfBirth, today);
  if (age < MINIMUM_AGE) throw errors.underAge(age);
  return age;
}
