import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Words the app wrote as data, in the person's language: a share page's line carries the language it
 * is written in (the sharer's; NULL for the sharer's own words and older shares), and a date plan whose
 * match had no name keeps no name (NULL) instead of the English "Your date", so each mail and screen
 * says it in its own language. "Your date" can only have been that fallback: a first name is one word.
 */
export class ShareMessageLanguage1849300000001 implements MigrationInterface {
  name = 'ShareMessageLanguage1849300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE location_shares ADD COLUMN message_language text NULL CHECK (message_language IN ('en', 'de', 'fr', 'es', 'ar'))`);
    await q.query('ALTER TABLE date_plans ALTER COLUMN first_name DROP NOT NULL');
    await q.query(`UPDATE date_plans SET first_name = NULL WHERE first_name = 'Your date'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE date_plans SET first_name = 'Your date' WHERE first_name IS NULL`);
    await q.query('ALTER TABLE date_plans ALTER COLUMN first_name SET NOT NULL');
    await q.query('ALTER TABLE location_shares DROP COLUMN message_language');
  }
}
