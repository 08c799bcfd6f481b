// The keys of the admin's audit lines and notices, without zod: the dashboard's first load turns them into
// words (web/src/features/admin/admin-texts.ts).

export const ADMIN_AUDIT_KEYS = [
  'role_changed',
  'business_admin_promoted',
  'venue_created',
  'venue_updated',
  'venue_safety_contact_set',
  'venue_safety_contact_off',
  'venue_deactivated',
  'qr_rotated',
  'settings_changed',
  'moderation_warn',
  'moderation_suspend',
  'moderation_ban',
  'moderation_dismiss',
  'moderation_reinstate',
  'verification_approve',
  'verification_reject',
] as const;
export type AdminAuditKey = (typeof ADMIN_AUDIT_KEYS)[number];
/**
 * What an admin notification says, as a key and its values (`admin` namespace, `notice.*`): the title and
 * the message in the admin's language; `title` and `message` keep the English, and a row written before
 * keys has `key: null` and shows them.
 */
export const ADMIN_NOTICE_KEYS = ['report', 'report_critical', 'duplicate_face', 'emergency', 'check_in_unanswered', 'duress', 'business_admin'] as const;
export type AdminNoticeKey = (typeof ADMIN_NOTICE_KEYS)[number];
