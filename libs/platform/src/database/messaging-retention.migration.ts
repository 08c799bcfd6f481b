import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The indexes the retention cleanup (MessagingRetention) reads by age. BRIN: rows arrive in time order,
 * so a summary per block range finds the old ones while costing the hot inserts (a chat message, a
 * like) almost nothing, where a B-tree on the time would be one more index write per event.
 */
export class MessagingRetentionIndexes1849836000000 implements MigrationInterface {
  name = 'MessagingRetentionIndexes1849836000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX IF NOT EXISTS outbox_created_brin ON outbox USING brin (created_at) WITH (autosummarize = on)');
    await q.query('CREATE INDEX IF NOT EXISTS inbox_processed_brin ON inbox USING brin (processed_at) WITH (autosummarize = on)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS inbox_processed_brin');
    await q.query('DROP INDEX IF EXISTS outbox_created_brin');
  }
}
