import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The country a venue's owner chose (ISO 3166-1 alpha-2): emergency numbers follow it.
 * NULL = not chosen: the country is then derived from the coordinates (`countryAt`).
 */
export class VenueCountry1821000000000 implements MigrationInterface {
  name = 'VenueCountry1821000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE venues ADD COLUMN country text NULL CHECK (country ~ '^[A-Z]{2}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE venues DROP COLUMN country');
  }
}
