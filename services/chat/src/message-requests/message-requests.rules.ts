import { ICE_BREAKER_TEXTS, placeholdersOf, type MessageRequestDto, type TextKey } from '@converge/contracts';
import type { RequestRow } from './message-requests.repository.js';

/** What a participant sees: never whether it was declined (a declined request still reads as pending). */
export function requestView(row: RequestRow, viewerId: string): MessageRequestDto {
  const accepted = row.status === 'accepted';
  return {
    id: row.id,
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    fromDisplayName: row.from_name ?? null,
    iceBreaker: row.ice_breaker,
    iceBreakerMessage: row.ice_breaker_message ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    status: accepted ? 'accepted' : 'pending',
    conversationId: accepted && (viewerId === row.from_user_id || viewerId === row.to_user_id) ? row.conversation_id : null,
  };
}

/** MessageRequestAccepted: the request, both people and the conversation it opened. */
export function requestAccepted(row: RequestRow, conversationId: string, at: Date) {
  return { requestId: row.id, fromUserId: row.from_user_id, toUserId: row.to_user_id, conversationId, acceptedAt: at.toISOString() };
}

/**
 * The key a request keeps beside the ice breaker the sender sent: only one of the template openers, with
 * exactly its arguments, each of which is in the text as sent (the text is what moderation and Hidden
 * Words read, so nothing reaches the recipient that they did not check). Anything else: null, and the
 * recipient reads the text as sent.
 */
export function keptIceBreakerMessage(iceBreaker: string, message: TextKey | null | undefined): TextKey | null {
  if (!message || !Object.hasOwn(ICE_BREAKER_TEXTS, message.key)) return null;
  const wanted = placeholdersOf(ICE_BREAKER_TEXTS[message.key as keyof typeof ICE_BREAKER_TEXTS]);
  const given = Object.keys(message.params).sort();
  if (given.join() !== wanted.join()) return null;
  if (!given.every((name) => message.params[name]!.trim() !== '' && iceBreaker.includes(message.params[name]!))) return null;
  return { key: message.key, params: Object.fromEntries(given.map((name) => [name, message.params[name]!])) };
}
