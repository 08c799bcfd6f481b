import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid, messagePreview, SCAM_CAUTION_WINDOW, type MessageDto } from '@converge/contracts';
import { EventPublisher, NamedSql, RawJson, returnedRows, TurnBatch } from '@converge/platform';
import { errors } from '../errors.js';
import { messageView } from './messages.rules.js';
import { NO_MODERATION, type SendModeration } from '../moderation/message-moderation.js';
import { sendStatement } from './send-sql.js';
import { SEND_BATCH_FUNCTION } from './send-batch-function.js';

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

/** One send, on its own or inside the caller's transaction (see sendStatement). */
const SEND = new NamedSql(
  'chat_send_message_v4',
  sendStatement({
    conversationId: '$1::uuid',
    senderId: '$2::text',
    content: '$3::text',
    clientMessageId: '$4::text',
    messageId: '$5::uuid',
    sentAt: '$6::timestamptz',
    preview: '$7::text',
    outbox: 8,
    flagged: '$14::text[]',
    scam: '$15::text[]',
    cautionWindow: '$16::int',
  }),
);

/** The sends of one turn in one call (send-batch-function.ts): one array per one-send value. */
const SEND_BATCH = new NamedSql(
  'chat_send_message_batch_v1_call',
  `SELECT * FROM ${SEND_BATCH_FUNCTION}($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::timestamptz[], $7::text[],
     $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::jsonb[], $15::jsonb[], $16::int)`,
);

type SendRow = { participant: boolean; closed: boolean; event_payload: string | null } & { [K in keyof MessageRow]: MessageRow[K] | null };

/** A send's values, in the one-send statement's parameter order. */
type SendValuesRow = [string, string, string, string | null, string, string, string, ...unknown[]];

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
  /**
   * The sends made on their own (not inside a transaction) in one turn of the event loop: one call of
   * the batch function for two or more, the one-send statement for one. A batch is one transaction, so
   * when it fails nothing was written, and its sends are tried again one at a time, in order: only the
   * one that fails hears of it (TurnBatch's `alone`).
   */
  private readonly sends = new TurnBatch<SendValuesRow, SendRow | undefined>((batch) => this.sendBatch(batch), {
    alone: (values) => this.sendOne(this.dataSource.manager, values),
  });

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
    const values: SendValuesRow = [
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
    ];
    const row = manager.queryRunner ? await this.sendOne(manager, values) : await this.sends.call(values);
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

  private async sendOne(manager: EntityManager, values: SendValuesRow): Promise<SendRow | undefined> {
    const [row] = await manager.query<SendRow[]>(SEND.query, values);
    return row;
  }

  /** Each send's row, in the order given (by ordinal); the categories go as JSON (one array per message). */
  private async sendBatch(batch: SendValuesRow[]): Promise<SendRow[]> {
    const column = (i: number) => batch.map((values) => values[i]);
    const json = (i: number) => batch.map((values) => JSON.stringify(values[i]));
    const rows = await this.dataSource.query<Array<SendRow & { ordinal: number }>>(SEND_BATCH.query, [
      ...Array.from({ length: 13 }, (_, i) => column(i)),
      json(13),
      json(14),
      SCAM_CAUTION_WINDOW,
    ]);
    return rows.sort((a, b) => a.ordinal - b.ordinal);
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
