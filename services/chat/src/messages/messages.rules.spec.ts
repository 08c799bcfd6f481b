import { CHAT_MAX_PAGE_SIZE, CHAT_PAGE_SIZE } from '@converge/contracts';
import { gapLimit, hasCursor, messageView, pageLimit, storedMessageOf } from './messages.rules.js';

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

  test('a message carries its place in the conversation, read as a number from the bigint column', () => {
    const row = { id: 'm', conversation_id: 'c', sender_id: 'a', content: 'hi', client_message_id: null, sent_at: new Date(0), conversation_seq: '12' };
    expect(messageView(row, 'b')).toMatchObject({ seq: 12 });
    expect(storedMessageOf({ ...row, recipient_id: 'b' }).seq).toBe(12);
  });

  test('a stored message as MessageSent carries it: categories only when flagged, caution only on the message that earned it', () => {
    const plain = {
      id: 'm',
      conversation_id: 'c',
      sender_id: 'a',
      recipient_id: 'b',
      content: 'hi',
      client_message_id: 'k1',
      sent_at: new Date('2026-11-29T01:00:00Z'),
      conversation_seq: 3,
    };
    expect(storedMessageOf(plain)).toEqual({
      messageId: 'm',
      conversationId: 'c',
      senderId: 'a',
      recipientId: 'b',
      content: 'hi',
      sentAt: '2026-11-29T01:00:00.000Z',
      clientMessageId: 'k1',
      seq: 3,
    });
    expect(storedMessageOf({ ...plain, flagged_categories: [] })).not.toHaveProperty('flaggedCategories');
    expect(storedMessageOf({ ...plain, flagged_categories: null, caution: false })).not.toHaveProperty('caution');
    expect(storedMessageOf({ ...plain, flagged_categories: ['threat'], caution: true })).toMatchObject({ flaggedCategories: ['threat'], caution: true });
  });

  test('one read of a gap fills it up to the newest missing message, at most a full page, and nothing for an empty or backwards range', () => {
    expect(gapLimit(3, 7)).toBe(4);
    expect(gapLimit(5, 5)).toBe(0);
    expect(gapLimit(7, 3)).toBe(0);
    expect(gapLimit(10, 10 + CHAT_MAX_PAGE_SIZE + 50)).toBe(CHAT_MAX_PAGE_SIZE);
  });
});
