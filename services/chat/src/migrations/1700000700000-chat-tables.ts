import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations (one per pair, opened by MatchCreated), messages (idempotent per client id), the
 * display names chat keeps from ProfileUpdated, and the blocked pairs from UserBlocked.
 * user1_id < user2_id always, so "one conversation per pair" is a plain unique index.
 */
export class ChatTables1700000700000 implements MigrationInterface {
  name = 'ChatTables1700000700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        match_id text NULL UNIQUE,
        user1_id text NOT NULL,
        user2_id text NOT NULL,
        venue_id text NULL,
        venue_name text NULL,
        user1_unread_count integer NOT NULL DEFAULT 0,
        user2_unread_count integer NOT NULL DEFAULT 0,
        user1_last_read_at timestamptz NULL,
        user2_last_read_at timestamptz NULL,
        last_message_at timestamptz NULL,
        last_message_preview text NULL,
        closed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT conversations_ordered_pair CHECK (user1_id < user2_id)
      )`);
    await q.query('CREATE UNIQUE INDEX conversations_pair ON conversations (user1_id, user2_id)');
    await q.query('CREATE INDEX conversations_user2 ON conversations (user2_id)');
    await q.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        sender_id text NOT NULL,
        content text NOT NULL,
        client_message_id text NULL,
        sent_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query('CREATE UNIQUE INDEX messages_client_id ON messages (conversation_id, sender_id, client_message_id)');
    await q.query('CREATE INDEX messages_page ON messages (conversation_id, seq DESC)');
    await q.query('CREATE TABLE display_names (user_id text PRIMARY KEY, display_name text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())');
    await q.query(`
      CREATE TABLE blocked_pairs (
        user1_id text NOT NULL,
        user2_id text NOT NULL,
        blocked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user1_id, user2_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE blocked_pairs');
    await q.query('DROP TABLE display_names');
    await q.query('DROP TABLE messages');
    await q.query('DROP TABLE conversations');
  }
}
