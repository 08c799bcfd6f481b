import { countryAt, meetPointsShown, type AdminVenue, type CheckInVenue, type VenueDetail } from '@converge/contracts';
import { venueQrUrl } from './qr-signature.js';
import type { VenueRow } from './venues.repository.js';

/** The venue as a checked-in person sees it: its meet points (the defaults when it chose none), country and zone. */
export function toCheckInVenue(row: VenueRow): CheckInVenue {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    // The defaults come with their keys (the web names them in the person's language); the venue's own as typed.
    ...meetPointsShown(row.meet_points),
    // Emergency numbers follow it: the owner's choice, else derived from the position; null when unknown.
    country: venueCountry(row).country,
    timeZone: row.time_zone ?? null,
  };
}

/** One venue for the app: the check-in view and its phone. */
export function venueDetail(row: VenueRow): VenueDetail {
  return { ...toCheckInVenue(row), phone: row.phone ?? null };
}

/** The venue's country: the one its owner chose, else the one its coordinates fall in (null when unknown). */
export function venueCountry(row: Pick<VenueRow, 'country' | 'latitude' | 'longitude'>): { country: string | null; fromLocation: boolean } {
  if (row.country) return { country: row.country, fromLocation: false };
  // Stryker disable next-line ConditionalExpression: latitude is a NOT NULL double precision column, always a number; a missing one (0 or NaN) would fall in no box anyway.
  const derived = typeof row.latitude === 'number' ? countryAt(Number(row.latitude), Number(row.longitude)) : null;
  return { country: derived, fromLocation: true };
}

/** The venue as the admin dashboard shows it: everything but the secret, with the printable code's URL. */
export function adminVenueView(row: VenueRow, publicUrl: string): AdminVenue {
  const { country, fromLocation } = venueCountry(row);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusM: row.radius_m,
    meetPoints: row.meet_points ?? [],
    phone: row.phone,
    country,
    countryFromLocation: fromLocation,
    timeZone: row.time_zone ?? null,
    language: row.language ?? 'en',
    isActive: !row.deactivated_at,
    businessId: row.owner_business_id,
    qrCode: venueQrUrl(publicUrl, row.id, row.qr_secret),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
