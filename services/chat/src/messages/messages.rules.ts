import { CHAT_MAX_PAGE_SIZE, CHAT_PAGE_SIZE, messageDtoOf, type MessageDto, type StoredMessage } from '@converge/contracts';
import { isoOrNull as iso } from '@converge/platform';
import type { MessageRow } from './messages.repository.js';
import { moderationView } from '../moderation/moderation.rules.js';

/** The ice breaker is sent once per person and conversation, however often it is asked for (its client message id). */
export const ICE_BREAKER_CLIENT_ID = 'ice-breaker';

/**
 * A stored message row as `viewerId` sees it (the same builder as the gateway's push of MessageSent):
 * the moderation fields are the recipient's alone.
 */
export function messageView(row: MessageRow, viewerId: string): MessageDto {
  return messageDtoOf(
    {
      messageId: row.id,
      conversationId: row.conversation_id,
      senderId: row.sender_id,
      content: row.content,
      sentAt: iso(row.sent_at)!,
      clientMessageId: row.client_message_id,
      seq: row.conversation_seq == null ? undefined : Number(row.conversation_seq),
    },
    moderationView(row, viewerId),
  );
}

/**
 * A stored message as MessageSent carried it (the gateway builds both people's copies from it, as it
 * does from the event): `caution` only on the message that earned it, the categories only when flagged.
 */
export function storedMessageOf(row: MessageRow & { recipient_id: string }): StoredMessage {
  const flagged = row.flagged_categories ?? [];
  return {
    messageId: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    content: row.content,
    sentAt: iso(row.sent_at)!,
    clientMessageId: row.client_message_id,
    seq: Number(row.conversation_seq),
    ...(flagged.length > 0 ? { flaggedCategories: flagged } : {}),
    ...(row.caution ? { caution: true } : {}),
  };
}

/**
 * How much of a gap one chat.messagesAfter answer fills: from `afterSeq` up to `upToSeq`, at most
 * CHAT_MAX_PAGE_SIZE messages (the caller asks again from the last one it got); nothing for an empty
 * or backwards range.
 */
export function gapLimit(afterSeq: number, upToSeq: number): number {
  return Math.max(0, Math.min(upToSeq - afterSeq, CHAT_MAX_PAGE_SIZE));
}

/** A page holds CHAT_PAGE_SIZE messages unless asked otherwise, at least 1 and at most CHAT_MAX_PAGE_SIZE. */
export function pageLimit(limit: unknown): number {
  return Math.min(Math.max(Math.trunc(Number(limit) || CHAT_PAGE_SIZE), 1), CHAT_MAX_PAGE_SIZE);
}

/** A cursor is sent when `before` is a non-empty value. */
export function hasCursor(before: unknown): boolean {
  return before !== undefined && before !== null && before !== '';
}
