import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Interest tags on the discovery card, copied from ProfileUpdated. */
export class CardInterestTags1820000000000 implements MigrationInterface {
  name = 'CardInterestTags1820000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE profile_cards ADD COLUMN IF NOT EXISTS interest_tags text[] NOT NULL DEFAULT '{}'");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE profile_cards DROP COLUMN IF EXISTS interest_tags');
  }
}
