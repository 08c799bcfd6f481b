import { unsubscribePageLocation } from './unsubscribe-page.js';

describe("the page a browser opening a mail's List-Unsubscribe URL is sent to", () => {
  const token = `${'A'.repeat(43)}.${'b'.repeat(22)}`;

  test("is under the prefix of the mail's language, with the token", () => {
    expect(unsubscribePageLocation(token, 'de')).toBe(`/de/unsubscribe?token=${token}`);
    expect(unsubscribePageLocation(token, 'ar')).toBe(`/ar/unsubscribe?token=${token}`);
  });

  test('is the bare page for English, no language, or one we do not speak (it then follows the device)', () => {
    for (const lang of ['en', undefined, 'xx', '../admin', ['de']]) {
      expect(unsubscribePageLocation(token, lang)).toBe(`/unsubscribe?token=${token}`);
    }
  });

  test('carries the token encoded, and leaves out one that is a list or far too long', () => {
    expect(unsubscribePageLocation('a b&c', 'fr')).toBe('/fr/unsubscribe?token=a%20b%26c');
    expect(unsubscribePageLocation([token], 'de')).toBe('/de/unsubscribe');
    expect(unsubscribePageLocation('x'.repeat(201), undefined)).toBe('/unsubscribe');
    expect(unsubscribePageLocation('x'.repeat(200), undefined)).toBe(`/unsubscribe?token=${'x'.repeat(200)}`);
  });
});
