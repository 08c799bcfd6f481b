import { describe, expect, it } from 'vitest';
import { formatAgo, formatCoordinate, formatTimeLeft } from './time-left';

const now = Date.parse('2026-11-25T12:00:00Z');
const later = (ms: number) => new Date(now + ms).toISOString();

describe('formatTimeLeft', () => {
  it('a new 4-hour share', () => expect(formatTimeLeft(later(4 * 3600_000), now)).toBe('4 h left'));
  it('hours and minutes', () => expect(formatTimeLeft(later(3 * 3600_000 + 5 * 60_000 + 30_000), now)).toBe('3 h 5 min left'));
  it('under an hour', () => expect(formatTimeLeft(later(12 * 60_000 + 59_000), now)).toBe('12 min left'));
  it('under a minute', () => expect(formatTimeLeft(later(30_000), now)).toBe('Less than a minute left'));
  it('past or now: ended', () => {
    expect(formatTimeLeft(later(0), now)).toBe('Ended');
    expect(formatTimeLeft(later(-1000), now)).toBe('Ended');
  });
});

describe('formatAgo / formatCoordinate', () => {
  it('says how long ago', () => {
    expect(formatAgo(later(-10_000), now)).toBe('just now');
    expect(formatAgo(later(-5 * 60_000), now)).toBe('5 min ago');
    expect(formatAgo(later(-2 * 3600_000), now)).toBe('2 h ago');
  });
  it('4 decimals', () => expect(formatCoordinate(40.712776)).toBe('40.7128'));
});
