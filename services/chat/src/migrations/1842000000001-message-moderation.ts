import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation of messages: `flagged_categories` holds what a message that was sent anyway ("Send
 * anyway" after "Are you sure?") was labelled, for the recipient's "Does this bother you?";
 * `bother_dismissed_at` is their "No, it's fine". `scam_cautions` records the one scam caution a
 * person gets per conversation (the primary key is the "once"), and the message that earned it.
 */
export class MessageModeration1842000000001 implements MigrationInterface {
  name = 'MessageModeration1842000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE messages ADD COLUMN flagged_categories text[] NOT NULL DEFAULT '{}'");
    await q.query('ALTER TABLE messages ADD COLUMN bother_dismissed_at timestamptz NULL');
    await q.query(`
      CREATE TABLE scam_cautions (
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        recipient_id text NOT NULL,
        message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
        categories text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (conversation_id, recipient_id)
      )`);
    await q.query('CREATE INDEX scam_cautions_message ON scam_cautions (message_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE scam_cautions');
    await q.query('ALTER TABLE messages DROP COLUMN bother_dismissed_at');
    await q.query('ALTER TABLE messages DROP COLUMN flagged_categories');
  }
}
