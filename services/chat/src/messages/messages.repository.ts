import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid, messagePreview, SCAM_CAUTION_WINDOW, type MessageDto } from '@converge/contracts';
import { EventPublisher, NamedSql, outboxInsert, RawJson, returnedRows } from '@converge/platform';
import { errors } from '../errors.js';
import { messageView } from './messages.rules.js';
import { NO_MODERATION, type SendModeration } from '../moderation/message-moderation.js';

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  client_message_id: string | null;
  sent_at: Date;
  /** The message's place in its conversation (bigint: node-postgres reads it as a string). */
  conversation_seq?: string | number | null;
  flagged_categories?: string[] | null;
  bother_dismissed_at?: Date | null;
  /** Read with a join: this message earned its recipient the scam caution. */
  caution?: boolean | null;
}

/**
 * A whole send in one statement (atomic without BEGIN/COMMIT, one round trip): $1 conversation,
 * $2 sender, $3 content, $4 clientMessageId (or null), $5 new message id, $6 sentAt, $7 preview,
 * $8–$13 the MessageSent outbox row (EventPublisher.rowFor), $14 the hurtful categories of a message
 * sent anyway, $15 its scam categories, $16 the scam-caution window.
 * - `conv`: the conversation when the sender takes part in it (none → 404), locked: a send waits for
 *   the one before it in the same conversation to commit, then reads its `last_message_seq` (READ
 *   COMMITTED re-reads a locked row's latest version), so a message's place is the last one + 1 and
 *   the places commit in order, without gaps (a conversation's sends are serialised anyway by the
 *   UPDATE below; the lock only comes a moment earlier);
 * - `existing`: a retry returns the stored message, even once closed (as the checks ran before);
 * - `inserted`: only when open and new, at the next place; ON CONFLICT covers an identical retry
 *   racing this one (it then takes no place);
 * - `updated`: only after an insert: the place taken, and unread counts on the latest row (the UPDATE
 *   re-reads it, READ COMMITTED), so `+ 1` counts every message; the sent_at comparison keeps
 *   last_message_* from going backwards;
 * - `cautioned`: a scam-labelled message among the conversation's first $16 (the statement's snapshot
 *   does not see its own insert, so the count is of the messages before it) records the recipient's
 *   caution; the primary key keeps it to one per person and conversation, racing sends included;
 * - `outboxed`: the envelope with what only the statement knows (recipient, their new unread count,
 *   the message's place and the previous message's time, whether this message earned the caution),
 *   answered as text: it is published as it is, not parsed here only to be serialised again.
 */
const SEND = new NamedSql(
  'chat_send_message_v4',
  `WITH conv AS (
     SELECT id, closed_at, last_message_seq, last_message_at FROM conversations WHERE id = $1::uuid AND (user1_id = $2::text OR user2_id = $2::text) FOR UPDATE),
   existing AS (
     SELECT m.id, m.conversation_id, m.sender_id, m.content, m.client_message_id, m.sent_at, m.conversation_seq, m.flagged_categories, m.bother_dismissed_at FROM messages m
     WHERE m.conversation_id = $1::uuid AND m.sender_id = $2::text AND m.client_message_id = $4::text AND EXISTS (SELECT 1 FROM conv)),
   inserted AS (
     INSERT INTO messages (id, conversation_id, sender_id, content, client_message_id, sent_at, flagged_categories, conversation_seq)
     SELECT $5::uuid, conv.id, $2::text, $3::text, $4::text, $6::timestamptz, $14::text[], conv.last_message_seq + 1 FROM conv
     WHERE conv.closed_at IS NULL AND NOT EXISTS (SELECT 1 FROM existing)
     ON CONFLICT (conversation_id, sender_id, client_message_id) DO NOTHING
     RETURNING id, conversation_id, sender_id, content, client_message_id, sent_at, conversation_seq, flagged_categories, bother_dismissed_at),
   updated AS (
     UPDATE conversations c SET
       last_message_seq = (SELECT conversation_seq FROM inserted),
       user1_unread_count = CASE WHEN c.user2_id = $2::text THEN c.user1_unread_count + 1 ELSE c.user1_unread_count END,
       user2_unread_count = CASE WHEN c.user1_id = $2::text THEN c.user2_unread_count + 1 ELSE c.user2_unread_count END,
       last_message_preview = CASE WHEN c.last_message_at IS NULL OR c.last_message_at <= $6::timestamptz THEN $7::text ELSE c.last_message_preview END,
       last_message_at = GREATEST(c.last_message_at, $6::timestamptz)
     WHERE c.id = $1::uuid AND EXISTS (SELECT 1 FROM inserted)
     RETURNING CASE WHEN c.user1_id = $2::text THEN c.user2_id ELSE c.user1_id END AS recipient_id,
       CASE WHEN c.user1_id = $2::text THEN c.user2_unread_count ELSE c.user1_unread_count END AS unread,
       c.last_message_seq AS seq),
   cautioned AS (
     INSERT INTO scam_cautions (conversation_id, recipient_id, message_id, categories, created_at)
     SELECT $1::uuid, u.recipient_id, $5::uuid, $15::text[], $6::timestamptz FROM updated u
     WHERE cardinality($15::text[]) > 0 AND (SELECT count(*) FROM messages WHERE conversation_id = $1::uuid) < $16::int
     ON CONFLICT (conversation_id, recipient_id) DO NOTHING
     RETURNING message_id),
   outboxed AS (${outboxInsert({
     at: 8,
     from: 'FROM updated u',
     payload: (envelope) => {
       const addressed = `jsonb_set(jsonb_set(${envelope}, '{data,recipientId}', to_jsonb(u.recipient_id)), '{data,recipientUnreadCount}', to_jsonb(u.unread))`;
       const placed = `jsonb_set(${addressed}, '{data,seq}', to_jsonb(u.seq))`;
       // The previous message's time (none before the first): see MessageSent.previousMessageAt.
       const sent = `CASE WHEN (SELECT last_message_at FROM conv) IS NULL THEN ${placed}
         ELSE jsonb_set(${placed}, '{data,previousMessageAt}', to_jsonb(to_char((SELECT last_message_at FROM conv) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) END`;
       // Only a message that earned the caution says so (the field is absent otherwise).
       return `CASE WHEN EXISTS (SELECT 1 FROM cautioned) THEN jsonb_set(${sent}, '{data,caution}', 'true'::jsonb) ELSE ${sent} END`;
     },
   })})
   SELECT EXISTS (SELECT 1 FROM conv) AS participant,
     EXISTS (SELECT 1 FROM conv WHERE closed_at IS NOT NULL) AS closed,
     m.id, m.conversation_id, m.sender_id, m.content, m.client_message_id, m.sent_at, m.conversation_seq, m.flagged_categories, m.bother_dismissed_at,
     (SELECT payload::text FROM outboxed) AS event_payload
   FROM (SELECT 1) one
   LEFT JOIN (SELECT * FROM existing UNION ALL SELECT * FROM inserted) m ON true`,
);

type SendRow = { participant: boolean; closed: boolean; event_payload: string | null } & { [K in keyof MessageRow]: MessageRow[K] | null };

/** Filled in by the statement (jsonb_set); these only have to pass the event's schema. */
const RECIPIENT_PLACEHOLDER = '-';
const UNREAD_PLACEHOLDER = 0;

/**
 * All SQL of messages. A send is idempotent by (conversation, sender, clientMessageId): a retried send
 * returns the message the first attempt stored, and publishes nothing again. MessageSent goes out
 * through the outbox in the same statement.
 */
@Injectable()
export class MessagesRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
  ) {}

  /** Works on its own (autocommit) or inside the caller's transaction (an ice breaker, a connection's first line). */
  async send(
    manager: EntityManager,
    conversationId: unknown,
    senderId: string,
    content: string,
    clientMessageId: string | null,
    moderation: SendModeration = NO_MODERATION,
  ): Promise<MessageDto> {
    if (!isUuid(conversationId)) throw errors.conversationNotFound();
    const messageId = randomUUID();
    // Millisecond precision, so the stored sent_at and the event's ISO string are the same instant.
    const sentAt = new Date().toISOString();
    const outboxRow = this.events.rowFor('MessageSent', {
      messageId,
      conversationId,
      senderId,
      recipientId: RECIPIENT_PLACEHOLDER,
      content,
      sentAt,
      clientMessageId,
      recipientUnreadCount: UNREAD_PLACEHOLDER,
      ...(moderation.flagged.length > 0 ? { flaggedCategories: moderation.flagged } : {}),
    });
    const [row] = await manager.query<SendRow[]>(SEND.query, [
      conversationId,
      senderId,
      content,
      clientMessageId,
      messageId,
      sentAt,
      messagePreview(content),
      ...outboxRow.values,
      moderation.flagged,
      moderation.scam,
      SCAM_CAUTION_WINDOW,
    ]);
    if (!row?.participant) throw errors.conversationNotFound();
    // The event as stored (with the recipient and unread count): published once this commits.
    if (row.event_payload) this.events.inserted(manager, outboxRow, new RawJson(row.event_payload));
    if (row.id) return messageView(row as MessageRow, senderId);
    if (row.closed) throw errors.conversationClosed();
    // An identical retry committed first (ON CONFLICT): this statement's snapshot predates it.
    const [stored] = await manager.query<MessageRow[]>(
      'SELECT id, conversation_id, sender_id, content, client_message_id, sent_at, conversation_seq, flagged_categories FROM messages WHERE conversation_id = $1 AND sender_id = $2 AND client_message_id = $3',
      [conversationId, senderId, clientMessageId],
    );
    if (!stored) throw errors.conversationNotFound();
    return messageView(stored, senderId);
  }

  /** The ice breaker as the first message: sent only while the conversation has none (its client id makes a retry harmless). */
  async sendFirst(manager: EntityManager, conversationId: string, senderId: string, content: string, clientMessageId: string, moderation: SendModeration = NO_MODERATION): Promise<void> {
    const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1', [conversationId]);
    if (n === 0) await this.send(manager, conversationId, senderId, content, clientMessageId, moderation);
  }

  /** The place in this conversation of one of its messages (the page cursor), if it is one. */
  async seqOf(conversationId: string, messageId: string): Promise<string | undefined> {
    const [cursor] = await this.dataSource.query('SELECT conversation_seq FROM messages WHERE id = $1 AND conversation_id = $2', [messageId, conversationId]);
    return cursor?.conversation_seq;
  }

  /** Up to `limit` messages before place `beforeSeq` (or the newest), newest first (messages_conversation_seq). */
  async page(conversationId: string, limit: number, beforeSeq?: string): Promise<MessageRow[]> {
    const select = 'SELECT m.*, EXISTS (SELECT 1 FROM scam_cautions c WHERE c.message_id = m.id) AS caution FROM messages m';
    return beforeSeq === undefined
      ? this.dataSource.query(`${select} WHERE m.conversation_id = $1 ORDER BY m.conversation_seq DESC LIMIT $2`, [conversationId, limit])
      : this.dataSource.query(`${select} WHERE m.conversation_id = $1 AND m.conversation_seq < $2 ORDER BY m.conversation_seq DESC LIMIT $3`, [conversationId, beforeSeq, limit]);
  }

  /**
   * Messages by their place in the conversation, oldest first: after `afterSeq`, at most `upToSeq`,
   * at most `limit` of them, with the recipient of each (the conversation's other person) and whether
   * it earned the scam caution (the gateway's ordered push fills a gap with them).
   */
  async afterSeq(conversationId: string, afterSeq: number, upToSeq: number, limit: number): Promise<Array<MessageRow & { recipient_id: string }>> {
    return this.dataSource.query(
      `SELECT m.*, CASE WHEN c.user1_id = m.sender_id THEN c.user2_id ELSE c.user1_id END AS recipient_id,
              EXISTS (SELECT 1 FROM scam_cautions sc WHERE sc.message_id = m.id) AS caution
         FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.conversation_id = $1 AND m.conversation_seq > $2 AND m.conversation_seq <= $3
        ORDER BY m.conversation_seq LIMIT $4`,
      [conversationId, afterSeq, upToSeq, limit],
    );
  }

  /**
   * The recipient's "No, it's fine" under a flagged message: remembered, idempotent. Only a message
   * of a conversation the caller is in, sent by the other person and flagged; else false (404).
   */
  async dismissBother(conversationId: string, messageId: string, userId: string): Promise<boolean> {
    if (!isUuid(conversationId) || !isUuid(messageId)) return false;
    const rows = returnedRows<{ id: string }>(
      await this.dataSource.query(
        `UPDATE messages m SET bother_dismissed_at = COALESCE(m.bother_dismissed_at, now())
         FROM conversations c
        WHERE m.id = $2 AND m.conversation_id = $1 AND c.id = m.conversation_id
          AND (c.user1_id = $3 OR c.user2_id = $3) AND m.sender_id <> $3 AND cardinality(m.flagged_categories) > 0
        RETURNING m.id`,
        [conversationId, messageId, userId],
      ),
    );
    return rows.length > 0;
  }
}
