import { computeAge, isFutureDate, MINIMUM_AGE } from '@/lib/age';
import { profile } from '@/locales/profile';

export type ProfileProblem = { title: string; message: string };

/**
 * Name and birth date required, then 18+ computed from the date. After the age
 * check the birth date it took is the profile's, so only the first name can be missing.
 */
export function validateProfile(displayName: string, dateOfBirth: string, { dobFromAgeCheck = false } = {}): ProfileProblem | null {
  if (dobFromAgeCheck) {
    if (!displayName.trim()) return { title: profile.t('problem.missing'), message: profile.t('problem.firstName') };
    if (!dateOfBirth) return null;
  }
  if (!displayName.trim() || !dateOfBirth) {
    return { title: profile.t('problem.missing'), message: profile.t('problem.nameAndDob') };
  }
  if (isFutureDate(dateOfBirth) || computeAge(dateOfBirth) < MINIMUM_AGE) {
    return { title: profile.t('problem.age'), message: profile.t('problem.age.text', { age: MINIMUM_AGE }) };
  }
  return null;
}
