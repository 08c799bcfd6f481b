import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Moderation state an admin decision sets (UserSuspended / UserReinstated): sign-in and the gate read it. */
export class IdentityModeration1803000000000 implements MigrationInterface {
  name = 'IdentityModeration1803000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users
      ADD COLUMN suspended_until timestamptz NULL,
      ADD COLUMN banned_at timestamptz NULL,
      ADD COLUMN moderation_changed_at timestamptz NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN suspended_until, DROP COLUMN banned_at, DROP COLUMN moderation_changed_at');
  }
}
