import { computeAge, IDENTITY_MESSAGES, isValidCalendarDate, MINIMUM_AGE, RpcError } from '@converge/contracts';

/**
 * The server's age gate, whatever the client computed: a real past date (400 otherwise) and at
 * least 18 years by the birthday rule (403 UNDER_AGE with the spec's message otherwise).
 * Returns the age.
 */
export function checkBirthDate(dateOfBirth: string | undefined | null, today: Date = new Date()): number {
  if (!dateOfBirth) throw RpcError.badRequest(IDENTITY_MESSAGES.missingDob, { dateOfBirth: IDENTITY_MESSAGES.missingDob });
  if (!isValidCalendarDate(dateOfBirth)) throw RpcError.badRequest(IDENTITY_MESSAGES.invalidDob, { dateOfBirth: IDENTITY_MESSAGES.invalidDob });
  const todayIso = today.toISOString().slice(0, 10);
  if (dateOfBirth > todayIso) throw RpcError.badRequest(IDENTITY_MESSAGES.futureDob, { dateOfBirth: IDENTITY_MESSAGES.futureDob });
  const age = computeAge(dateOfBirth, today);
  if (age < MINIMUM_AGE) throw RpcError.forbidden(IDENTITY_MESSAGES.underAge(age), 'UNDER_AGE');
  return age;
}
