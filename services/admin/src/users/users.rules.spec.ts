import { accountStatus, likePattern } from './users.rules.js';

describe('accountStatus', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('is banned while a ban stands, whatever the suspension says', () => {
    expect(accountStatus({ banned_at: new Date('2026-01-01T00:00:00Z'), suspended_until: new Date('2027-01-01T00:00:00Z') }, now)).toBe('banned');
    expect(accountStatus({ banned_at: new Date('2026-01-01T00:00:00Z'), suspended_until: null }, now)).toBe('banned');
  });

  it('is suspended until the suspension ends, then active again', () => {
    expect(accountStatus({ banned_at: null, suspended_until: new Date('2026-11-28T12:00:01Z') }, now)).toBe('suspended');
    expect(accountStatus({ banned_at: null, suspended_until: now }, now)).toBe('active');
    expect(accountStatus({ banned_at: null, suspended_until: new Date('2026-11-27T00:00:00Z') }, now)).toBe('active');
  });

  it('is active without a ban or a suspension', () => {
    expect(accountStatus({ banned_at: null, suspended_until: null }, now)).toBe('active');
  });
});

describe('likePattern', () => {
  it('lowers the case and escapes the characters LIKE reads as wildcards', () => {
    expect(likePattern('Ann')).toBe('ann');
    expect(likePattern('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(likePattern('')).toBe('');
  });
});
