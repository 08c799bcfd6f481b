import { describe, expect, it } from 'vitest';
import { formatAgo, formatDistance, usesMiles } from './format';

const NOW = Date.parse('2026-05-06T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('distances through Intl', () => {
  it('feet and miles where the browser reads American English, metres and kilometres elsewhere', () => {
    expect(usesMiles('en', ['en-US', 'de'])).toBe(true);
    expect(usesMiles('en', ['en-GB'])).toBe(false);
    expect(usesMiles('de', ['en-US', 'de-DE'])).toBe(false);
    expect(formatDistance(300, 'en', true)).toBe('984 ft');
    expect(formatDistance(3200, 'en', true)).toBe('2.0 mi');
    expect(formatDistance(1260, 'en', false)).toBe('1.3 km');
    expect(formatDistance(1260, 'de', false)).toBe('1,3 km');
    expect(formatDistance(300, 'en', false, true)).toBe('300 m');
    expect(formatDistance(300, 'en', false)).toBe('0.3 km');
  });
});

describe('relative times through Intl', () => {
  it('"just now" from the caller, then minutes, hours and days in the language', () => {
    expect(formatAgo(ago(20_000), NOW, 'en', 'just now')).toBe('just now');
    expect(formatAgo(ago(5 * 60_000), NOW, 'en', 'just now')).toBe('5m ago');
    expect(formatAgo(ago(3 * 3600_000), NOW, 'en', 'just now')).toBe('3h ago');
    expect(formatAgo(ago(2 * 86_400_000), NOW, 'en', 'just now')).toBe('2d ago');
    expect(formatAgo(ago(5 * 60_000), NOW, 'de', 'gerade eben')).toBe('vor 5 Min.');
    expect(formatAgo(ago(5 * 60_000), NOW, 'ar', 'الآن')).toMatch(/5|٥/);
  });

  it("the chat's calendar style: yesterday, then the weekday, then the date", () => {
    expect(formatAgo(ago(26 * 3600_000), NOW, 'en', 'just now', true)).toBe('Yesterday');
    expect(formatAgo(ago(26 * 3600_000), NOW, 'de', 'gerade eben', true)).toBe('Gestern');
    expect(formatAgo(ago(20 * 86_400_000), NOW, 'en', 'just now', true)).toBe('Apr 16');
  });
});
