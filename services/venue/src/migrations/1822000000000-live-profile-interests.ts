import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live discovery's ice breakers use the profile's interest tags (ProfileUpdated.interestTags) as well
 * as the live status's own tags: the read model keeps them, and the card in Redis carries them.
 */
export class LiveProfileInterests1822000000000 implements MigrationInterface {
  name = 'LiveProfileInterests1822000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE live_profiles ADD COLUMN interest_tags text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE live_profiles DROP COLUMN interest_tags');
  }
}
