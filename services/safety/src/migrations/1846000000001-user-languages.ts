import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each person's language (identity's LanguageChanged): mail, texts and pushes safety sends them go in it.
 * A person not listed here gets English. `changed_at` keeps the newest when changes arrive out of order.
 */
export class UserLanguages1846000000001 implements MigrationInterface {
  name = 'UserLanguages1846000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE user_languages (
      user_id uuid PRIMARY KEY,
      language text NOT NULL,
      changed_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE user_languages');
  }
}
