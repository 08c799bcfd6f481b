import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A moderation case can name other accounts it is about: identity's Face Check saw the same face on
 * them (DuplicateFaceSuspected). A person decides; nothing is done to either account automatically.
 */
export class DuplicateFaceCases1844000000001 implements MigrationInterface {
  name = 'DuplicateFaceCases1844000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE case_related_accounts (
      case_id uuid NOT NULL REFERENCES moderation_cases (id),
      user_id uuid NOT NULL,
      similarity real NOT NULL,
      detected_at timestamptz NOT NULL,
      PRIMARY KEY (case_id, user_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE case_related_accounts');
  }
}
