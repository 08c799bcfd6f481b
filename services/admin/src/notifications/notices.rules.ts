import { REPORT_REASON_LABELS, type AdminNoticeKey, type AdminTextParams, type ReportReason } from '@converge/contracts';

/**
 * An admin notification's words twice: a key with its values, which the dashboard says in the admin's
 * language, and the English `title` and `message` (stored too: older screens and the live toast of an
 * older tab read them).
 */
export interface NoticeText {
  key: AdminNoticeKey;
  params: AdminTextParams;
  title: string;
  message: string;
}

const label = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

/** The values that are known: an absent name is left out, and the dashboard says "A user" in its language. */
export function knownParams(values: Record<string, string | null | undefined>): AdminTextParams {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** A report against someone: the reason (a code the dashboard has words for) and how many reports their open case holds. */
export function reportNotice(input: { reason: string; critical: boolean; name: string | null; openReports: number }): NoticeText {
  const who = input.name ?? 'A user';
  const count = input.openReports;
  return {
    key: input.critical ? 'report_critical' : 'report',
    params: knownParams({ reason: input.reason, name: input.name, count: String(count) }),
    title: input.critical ? `Critical report: ${label(input.reason)}` : `New report: ${label(input.reason)}`,
    message: `${who} was reported for ${label(input.reason).toLowerCase()} (${count} ${count === 1 ? 'report' : 'reports'} open).`,
  };
}

/** Face Check saw the same face on two accounts. */
export function duplicateFaceNotice(input: { name: string | null; otherName: string | null; similarity: number }): NoticeText {
  const similarity = input.similarity.toFixed(2);
  return {
    key: 'duplicate_face',
    params: knownParams({ name: input.name, other: input.otherName, similarity }),
    title: 'Possible duplicate account',
    message: `${input.name ?? 'A user'}'s verified selfie shows the same face as ${input.otherName ?? 'another account'} (similarity ${similarity}).`,
  };
}

export function emergencyNotice(input: { name: string | null; venue: string | null }): NoticeText {
  return {
    key: 'emergency',
    params: knownParams({ name: input.name, venue: input.venue }),
    title: 'Emergency activated',
    message: `${input.name ?? 'A user'} activated emergency mode${input.venue ? ` at ${input.venue}` : ''}.`,
  };
}

/** "Check on me" escalated: no answer in time, or the duress PIN (admins are told which; the person never is). */
export function checkInEscalatedNotice(input: { duress: boolean; name: string; venue: string | null; meetPoint: string | null }): NoticeText {
  // The meet point only ever comes with its venue.
  const meetPoint = input.venue ? input.meetPoint : null;
  const where = input.venue ? ` at ${input.venue}${meetPoint ? ` (meet point: ${meetPoint})` : ''}` : '';
  return {
    key: input.duress ? 'duress' : 'check_in_unanswered',
    params: knownParams({ name: input.name, venue: input.venue, meetPoint }),
    title: input.duress ? 'Duress PIN used on a check-in' : 'Safety check-in not answered',
    message: input.duress
      ? `${input.name} answered a safety check-in with their duress PIN${where}. Their trusted contacts were alerted; the app shows them as safe.`
      : `${input.name} did not answer a safety check-in${where}. Their trusted contacts were alerted.`,
  };
}

export function businessAdminNotice(email: string): NoticeText {
  return { key: 'business_admin', params: { email }, title: 'New business admin', message: `${email} is now a business admin.` };
}
