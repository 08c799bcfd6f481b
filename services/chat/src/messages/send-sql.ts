import { outboxInsert } from '@converge/platform';

/**
 * What a send's statement reads, each an SQL expression: parameters ($n) for the one-send statement,
 * the loop variable's fields for the batch function (send-batch-function.ts).
 */
export interface SendValues {
  conversationId: string;
  senderId: string;
  content: string;
  clientMessageId: string;
  messageId: string;
  sentAt: string;
  preview: string;
  /** The six values of the MessageSent outbox row (EventPublisher.rowFor), by offset. */
  outbox: number | ((offset: number) => string);
  /** The hurtful categories of a message sent anyway (text[]). */
  flagged: string;
  /** Its scam categories (text[]). */
  scam: string;
  /** The scam-caution window (SCAM_CAUTION_WINDOW). */
  cautionWindow: string;
  /** Columns before the row's own (the batch function's ordinal, with its trailing comma). */
  leading?: string;
}

/**
 * A whole send in one statement (atomic without BEGIN/COMMIT, one round trip), returning one row.
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
 * - `cautioned`: a scam-labelled message among the conversation's first `cautionWindow` (the
 *   statement's snapshot does not see its own insert, so the count is of the messages before it)
 *   records the recipient's caution; the primary key keeps it to one per person and conversation,
 *   racing sends included;
 * - `outboxed`: the envelope with what only the statement knows (recipient, their new unread count,
 *   the message's place and the previous message's time, whether this message earned the caution),
 *   answered as text: it is published as it is, not parsed here only to be serialised again.
 */
export function sendStatement(v: SendValues): string {
  return `WITH conv AS (
     SELECT id, closed_at, last_message_seq, last_message_at FROM conversations WHERE id = ${v.conversationId} AND (user1_id = ${v.senderId} OR user2_id = ${v.senderId}) FOR UPDATE),
   existing AS (
     SELECT m.id, m.conversation_id, m.sender_id, m.content, m.client_message_id, m.sent_at, m.conversation_seq, m.flagged_categories, m.bother_dismissed_at FROM messages m
     WHERE m.conversation_id = ${v.conversationId} AND m.sender_id = ${v.senderId} AND m.client_message_id = ${v.clientMessageId} AND EXISTS (SELECT 1 FROM conv)),
   inserted AS (
     INSERT INTO messages (id, conversation_id, sender_id, content, client_message_id, sent_at, flagged_categories, conversation_seq)
     SELECT ${v.messageId}, conv.id, ${v.senderId}, ${v.content}, ${v.clientMessageId}, ${v.sentAt}, ${v.flagged}, conv.last_message_seq + 1 FROM conv
     WHERE conv.closed_at IS NULL AND NOT EXISTS (SELECT 1 FROM existing)
     ON CONFLICT (conversation_id, sender_id, client_message_id) DO NOTHING
     RETURNING id, conversation_id, sender_id, content, client_message_id, sent_at, conversation_seq, flagged_categories, bother_dismissed_at),
   updated AS (
     UPDATE conversations c SET
       last_message_seq = (SELECT conversation_seq FROM inserted),
       user1_unread_count = CASE WHEN c.user2_id = ${v.senderId} THEN c.user1_unread_count + 1 ELSE c.user1_unread_count END,
       user2_unread_count = CASE WHEN c.user1_id = ${v.senderId} THEN c.user2_unread_count + 1 ELSE c.user2_unread_count END,
       last_message_preview = CASE WHEN c.last_message_at IS NULL OR c.last_message_at <= ${v.sentAt} THEN ${v.preview} ELSE c.last_message_preview END,
       last_message_at = GREATEST(c.last_message_at, ${v.sentAt})
     WHERE c.id = ${v.conversationId} AND EXISTS (SELECT 1 FROM inserted)
     RETURNING CASE WHEN c.user1_id = ${v.senderId} THEN c.user2_id ELSE c.user1_id END AS recipient_id,
       CASE WHEN c.user1_id = ${v.senderId} THEN c.user2_unread_count ELSE c.user1_unread_count END AS unread,
       c.last_message_seq AS seq),
   cautioned AS (
     INSERT INTO scam_cautions (conversation_id, recipient_id, message_id, categories, created_at)
     SELECT ${v.conversationId}, u.recipient_id, ${v.messageId}, ${v.scam}, ${v.sentAt} FROM updated u
     WHERE cardinality(${v.scam}) > 0 AND (SELECT count(*) FROM messages WHERE conversation_id = ${v.conversationId}) < ${v.cautionWindow}
     ON CONFLICT (conversation_id, recipient_id) DO NOTHING
     RETURNING message_id),
   outboxed AS (${outboxInsert({
     at: v.outbox,
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
   SELECT ${v.leading ?? ''}EXISTS (SELECT 1 FROM conv) AS participant,
     EXISTS (SELECT 1 FROM conv WHERE closed_at IS NOT NULL) AS closed,
     m.id, m.conversation_id, m.sender_id, m.content, m.client_message_id, m.sent_at, m.conversation_seq, m.flagged_categories, m.bother_dismissed_at,
     (SELECT payload::text FROM outboxed) AS event_payload
   FROM (SELECT 1) one
   LEFT JOIN (SELECT * FROM existing UNION ALL SELECT * FROM inserted) m ON true`;
}
