import { callNumbersText, countryAt, emergencyNumbersFor } from './emergency-numbers.js';

test('emergency numbers follow the country: 911 US/CA, 999 and 112 UK, 112 EU, 000 AU; text lines only where they exist', () => {
  expect(emergencyNumbersFor('US')).toMatchObject({ call: ['911'], textLine: { number: '741741' } });
  expect(emergencyNumbersFor('CA').call).toEqual(['911']);
  expect(callNumbersText(emergencyNumbersFor('GB'))).toBe('999 or 112');
  expect(emergencyNumbersFor('FR')).toEqual({ country: 'FR', call: ['112'], textLine: null });
  expect(emergencyNumbersFor('au')).toMatchObject({ call: ['000'], textLine: null });
  expect(emergencyNumbersFor(null).call).toEqual(['911']);
  expect(emergencyNumbersFor('ZZ').call).toEqual(['911']);
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
});
