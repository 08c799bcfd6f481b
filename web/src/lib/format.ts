/**
 * Numbers people read on the translated screens, through Intl in the app's language. Distances follow
 * the person's habits: feet and miles where the browser's English is American (en-US), metres and
 * kilometres everywhere else.
 */
import { useLanguage } from './i18n';

const METRES_PER_MILE = 1609.344;
const FEET_PER_METRE = 3.28084;
/** Regions that measure road distances in miles and feet. */
const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM']);

/** True when the browser's own tag for `language` has a region that uses miles (`en-US`, not `en-GB`). */
export function usesMiles(language: string, browserTags: readonly string[]): boolean {
  const tag = browserTags.find((t) => t.toLowerCase().split('-')[0] === language);
  const region = tag?.split('-')[1]?.toUpperCase();
  return region !== undefined && IMPERIAL_REGIONS.has(region);
}

/** A distance in metres as "1.3 km", "0.8 mi" or "500 ft", in `locale`'s digits and spacing. */
export function formatDistance(metres: number, locale: string, imperial: boolean, near = false): string {
  const unit = (value: number, u: string, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short', maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  if (imperial) {
    const feet = metres * FEET_PER_METRE;
    return feet < 1000 ? unit(Math.round(feet), 'foot', 0) : unit(metres / METRES_PER_MILE, 'mile', 1);
  }
  // Someone walking to a meet point reads metres under a kilometre ("300 m").
  if (near && metres < 1000) return unit(Math.round(metres), 'meter', 0);
  // Kilometres to one decimal, as the check-in list has always shown them (a venue next door is "0.0 km").
  return unit(metres / 1000, 'kilometer', 1);
}

/** The formatter for the app's current language and this browser's region. */
export function useDistanceFormat(): (metres: number, near?: boolean) => string {
  const language = useLanguage();
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const imperial = usesMiles(language, browser);
  return (metres, near) => formatDistance(metres, language, imperial, near);
}

/** Under 1000 m as "N m away", otherwise kilometres with one decimal. */
export function formatDistanceMetres(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m away`;
  return `${(metres / 1000).toFixed(1)} km away`;
}

/** Venue distances are kilometres with one decimal. */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}

const relative = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string) {
  let format = relative.get(locale);
  // English keeps its compact "5m ago"; elsewhere the narrow style can read as a distance (German "vor 5 m"), so short ("vor 5 Min.").
  if (!format) relative.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: locale.startsWith('en') ? 'narrow' : 'short' })));
  return format;
}
const capitalise = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * How long ago, short, in `locale` ("5m ago", "vor 3 Std.", "قبل 5 دقائق"); under a minute `justNow`
 * (the caller's translated "just now"). Days after the first: "2d ago". With `calendar`, the chat's
 * style: "Yesterday", then the weekday, then the date.
 */
export function formatAgo(iso: string, now: number, locale: string, justNow: string, calendar = false): string {
  const then = new Date(iso);
  const seconds = Math.max(0, Math.round((now - then.getTime()) / 1000));
  if (seconds < 60) return justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relativeFormat(locale).format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const today = new Date(now);
  if (!calendar) return hours < 24 ? relativeFormat(locale).format(-hours, 'hour') : relativeFormat(locale).format(-Math.floor(hours / 24), 'day');
  if (hours < 24 && then.getDate() === today.getDate()) return relativeFormat(locale).format(-hours, 'hour');
  const yesterday = new Date(today);
  yesterday.setDate(today.getDate() - 1);
  if (then.toDateString() === yesterday.toDateString()) return capitalise(relativeFormat(locale).format(-1, 'day'), locale);
  if (now - then.getTime() < 6 * 24 * 3600 * 1000) return then.toLocaleDateString(locale, { weekday: 'short' });
  return then.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
}
