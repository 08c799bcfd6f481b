import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Hidden Words: each person's list, whole (the services that file requests keep a copy from HiddenWordsChanged). */
export class HiddenWords1841000000001 implements MigrationInterface {
  name = 'HiddenWords1841000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE hidden_words (
      user_id uuid PRIMARY KEY,
      words jsonb NOT NULL DEFAULT '[]',
      updated_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE hidden_words');
  }
}
