import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every message gets its place in its conversation: `messages.conversation_seq` is 1, 2, 3… per
 * conversation, taken from `conversations.last_message_seq` under the conversation's row lock in the
 * statement that stores the message. The gateway pushes a conversation's messages in that order (the
 * global `seq` identity orders pages but has gaps and is handed out before commit, so it cannot tell
 * the gateway whether an earlier message is still on its way). Existing messages are numbered in
 * their page order.
 */
export class ConversationSeq1848000000001 implements MigrationInterface {
  name = 'ConversationSeq1848000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE conversations ADD COLUMN last_message_seq bigint NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE messages ADD COLUMN conversation_seq bigint NULL');
    await q.query(`
      UPDATE messages m SET conversation_seq = numbered.n
      FROM (SELECT id, row_number() OVER (PARTITION BY conversation_id ORDER BY seq) AS n FROM messages) numbered
      WHERE m.id = numbered.id`);
    await q.query(`
      UPDATE conversations c SET last_message_seq = top.n
      FROM (SELECT conversation_id, max(conversation_seq) AS n FROM messages GROUP BY conversation_id) top
      WHERE top.conversation_id = c.id`);
    await q.query('ALTER TABLE messages ALTER COLUMN conversation_seq SET NOT NULL');
    await q.query('CREATE UNIQUE INDEX messages_conversation_seq ON messages (conversation_id, conversation_seq)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX messages_conversation_seq');
    await q.query('ALTER TABLE messages DROP COLUMN conversation_seq');
    await q.query('ALTER TABLE conversations DROP COLUMN last_message_seq');
  }
}
