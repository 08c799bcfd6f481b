import { conversationView, isDeletedPlaceholder, otherParticipant, readState } from './conversations.rules.js';
import type { ConversationRow } from './conversations.repository.js';

const row = (over: Partial<ConversationRow> = {}): ConversationRow => ({
  id: 'c1',
  match_id: null,
  user1_id: 'a',
  user2_id: 'b',
  venue_name: 'The Jazz Bar',
  user1_unread_count: 0,
  user2_unread_count: 2,
  user1_last_read_at: null,
  user2_last_read_at: new Date('2026-11-28T09:00:00Z'),
  last_message_at: null,
  last_message_preview: null,
  closed_at: null,
  closed_reason: null,
  created_at: new Date('2026-11-28T08:00:00Z'),
  ...over,
});

describe('conversation rules', () => {
  test('the other participant and each side’s read state', () => {
    expect(otherParticipant(row(), 'a')).toBe('b');
    expect(otherParticipant(row(), 'b')).toBe('a');
    // Nothing unread but never read: the pointer still moves (and no receipt goes out, nothing was unread).
    expect(readState(row(), 'a')).toMatchObject({ side: 'user1', unread: 0, unchanged: false });
    expect(readState(row(), 'b')).toMatchObject({ side: 'user2', unread: 2, unchanged: false });
    expect(readState(row({ user2_unread_count: 0 }), 'b').unchanged).toBe(true);
  });

  test('a deleted person reads as the deleted-user name; a known one by their name', () => {
    expect(isDeletedPlaceholder('!deleted:x')).toBe(true);
    expect(isDeletedPlaceholder('~deleted:x')).toBe(true);
    expect(isDeletedPlaceholder('a')).toBe(false);
    const view = conversationView(row({ user1_id: '!deleted:x', user2_name: 'Bea' }));
    expect(view.user1.profile.displayName).not.toBeNull();
    expect(view.user2.profile).toEqual({ displayName: 'Bea', isVerified: false, photoUrl: null });
    expect(view).toMatchObject({ closed: false, match: { venue: { name: 'The Jazz Bar' } }, createdAt: '2026-11-28T08:00:00.000Z' });
  });

  test('each participant sees both people’s names, photos and Verified marks, the unread counts, read times, last message and venue', () => {
    const view = conversationView(
      row({
        match_id: 'm1',
        user1_name: 'Ana',
        user1_photo: '/api/photos/a.webp',
        user1_verified: true,
        user2_name: 'Bea',
        user2_photo: '/api/photos/b.webp',
        user2_verified: true,
        user1_last_read_at: new Date('2026-11-28T08:30:00Z'),
        last_message_at: new Date('2026-11-28T09:30:00Z'),
        last_message_preview: 'See you at the bar',
        closed_at: new Date('2026-11-28T10:00:00Z'),
        closed_reason: 'blocked',
      }),
    );
    expect(view).toEqual({
      id: 'c1',
      matchId: 'm1',
      user1: { id: 'a', profile: { displayName: 'Ana', isVerified: true, photoUrl: '/api/photos/a.webp' } },
      user2: { id: 'b', profile: { displayName: 'Bea', isVerified: true, photoUrl: '/api/photos/b.webp' } },
      user1Id: 'a',
      user2Id: 'b',
      user1UnreadCount: 0,
      user2UnreadCount: 2,
      user1LastReadAt: '2026-11-28T08:30:00.000Z',
      user2LastReadAt: '2026-11-28T09:00:00.000Z',
      lastMessageAt: '2026-11-28T09:30:00.000Z',
      lastMessagePreview: 'See you at the bar',
      createdAt: '2026-11-28T08:00:00.000Z',
      closed: true,
      closedReason: 'blocked',
      match: { venue: { name: 'The Jazz Bar' } },
    });
  });

  test('why a conversation closed is told only once it is closed: a block, or the other person’s deleted account', () => {
    expect(conversationView(row()).closedReason).toBeNull();
    expect(conversationView(row({ closed_at: new Date(), closed_reason: 'blocked' }))).toMatchObject({ closed: true, closedReason: 'blocked' });
    expect(conversationView(row({ closed_at: new Date(), closed_reason: 'deleted' }))).toMatchObject({ closed: true, closedReason: 'deleted' });
    // A reason left on a reopened row (reopening clears it, but never trust that) does not close it.
    expect(conversationView(row({ closed_at: null, closed_reason: 'blocked' }))).toMatchObject({ closed: false, closedReason: null });
  });

  test('a deleted person on either side shows as “Deleted user”; someone whose name did not arrive has none, and nobody is Verified unless marked', () => {
    const view = conversationView(row({ user1_id: 'a', user2_id: '~deleted:y' }));
    expect(view.user1.profile).toEqual({ displayName: null, isVerified: false, photoUrl: null });
    expect(view.user2.profile).toEqual({ displayName: 'Deleted user', isVerified: false, photoUrl: null });
    expect(conversationView(row({ user1_id: '!deleted:x' })).user1.profile.displayName).toBe('Deleted user');
    expect(conversationView(row()).lastMessageAt).toBeNull();
  });
});
