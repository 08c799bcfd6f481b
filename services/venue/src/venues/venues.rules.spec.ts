import { DEFAULT_MEET_POINTS } from '@converge/contracts';
import { venueQrUrl } from './qr-signature.js';
import { adminVenueView, toCheckInVenue, venueCountry, venueDetail } from './venues.rules.js';
import type { VenueRow } from './venues.repository.js';

const row = (over: Partial<VenueRow> = {}): VenueRow => ({
  id: '0b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10',
  name: 'The Jazz Bar',
  address: '1 Soho Sq',
  latitude: 51.5,
  longitude: -0.1,
  radius_m: 100,
  meet_points: [],
  qr_secret: 'secret',
  owner_business_id: null,
  phone: null,
  time_zone: null,
  country: null,
  deactivated_at: null,
  created_at: new Date('2026-11-28T09:00:00Z'),
  ...over,
});

describe('venue rules', () => {
  test('the country: the owner’s choice, else derived from the position', () => {
    expect(venueCountry(row({ country: 'ES' }))).toEqual({ country: 'ES', fromLocation: false });
    expect(venueCountry(row())).toEqual({ country: 'GB', fromLocation: true });
  });

  test('a venue without meet points shows the default ones', () => {
    expect(toCheckInVenue(row()).meetPoints).toEqual([...DEFAULT_MEET_POINTS]);
    expect(toCheckInVenue(row({ meet_points: ['Bar'] })).meetPoints).toEqual(['Bar']);
  });

  test("the default points come with their keys (shown in the guest's language); a venue's own points, even spelt like a default, with none", () => {
    expect(toCheckInVenue(row()).meetPointKeys).toEqual(['mainBar', 'loungeArea', 'entrance', 'danceFloor', 'outdoorArea']);
    expect(toCheckInVenue(row({ meet_points: null as never })).meetPointKeys).toEqual(['mainBar', 'loungeArea', 'entrance', 'danceFloor', 'outdoorArea']);
    expect(toCheckInVenue(row({ meet_points: ['Main Bar', 'Entrance'] }))).toMatchObject({ meetPoints: ['Main Bar', 'Entrance'], meetPointKeys: [null, null] });
  });

  test('the admin view never carries the secret, only the printable URL', () => {
    const view = adminVenueView(row(), 'https://converge.example');
    expect(JSON.stringify(view)).not.toContain('"secret"');
    expect(view).toMatchObject({ isActive: true, radiusM: 100, businessId: null, createdAt: '2026-11-28T09:00:00.000Z' });
    expect(view.qrCode.startsWith('https://converge.example')).toBe(true);
  });

  test('a checked-in person sees the venue’s name, address, meet points, country and zone, and its phone on the venue page', () => {
    const venue = row({ meet_points: ['Bar'], time_zone: 'Europe/London', phone: '+442079460958' });
    expect(venueDetail(venue)).toEqual({
      id: '0b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10',
      name: 'The Jazz Bar',
      address: '1 Soho Sq',
      meetPoints: ['Bar'],
      meetPointKeys: [null],
      country: 'GB',
      timeZone: 'Europe/London',
      phone: '+442079460958',
    });
    expect(venueDetail(row())).toMatchObject({ timeZone: null, phone: null });
    expect(toCheckInVenue(row({ meet_points: null as never })).meetPoints).toEqual([...DEFAULT_MEET_POINTS]);
  });

  test('the admin dashboard shows every field of the venue, and a deactivated one as inactive', () => {
    const venue = row({
      meet_points: ['Bar'],
      time_zone: 'Europe/London',
      phone: '+442079460958',
      country: 'ES',
      language: 'es',
      owner_business_id: 'b1',
      deactivated_at: new Date('2026-11-29T00:00:00Z'),
    });
    expect(adminVenueView(venue, 'https://converge.example')).toEqual({
      id: '0b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10',
      name: 'The Jazz Bar',
      address: '1 Soho Sq',
      latitude: 51.5,
      longitude: -0.1,
      radiusM: 100,
      meetPoints: ['Bar'],
      phone: '+442079460958',
      country: 'ES',
      countryFromLocation: false,
      timeZone: 'Europe/London',
      language: 'es',
      isActive: false,
      businessId: 'b1',
      qrCode: venueQrUrl('https://converge.example', '0b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10', 'secret'),
      createdAt: '2026-11-28T09:00:00.000Z',
    });
    expect(adminVenueView(row({ meet_points: null as never }), 'https://converge.example')).toMatchObject({
      meetPoints: [],
      timeZone: null,
      country: 'GB',
      countryFromLocation: true,
      language: 'en',
    });
  });
});
