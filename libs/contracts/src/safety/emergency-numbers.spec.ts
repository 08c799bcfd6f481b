import { callNumbersText, countryAt, DEFAULT_EMERGENCY_COUNTRY, EMERGENCY_NUMBERS, emergencyNumbersFor, UNKNOWN_COUNTRY_NOTE } from './emergency-numbers.js';

test('emergency numbers follow the country: 911 US/CA, 999 and 112 UK, 112 EU, 000 AU; text lines only where they exist', () => {
  expect(emergencyNumbersFor('US')).toMatchObject({ call: ['911'], textLine: { number: '741741' } });
  expect(emergencyNumbersFor('CA').call).toEqual(['911']);
  expect(callNumbersText(emergencyNumbersFor('GB'))).toBe('999 or 112');
  expect(emergencyNumbersFor('FR')).toEqual({ country: 'FR', call: ['112'], textLine: null });
  expect(emergencyNumbersFor('au')).toMatchObject({ call: ['000'], textLine: null });
  // An unknown country is never silently the US.
  expect(emergencyNumbersFor(null).call).toEqual(['112']);
  expect(emergencyNumbersFor('ZZ').call).toEqual(['112']);
});

test('a venue country from its coordinates', () => {
  expect(countryAt(51.5074, -0.1278)).toBe('GB'); // London
  expect(countryAt(54.597, -5.93)).toBe('GB'); // Belfast
  expect(countryAt(53.35, -6.26)).toBe('IE'); // Dublin
  expect(countryAt(48.8566, 2.3522)).toBe('FR'); // Paris
  expect(countryAt(52.52, 13.405)).toBe('DE'); // Berlin
  expect(countryAt(40.7128, -74.006)).toBe('US'); // New York
  expect(countryAt(43.65, -79.38)).toBe('CA'); // Toronto (south of 49°N)
  expect(countryAt(-33.8688, 151.2093)).toBe('AU'); // Sydney
  expect(countryAt(0, 0)).toBeNull();
  expect(countryAt(54.75, 2.5)).toBeNull(); // Dogger Bank: the North Sea east of England is no country (Northern Ireland's box stops at the Irish Sea)
});

// One city per country, so no row or box can go missing unnoticed.
const CITIES: Array<[city: string, latitude: number, longitude: number, country: string, call: string[], text: string | null]> = [
  ['New York', 40.7128, -74.006, 'US', ['911'], 'HOME to 741741'],
  ['Anchorage', 61.2181, -149.9003, 'US', ['911'], 'HOME to 741741'],
  ['Honolulu', 21.3069, -157.8583, 'US', ['911'], 'HOME to 741741'],
  ['Toronto', 43.6532, -79.3832, 'CA', ['911'], 'CONNECT to 686868'],
  ['Montreal', 45.5019, -73.5674, 'CA', ['911'], 'CONNECT to 686868'],
  ['Vancouver', 49.2827, -123.1207, 'CA', ['911'], 'CONNECT to 686868'],
  ['London', 51.5074, -0.1278, 'GB', ['999', '112'], 'SHOUT to 85258'],
  ['Belfast', 54.597, -5.93, 'GB', ['999', '112'], 'SHOUT to 85258'],
  ['Edinburgh', 55.9533, -3.1883, 'GB', ['999', '112'], 'SHOUT to 85258'],
  ['Dublin', 53.3498, -6.2603, 'IE', ['112', '999'], 'HELLO to 50808'],
  ['Sydney', -33.8688, 151.2093, 'AU', ['000'], null],
  ['Perth', -31.9523, 115.8613, 'AU', ['000'], null],
  ['Vienna', 48.2082, 16.3738, 'AT', ['112'], null],
  ['Brussels', 50.8503, 4.3517, 'BE', ['112'], null],
  ['Liège', 50.6326, 5.5797, 'BE', ['112'], null],
  ['Zurich', 47.3769, 8.5417, 'CH', ['112'], null],
  ['Prague', 50.0755, 14.4378, 'CZ', ['112'], null],
  ['Berlin', 52.52, 13.405, 'DE', ['112'], null],
  ['Munich', 48.1351, 11.582, 'DE', ['112'], null],
  ['Copenhagen', 55.6761, 12.5683, 'DK', ['112'], null],
  ['Madrid', 40.4168, -3.7038, 'ES', ['112'], null],
  ['Helsinki', 60.1699, 24.9384, 'FI', ['112'], null],
  ['Paris', 48.8566, 2.3522, 'FR', ['112'], null],
  ['Athens', 37.9838, 23.7275, 'GR', ['112'], null],
  ['Reykjavík', 64.1466, -21.9426, 'IS', ['112'], null],
  ['Rome', 41.9028, 12.4964, 'IT', ['112'], null],
  ['Luxembourg', 49.6116, 6.1319, 'LU', ['112'], null],
  ['Amsterdam', 52.3676, 4.9041, 'NL', ['112'], null],
  ['Maastricht', 50.8514, 5.691, 'NL', ['112'], null],
  ['Warsaw', 52.2297, 21.0122, 'PL', ['112'], null],
  ['Lisbon', 38.7223, -9.1393, 'PT', ['112'], null],
  ['Stockholm', 59.3293, 18.0686, 'SE', ['112'], null],
];

test.each(CITIES)('a venue in %s shows the numbers of its country', (_city, latitude, longitude, country, call, text) => {
  const numbers = emergencyNumbersFor(countryAt(latitude, longitude));
  expect(numbers.country).toBe(country);
  expect(numbers.call).toEqual(call);
  expect(numbers.textLine ? `${numbers.textLine.keyword} to ${numbers.textLine.number}` : null).toBe(text);
});

test('every country in the table has a city above, and every city a row', () => {
  expect(Object.keys(EMERGENCY_NUMBERS).sort()).toEqual([...new Set(CITIES.map((c) => c[3]))].sort());
  for (const [code, numbers] of Object.entries(EMERGENCY_NUMBERS)) expect(numbers.country).toBe(code);
});

test('a venue whose country is unknown shows 112 and says the country is unknown, never the US numbers', () => {
  for (const unknown of [null, undefined, '', 'ZZ', 'JP', countryAt(35.6762, 139.6503) /* Tokyo: no box */]) {
    expect(emergencyNumbersFor(unknown)).toEqual({ country: null, call: ['112'], textLine: null });
  }
  expect(UNKNOWN_COUNTRY_NOTE).toBe("We don't know this venue's country. 112 reaches emergency services from a mobile phone in most countries.");
  // Only a person not checked in anywhere sees the spec's numbers.
  expect(emergencyNumbersFor(DEFAULT_EMERGENCY_COUNTRY)).toEqual({ country: 'US', call: ['911'], textLine: { keyword: 'HOME', number: '741741' } });
});

test('a box includes its edges and nothing beyond them', () => {
  // Australia's box: 43.7°S–10.6°S, 112.9°E–153.7°E.
  expect(countryAt(-43.7, 112.9)).toBe('AU');
  expect(countryAt(-10.6, 153.7)).toBe('AU');
  expect(countryAt(-43.71, 130)).toBeNull();
  expect(countryAt(-10.59, 130)).toBeNull();
  expect(countryAt(-25, 112.89)).toBeNull();
  expect(countryAt(-25, 153.71)).toBeNull();
  expect(callNumbersText(emergencyNumbersFor('IE'))).toBe('112 or 999');
  expect(callNumbersText(emergencyNumbersFor('US'))).toBe('911');
});

// Cities in countries the table does not know, each next to a box of a known one: none may borrow that country's numbers.
const OUTSIDE_THE_TABLE: Array<[city: string, latitude: number, longitude: number]> = [
  ['Trondheim', 63.4305, 10.3951],
  ['Oslo', 59.9139, 10.7522],
  ['Budapest', 47.4979, 19.0402],
  ['Moscow', 55.7558, 37.6173],
  ['Cairo', 30.0444, 31.2357],
  ['Mumbai', 19.076, 72.8777],
  ['Mexico City', 19.4326, -99.1332],
];

test.each(OUTSIDE_THE_TABLE)('a venue in %s (country not in the table) shows 112 and an unknown country, never the numbers of a country nearby', (_city, latitude, longitude) => {
  expect(emergencyNumbersFor(countryAt(latitude, longitude))).toEqual({ country: null, call: ['112'], textLine: null });
});

test('a US venue east of the Canadian cities south of 49°N is still in the US (Portland, Maine)', () => {
  expect(emergencyNumbersFor(countryAt(43.6591, -70.2568))).toMatchObject({ country: 'US', textLine: { number: '741741' } });
});
