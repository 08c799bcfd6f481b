import { sendStatement } from './send-sql.js';

/**
 * The sends that reach this process in one turn of the event loop, written in one call of this
 * function: one round trip, one transaction and one commit (one WAL flush) for all of them, instead of
 * one each. Under a steady load those per-statement costs were most of a message's Postgres CPU. Each
 * send runs the one-send statement (send-sql.ts), in the order given, and answers its own row
 * (`ordinal`, 1-based); a send that fails makes the whole call fail, and MessagesRepository then sends
 * each alone, so only that one hears of it.
 *
 * Why places stay in order and two batches never deadlock:
 * - every conversation a send takes part in is locked first, all of them, in id order. Two batches (on
 *   two replicas, or one process's batches in flight together) that share conversations therefore
 *   never wait for each other in a cycle, and a one-send statement (an older replica during a rolling
 *   deploy, or a send inside another transaction) locks one conversation only, so it cannot close a
 *   cycle either. A stranger's send locks nothing (it only answers 404);
 * - the statements after the locks each take a fresh snapshot (VOLATILE plpgsql, READ COMMITTED), so
 *   each send sees every message committed before the locks were granted and those written earlier in
 *   this call: a conversation's sends in one batch take consecutive places in the order they arrived,
 *   and a retry in the same batch as its first attempt finds the stored message.
 * Locks are held until the whole batch commits: a batch is one turn's sends, kept short.
 *
 * Arguments are one array per one-send value, element i being send i: $1 conversations, $2 senders,
 * $3 contents, $4 clientMessageIds, $5 new message ids, $6 sentAt, $7 previews, $8–$13 the MessageSent
 * outbox rows' six values as text, $14 and $15 each message's hurtful and scam categories as JSON
 * arrays (Postgres has no array of arrays of different lengths), $16 the scam-caution window.
 *
 * Its migration installs a frozen copy of the text (send-batch-function-sql/), so that it installs the
 * same function whenever it runs. A change to the one-send statement or to this body is a new function
 * name, frozen copy and migration: send-batch-function.spec.ts compares this text with the frozen one,
 * and an integration test the installed body with this one.
 */
export const SEND_BATCH_FUNCTION = 'chat_send_message_batch_v1';

const ARGUMENTS = 'uuid[], text[], text[], text[], uuid[], timestamptz[], text[], text[], text[], text[], text[], text[], text[], jsonb[], jsonb[], int';

/** The one-send statement's row, with the send's position in the arguments first. */
const RESULT = `TABLE (ordinal int, participant boolean, closed boolean, id uuid, conversation_id uuid, sender_id text, content text, client_message_id text,
  sent_at timestamptz, conversation_seq bigint, flagged_categories text[], bother_dismissed_at timestamptz, event_payload text)`;

const outboxField = (offset: number) => `arg.out_${offset}`;
const categories = (field: string) => `ARRAY(SELECT jsonb_array_elements_text(${field}))`;

/**
 * The loop variable is `arg` (no table in the statement has that alias); the output columns share
 * names with table columns, which `use_column` resolves to the columns.
 */
export const SEND_BATCH_FUNCTION_BODY = `
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
    RETURN QUERY ${sendStatement({
      conversationId: 'arg.conversation',
      senderId: 'arg.sender',
      content: 'arg.body',
      clientMessageId: 'arg.client_id',
      messageId: 'arg.new_id',
      sentAt: 'arg.sent',
      preview: 'arg.preview',
      outbox: outboxField,
      flagged: categories('arg.flagged'),
      scam: categories('arg.scam'),
      cautionWindow: '$16',
      leading: 'arg.nth::int AS ordinal, ',
    })};
  END LOOP;
END
`;

export const CREATE_SEND_BATCH_FUNCTION = `CREATE OR REPLACE FUNCTION ${SEND_BATCH_FUNCTION}(${ARGUMENTS}) RETURNS ${RESULT}
  LANGUAGE plpgsql VOLATILE AS $fn$${SEND_BATCH_FUNCTION_BODY}$fn$`;

export const DROP_SEND_BATCH_FUNCTION = `DROP FUNCTION IF EXISTS ${SEND_BATCH_FUNCTION}(${ARGUMENTS})`;
