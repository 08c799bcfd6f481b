import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hidden Words where requests are filed: chat's copy of each person's list (from safety's
 * HiddenWordsChanged, newest `changed_at` wins), and whether a message request was filed in the
 * recipient's Hidden folder (decided once, when it arrives: a later list does not move old requests).
 */
export class HiddenWords1841000000002 implements MigrationInterface {
  name = 'HiddenWords1841000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE hidden_words (
      user_id text PRIMARY KEY,
      words jsonb NOT NULL DEFAULT '[]',
      changed_at timestamptz NOT NULL)`);
    await q.query('ALTER TABLE message_requests ADD COLUMN hidden boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE message_requests DROP COLUMN hidden');
    await q.query('DROP TABLE hidden_words');
  }
}
