import { CHAT_MAX_PAGE_SIZE, CHAT_PAGE_SIZE } from '@converge/contracts';
import { hasCursor, messageView, pageLimit } from './messages.rules.js';

describe('message rules', () => {
  test('a page holds the default unless asked, at least one and at most the maximum', () => {
    expect(pageLimit(undefined)).toBe(CHAT_PAGE_SIZE);
    expect(pageLimit('abc')).toBe(CHAT_PAGE_SIZE);
    expect(pageLimit(-5)).toBe(1);
    expect(pageLimit(2.7)).toBe(2);
    expect(pageLimit(10_000)).toBe(CHAT_MAX_PAGE_SIZE);
  });

  test('a cursor is any non-empty before', () => {
    expect(hasCursor(undefined)).toBe(false);
    expect(hasCursor(null)).toBe(false);
    expect(hasCursor('')).toBe(false);
    expect(hasCursor('x')).toBe(true);
  });

  test('a message as the app sees it', () => {
    const sentAt = new Date('2026-11-28T09:00:00.123Z');
    expect(messageView({ id: 'm', conversation_id: 'c', sender_id: 'a', content: 'hi', client_message_id: null, sent_at: sentAt }, 'b')).toEqual({
      id: 'm',
      conversationId: 'c',
      content: 'hi',
      sentAt: '2026-11-28T09:00:00.123Z',
      sender: { id: 'a' },
      clientMessageId: null,
    });
  });

  test('a flagged message carries its moderation fields to the recipient only', () => {
    const row = { id: 'm', conversation_id: 'c', sender_id: 'a', content: 'x', client_message_id: null, sent_at: new Date(0), flagged_categories: ['threat'], caution: true };
    expect(messageView(row, 'b')).toMatchObject({ flagged: true, categories: ['threat'], botherPrompt: true, scamCaution: true });
    expect(messageView(row, 'a')).not.toHaveProperty('flagged');
  });
});
