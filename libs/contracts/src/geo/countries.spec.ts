import { adminVenueInputSchema } from '../schemas/admin.js';
import { emergencyNumbersFor } from '../safety/emergency-numbers.js';
import { canonicalTimeZone, COUNTRY_CODES, isCountryCode } from './countries.js';

test('the 249 ISO 3166-1 alpha-2 codes, and nothing that only looks like one', () => {
  expect(new Set(COUNTRY_CODES).size).toBe(249);
  for (const code of ['US', 'GB', 'IS', 'DE', 'AX', 'ZW']) expect(isCountryCode(code)).toBe(true);
  for (const code of ['UK', 'EU', 'UN', 'XK', 'ZZ', 'gb', 'GBR', '']) expect(isCountryCode(code)).toBe(false);
});

test('time zones: any IANA name or case in, the name this runtime knows it by out; anything else null', () => {
  expect(canonicalTimeZone('Atlantic/Reykjavik')).toBe('Atlantic/Reykjavik');
  expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
  expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
  expect(Intl.supportedValuesOf('timeZone')).toContain(canonicalTimeZone('Asia/Kolkata'));
  for (const zone of ['Mars/Olympus_Mons', 'EST5', '+01:00', '']) expect(canonicalTimeZone(zone)).toBeNull();
});

test('the venue form’s fields: blank = derived / not set, omitted = unchanged, bad = a clear message', () => {
  const base = { name: 'Hall', address: '1 Quay', latitude: 64.15, longitude: -21.94, meetPoints: ['Bar'] };
  const parse = (extra: object) => adminVenueInputSchema.safeParse({ ...base, ...extra });
  expect(parse({ country: 'is', timeZone: ' atlantic/reykjavik ' }).data).toMatchObject({ country: 'IS', timeZone: 'Atlantic/Reykjavik' });
  expect(parse({ country: '', timeZone: '  ' }).data).toMatchObject({ country: null, timeZone: null });
  const omitted = parse({}).data!;
  expect(['country' in omitted, 'timeZone' in omitted]).toEqual([false, false]);
  expect(parse({ country: 'EU' }).error?.issues[0]).toMatchObject({ path: ['country'], message: 'Country must be a two-letter ISO 3166-1 code such as US or GB.' });
  expect(parse({ timeZone: 'Nowhere' }).error?.issues[0]).toMatchObject({ path: ['timeZone'], message: 'Time zone must be an IANA zone such as America/New_York.' });
  expect(emergencyNumbersFor('IS').call).toEqual(['112']);
});
