import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account's language (one of the five Converge speaks): the web app shows it and the services write
 * to the person in it. Accounts made before it speak English, the source language.
 */
export class UserLanguage1846000000000 implements MigrationInterface {
  name = 'UserLanguage1846000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users
      ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'fr', 'es', 'ar')),
      ADD COLUMN language_changed_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN language, DROP COLUMN language_changed_at');
  }
}
