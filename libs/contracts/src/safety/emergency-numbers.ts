/**
 * Emergency numbers by the venue's country ("safety copy that is true where the person is").
 * One table, easy to extend: add a row per country (ISO 3166-1 alpha-2). `textLine` only where a crisis
 * text line really exists. A venue whose country is not in the table never silently becomes the US: it
 * gets 112, which mobile phones route to the local emergency service in most countries, with
 * `country: null` so the screen says the country is unknown. Only a person who is not
 * checked in anywhere sees the spec's US numbers (911, text 741741: DEFAULT_EMERGENCY_COUNTRY).
 */
export interface EmergencyNumbers {
  /** The venue's country (ISO 3166-1 alpha-2), or null when it is unknown. */
  country: string | null;
  /** Numbers to call, the first is the one to show on buttons. */
  call: string[];
  /** A crisis text line, only where one exists: "Text HOME to 741741". */
  textLine: { keyword: string; number: string } | null;
}

const EU_112 = (country: string): EmergencyNumbers => ({ country, call: ['112'], textLine: null });

export const EMERGENCY_NUMBERS: Record<string, EmergencyNumbers> = {
  US: { country: 'US', call: ['911'], textLine: { keyword: 'HOME', number: '741741' } },
  CA: { country: 'CA', call: ['911'], textLine: { keyword: 'CONNECT', number: '686868' } },
  GB: { country: 'GB', call: ['999', '112'], textLine: { keyword: 'SHOUT', number: '85258' } },
  IE: { country: 'IE', call: ['112', '999'], textLine: { keyword: 'HELLO', number: '50808' } },
  AU: { country: 'AU', call: ['000'], textLine: null },
  ...Object.fromEntries(['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GR', 'IT', 'LU', 'NL', 'PL', 'PT', 'SE', 'CZ', 'IS'].map((c) => [c, EU_112(c)])),
};

/** The spec's numbers, for a person who is not checked in at any venue. */
export const DEFAULT_EMERGENCY_COUNTRY = 'US';

/** A venue whose country is unknown (or not in the table): 112, and the country said to be unknown. */
export const UNKNOWN_COUNTRY_NUMBERS: EmergencyNumbers = { country: null, call: ['112'], textLine: null };
export const UNKNOWN_COUNTRY_NOTE = "We don't know this venue's country. 112 reaches emergency services from a mobile phone in most countries.";

export function emergencyNumbersFor(country: string | null | undefined): EmergencyNumbers {
  // Stryker disable next-line StringLiteral: '' only stands for "no country"; any text that is not a code in the table gives the same unknown-country answer.
  return EMERGENCY_NUMBERS[(country ?? '').toUpperCase()] ?? UNKNOWN_COUNTRY_NUMBERS;
}

/** "999 or 112" / "911". */
export function callNumbersText(numbers: EmergencyNumbers): string {
  return numbers.call.join(' or ');
}

/**
 * Coarse country boxes [south, north, west, east], most specific first (Northern Ireland before
 * Ireland before Great Britain). Good enough for venues, which sit well inside a country; extend with
 * the table above. A stored country (when a venue gets one from its owner) should win over this.
 */
const BOXES: Array<[string, number, number, number, number]> = [
  ['GB', 54.0, 55.35, -8.2, -5.4],
  ['IE', 51.4, 55.45, -10.7, -5.9],
  ['GB', 49.8, 60.95, -8.7, 1.8],
  // Belgium's north (Brussels, Antwerp, Ghent) before the Netherlands' box; Luxembourg before Belgium's.
  ['BE', 49.5, 51.3, 2.5, 5.5],
  ['NL', 50.75, 53.6, 3.3, 7.25],
  ['LU', 49.4, 50.2, 5.7, 6.55],
  ['BE', 49.5, 51.5, 2.5, 6.4],
  ['DK', 54.5, 57.8, 8.0, 12.7],
  ['CH', 45.8, 47.8, 5.95, 10.5],
  // Bavaria's south (Munich, Augsburg) before Austria's box.
  ['DE', 47.6, 49.0, 9.9, 12.7],
  ['AT', 46.35, 49.0, 9.5, 17.2],
  ['CZ', 48.55, 51.05, 12.1, 18.9],
  ['DE', 47.25, 55.1, 5.85, 15.05],
  ['PL', 49.0, 54.9, 14.1, 24.2],
  ['PT', 36.9, 42.2, -9.6, -6.2],
  ['ES', 35.9, 43.8, -9.4, 3.35],
  ['FR', 41.3, 51.1, -5.2, 9.6],
  ['IT', 36.6, 47.1, 6.6, 18.55],
  ['GR', 34.8, 41.75, 19.3, 28.3],
  ['SE', 55.3, 69.1, 11.0, 24.2],
  ['FI', 59.7, 70.1, 20.5, 31.6],
  ['IS', 63.2, 66.6, -24.6, -13.4],
  // Canada's cities south of 49°N (Toronto, Ottawa, Montreal) before the US box; both call 911.
  ['CA', 43.0, 44.5, -80.5, -78.9],
  ['CA', 45.0, 49.0, -79.5, -71.0],
  ['US', 24.4, 49.0, -125.0, -66.9],
  ['US', 51.0, 71.5, -180.0, -141.0],
  ['US', 18.9, 22.3, -160.3, -154.8],
  ['CA', 41.6, 83.2, -141.0, -52.6],
  ['AU', -43.7, -10.6, 112.9, 153.7],
];

/** The country a venue's coordinates fall in, or null when unknown. */
export function countryAt(latitude: number, longitude: number): string | null {
  const box = BOXES.find(([, s, n, w, e]) => latitude >= s && latitude <= n && longitude >= w && longitude <= e);
  return box ? box[0] : null;
}
