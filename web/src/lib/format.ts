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
export function formatDistance(metres: number, locale: string, imperial: boolean): string {
  const unit = (value: number, u: string, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short', maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  if (imperial) {
    const feet = metres * FEET_PER_METRE;
    return feet < 1000 ? unit(Math.round(feet), 'foot', 0) : unit(metres / METRES_PER_MILE, 'mile', 1);
  }
  // Kilometres to one decimal, as the check-in list has always shown them (a venue next door is "0.0 km").
  return unit(metres / 1000, 'kilometer', 1);
}

/** The formatter for the app's current language and this browser's region. */
export function useDistanceFormat(): (metres: number) => string {
  const language = useLanguage();
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const imperial = usesMiles(language, browser);
  return (metres) => formatDistance(metres, language, imperial);
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
