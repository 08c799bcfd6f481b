import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each person's verification level as identity last announced it (the Verified mark in the chat header). */
export class VerifiedUsers1805000000002 implements MigrationInterface {
  name = 'VerifiedUsers1805000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE verification_levels (user_id text PRIMARY KEY, level text NOT NULL, changed_at timestamptz NOT NULL)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE verification_levels');
  }
}
