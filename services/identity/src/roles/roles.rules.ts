import { ACCOUNT_BANNED_CODE, ACCOUNT_SUSPENDED_CODE, BANNED_MESSAGE, suspendedMessage } from '@converge/contracts';

/** ADMIN_EMAILS in order, lower-cased; the first one is the super_admin. */
export function parseAdminEmails(value: string): string[] {
  return value
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The platform role an email gets from ADMIN_EMAILS, applied at registration and at every sign-in.
 * It only ever raises a role (a super_admin's later grant or removal is not undone by the list,
 * except that the listed first email is always super_admin).
 */
export function roleFromConfig(email: string, currentRole: string, adminEmails: readonly string[]): string {
  const position = adminEmails.indexOf(email.trim().toLowerCase());
  if (position === 0) return 'super_admin';
  // Stryker disable next-line EqualityOperator: position 0 has already returned super_admin above.
  if (position > 0 && currentRole === 'user') return 'admin';
  return currentRole;
}

export interface ModerationState {
  suspendedUntil: Date | null;
  bannedAt: Date | null;
}

/** Why this account may not be used now, or null when it may. */
export function moderationBlock(state: ModerationState, now = new Date()): { code: string; message: string } | null {
  if (state.bannedAt) return { code: ACCOUNT_BANNED_CODE, message: BANNED_MESSAGE };
  if (state.suspendedUntil && state.suspendedUntil > now) return { code: ACCOUNT_SUSPENDED_CODE, message: suspendedMessage(state.suspendedUntil) };
  return null;
}
