import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language of a venue, kept with its safety contact (VenueSafetyContactChanged carries it): the
 * venue's staff read their alert in it. English for contacts set before venues had a language.
 */
export class VenueContactLanguage1849400000001 implements MigrationInterface {
  name = 'VenueContactLanguage1849400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE venue_safety_contacts ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'fr', 'es', 'ar'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE venue_safety_contacts DROP COLUMN language');
  }
}
