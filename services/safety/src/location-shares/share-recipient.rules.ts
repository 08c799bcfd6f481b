import type { ShareRecipientKey } from '@converge/contracts';

/**
 * The recipient of a share the app opened for the person's trusted contacts (the emergency button, a
 * check-in nobody answered). The English names stay in the row (older apps, the data export); the person's
 * own list also says which one it is, so the web names it in their language.
 */
export const EMERGENCY_RECIPIENT_NAME = 'Trusted contacts (emergency)';
export const CHECK_IN_RECIPIENT_NAME = 'Trusted contacts (check-in)';

/** Which of the app's recipients a share has (null: a person the sharer named, their words as written). */
export function shareRecipientKey(row: { kind: string; recipient_name: string }): ShareRecipientKey | null {
  if (row.kind === 'contact') return null;
  if (row.recipient_name === EMERGENCY_RECIPIENT_NAME) return 'emergency';
  if (row.recipient_name === CHECK_IN_RECIPIENT_NAME) return 'checkIn';
  return null;
}
