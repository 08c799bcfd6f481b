import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Venues and check-ins. Nearby search uses cube + earthdistance (no PostGIS here): a GiST index on
 * ll_to_earth(lat, lng) serves both the bounding-box filter (earth_box @>) and the nearest-first
 * KNN order (<->, the straight-line chord distance, which orders exactly like great-circle distance).
 */
export class VenueTables1700000000500 implements MigrationInterface {
  async up(q: QueryRunner) {
    await q.query('CREATE EXTENSION IF NOT EXISTS cube');
    await q.query('CREATE EXTENSION IF NOT EXISTS earthdistance');
    await q.query(`
      CREATE TABLE venues (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        address text NOT NULL,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        radius_m integer NOT NULL DEFAULT 150 CHECK (radius_m > 0),
        meet_points text[] NOT NULL DEFAULT '{}',
        owner_business_id uuid NULL,
        phone text NULL,
        qr_secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX venues_earth_idx ON venues USING gist (ll_to_earth(latitude, longitude))');
    await q.query('CREATE INDEX venues_owner_idx ON venues (owner_business_id) WHERE owner_business_id IS NOT NULL');
    await q.query(`
      CREATE TABLE check_ins (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        venue_id uuid NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('location', 'qr', 'venue')),
        started_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz NULL,
        end_reason text NULL CHECK (end_reason IN ('replaced', 'expired', 'checked_out', 'deleted'))
      )`);
    // One active check-in per person, enforced by the database, not only by the code path.
    await q.query('CREATE UNIQUE INDEX check_ins_one_active ON check_ins (user_id) WHERE ended_at IS NULL');
    await q.query('CREATE INDEX check_ins_due ON check_ins (expires_at) WHERE ended_at IS NULL');
    await q.query('CREATE INDEX check_ins_venue_active ON check_ins (venue_id) WHERE ended_at IS NULL');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE check_ins');
    await q.query('DROP TABLE venues');
  }
}
