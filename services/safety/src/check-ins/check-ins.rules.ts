import type { CheckInDto, CheckInStatus } from '@converge/contracts';
import type { OutgoingMessage } from '../outgoing/outgoing.repository.js';
import { formatTime } from '../location-shares/location-shares.rules.js';
import { EMERGENCY_NUMBERS_LINE, type EmergencyContact } from '../emergency/emergency.rules.js';

/** Why a dueAt is refused, or null when it is within the window. */
export function dueAtProblem(dueAt: Date, now: Date, minAheadMs: number, maxAheadMs: number): 'too-soon' | 'too-far' | null {
  const ahead = dueAt.getTime() - now.getTime();
  if (ahead < minAheadMs) return 'too-soon';
  if (ahead > maxAheadMs) return 'too-far';
  return null;
}

export interface CheckInRow {
  id: string;
  user_id: string;
  due_at: Date;
  note: string | null;
  match_id: string | null;
  match_name: string | null;
  match_photo: string | null;
  own_photo: string | null;
  venue_id: string | null;
  venue_name: string | null;
  meet_point: string | null;
  status: CheckInStatus;
  duress: boolean;
  answered_at: Date | null;
  escalated_at: Date | null;
  stood_down_at: Date | null;
  share_id: string | null;
  created_at: Date;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * A check-in as its owner sees it. An answer with the duress PIN escalated it, but the person (and
 * whoever may be holding their phone) sees it exactly as if "I'm safe" had been answered.
 */
export function checkInView(row: CheckInRow): CheckInDto {
  const status: CheckInStatus = row.duress ? 'safe' : row.status;
  return {
    id: row.id,
    dueAt: iso(row.due_at)!,
    status,
    note: row.note,
    matchId: row.match_id,
    venueName: row.venue_name,
    meetPoint: row.meet_point,
    answeredAt: iso(row.answered_at),
    escalatedAt: row.duress ? null : iso(row.escalated_at),
    createdAt: iso(row.created_at)!,
  };
}

/** The first name of a display name (alerts name the match by first name only). */
export const firstName = (displayName: string | null | undefined): string | null => displayName?.trim().split(/\s+/)[0] || null;

/** What an answer to "I'm safe" does, given the check-in's state and which PIN (if any) matched. */
export type SafeOutcome = 'answer' | 'duress' | 'stand-down' | 'already' | 'cancelled';
export function safeOutcome(row: Pick<CheckInRow, 'status' | 'duress'>, pin: 'none' | 'real' | 'duress'): SafeOutcome {
  if (row.status === 'cancelled') return 'cancelled';
  // A duress escalation is never stood down from the app: the person may be made to press it.
  if (row.duress || row.status === 'safe') return 'already';
  // The duress PIN after a no-answer escalation keeps the alert standing and shows "safe" from now on.
  if (row.status === 'escalated') return pin === 'duress' ? 'duress' : 'stand-down';
  return pin === 'duress' ? 'duress' : 'answer';
}

/**
 * Wrong PINs: after `maxFailures`, each further try waits `windowSeconds` from the last wrong one
 * (answers are slowed, never refused for good: the real PIN still works once the wait is over).
 * Returns the seconds to wait, or 0.
 */
export function pinRetryAfter(failedAttempts: number, lastFailedAt: Date | null, now: Date, maxFailures: number, windowSeconds: number): number {
  if (failedAttempts < maxFailures || !lastFailedAt) return 0;
  const waited = (now.getTime() - new Date(lastFailedAt).getTime()) / 1000;
  return waited >= windowSeconds ? 0 : Math.ceil(windowSeconds - waited);
}

export interface EscalationFacts {
  personName: string;
  venueName: string | null;
  meetPoint: string | null;
  matchName: string | null;
  /** Absolute URL of the match's main photo, or null. */
  matchPhotoUrl: string | null;
  /** Absolute URL of the person's own main photo, or null (for venue staff to find them). */
  ownPhotoUrl: string | null;
  dueAt: Date;
  url: string;
}

/** Where, in words: the venue and the meet point when known. */
export function whereLine(f: Pick<EscalationFacts, 'venueName' | 'meetPoint'>): string {
  if (f.venueName && f.meetPoint) return `${f.venueName}, meeting at ${f.meetPoint}`;
  return f.venueName ?? (f.meetPoint ? `meeting at ${f.meetPoint}` : 'not at a known venue');
}

/**
 * Each trusted contact: an email and/or a text with who, where, the live-location link and, for a
 * check-in attached to a match, who they were meeting (first name and main photo). The app's own
 * words only (the person's note is not mailed to outside addresses), with each mail's unsubscribe.
 */
export function escalationMessages(
  f: EscalationFacts,
  contacts: EmergencyContact[],
  unsubscribable?: (email: string) => { headers: Record<string, string>; footer: string[] },
  emailsStopped?: ReadonlySet<string>,
): OutgoingMessage[] {
  const where = whereLine(f);
  const meeting = f.matchName ? [`They were meeting: ${f.matchName}`, ...(f.matchPhotoUrl ? [`Photo of ${f.matchName}: ${f.matchPhotoUrl}`] : [])] : [];
  const out: OutgoingMessage[] = [];
  for (const c of contacts) {
    if (c.email && !emailsStopped?.has(c.email)) {
      const unsub = unsubscribable?.(c.email);
      out.push({
        channel: 'email',
        recipient: c.email,
        subject: `Safety alert: ${f.personName} did not check in`,
        body: [
          'Hello,',
          '',
          `${f.personName} asked Converge to check on them at ${formatTime(f.dueAt)} and has not answered. They have you as a trusted contact.`,
          '',
          `Where: ${where}`,
          ...meeting,
          `Live location (for the next 4 hours): ${f.url}`,
          '',
          `Please try to reach ${f.personName} now. If you think they are in danger, ${EMERGENCY_NUMBERS_LINE}.`,
          ...(unsub?.footer ?? []),
        ].join('\n'),
        ...(unsub ? { headers: unsub.headers } : {}),
      });
    }
    if (c.phone) {
      out.push({
        channel: 'sms',
        recipient: c.phone,
        body: `Converge safety alert: ${f.personName} did not answer their check-in (${where}).${f.matchName ? ` Meeting: ${f.matchName}.` : ''} Live location: ${f.url} If they may be in danger, call local emergency services.`,
      });
    }
  }
  return out;
}

export interface VenueSafetyContact {
  venueName: string;
  email: string | null;
  phone: string | null;
}

/**
 * The venue's staff: who to look for and where (the meet point), with a photo. Sent for check-in
 * escalations and emergency activations at that venue; `reason` says which.
 */
export function venueAlertMessages(
  contact: VenueSafetyContact,
  f: { personName: string; meetPoint: string | null; ownPhotoUrl: string | null; at: Date; reason: 'check-in' | 'emergency' },
): OutgoingMessage[] {
  const what = f.reason === 'emergency' ? `${f.personName} pressed the emergency button in Converge` : `${f.personName} did not answer a Converge safety check-in`;
  const where = f.meetPoint ? `Meet point: ${f.meetPoint}` : 'Meet point: not chosen';
  const out: OutgoingMessage[] = [];
  if (contact.email) {
    out.push({
      channel: 'email',
      recipient: contact.email,
      subject: `Safety alert at ${contact.venueName}: please check on a guest`,
      body: [
        'Hello,',
        '',
        `${what} at ${formatTime(f.at)} while at ${contact.venueName}. You are this venue's safety contact.`,
        '',
        where,
        ...(f.ownPhotoUrl ? [`Photo: ${f.ownPhotoUrl}`] : []),
        '',
        `Please look for them and check they are all right. If they may be in danger, ${EMERGENCY_NUMBERS_LINE}.`,
      ].join('\n'),
    });
  }
  if (contact.phone) {
    out.push({
      channel: 'sms',
      recipient: contact.phone,
      body: `Converge safety alert at ${contact.venueName}: ${what}. ${where}.${f.ownPhotoUrl ? ` Photo: ${f.ownPhotoUrl}` : ''} Please check on them.`,
    });
  }
  return out;
}

/** After a no-answer escalation the person answered "I'm safe": the contacts hear it. */
export function standDownMessages(personName: string, contacts: EmergencyContact[], emailsStopped?: ReadonlySet<string>): OutgoingMessage[] {
  const out: OutgoingMessage[] = [];
  for (const c of contacts) {
    if (c.email && !emailsStopped?.has(c.email)) {
      out.push({
        channel: 'email',
        recipient: c.email,
        subject: `${personName} says they are safe`,
        body: ['Hello,', '', `${personName} has now answered their Converge check-in: they say they are safe. Thank you for looking out for them.`].join('\n'),
      });
    }
    if (c.phone) out.push({ channel: 'sms', recipient: c.phone, body: `Converge: ${personName} has answered their check-in and says they are safe.` });
  }
  return out;
}

/** A photo path as an absolute link for a mail ("/photos/x.jpg" → "https://app/photos/x.jpg"). */
export function absoluteUrl(publicUrl: string, path: string | null): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
