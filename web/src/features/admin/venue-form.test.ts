import { describe, expect, it } from 'vitest';
import { emptyDraft, serverFieldErrors, validateVenue } from './venue-form';

const good = { ...emptyDraft(), name: ' Copper Room ', address: '1 Main St', latitude: '52.5', longitude: '13.4' };

describe('venue form validation (the server schema)', () => {
  it('accepts a complete venue and trims what was typed', () => {
    const r = validateVenue({ ...good, meetPoints: [' Main Bar ', 'Patio'], phone: '' });
    expect(r).toEqual({
      ok: true,
      input: { name: 'Copper Room', address: '1 Main St', latitude: 52.5, longitude: 13.4, radiusM: 150, meetPoints: ['Main Bar', 'Patio'], phone: null },
    });
  });

  it('names each bad field with the server message', () => {
    const r = validateVenue({ ...emptyDraft(), latitude: '91', longitude: 'x', radiusM: '24', phone: 'call me' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      name: 'Name is required.',
      address: 'Address is required.',
      latitude: 'Latitude must be between -90 and 90.',
      longitude: 'Longitude must be between -180 and 180.',
      radiusM: 'Check-in radius must be between 25 and 500 m.',
      phone: 'Please enter a valid phone number.',
    });
  });

  it('keeps the radius within 25–500 m', () => {
    expect(validateVenue({ ...good, radiusM: '25' }).ok).toBe(true);
    expect(validateVenue({ ...good, radiusM: '500' }).ok).toBe(true);
    expect(validateVenue({ ...good, radiusM: '501' }).ok).toBe(false);
  });

  it('needs 1–10 meet points of at most 40 characters, all different', () => {
    const none = validateVenue({ ...good, meetPoints: [] });
    expect(!none.ok && none.errors.meetPoints).toBe('Add at least one meet point.');
    const eleven = validateVenue({ ...good, meetPoints: Array.from({ length: 11 }, (_, i) => `Spot ${i}`) });
    expect(!eleven.ok && eleven.errors.meetPoints).toBe('A venue can have at most 10 meet points.');
    expect(validateVenue({ ...good, meetPoints: Array.from({ length: 10 }, (_, i) => `Spot ${i}`) }).ok).toBe(true);
    const long = validateVenue({ ...good, meetPoints: ['ok', 'x'.repeat(41)] });
    expect(!long.ok && long.errors.meetPointRows).toEqual({ 1: 'Each meet point can have at most 40 characters.' });
    const dup = validateVenue({ ...good, meetPoints: ['Patio', 'patio'] });
    expect(!dup.ok && dup.errors.meetPoints).toBe('Meet points must all be different.');
  });

  it('maps the server fields onto the form', () => {
    expect(serverFieldErrors({ name: 'Taken', 'meetPoints.2': 'Too long', radiusM: 'Bad' })).toEqual({
      name: 'Taken',
      meetPointRows: { 2: 'Too long' },
      radiusM: 'Bad',
    });
  });
});
