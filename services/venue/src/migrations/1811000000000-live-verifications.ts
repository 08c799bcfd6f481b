import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Verified mark on live discovery cards. Kept apart from live_profiles (fed by
 * VerificationLevelChanged) so a level change that arrives before the first ProfileUpdated is not lost;
 * changed_at lets an older change never overwrite a newer one.
 */
export class LiveVerifications1811000000000 implements MigrationInterface {
  name = 'LiveVerifications1811000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE live_verifications (
        user_id uuid PRIMARY KEY,
        is_verified boolean NOT NULL DEFAULT false,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE live_verifications');
  }
}
