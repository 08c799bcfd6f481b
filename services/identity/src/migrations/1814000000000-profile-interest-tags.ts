import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Interest tags on the profile: one setting for live discovery's cards and the ice breakers. */
export class ProfileInterestTags1814000000000 implements MigrationInterface {
  name = 'ProfileInterestTags1814000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE profiles ADD COLUMN interest_tags text[] NOT NULL DEFAULT '{}'");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE profiles DROP COLUMN interest_tags');
  }
}
