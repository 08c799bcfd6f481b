import { DATE_PLAN_VALID_AFTER_START_MS, fill, pathInLanguage, type Language } from '@converge/contracts';
import { errors } from '../errors.js';
import type { OutgoingMessage } from '../outgoing/outgoing.repository.js';
import { formatTimeIn } from '../location-shares/location-shares.rules.js';
import { DATE_PLAN_TEXTS } from './date-plans.texts.js';

/** A date may be planned at most this far ahead (a link that waits months is a link that leaks). */
export const DATE_PLAN_MAX_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;
/** A date that started this long ago can still be shared (someone already on their way). */
export const DATE_PLAN_MAX_BEHIND_MS = 12 * 60 * 60 * 1000;
/** Plans that still work, per person (each names someone else to outsiders). */
export const MAX_ACTIVE_DATE_PLANS = 20;

/**
 * The page path the owner shares; the app and mails put the public address in front of it. Under the
 * prefix of the owner's language (`/de/date/…`), the language of the mail that brings it, so the page
 * opens in it whatever the reader's device reads (English keeps the bare `/date/…`).
 */
export const datePlanPath = (token: string, lang: Language = 'en') => pathInLanguage(lang, `/date/${token}`);
export const datePlanLink = (publicUrl: string, token: string, lang: Language = 'en') => `${publicUrl.replace(/\/+$/, '')}${datePlanPath(token, lang)}`;

/** The link works until a day after the date starts. */
export const datePlanExpiresAt = (startsAt: Date) => new Date(startsAt.getTime() + DATE_PLAN_VALID_AFTER_START_MS);

/** 422 for a start in the past (more than the grace) or too far ahead. */
export function assertStartsAtAllowed(startsAt: Date, now = new Date()) {
  const offset = startsAt.getTime() - now.getTime();
  if (offset < -DATE_PLAN_MAX_BEHIND_MS) throw errors.datePlanInPast();
  if (offset > DATE_PLAN_MAX_AHEAD_MS) throw errors.datePlanTooFarAhead();
}

export function assertRoomForDatePlan(active: number, max = MAX_ACTIVE_DATE_PLANS) {
  if (active >= max) throw errors.tooManyDatePlans(max);
}

/**
 * The first name only: the display name's first word. A friend needs to recognise the date, not to
 * look them up; a surname typed into the display name stays off the public page. null: no name (the
 * mail and the screens say who in their own language).
 */
export function firstNameOf(displayName: string | null | undefined): string | null {
  // Stryker disable next-line Regex: after trim the first piece ends at the first whitespace, split on one or on a run of them.
  const first = (displayName ?? '').trim().split(/\s+/)[0];
  return first ? first : null;
}

export type DatePlanState = 'active' | 'ended';
/** A plan works until it is revoked or a day after the date started, whichever comes first. */
export function datePlanState(row: { revoked_at: Date | null; expires_at: Date }, now = new Date()): DatePlanState {
  return row.revoked_at || new Date(row.expires_at).getTime() <= now.getTime() ? 'ended' : 'active';
}

/** Of the two people of a match, the one who is not the caller (null when the caller is neither). */
export function otherOf<T extends { id: string }>(match: { userA: T; userB: T }, me: string): T | null {
  if (match.userA.id === me) return match.userB;
  if (match.userB.id === me) return match.userA;
  return null;
}

/**
 * The mail a trusted contact gets, in the owner's language (the contacts are their people): the app's
 * own words only (the owner's note is on the page, never in the mail, so the service is not a mail
 * relay), the owner's name, the date's first name, where, when and the link.
 */
export function datePlanMail(input: {
  ownerName: string;
  /** null: the match has no name; the mail says "their date" in its language. */
  firstName: string | null;
  venueName: string | null;
  startsAt: Date;
  url: string;
  email: string;
  unsubscribable: { headers: Record<string, string>; footer: string[] };
  language?: Language;
}): OutgoingMessage {
  const lang = input.language ?? 'en';
  const t = DATE_PLAN_TEXTS[lang];
  const args = { person: input.ownerName, date: input.firstName ?? t.unnamedDate, venue: input.venueName ?? '', time: formatTimeIn(input.startsAt, lang), url: input.url };
  return {
    channel: 'email',
    recipient: input.email,
    subject: fill(t.subject, args),
    body: [fill(input.venueName ? t.meetingAtVenue : t.meeting, args), '', fill(t.see, args), '', fill(t.until, args), ...input.unsubscribable.footer].join('\n'),
    headers: input.unsubscribable.headers,
  };
}
