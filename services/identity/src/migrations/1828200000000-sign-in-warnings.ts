import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wrong passwords per account, counted from SignInFailed, so the owner gets one email when
 * someone keeps guessing. A run of failures is one attack until a quiet period passes without any
 * (then the count starts again); `warned_at` is set when this attack's email went out. Goes with the account.
 */
export class SignInWarnings1828200000000 implements MigrationInterface {
  name = 'SignInWarnings1828200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE sign_in_failures (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      failures int NOT NULL,
      first_failed_at timestamptz NOT NULL,
      last_failed_at timestamptz NOT NULL,
      warned_at timestamptz NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sign_in_failures');
  }
}
