import { z } from 'zod';
import { textKeySchema } from './text-key.js';
import { text } from './text.js';
import { moderationCategorySchema } from './moderation.js';
import { CHAT_MAX_PAGE_SIZE, CHAT_PAGE_SIZE } from './chat-paging.js';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PREVIEW_LENGTH, LIVE_NEARBY_VENUE } from './chat-constants.js';
import { type ModerationCategory } from './moderation-categories.js';

export { CHAT_MAX_PAGE_SIZE, CHAT_PAGE_SIZE } from './chat-paging.js';

export const sendMessageSchema = z.object({
  content: text({ error: 'Please type a message.' })
    .trim()
    .min(1, 'Please type a message.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`),
  /** Chosen by the client once per message and reused on retry: the server keeps one message per id. */
  clientMessageId: text().trim().min(1).max(100).optional(),
  /** "Send anyway" after "Are you sure?": a hurtful text goes out (flagged for the recipient). */
  confirmed: z.boolean().optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const startConversationSchema = z.object({
  userId: z.uuid({ error: (issue) => (issue.input === undefined ? 'userId is required.' : 'userId is not a valid user id.') }),
  iceBreaker: text().trim().max(CHAT_MESSAGE_MAX_LENGTH).nullish(),
  /**
   * The key and arguments of the opener `iceBreaker` was shown from (live discovery's `iceBreakerMessages`):
   * a message request keeps it, so the recipient reads it in their language. Kept only when it is one of
   * the template openers and every argument is in `iceBreaker` as sent (what the sender wrote is moderated).
   */
  iceBreakerMessage: z
    .object({ key: text().max(60), params: z.record(text().max(30), text().max(CHAT_MESSAGE_MAX_LENGTH)) })
    .refine((m) => Object.keys(m.params).length <= 4, 'iceBreakerMessage has too many entries (at most 4).')
    .nullish(),
  /** "Send anyway" for a hurtful ice breaker (the first message, or a message request). */
  confirmed: z.boolean().optional(),
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const listConversationsQuerySchema = z.object({ matchId: z.uuid('matchId is not a valid match id.').optional() });

export const listMessagesQuerySchema = z.object({
  /** A message id: the page holds the messages sent before it. */
  before: z.uuid('before is not a valid message id.').optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

// Answers: zod schemas, so the API document is generated from them and the types inferred.
export const chatParticipantSchema = z.object({
  id: z.string(),
  /** isVerified: verification level basic or above. */
  /** photoUrl: the main photo's thumbnail, null without one (rows and header show the photo). */
  profile: z.object({ displayName: z.string().nullable(), isVerified: z.boolean().optional(), photoUrl: z.string().nullable().optional() }),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

/** A conversation as the app shows it, plus the read pointers the read ticks need. */
export const conversationDtoSchema = z.object({
  id: z.string(),
  matchId: z.string().nullable(),
  user1: chatParticipantSchema,
  user2: chatParticipantSchema,
  user1Id: z.string(),
  user2Id: z.string(),
  user1UnreadCount: z.number().int(),
  user2UnreadCount: z.number().int(),
  user1LastReadAt: z.string().nullable(),
  user2LastReadAt: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastMessagePreview: z.string().nullable(),
  createdAt: z.string(),
  /** True once either person blocked the other or deleted their account: sending is refused. */
  closed: z.boolean(),
  /**
   * Why it closed, null while open. 'blocked': gone from both people's lists, so a screen that reads it
   * (opened from a link or the history) leaves it as the block's push would have. 'deleted': the other
   * person deleted their account; it stays readable in the list.
   */
  closedReason: z.enum(['blocked', 'deleted']).nullable(),
  match: z.object({ venue: z.object({ name: z.string().nullable() }) }),
});
export type ConversationDto = z.infer<typeof conversationDtoSchema>;
export const conversationListSchema = z.array(conversationDtoSchema);

/** A message as the app shows it. */
export const messageDtoSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  content: z.string(),
  sentAt: z.string(),
  sender: z.object({ id: z.string() }),
  clientMessageId: z.string().nullable(),
  /**
   * The message's place in its conversation: 1, 2, 3… in the order the chat service stored them. The
   * gateway pushes a conversation's messages in this order.
   */
  seq: z.number().int().positive().optional(),
  /**
   * Only in the recipient's copy: the sender was asked "Are you sure?" and sent it anyway. The app
   * shows "Does this bother you?" under it while `botherPrompt` is true (until "No, it's fine").
   */
  flagged: z.literal(true).optional(),
  categories: z.array(moderationCategorySchema).optional(),
  botherPrompt: z.boolean().optional(),
  /** Only in the recipient's copy: this message earned the conversation's one scam caution. */
  scamCaution: z.literal(true).optional(),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

/**
 * The one place a message takes the shape the app shows, from the fields the chat service stores and
 * MessageSent carries: the chat service's send and list replies and the gateway's `message:new` push
 * all build it here, so the sender's copy and the pushed copy cannot drift apart.
 */
export function messageDtoOf(
  message: { messageId: string; conversationId: string; senderId: string; content: string; sentAt: string; clientMessageId: string | null; seq?: number },
  moderation: MessageModerationFields = {},
): MessageDto {
  return {
    id: message.messageId,
    conversationId: message.conversationId,
    content: message.content,
    sentAt: message.sentAt,
    sender: { id: message.senderId },
    clientMessageId: message.clientMessageId,
    ...(message.seq !== undefined ? { seq: message.seq } : {}),
    ...moderation,
  };
}

/** The recipient-only fields of a message (flagged, categories, botherPrompt, scamCaution). */
export interface MessageModerationFields {
  flagged?: true;
  categories?: ModerationCategory[];
  botherPrompt?: boolean;
  scamCaution?: true;
}

/** The recipient's moderation fields of a MessageSent (the gateway's push to them; the sender gets none). */
export function recipientModerationOf(event: { flaggedCategories?: string[]; caution?: boolean }): MessageModerationFields {
  const fields: MessageModerationFields = {};
  const flagged = (event.flaggedCategories ?? []).filter((c): c is ModerationCategory => moderationCategorySchema.safeParse(c).success);
  if (flagged.length > 0) Object.assign(fields, { flagged: true, categories: flagged, botherPrompt: true });
  if (event.caution) fields.scamCaution = true;
  return fields;
}
export const messageListSchema = z.array(messageDtoSchema);
export const markReadResultSchema = z.object({ conversationId: z.string(), unreadCount: z.literal(0), readAt: z.string() });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

/** Socket events of the chat (gateway → browser, browser → gateway for typing and joining). */
export interface ConversationUpdatedPush {
  conversationId: string;
  lastMessageAt: string;
  lastMessagePreview: string;
  senderId: string;
  /** The recipient's unread count after this message, when known. */
  recipientId: string;
  recipientUnreadCount?: number;
}
export interface MessageReadPush {
  conversationId: string;
  readerId: string;
  readAt: string;
}
export interface TypingPush {
  conversationId: string;
  userId: string;
  typing: boolean;
}

export function messagePreview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > CHAT_PREVIEW_LENGTH ? `${flat.slice(0, CHAT_PREVIEW_LENGTH - 1)}…` : flat;
}

/**
 * Message requests: Chat from live discovery before a match. The other person sees the request and
 * accepts (a conversation opens with the ice breaker as its first message) or declines (the sender is
 * not told). POST /api/conversations/start answers `{messageRequest}` when it made (or found) one.
 */
export const messageRequestDtoSchema = z.object({
  id: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  fromDisplayName: z.string().nullable(),
  iceBreaker: z.string(),
  /** The opener's key in the web's `ice-breakers` namespace and its arguments (shown in the reader's language); null: the text as sent. */
  iceBreakerMessage: textKeySchema.nullable(),
  createdAt: z.string(),
  /** The sender always sees 'pending' (a decline is never told). */
  status: z.enum(['pending', 'accepted']),
  conversationId: z.string().nullable(),
  /** In the recipient's list only: it contains one of their Hidden Words (it sits in the Hidden folder). */
  hidden: z.boolean().optional(),
});
export type MessageRequestDto = z.infer<typeof messageRequestDtoSchema>;
export const messageRequestListSchema = z.array(messageRequestDtoSchema);
export const messageRequestStartedSchema = z.object({ messageRequest: messageRequestDtoSchema });
export type MessageRequestStarted = z.infer<typeof messageRequestStartedSchema>;
/** POST /api/conversations/start: the conversation, or the message request it made or found. */
export const conversationStartResultSchema = z.union([conversationDtoSchema, messageRequestStartedSchema]);
export type ConversationStartResult = z.infer<typeof conversationStartResultSchema>;
export const MESSAGE_REQUEST_ICE_BREAKER_REQUIRED = 'Pick an ice breaker to send with your request.';

/** POST /api/message-requests/:id/decline (the sender is never told). */
export const messageRequestDeclinedSchema = z.object({ declined: z.literal(true) });
export type MessageRequestDeclined = z.infer<typeof messageRequestDeclinedSchema>;

/** The chat header's line under the name (spec "Matched at {venue}"); live discovery is not a venue. */
export function whereMatched(venue: string | null | undefined): string {
  if (!venue) return 'Matched';
  return venue === LIVE_NEARBY_VENUE ? 'Met on Live nearby' : `Matched at ${venue}`;
}

/*
 * RPC payloads (beside the actor) of the chat handlers. Ids come from the URL and stay plain strings:
 * the handlers answer 404 for a malformed id, so a stranger cannot tell it from someone else's.
 */
/** chat.get, chat.participants, chat.read. */
export const conversationIdPayloadSchema = z.object({ conversationId: z.string() });
/** chat.acceptRequest, chat.declineRequest. */
export const messageRequestIdPayloadSchema = z.object({ requestId: z.string() });
/** chat.send: the body was checked by the gateway; the handler checks it again with sendMessageSchema. */
export const sendMessagePayloadSchema = z.object({ conversationId: z.string(), content: z.unknown().optional(), clientMessageId: z.unknown().optional(), confirmed: z.unknown().optional() });
/** chat.dismissBother: the recipient's "No, it's fine" under a flagged message. */
export const dismissBotherPayloadSchema = z.object({ conversationId: z.string(), messageId: z.string() });
export const botherDismissedSchema = z.object({ dismissed: z.literal(true) });
export type BotherDismissed = z.infer<typeof botherDismissedSchema>;
/** chat.messages: the handler reads the cursor and page size itself (a bad cursor is its own 400). */
export const listMessagesPayloadSchema = z.object({ conversationId: z.string(), before: z.unknown().optional(), limit: z.unknown().optional() });
/**
 * chat.messagesAfter (the gateway's ordered push): the messages of a conversation the caller is in
 * whose place is after `afterSeq` and at most `upToSeq`, oldest first, at most CHAT_MAX_PAGE_SIZE.
 */
export const messagesAfterPayloadSchema = z.object({ conversationId: z.string(), afterSeq: z.number().int().min(0), upToSeq: z.number().int().min(1) });
/**
 * A stored message as MessageSent carries it (both people's views can be built from it, as the
 * gateway does for the event): the answer of chat.messagesAfter, which the gateway pushes in place of
 * events that have not reached it.
 */
export const storedMessageSchema = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  content: z.string(),
  sentAt: z.string(),
  clientMessageId: z.string().nullable(),
  seq: z.number().int().positive(),
  flaggedCategories: z.array(z.string()).optional(),
  caution: z.boolean().optional(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;
export const storedMessageListSchema = z.array(storedMessageSchema);
/** chat.pairConversation (the gateway's block push): anything but a usable id answers null. */
export const pairConversationPayloadSchema = z.object({ otherUserId: z.unknown().optional() });
