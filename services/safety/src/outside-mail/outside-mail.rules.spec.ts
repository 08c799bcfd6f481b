import {
  addressKey,
  assertShareMailAllowed,
  keyOfToken,
  normaliseAddress,
  oneClickUrl,
  secondsUntilNextUtcDay,
  unsubscribeFooter,
  unsubscribeHeaders,
  unsubscribePageUrl,
  unsubscribeToken,
} from './outside-mail.rules.js';

const SECRET = 'a-test-secret-of-some-length';

test('an address is the same however it is typed; the stored key is not the address', () => {
  expect(normaliseAddress('  Ana@Example.COM ')).toBe('ana@example.com');
  expect(addressKey(SECRET, 'Ana@Example.com')).toBe(addressKey(SECRET, 'ana@example.com'));
  expect(addressKey(SECRET, 'ana@example.com')).not.toContain('ana');
  expect(addressKey('another-secret-entirely', 'ana@example.com')).not.toBe(addressKey(SECRET, 'ana@example.com'));
});

test('a token names its address key and is refused when forged, altered or made with another secret', () => {
  const token = unsubscribeToken(SECRET, 'ana@example.com');
  expect(keyOfToken(SECRET, token)).toBe(addressKey(SECRET, 'ana@example.com'));
  const [key, sig] = token.split('.') as [string, string];
  expect(keyOfToken(SECRET, `${addressKey(SECRET, 'bob@example.com')}.${sig}`)).toBeNull();
  expect(keyOfToken(SECRET, `${key}.${'A'.repeat(22)}`)).toBeNull();
  expect(keyOfToken('another-secret-entirely', token)).toBeNull();
  expect(keyOfToken(SECRET, undefined)).toBeNull();
  expect(keyOfToken(SECRET, `${token}x`)).toBeNull();
  expect(keyOfToken(SECRET, `x${token}`)).toBeNull();
});

test('a token that arrives as a list (?token[]=…) is not a token, even when the list holds a good one', () => {
  const token = unsubscribeToken(SECRET, 'ana@example.com');
  expect(keyOfToken(SECRET, [token])).toBeNull();
});

test('an address keeps its stored key across releases, so an unsubscribe recorded before still stops mail', () => {
  expect(addressKey(SECRET, 'ana@example.com')).toBe('QqwyIMsmneQzPEDLdCFQoZENKeK8i4_bupwwY30lUV0');
});

test('RFC 8058 headers: an https URL from PUBLIC_URL and the one-click marker', () => {
  const token = unsubscribeToken(SECRET, 'ana@example.com');
  expect(unsubscribeHeaders('https://converge.app/', token)).toEqual({
    'List-Unsubscribe': `<https://converge.app/api/mail/unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(oneClickUrl('https://converge.app', token)).toMatch(/^https:\/\/converge\.app\/api\/mail\/unsubscribe\?token=[A-Za-z0-9_.-]+$/);
});

test("the header's URL names the mail's language, so opened in a browser it leads to the page in that language", () => {
  const token = unsubscribeToken(SECRET, 'ana@example.com');
  expect(unsubscribeHeaders('https://converge.app', token, 'de')['List-Unsubscribe']).toBe(`<https://converge.app/api/mail/unsubscribe?token=${token}&lang=de>`);
  expect(oneClickUrl('https://converge.app/', token, 'ar')).toBe(`https://converge.app/api/mail/unsubscribe?token=${token}&lang=ar`);
  // English names none: its page is the bare /unsubscribe, as the footer's.
  expect(oneClickUrl('https://converge.app', token, 'en')).toBe(`https://converge.app/api/mail/unsubscribe?token=${token}`);
});

test('five share mails to one address a day, the sixth is 429 until the next UTC day', () => {
  const now = new Date('2026-05-01T22:00:00Z');
  expect(() => assertShareMailAllowed(5, now)).not.toThrow();
  expect(() => assertShareMailAllowed(6, now)).toThrow(expect.objectContaining({ status: 429, fields: { retryAfter: String(2 * 3600) } }));
  expect(secondsUntilNextUtcDay(new Date('2026-05-01T23:59:59.500Z'))).toBe(1);
});

test('every outside mail ends by saying why it came and with a visible link to stop it', () => {
  const token = unsubscribeToken(SECRET, 'ana@example.com');
  expect(unsubscribePageUrl('https://converge.app//', token)).toBe(`https://converge.app/unsubscribe?token=${token}`);
  expect(unsubscribePageUrl('https://converge.app', token, 'ar')).toBe(`https://converge.app/ar/unsubscribe?token=${token}`);
  expect(unsubscribeFooter('https://converge.app/', token)).toEqual([
    '',
    '--',
    'You are getting this because a Converge member entered this address.',
    `To stop emails from Converge to this address: https://converge.app/unsubscribe?token=${token}`,
  ]);
});
