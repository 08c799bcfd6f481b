import { SUSPENSION_DEFAULT_DAYS, type AdminAuditKey, type AdminTextParams, type ModerationAction } from '@converge/contracts';

/**
 * An audit line's words twice: a key with its values, which the dashboard says in the admin's language,
 * and the English `description` (stored too: it is what older screens and older rows show).
 */
export interface AuditLine {
  key: AdminAuditKey;
  params: AdminTextParams;
  description: string;
}

export function roleChangedLine(email: string, from: string, to: string): AuditLine {
  return { key: 'role_changed', params: { email, from, to }, description: `Changed the role of ${email} from ${from} to ${to}` };
}

export function businessAdminPromotedLine(email: string): AuditLine {
  return { key: 'business_admin_promoted', params: { email }, description: `${email} became a business admin with a new business` };
}

const VENUE_LINES = {
  venue_created: (venue: string) => `Created venue ${venue}`,
  venue_updated: (venue: string) => `Edited venue ${venue}`,
  venue_deactivated: (venue: string) => `Deactivated venue ${venue}`,
  qr_rotated: (venue: string) => `Issued a new QR code for ${venue}; earlier printed codes no longer work`,
} as const;

/** Something done to a venue, named by the venue. */
export function venueLine(key: keyof typeof VENUE_LINES, venue: string): AuditLine {
  return { key, params: { venue }, description: VENUE_LINES[key](venue) };
}

export function safetyContactLine(enabled: boolean): AuditLine {
  return enabled
    ? { key: 'venue_safety_contact_set', params: {}, description: 'Set the venue safety contact' }
    : { key: 'venue_safety_contact_off', params: {}, description: 'Turned off the venue safety contact' };
}

/** The settings' field names, comma-separated (the dashboard names each in its language); none: "nothing". */
export function settingsChangedLine(fields: string[]): AuditLine {
  return { key: 'settings_changed', params: { fields: fields.join(',') }, description: `Updated business settings (${fields.join(', ') || 'nothing'})` };
}

const DECISION_WORDS: Record<ModerationAction, (days: number) => string> = {
  warn: () => 'Warned',
  suspend: (days) => `Suspended (${days} days)`,
  ban: () => 'Banned',
  dismiss: () => 'Dismissed the report about',
  reinstate: () => 'Reinstated',
};

/** A moderation decision about a person, with the admin's reason ("Suspended (7 days) Ann: …"). */
export function moderationLine(action: ModerationAction, name: string, reason: string, days = SUSPENSION_DEFAULT_DAYS): AuditLine {
  return {
    key: `moderation_${action}`,
    params: action === 'suspend' ? { name, reason, days: String(days) } : { name, reason },
    description: `${DECISION_WORDS[action](days)} ${name}: ${reason}`,
  };
}

/** How the English line names a verification step (the dashboard has its own words for each). */
const STEP_NAMES: Record<string, string> = { photo: 'selfie', id: 'ID document', liveness: 'liveness', social: 'social profile', email: 'email', phone: 'phone' };

/** A reviewer's verification decision; the reason, when given, is the reviewer's own words. */
export function verificationLine(decision: 'approve' | 'reject', step: string, reason?: string | null): AuditLine {
  const verb = decision === 'approve' ? 'Approved' : 'Rejected';
  return {
    key: decision === 'approve' ? 'verification_approve' : 'verification_reject',
    params: reason ? { step, reason } : { step },
    description: `${verb} ${STEP_NAMES[step] ?? step} verification${reason ? `: ${reason}` : ''}`,
  };
}
