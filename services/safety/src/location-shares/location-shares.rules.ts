import { randomBytes } from 'node:crypto';
import { fill, pathInLanguage, type Language } from '@converge/contracts';
import { errors } from '../errors.js';
import type { OutgoingMessage } from '../outgoing/outgoing.repository.js';
import { LOCATION_SHARE_TEXTS } from './location-shares.texts.js';

/** 256 random bits, URL-safe: the public page's only key. */
export const newShareToken = () => randomBytes(32).toString('base64url');

/**
 * The public page's absolute address, under the prefix of the sharer's language (`/de/share/…`): the
 * mail or text that brings it is in that language, so the page opens in it too, whatever the
 * recipient's device reads (English keeps the bare `/share/…`, which follows the device).
 */
export const shareUrl = (publicUrl: string, token: string, lang: Language = 'en') => `${publicUrl.replace(/\/+$/, '')}${pathInLanguage(lang, `/share/${token}`)}`;

/** Times in mails and texts: unambiguous whatever the reader's zone. */
export const formatTime = (d: Date) =>
  `${d.toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} UTC`;

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', ar: 'ar' };

/** A moment in UTC as the language writes it (English exactly as `formatTime`). */
export function formatTimeIn(d: Date, lang: Language): string {
  if (lang === 'en') return formatTime(d);
  const text = d.toLocaleString(LOCALES[lang], { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  return `${text} UTC`;
}

/**
 * The line the share page shows when the sharer wrote none, in the sharer's language (as the mail or text
 * that brought the link): where (the venue) and with whom (the match they named), when known.
 */
export function defaultShareMessage(input: { sharerName: string; venueName: string | null; matchedWithName: string | null; language: Language }): string {
  const t = LOCATION_SHARE_TEXTS[input.language];
  const template = input.venueName ? (input.matchedWithName ? t.pageMessageAtVenueWith : t.pageMessageAtVenue) : input.matchedWithName ? t.pageMessageWith : t.pageMessage;
  return fill(template, { person: input.sharerName, venue: input.venueName ?? '', match: input.matchedWithName ?? '' });
}

export type ShareState = 'active' | 'ended';
/** A share is live until it is stopped or its time runs out, whichever comes first. */
export function shareState(row: { ended_at: Date | null; expires_at: Date }, now = new Date()): ShareState {
  return row.ended_at || new Date(row.expires_at).getTime() <= now.getTime() ? 'ended' : 'active';
}

/**
 * What the recipient of a location share receives (email and/or SMS), in the sharer's language (the
 * recipient is their person): the app's own words only, with the sharer's display name, the venue's
 * name as the venue service knows it, the link and the expiry (the service is not a mail relay). The
 * sharer's own message is shown on the share page, never sent. `unsubscribable` is the mail's one-click
 * unsubscribe (headers and the visible link).
 */
export function shareMessages(input: {
  sharerName: string;
  venueName: string | null;
  url: string;
  expiresAt: Date;
  email?: string | null;
  phone?: string | null;
  unsubscribable?: { headers: Record<string, string>; footer: string[] };
  language?: Language;
}): OutgoingMessage[] {
  const lang = input.language ?? 'en';
  const t = LOCATION_SHARE_TEXTS[lang];
  const args = { person: input.sharerName, venue: input.venueName ?? '', url: input.url, time: formatTimeIn(input.expiresAt, lang) };
  const out: OutgoingMessage[] = [];
  if (input.email) {
    out.push({
      channel: 'email',
      recipient: input.email,
      subject: fill(t.subject, args),
      body: [fill(input.venueName ? t.sharingAtVenue : t.sharing, args), '', fill(t.see, args), '', fill(t.until, args), ...(input.unsubscribable?.footer ?? [])].join('\n'),
      ...(input.unsubscribable ? { headers: input.unsubscribable.headers } : {}),
    });
  }
  if (input.phone) out.push({ channel: 'sms', recipient: input.phone, body: fill(input.venueName ? t.smsAtVenue : t.sms, args) });
  return out;
}

/** A person shares with at most this many contacts at once (each share mails and texts someone). */
export const MAX_ACTIVE_SHARES = 10;

export function assertRoomForShare(active: number, max = MAX_ACTIVE_SHARES) {
  if (active >= max) throw errors.tooManyShares(max);
}
