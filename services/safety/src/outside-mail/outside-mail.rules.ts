import { createHmac, timingSafeEqual } from 'node:crypto';
import { fill, pathInLanguage, type Language } from '@converge/contracts';
import { errors } from '../errors.js';
import { UNSUBSCRIBE_TEXTS } from './outside-mail.texts.js';

/**
 * Mail to people who are not Converge members: share recipients and trusted contacts.
 * They never agreed to anything, so every such mail can be stopped with one click (RFC 8058), an
 * address that did so gets no more, and one address gets at most SHARE_MAILS_PER_DAY share mails a day.
 */

/** One outside address gets at most this many location-share mails a UTC day, from all senders together. */
export const SHARE_MAILS_PER_DAY = 5;

/** The same mailbox however it was typed (domains are case-insensitive; providers treat local parts so too). */
export const normaliseAddress = (address: string) => address.trim().toLowerCase();

const mac = (secret: string, label: string, value: string) => createHmac('sha256', secret).update(`${label}\0${value}`).digest();

/** What the database stores instead of the address: an HMAC of it, useless without the secret. */
export const addressKey = (secret: string, address: string) => mac(secret, 'address', normaliseAddress(address)).toString('base64url');

/**
 * The unsubscribe link's token for an address: its key and a signature of the key (128 bits), so a
 * link works only for the address it was made for and no one can make one for an address they chose.
 */
export const unsubscribeToken = (secret: string, address: string) => {
  const key = addressKey(secret, address);
  return `${key}.${mac(secret, 'unsubscribe', key).subarray(0, 16).toString('base64url')}`;
};

/** The address key a token stands for, or null when the token was not made by us. */
export function keyOfToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string') return null;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the pattern below admits exactly 66 characters, so a longer token fails it anyway; this only spares it a long input.
  if (token.length > 100) return null;
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const expected = mac(secret, 'unsubscribe', match[1]!).subarray(0, 16);
  const given = Buffer.from(match[2]!, 'base64url');
  // Stryker disable next-line ConditionalExpression: 22 base64url characters always decode to 16 bytes, the signature's length; the check only guards timingSafeEqual.
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/**
 * The RFC 8058 endpoint (POST unsubscribes; a GET only leads to the page). It names the mail's
 * language (`&lang=de`, not for English) so a person who opens it in a browser lands on the page in
 * the language they just read, as the footer's link does; the POST ignores it.
 */
export const oneClickUrl = (publicUrl: string, token: string, lang: Language = 'en') =>
  `${base(publicUrl)}/api/mail/unsubscribe?token=${encodeURIComponent(token)}${lang === 'en' ? '' : `&lang=${lang}`}`;

/**
 * The page a person opens from the link in the mail's text, where they confirm: under the mail's
 * language's prefix (`/de/unsubscribe`), so it opens in the language they just read, whatever their
 * device reads (English keeps the bare path, where the page follows the device).
 */
export const unsubscribePageUrl = (publicUrl: string, token: string, lang: Language = 'en') => `${base(publicUrl)}${pathInLanguage(lang, '/unsubscribe')}?token=${encodeURIComponent(token)}`;

/** The headers that let a mail client offer "Unsubscribe" and stop the mails with one POST (RFC 8058). */
export const unsubscribeHeaders = (publicUrl: string, token: string, lang: Language = 'en'): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUrl(publicUrl, token, lang)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The lines every outside mail ends with, in the mail's language: why it came and the visible way to stop it. */
export const unsubscribeFooter = (publicUrl: string, token: string, lang: Language = 'en') => [
  '',
  '--',
  UNSUBSCRIBE_TEXTS[lang].why,
  fill(UNSUBSCRIBE_TEXTS[lang].stop, { url: unsubscribePageUrl(publicUrl, token, lang) }),
];

/** Seconds until the next UTC day, when an address's share mails count from zero again. */
export const secondsUntilNextUtcDay = (now = new Date()) => Math.max(1, Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000));

/** 429 once an address had its share mails for today. */
export function assertShareMailAllowed(sentToday: number, now = new Date(), max = SHARE_MAILS_PER_DAY) {
  if (sentToday > max) {
    throw errors.tooManyShareMails(max, secondsUntilNextUtcDay(now));
  }
}
