import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks: a block ends the pair's match (ended_at, end_reason) instead of deleting it, so
 * "one match per pair" now counts only matches that have not ended. The like function (v2, created by
 * migration 1806000000000) refuses a pair with a block either way in the same single call.
 */
export class BlocksEndMatches1802000000000 implements MigrationInterface {
  name = 'BlocksEndMatches1802000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE matches ADD COLUMN ended_at timestamptz NULL, ADD COLUMN end_reason text NULL');
    await q.query('DROP INDEX matches_pair');
    await q.query('CREATE UNIQUE INDEX matches_pair ON matches (LEAST(user_a_id, user_b_id), GREATEST(user_a_id, user_b_id)) WHERE ended_at IS NULL');
    // Blocks used to be stored as 'block' both ways; the blocked side is now 'blocked_by' so an unblock knows who may lift what.
    await q.query(`UPDATE exclusions x SET reason = 'blocked_by' WHERE reason = 'block' AND x.user_id > x.other_user_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM matches WHERE ended_at IS NOT NULL');
    await q.query('DROP INDEX matches_pair');
    await q.query('CREATE UNIQUE INDEX matches_pair ON matches (LEAST(user_a_id, user_b_id), GREATEST(user_a_id, user_b_id))');
    await q.query('ALTER TABLE matches DROP COLUMN ended_at, DROP COLUMN end_reason');
  }
}
