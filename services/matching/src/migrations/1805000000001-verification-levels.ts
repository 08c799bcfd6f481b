import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each person's verification level as identity last announced it (the Verified badge and filter). */
export class VerificationLevels1805000000001 implements MigrationInterface {
  name = 'VerificationLevels1805000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE verification_levels (
      user_id text PRIMARY KEY,
      level text NOT NULL,
      changed_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE verification_levels');
  }
}
