/**
 * Numbers, money, dates and distances on the dashboard, through Intl in the app's language (read when
 * called: every screen that shows them renders again on a change of language through its `useT`).
 */
import { currentLanguage } from '@/lib/i18n';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: (lang: string) => F): F {
  const lang = currentLanguage();
  let format = cache.get(`${lang}|${key}`) as F | undefined;
  if (!format) cache.set(`${lang}|${key}`, (format = make(lang)));
  return format;
}

/**
 * Data put inside a sentence (a phone number, a name) keeps its own direction: "+49 30…" stays one
 * left-to-right piece in an Arabic line instead of its "+" jumping to the other end.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** "25 Nov 2026, 10:00" as the language writes it (an unreadable date stays as the server sent it). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : cached('dateTime', (lang) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' })).format(d);
}

/** A chart's day ("Nov 24", "24. Nov.", "٢٤ نوفمبر") from the server's "YYYY-MM-DD". */
export function formatDay(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00`);
  return Number.isNaN(d.getTime()) ? day : cached('day', (lang) => new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric' })).format(d);
}

export const formatNumber = (n: number | undefined | null) => cached('number', (lang) => new Intl.NumberFormat(lang)).format(n ?? 0);

/** Revenue is kept in US dollars: the currency stays, the way of writing it follows the language. */
export const formatMoney = (n: number | undefined | null) =>
  cached('money', (lang) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(n ?? 0);

/** Coordinates to four decimals (about 10 m), with the language's decimal sign. */
export const formatCoordinate = (n: number) => cached('coordinate', (lang) => new Intl.NumberFormat(lang, { minimumFractionDigits: 4, maximumFractionDigits: 4 })).format(n);

const metres = (lang: string) => new Intl.NumberFormat(lang, { style: 'unit', unit: 'meter', unitDisplay: 'short', maximumFractionDigits: 0 });
/** "150 m". */
export const formatMetres = (n: number) => cached('metres', metres).format(n);
type RangeFormat = Intl.NumberFormat & { formatRange?: (from: number, to: number) => string };
/** "25–500 m" (the language's own dash and spacing; a browser without ranges writes both ends). */
export function formatMetreRange(from: number, to: number): string {
  const format: RangeFormat = cached('metres', metres);
  return format.formatRange?.(from, to) ?? `${format.format(from)} – ${format.format(to)}`;
}
