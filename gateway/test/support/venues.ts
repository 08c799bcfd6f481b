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
export async function insertVenue(venueDb: DataSource, venue: TestVenue): Promise<{ id: string; qrSecret: string }> {
  const { name, address = '1 Quay St', latitude = 52.52, longitude = 13.41, radiusM = 150, meetPoints = [] } = venue;
  const qrSecret = randomBytes(32).toString('base64url');
  const [{ id }] = await venueDb.query(
    'INSERT INTO venues (name, address, latitude, longitude, radius_m, meet_points, qr_secret) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [name, address, latitude, longitude, radiusM, meetPoints, qrSecret],
  );
  return { id, qrSecret };
}
