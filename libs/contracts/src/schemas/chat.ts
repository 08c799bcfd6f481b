import { z } from 'zod';
import { text } from './text.js';

/** Spec §5 "Chat": trimmed, never empty; the product caps a message at 2,000 characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** How much of a message a conversation row shows as its preview. */
export const CHAT_PREVIEW_LENGTH = 100;
/** Spec §9: while the socket is down the chat screens poll every 3 s. */
export const CHAT_POLL_INTERVAL_MS = 3000;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_MAX_PAGE_SIZE = 100;

export const sendMessageSchema = z.object({
  content: text({ error: 'Please type a message.' })
    .trim()
    .min(1, 'Please type a message.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`),
  /** Chosen by the client once per message and reused on retry: the server keeps one message per id. */
  clientMessageId: text().trim().min(1).max(100).optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const startConversationSchema = z.object({
  userId: z.uuid({ error: (issue) => (issue.input === undefined ? 'userId is required.' : 'userId is not a valid user id.') }),
  iceBreaker: text().trim().max(CHAT_MESSAGE_MAX_LENGTH).nullish(),
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const listConversationsQuerySchema = z.object({ matchId: z.uuid('matchId is not a valid match id.').optional() });

export const listMessagesQuerySchema = z.object({
  /** A message id: the page holds the messages sent before it. */
  before: z.uuid('before is not a valid message id.').optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

export interface ChatParticipant {
  id: string;
  /** isVerified: verification level basic or above (issue 16). */
  /** photoUrl: the main photo's thumbnail, null without one (issue 20: rows and header show the photo). */
  profile: { displayName: string | null; isVerified?: boolean; photoUrl?: string | null };
}

/** Spec §3 "Conversation", plus the read pointers the read ticks need. */
export interface ConversationDto {
  id: string;
  matchId: string | null;
  user1: ChatParticipant;
  user2: ChatParticipant;
  user1Id: string;
  user2Id: string;
  user1UnreadCount: number;
  user2UnreadCount: number;
  user1LastReadAt: string | null;
  user2LastReadAt: string | null;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  createdAt: string;
  /** True once either person blocked the other: the conversation stays readable, sending is refused. */
  closed: boolean;
  match: { venue: { name: string | null } };
}

/** Spec §3 "Message". */
export interface MessageDto {
  id: string;
  conversationId: string;
  content: string;
  sentAt: string;
  sender: { id: string };
  clientMessageId: string | null;
}

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
export interface MessageRequestDto {
  id: string;
  fromUserId: string;
  toUserId: string;
  fromDisplayName: string | null;
  iceBreaker: string;
  createdAt: string;
  /** The sender always sees 'pending' (a decline is never told). */
  status: 'pending' | 'accepted';
  conversationId: string | null;
}
export interface MessageRequestStarted {
  messageRequest: MessageRequestDto;
}
export const MESSAGE_REQUEST_ICE_BREAKER_REQUIRED = 'Pick an ice breaker to send with your request.';
