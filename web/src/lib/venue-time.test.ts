import { describe, expect, it } from 'vitest';
import { formatVenueTime } from './venue-time';

describe('formatVenueTime', () => {
  const at = '2026-11-27T22:26:00Z';
  it("shows the venue's local time", () => {
    expect(formatVenueTime(at, 'America/New_York', 'en-US')).toBe('5:26 PM');
    expect(formatVenueTime(at, 'Europe/London', 'en-GB')).toBe('22:26');
  });
  it("falls back to the device's zone when the venue has none or an unknown one", () => {
    const device = new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    expect(formatVenueTime(at, null, 'en-US')).toBe(device);
    expect(formatVenueTime(at, 'Mars/Olympus', 'en-US')).toBe(device);
  });
});
