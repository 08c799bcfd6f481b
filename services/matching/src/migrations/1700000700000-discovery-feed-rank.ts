import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discovery reads a venue's people in feed order from an index instead of hashing and sorting
 * everyone checked in there: feed_rank is a hash of the person's id (see visibility.ts feedRank),
 * computed by Postgres on every write of the row.
 */
export class DiscoveryFeedRank1700000700000 implements MigrationInterface {
  name = 'DiscoveryFeedRank1700000700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE active_checkins
      ADD COLUMN feed_rank int GENERATED ALWAYS AS (('x' || substr(md5(user_id), 1, 8))::bit(32)::int) STORED`);
    await q.query('CREATE INDEX active_checkins_feed ON active_checkins (venue_id, feed_rank) INCLUDE (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX active_checkins_feed');
    await q.query('ALTER TABLE active_checkins DROP COLUMN feed_rank');
  }
}
