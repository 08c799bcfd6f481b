import { fill, type CheckInDto, type CheckInStatus, type Language } from '@converge/contracts';
import type { OutgoingMessage } from '../outgoing/outgoing.repository.js';
import type { EmergencyContact } from '../emergency/emergency.rules.js';
import { EMERGENCY_TEXTS, formatTimeIn } from '../emergency/emergency.texts.js';
import { CHECK_IN_TEXTS } from './check-ins.texts.js';
import { VENUE_ALERT_TEXTS } from './venue-alert.texts.js';

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
  /** The meet point's `meet-points` key when it was one of the defaults the venue used (the match's), else null. */
  meet_point_key: string | null;
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
    meetPointKey: row.meet_point_key,
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
  /** The language of the person who set the check-in: their contacts are written to in it. */
  language?: Language;
}

/** Where, in words: the venue and the meet point when known. */
export function whereLine(f: Pick<EscalationFacts, 'venueName' | 'meetPoint'>, lang: Language = 'en'): string {
  const t = CHECK_IN_TEXTS[lang];
  if (f.venueName && f.meetPoint) return fill(t.whereBoth, { venue: f.venueName, meetPoint: f.meetPoint });
  return f.venueName ?? (f.meetPoint ? fill(t.whereMeetPoint, { meetPoint: f.meetPoint }) : t.whereUnknown);
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
  const lang = f.language ?? 'en';
  const t = CHECK_IN_TEXTS[lang];
  const args = { person: f.personName, where: whereLine(f, lang), url: f.url, numbers: EMERGENCY_TEXTS[lang].numbers };
  const match = f.matchName;
  const meeting = match ? [fill(t.meeting, { match }), ...(f.matchPhotoUrl ? [fill(t.matchPhoto, { match, url: f.matchPhotoUrl })] : [])] : [];
  const out: OutgoingMessage[] = [];
  for (const c of contacts) {
    if (c.email && !emailsStopped?.has(c.email)) {
      const unsub = unsubscribable?.(c.email);
      out.push({
        channel: 'email',
        recipient: c.email,
        subject: fill(t.subject, args),
        body: [
          t.hello,
          '',
          fill(t.asked, { ...args, time: formatTimeIn(f.dueAt, lang) }),
          '',
          fill(t.where, args),
          ...meeting,
          fill(t.live, args),
          '',
          fill(t.reach, args),
          ...(unsub?.footer ?? []),
        ].join('\n'),
        ...(unsub ? { headers: unsub.headers } : {}),
      });
    }
    if (c.phone) {
      out.push({
        channel: 'sms',
        recipient: c.phone,
        body: fill(t.sms, { ...args, meeting: match ? fill(t.smsMeeting, { match }) : '' }),
      });
    }
  }
  return out;
}

export interface VenueSafetyContact {
  venueName: string;
  email: string | null;
  phone: string | null;
  /** The venue's language (its admin chose it): its staff read the alert in it. */
  language: Language;
}

/**
 * The venue's staff: who to look for and where (the meet point), with a photo, in the venue's language.
 * Sent for check-in escalations and emergency activations at that venue; `reason` says which.
 */
export function venueAlertMessages(
  contact: VenueSafetyContact,
  f: { personName: string; meetPoint: string | null; ownPhotoUrl: string | null; at: Date; reason: 'check-in' | 'emergency' },
): OutgoingMessage[] {
  const lang = contact.language;
  const t = VENUE_ALERT_TEXTS[lang];
  const args = { person: f.personName, venue: contact.venueName };
  const where = f.meetPoint ? fill(t.meetPoint, { meetPoint: f.meetPoint }) : t.meetPointNone;
  const out: OutgoingMessage[] = [];
  if (contact.email) {
    out.push({
      channel: 'email',
      recipient: contact.email,
      subject: fill(t.subject, args),
      body: [
        t.hello,
        '',
        fill(f.reason === 'emergency' ? t.emergency : t.checkIn, { ...args, time: formatTimeIn(f.at, lang) }),
        '',
        where,
        ...(f.ownPhotoUrl ? [fill(t.photo, { url: f.ownPhotoUrl })] : []),
        '',
        fill(t.ask, { numbers: EMERGENCY_TEXTS[lang].numbers }),
      ].join('\n'),
    });
  }
  if (contact.phone) {
    out.push({
      channel: 'sms',
      recipient: contact.phone,
      body: fill(f.reason === 'emergency' ? t.smsEmergency : t.smsCheckIn, { ...args, where, photo: f.ownPhotoUrl ? fill(t.smsPhoto, { url: f.ownPhotoUrl }) : '' }),
    });
  }
  return out;
}

/** After a no-answer escalation the person answered "I'm safe": the contacts hear it, in the person's language. */
export function standDownMessages(personName: string, contacts: EmergencyContact[], emailsStopped?: ReadonlySet<string>, lang: Language = 'en'): OutgoingMessage[] {
  const t = CHECK_IN_TEXTS[lang];
  const args = { person: personName };
  const out: OutgoingMessage[] = [];
  for (const c of contacts) {
    if (c.email && !emailsStopped?.has(c.email)) {
      out.push({
        channel: 'email',
        recipient: c.email,
        subject: fill(t.safeSubject, args),
        body: [t.hello, '', fill(t.safeBody, args)].join('\n'),
      });
    }
    if (c.phone) out.push({ channel: 'sms', recipient: c.phone, body: fill(t.safeSms, args) });
  }
  return out;
}

/** A photo path as an absolute link for a mail ("/photos/x.jpg" → "https://app/photos/x.jpg"). */
export function absoluteUrl(publicUrl: string, path: string | null): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/** The line the live-location page of an escalated check-in shows, in the person's language (as the mail that brought the link). */
export const checkInPageMessage = (personName: string, lang: Language) => fill(CHECK_IN_TEXTS[lang].pageMessage, { person: personName });
