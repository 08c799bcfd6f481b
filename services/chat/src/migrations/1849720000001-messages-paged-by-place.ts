import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pages of a conversation are read by the messages' place in it (`conversation_seq`, already indexed
 * with the conversation for the ordered push), so the index on the global insertion sequence goes:
 * one index less to write with every message. Within a conversation both orders are the same: a
 * message takes its place and its sequence number under the conversation's row lock, after the one
 * before it has committed.
 */
export class MessagesPagedByPlace1849720000001 implements MigrationInterface {
  name = 'MessagesPagedByPlace1849720000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS messages_page');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX IF NOT EXISTS messages_page ON messages (conversation_id, seq DESC)');
  }
}
