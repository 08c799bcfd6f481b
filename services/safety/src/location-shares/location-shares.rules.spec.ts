import { LANGUAGES } from '@converge/contracts';
import { assertRoomForShare, defaultShareMessage, formatTime, newShareToken, shareMessages, shareState, shareUrl } from './location-shares.rules.js';

test('tokens carry 256 random bits, URL-safe, never repeated', () => {
  const tokens = new Set(Array.from({ length: 1000 }, newShareToken));
  expect(tokens.size).toBe(1000);
  for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test('the share URL is the absolute public page, whatever the trailing slash', () => {
  expect(shareUrl('https://converge.app/', 'abc')).toBe('https://converge.app/share/abc');
  expect(shareUrl('http://localhost:8080', 'abc')).toBe('http://localhost:8080/share/abc');
  expect(shareUrl('https://converge.app//', 'abc')).toBe('https://converge.app/share/abc');
});

test("the share URL is under the prefix of the sharer's language, so the page opens in the language of the mail that brought it", () => {
  expect(shareUrl('https://converge.app/', 'abc', 'de')).toBe('https://converge.app/de/share/abc');
  expect(shareUrl('https://converge.app', 'abc', 'ar')).toBe('https://converge.app/ar/share/abc');
  expect(shareUrl('https://converge.app', 'abc', 'en')).toBe('https://converge.app/share/abc');
});

test('a share is live until stopped or expired', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  expect(shareState({ ended_at: null, expires_at: new Date('2026-05-01T12:00:01Z') }, now)).toBe('active');
  expect(shareState({ ended_at: null, expires_at: now }, now)).toBe('ended');
  expect(shareState({ ended_at: now, expires_at: new Date('2026-05-01T15:00:00Z') }, now)).toBe('ended');
});

test("the recipient gets an email and/or a text in the app's words: name, venue, link, expiry, and the mail's unsubscribe", () => {
  const base = { sharerName: 'Ana', venueName: 'The Blue Bar', url: 'https://c.app/share/t', expiresAt: new Date('2026-05-01T16:00:00Z') };
  const unsubscribable = {
    headers: { 'List-Unsubscribe': '<https://c.app/api/mail/unsubscribe?token=x.y>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    footer: ['', 'Stop: https://c.app/unsubscribe?token=x.y'],
  };
  const both = shareMessages({ ...base, email: 'b@example.com', phone: '+14155552671', unsubscribable });
  expect(both.map((m) => m.channel)).toEqual(['email', 'sms']);
  expect(both[0]).toMatchObject({ recipient: 'b@example.com', subject: 'Ana is sharing their location with you', headers: unsubscribable.headers });
  expect(both[0].body).toContain('Ana is sharing their location with you at The Blue Bar through Converge');
  expect(both[0].body).toContain('See where they are: https://c.app/share/t');
  expect(both[0].body).toContain(`The link works until ${formatTime(base.expiresAt)}`);
  expect(both[0].body).toContain('Stop: https://c.app/unsubscribe?token=x.y');
  expect(both[1].body).toBe(`Converge: Ana is sharing their location with you at The Blue Bar until ${formatTime(base.expiresAt)}. See where they are: https://c.app/share/t`);
  expect(shareMessages({ ...base, venueName: null, email: 'b@example.com' })[0]!.body).toContain('Ana is sharing their location with you through Converge');
  expect(shareMessages({ ...base, email: null, phone: null })).toEqual([]);
});

test('times read the same for everyone', () => {
  expect(formatTime(new Date('2026-05-01T16:05:00Z'))).toBe('1 May 2026, 16:05 UTC');
});

test('ten live shares at once, not eleven (409)', () => {
  expect(() => assertRoomForShare(9)).not.toThrow();
  expect(() => assertRoomForShare(10)).toThrow(expect.objectContaining({ status: 409, code: 'TOO_MANY_SHARES' }));
});

test('the share mail reads in full as the recipient receives it, with no unsubscribe footer when none is given', () => {
  const [mail] = shareMessages({ sharerName: 'Ana', venueName: null, url: 'https://c.app/share/t', expiresAt: new Date('2026-05-01T16:00:00Z'), email: 'b@example.com' });
  expect(mail!.body).toBe(
    [
      'Ana is sharing their location with you through Converge, so that someone they trust knows where they are.',
      '',
      'See where they are: https://c.app/share/t',
      '',
      'The link works until 1 May 2026, 16:00 UTC, or until Ana stops sharing.',
    ].join('\n'),
  );
  expect(mail).not.toHaveProperty('headers');
});

describe('the share page line when the sharer wrote none', () => {
  const base = { sharerName: 'Alice', venueName: null, matchedWithName: null };
  it('is in the sharer’s language (as the mail that brought the link), saying where and with whom when known', () => {
    expect(defaultShareMessage({ ...base, language: 'en' })).toBe('Alice is sharing their location with you for safety.');
    expect(defaultShareMessage({ ...base, venueName: 'The Velvet Room', language: 'en' })).toBe('Alice is sharing their location with you at The Velvet Room for safety.');
    expect(defaultShareMessage({ ...base, matchedWithName: 'Ben', language: 'en' })).toBe('Alice is sharing their location with you with Ben for safety.');
    expect(defaultShareMessage({ ...base, venueName: 'The Velvet Room', matchedWithName: 'Ben', language: 'en' })).toBe(
      'Alice is sharing their location with you at The Velvet Room with Ben for safety.',
    );
    expect(defaultShareMessage({ ...base, language: 'de' })).toBe('Alice teilt zur Sicherheit den eigenen Standort mit Ihnen.');
    expect(defaultShareMessage({ ...base, venueName: 'The Velvet Room', matchedWithName: 'Ben', language: 'de' })).toBe(
      'Alice ist mit Ben in The Velvet Room und teilt zur Sicherheit den eigenen Standort mit Ihnen.',
    );
  });

  it('names the person, the venue and the match in every language, with no placeholder left', () => {
    for (const language of LANGUAGES) {
      const line = defaultShareMessage({ sharerName: 'Alice', venueName: 'The Velvet Room', matchedWithName: 'Ben', language });
      expect(line).toContain('Alice');
      expect(line).toContain('The Velvet Room');
      expect(line).toContain('Ben');
      expect(line).not.toContain('{');
      expect(defaultShareMessage({ ...base, language })).not.toMatch(/The Velvet Room|Ben|\{/);
    }
  });
});
