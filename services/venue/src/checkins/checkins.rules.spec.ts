import { displayCodeUrl, displayStep } from '../venues/display-code.js';
import { newQrSecret, venueQrUrl } from '../venues/qr-signature.js';
import { distanceKm } from '../venues/geo.js';
import { checkInEnded, checkInView, expiryDue, expiryJobId, presenceAtChosenVenue, presenceByCode, readScannedCode } from './checkins.rules.js';

const venueId = '0b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10';
const secret = newQrSecret();
const venue = { id: venueId, qr_secret: secret, name: 'The Jazz Bar', latitude: 51.5, longitude: -0.1, radius_m: 100 };
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { status: number; code: string; message: string };
  }
  throw new Error('expected a refusal');
};

describe('check-in presence proof', () => {
  test("the venue's printed code proves presence ('qr'); with another venue's secret it is the one invalid-code answer", () => {
    const code = readScannedCode(venueQrUrl('https://converge.example', venueId, secret));
    expect(code).toMatchObject({ kind: 'qr', venueId });
    expect(presenceByCode(code, venue, T0)).toBe('qr');
    expect(failure(() => presenceByCode(code, { ...venue, qr_secret: newQrSecret() }, T0))).toMatchObject({ status: 400, message: 'Invalid QR code or venue not found.' });
  });

  test("the venue screen's code proves presence ('display') while its step is accepted, not after", () => {
    const code = readScannedCode(displayCodeUrl('https://converge.example', venueId, displayStep(T0), secret));
    expect(code).toMatchObject({ kind: 'display', venueId });
    expect(presenceByCode(code, venue, T0 + 10_000)).toBe('display');
    expect(failure(() => presenceByCode(code, venue, T0 + 10 * 60_000)).status).toBe(400);
  });

  test('an unknown venue and a code that is no code get the same answer as a forged one', () => {
    const code = readScannedCode(venueQrUrl('https://converge.example', venueId, secret));
    expect(failure(() => presenceByCode(code, null, T0))).toMatchObject({ status: 400, message: 'Invalid QR code or venue not found.' });
    expect(failure(() => readScannedCode('not a code'))).toMatchObject({ status: 400, message: 'Invalid QR code or venue not found.' });
  });

  test('a venue id is no proof by itself: it needs a position inside the radius', () => {
    expect(presenceAtChosenVenue(venue, 51.5, -0.1)).toBe('location');
    expect(failure(() => presenceAtChosenVenue(venue, undefined, undefined))).toMatchObject({ status: 422, code: 'PRESENCE_REQUIRED' });
    // About 1.1 km north: outside a 100 m radius.
    expect(failure(() => presenceAtChosenVenue(venue, 51.51, -0.1))).toMatchObject({ status: 422, code: 'NOT_AT_VENUE', message: "You're not at The Jazz Bar" });
    expect(failure(() => presenceAtChosenVenue(null, 51.5, -0.1))).toMatchObject({ status: 404, message: 'Venue not found.' });
  });

  test('half a position is no position: a latitude or a longitude alone is refused', () => {
    expect(failure(() => presenceAtChosenVenue(venue, 51.5, undefined))).toMatchObject({ status: 422, code: 'PRESENCE_REQUIRED' });
    expect(failure(() => presenceAtChosenVenue(venue, undefined, -0.1))).toMatchObject({ status: 422, code: 'PRESENCE_REQUIRED' });
  });

  test("standing exactly on the edge of the venue's radius counts as being there", () => {
    const edge = { ...venue, radius_m: distanceKm(51.5009, -0.1, venue.latitude, venue.longitude) * 1000 };
    expect(presenceAtChosenVenue(edge, 51.5009, -0.1)).toBe('location');
  });

  test('the person sees their check-in: the venue, the mode, how presence was proved, and its start and end', () => {
    const row = {
      ...venue,
      address: '1 Jazz Street',
      meet_points: ['Main Bar'],
      owner_business_id: null,
      phone: null,
      time_zone: 'Europe/London',
      country: 'GB',
      deactivated_at: null,
      created_at: new Date(T0),
    };
    const view = checkInView('c1', row, { mode: 'professional', presence: 'qr', startedAt: new Date(T0), expiresAt: new Date(T0 + 4 * 3600_000) });
    expect(view).toEqual({
      id: 'c1',
      venue: { id: venueId, name: 'The Jazz Bar', address: '1 Jazz Street', meetPoints: ['Main Bar'], meetPointKeys: [null], country: 'GB', timeZone: 'Europe/London' },
      mode: 'professional',
      presence: 'qr',
      startedAt: '2026-11-28T09:00:00.000Z',
      expiresAt: '2026-11-28T13:00:00.000Z',
    });
  });

  test('CheckInEnded names the person, venue, check-in, reason and mode', () => {
    expect(checkInEnded({ id: 'c', user_id: 'u', venue_id: 'v', mode: 'dating' }, 'replaced')).toEqual({ userId: 'u', venueId: 'v', checkInId: 'c', reason: 'replaced', mode: 'dating' });
  });
});

describe('expiry jobs', () => {
  test('a check-in is ended by the job at the end of the second it is due in, never before', () => {
    expect(expiryDue(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(expiryDue(1_700_000_000_001)).toBe(1_700_000_001_000);
    expect(expiryDue(1_700_000_000_999)).toBe(1_700_000_001_000);
  });

  test('the job id is the due time, with a prefix BullMQ accepts', () => {
    expect(expiryJobId(1_700_000_001_000)).toBe('due-1700000001000');
  });
});
