import type { MessageRequestDto } from '@converge/contracts';
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
    createdAt: new Date(row.created_at).toISOString(),
    status: accepted ? 'accepted' : 'pending',
    conversationId: accepted && (viewerId === row.from_user_id || viewerId === row.to_user_id) ? row.conversation_id : null,
  };
}

/** MessageRequestAccepted: the request, both people and the conversation it opened. */
export function requestAccepted(row: RequestRow, conversationId: string, at: Date) {
  return { requestId: row.id, fromUserId: row.from_user_id, toUserId: row.to_user_id, conversationId, acceptedAt: at.toISOString() };
}
