import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

export interface TestVenue {
  name: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  radiusM?: number;
  meetPoints?: string[];
}

/**
 * Adds a venue straight to the venue service's database (as an admin would create it) with a fresh QR
 * secret; answers its id and the secret.
 */
export async function insertVenue(venueDb: DataSource, venue: TestVenue): Promise<{ id: string; qrSecret: string; latitude: number; longitude: number }> {
  const { name, address = '1 Quay St', latitude = 52.52, longitude = 13.41, radiusM = 150, meetPoints = [] } = venue;
  const qrSecret = randomBytes(32).toString('base64url');
  const [{ id }] = await venueDb.query('INSERT INTO venues (name, address, latitude, longitude, radius_m, meet_points, qr_secret) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id', [
    name,
    address,
    latitude,
    longitude,
    radiusM,
    meetPoints,
    qrSecret,
  ]);
  positions.set(id, { latitude, longitude });
  return { id, qrSecret, latitude, longitude };
}

/** Where each venue this process inserted stands (a check-in by venue id needs a position inside it). */
const positions = new Map<string, { latitude: number; longitude: number }>();

/**
 * The body of a check-in at a venue from the nearby list, as the app sends it: the venue id with the
 * person's position, here the venue's own centre. The venue must come from `insertVenue` (else pass `at`).
 */
export function checkInBody(venueId: string, extra: Record<string, unknown> = {}, at = positions.get(venueId)): Record<string, unknown> {
  if (!at) throw new Error(`checkInBody: venue ${venueId} was not inserted by insertVenue; pass its position`);
  return { venueId, latitude: at.latitude, longitude: at.longitude, ...extra };
}
