import { DELETED_USER_NAME, type ConversationDto } from '@converge/contracts';
import { isoOrNull as iso } from '@converge/platform';
import type { ConversationRow } from './conversations.repository.js';

/** A deleted person's id in a conversation is an anonymous placeholder ('!deleted:…' or '~deleted:…'). */
export const isDeletedPlaceholder = (id: string) => id.startsWith('!deleted:') || id.startsWith('~deleted:');
const nameOf = (id: string, name: string | null | undefined) => name ?? (isDeletedPlaceholder(id) ? DELETED_USER_NAME : null);

/** The conversation as either participant sees it: both people's names, photos and Verified marks. */
export function conversationView(row: ConversationRow): ConversationDto {
  return {
    id: row.id,
    matchId: row.match_id,
    user1: { id: row.user1_id, profile: { displayName: nameOf(row.user1_id, row.user1_name), isVerified: row.user1_verified ?? false, photoUrl: row.user1_photo ?? null } },
    user2: { id: row.user2_id, profile: { displayName: nameOf(row.user2_id, row.user2_name), isVerified: row.user2_verified ?? false, photoUrl: row.user2_photo ?? null } },
    user1Id: row.user1_id,
    user2Id: row.user2_id,
    user1UnreadCount: row.user1_unread_count,
    user2UnreadCount: row.user2_unread_count,
    user1LastReadAt: iso(row.user1_last_read_at),
    user2LastReadAt: iso(row.user2_last_read_at),
    lastMessageAt: iso(row.last_message_at),
    lastMessagePreview: row.last_message_preview,
    createdAt: iso(row.created_at)!,
    closed: row.closed_at !== null,
    closedReason: row.closed_at === null ? null : row.closed_reason,
    match: { venue: { name: row.venue_name } },
  };
}

export function otherParticipant(conversation: Pick<ConversationRow, 'user1_id' | 'user2_id'>, userId: string): string {
  return conversation.user1_id === userId ? conversation.user2_id : conversation.user1_id;
}

/** Which side of the stored pair the person is (their unread count and read pointer are that side's columns). */
export function sideOf(conversation: Pick<ConversationRow, 'user1_id'>, userId: string): 'user1' | 'user2' {
  return conversation.user1_id === userId ? 'user1' : 'user2';
}

/**
 * Marking read when nothing is unread and a read pointer exists changes nothing (and publishes no
 * receipt): a screen that marks read on every incoming message does not flood the other person.
 */
export function readState(conversation: ConversationRow, readerId: string): { side: 'user1' | 'user2'; unread: number; lastReadAt: Date | null; unchanged: boolean } {
  const side = sideOf(conversation, readerId);
  const unread = conversation[`${side}_unread_count`];
  const lastReadAt = conversation[`${side}_last_read_at`];
  return { side, unread, lastReadAt, unchanged: unread === 0 && lastReadAt !== null };
}
