import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a venue speaks (its admin chose it in the venue form): its staff's safety alert is
 * written in it. English for the venues made before.
 */
export class VenueLanguage1849400000000 implements MigrationInterface {
  name = 'VenueLanguage1849400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE venues ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'fr', 'es', 'ar'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE venues DROP COLUMN language');
  }
}
