import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A venue's IANA time zone ("until 5:26 PM" in the venue's time, not the reader's).
 * NULL = not set: the app then uses the device's zone, which is the venue's for someone checked in there.
 */
export class VenueTimeZone1814000000003 implements MigrationInterface {
  name = 'VenueTimeZone1814000000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE venues ADD COLUMN time_zone text NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE venues DROP COLUMN time_zone');
  }
}
