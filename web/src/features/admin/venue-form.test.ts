import { describe, expect, it } from 'vitest';
import { emptyDraft, serverFieldErrors, validateVenue, VENUE_MESSAGES } from './venue-form';

const good = { ...emptyDraft(), name: ' Copper Room ', address: '1 Main St', latitude: '52.5', longitude: '13.4' };

describe('venue form validation (mirrors the server)', () => {
  it('accepts a complete venue and trims what was typed', () => {
    const r = validateVenue({ ...good, meetPoints: [' Main Bar ', 'Patio'], phone: '' });
    expect(r).toEqual({
      ok: true,
      input: { name: 'Copper Room', address: '1 Main St', latitude: 52.5, longitude: 13.4, checkInRadius: 150, meetPoints: ['Main Bar', 'Patio'], phone: null },
    });
  });

  it('names each bad field', () => {
    const r = validateVenue({ ...emptyDraft(), latitude: '91', longitude: 'x', checkInRadius: '24', phone: 'call me' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      name: VENUE_MESSAGES.name,
      address: VENUE_MESSAGES.address,
      latitude: VENUE_MESSAGES.latitude,
      longitude: VENUE_MESSAGES.longitude,
      checkInRadius: VENUE_MESSAGES.radius,
      phone: VENUE_MESSAGES.phone,
    });
  });

  it('keeps the radius within 25–500 m', () => {
    expect(validateVenue({ ...good, checkInRadius: '25' }).ok).toBe(true);
    expect(validateVenue({ ...good, checkInRadius: '500' }).ok).toBe(true);
    expect(validateVenue({ ...good, checkInRadius: '501' }).ok).toBe(false);
  });

  it('needs 1–10 meet points of at most 40 characters, all different', () => {
    const none = validateVenue({ ...good, meetPoints: [] });
    expect(!none.ok && none.errors.meetPoints).toBe(VENUE_MESSAGES.meetPointsCount);
    const eleven = validateVenue({ ...good, meetPoints: Array.from({ length: 11 }, (_, i) => `Spot ${i}`) });
    expect(!eleven.ok && eleven.errors.meetPoints).toBe(VENUE_MESSAGES.meetPointsCount);
    expect(validateVenue({ ...good, meetPoints: Array.from({ length: 10 }, (_, i) => `Spot ${i}`) }).ok).toBe(true);
    const long = validateVenue({ ...good, meetPoints: ['ok', 'x'.repeat(41), 'OK'] });
    expect(!long.ok && long.errors.meetPointRows).toEqual({ 1: VENUE_MESSAGES.meetPointLength, 2: VENUE_MESSAGES.meetPointDuplicate });
  });

  it('maps the server fields onto the form', () => {
    expect(serverFieldErrors({ name: 'Taken', 'meetPoints.2': 'Too long', checkInRadiusMeters: 'Bad' })).toEqual({
      name: 'Taken',
      meetPointRows: { 2: 'Too long' },
      checkInRadius: 'Bad',
    });
  });
});
