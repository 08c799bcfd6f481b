/**
 * chat_send_message_batch_v1 as migration 1849835000001 installs it: the version the service calls
 * (send-batch-function.ts generates the same text from the one-send statement, send-sql.ts;
 * send-batch-function.spec.ts keeps them equal).
 *
 * Frozen: the exact SQL a released migration ran, so the migration installs the same function on every
 * database whenever it runs. Never edit it: a change is a new version (a new file, a new function name
 * and a new migration); migrations.lock.json fails the unit tests if this text changes.
 */

/** Installed by migration 1849835000001. */
export const CREATE_SEND_BATCH_FUNCTION_V1 = `CREATE OR REPLACE FUNCTION chat_send_message_batch_v1(uuid[], text[], text[], text[], uuid[], timestamptz[], text[], text[], text[], text[], text[], text[], text[], jsonb[], jsonb[], int) RETURNS TABLE (ordinal int, participant boolean, closed boolean, id uuid, conversation_id uuid, sender_id text, content text, client_message_id text,
  sent_at timestamptz, conversation_seq bigint, flagged_categories text[], bother_dismissed_at timestamptz, event_payload text)
  LANGUAGE plpgsql VOLATILE AS $fn$
#variable_conflict use_column
DECLARE
  arg record;
  v_conversation uuid;
BEGIN
  FOR v_conversation IN
    SELECT DISTINCT c.id FROM unnest($1, $2) AS a(conversation, sender)
      JOIN conversations c ON c.id = a.conversation AND (c.user1_id = a.sender OR c.user2_id = a.sender)
    ORDER BY 1
  LOOP
    PERFORM 1 FROM conversations c WHERE c.id = v_conversation FOR UPDATE;
  END LOOP;
  FOR arg IN
    SELECT * FROM unnest($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) WITH ORDINALITY
      AS a(conversation, sender, body, client_id, new_id, sent, preview, out_0, out_1, out_2, out_3, out_4, out_5, flagged, scam, nth)
  LOOP
    RETURN QUERY WITH conv AS (
     SELECT id, closed_at, last_message_seq, last_message_at FROM conversations WHERE id = arg.conversation AND (user1_id = arg.sender OR user2_id = arg.sender) FOR UPDATE),
   existing AS (
     SELECT m.id, m.conversation_id, m.sender_id, m.content, m.client_message_id, m.sent_at, m.conversation_seq, m.flagged_categories, m.bother_dismissed_at FROM messages m
     WHERE m.conversation_id = arg.conversation AND m.sender_id = arg.sender AND m.client_message_id = arg.client_id AND EXISTS (SELECT 1 FROM conv)),
   inserted AS (
     INSERT INTO messages (id, conversation_id, sender_id, content, client_message_id, sent_at, flagged_categories, conversation_seq)
     SELECT arg.new_id, conv.id, arg.sender, arg.body, arg.client_id, arg.sent, ARRAY(SELECT jsonb_array_elements_text(arg.flagged)), conv.last_message_seq + 1 FROM conv
     WHERE conv.closed_at IS NULL AND NOT EXISTS (SELECT 1 FROM existing)
     ON CONFLICT (conversation_id, sender_id, client_message_id) DO NOTHING
     RETURNING id, conversation_id, sender_id, content, client_message_id, sent_at, conversation_seq, flagged_categories, bother_dismissed_at),
   updated AS (
     UPDATE conversations c SET
       last_message_seq = (SELECT conversation_seq FROM inserted),
       user1_unread_count = CASE WHEN c.user2_id = arg.sender THEN c.user1_unread_count + 1 ELSE c.user1_unread_count END,
       user2_unread_count = CASE WHEN c.user1_id = arg.sender THEN c.user2_unread_count + 1 ELSE c.user2_unread_count END,
       last_message_preview = CASE WHEN c.last_message_at IS NULL OR c.last_message_at <= arg.sent THEN arg.preview ELSE c.last_message_preview END,
       last_message_at = GREATEST(c.last_message_at, arg.sent)
     WHERE c.id = arg.conversation AND EXISTS (SELECT 1 FROM inserted)
     RETURNING CASE WHEN c.user1_id = arg.sender THEN c.user2_id ELSE c.user1_id END AS recipient_id,
       CASE WHEN c.user1_id = arg.sender THEN c.user2_unread_count ELSE c.user1_unread_count END AS unread,
       c.last_message_seq AS seq),
   cautioned AS (
     INSERT INTO scam_cautions (conversation_id, recipient_id, message_id, categories, created_at)
     SELECT arg.conversation, u.recipient_id, arg.new_id, ARRAY(SELECT jsonb_array_elements_text(arg.scam)), arg.sent FROM updated u
     WHERE cardinality(ARRAY(SELECT jsonb_array_elements_text(arg.scam))) > 0 AND (SELECT count(*) FROM messages WHERE conversation_id = arg.conversation) < $16
     ON CONFLICT (conversation_id, recipient_id) DO NOTHING
     RETURNING message_id),
   outboxed AS (INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT arg.out_0::uuid, arg.out_1::text, arg.out_2::text, CASE WHEN EXISTS (SELECT 1 FROM cautioned) THEN jsonb_set(CASE WHEN (SELECT last_message_at FROM conv) IS NULL THEN jsonb_set(jsonb_set(jsonb_set(arg.out_3::jsonb, '{data,recipientId}', to_jsonb(u.recipient_id)), '{data,recipientUnreadCount}', to_jsonb(u.unread)), '{data,seq}', to_jsonb(u.seq))
         ELSE jsonb_set(jsonb_set(jsonb_set(jsonb_set(arg.out_3::jsonb, '{data,recipientId}', to_jsonb(u.recipient_id)), '{data,recipientUnreadCount}', to_jsonb(u.unread)), '{data,seq}', to_jsonb(u.seq)), '{data,previousMessageAt}', to_jsonb(to_char((SELECT last_message_at FROM conv) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) END, '{data,caution}', 'true'::jsonb) ELSE CASE WHEN (SELECT last_message_at FROM conv) IS NULL THEN jsonb_set(jsonb_set(jsonb_set(arg.out_3::jsonb, '{data,recipientId}', to_jsonb(u.recipient_id)), '{data,recipientUnreadCount}', to_jsonb(u.unread)), '{data,seq}', to_jsonb(u.seq))
         ELSE jsonb_set(jsonb_set(jsonb_set(jsonb_set(arg.out_3::jsonb, '{data,recipientId}', to_jsonb(u.recipient_id)), '{data,recipientUnreadCount}', to_jsonb(u.unread)), '{data,seq}', to_jsonb(u.seq)), '{data,previousMessageAt}', to_jsonb(to_char((SELECT last_message_at FROM conv) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) END END, arg.out_4::jsonb, arg.out_5::timestamptz FROM updated u
     RETURNING payload)
   SELECT arg.nth::int AS ordinal, EXISTS (SELECT 1 FROM conv) AS participant,
     EXISTS (SELECT 1 FROM conv WHERE closed_at IS NOT NULL) AS closed,
     m.id, m.conversation_id, m.sender_id, m.content, m.client_message_id, m.sent_at, m.conversation_seq, m.flagged_categories, m.bother_dismissed_at,
     (SELECT payload::text FROM outboxed) AS event_payload
   FROM (SELECT 1) one
   LEFT JOIN (SELECT * FROM existing UNION ALL SELECT * FROM inserted) m ON true;
  END LOOP;
END
$fn$`;

/** Run by 1849835000001 down. */
export const DROP_SEND_BATCH_FUNCTION_V1 = `DROP FUNCTION IF EXISTS chat_send_message_batch_v1(uuid[], text[], text[], text[], uuid[], timestamptz[], text[], text[], text[], text[], text[], text[], text[], jsonb[], jsonb[], int)`;
