import { computeAge, isFutureDate, MINIMUM_AGE } from '@/lib/age';

export type ProfileProblem = { title: string; message: string };

/**
 * Name and birth date required, then 18+ computed from the date. After the age
 * check the birth date it took is the profile's, so only the first name can be missing.
 */
export function validateProfile(displayName: string, dateOfBirth: string, { dobFromAgeCheck = false } = {}): ProfileProblem | null {
  if (dobFromAgeCheck) {
    if (!displayName.trim()) return { title: 'Missing information', message: 'Please enter your first name' };
    if (!dateOfBirth) return null;
  }
  if (!displayName.trim() || !dateOfBirth) {
    return { title: 'Missing information', message: 'Please fill in your name and date of birth' };
  }
  if (isFutureDate(dateOfBirth) || computeAge(dateOfBirth) < MINIMUM_AGE) {
    return { title: 'Age requirement', message: 'You must be 18 or older to use Converge' };
  }
  return null;
}
