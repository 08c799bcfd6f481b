import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Message requests (live discovery's Chat before a match): one pending request per direction of a
 * pair; `declined` stays stored so a repeat from the same sender is silently absorbed.
 */
export class MessageRequests1804000000001 implements MigrationInterface {
  name = 'MessageRequests1804000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE message_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        from_user_id text NOT NULL,
        to_user_id text NOT NULL,
        ice_breaker text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
        conversation_id uuid NULL REFERENCES conversations (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        answered_at timestamptz NULL,
        CONSTRAINT message_requests_not_self CHECK (from_user_id <> to_user_id)
      )`);
    await q.query("CREATE UNIQUE INDEX message_requests_one_open ON message_requests (from_user_id, to_user_id) WHERE status <> 'accepted'");
    await q.query("CREATE INDEX message_requests_inbox ON message_requests (to_user_id, created_at DESC) WHERE status = 'pending'");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE message_requests');
  }
}
