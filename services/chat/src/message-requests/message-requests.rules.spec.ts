import { requestAccepted, requestView } from './message-requests.rules.js';
import type { RequestRow } from './message-requests.repository.js';

const row = (status: RequestRow['status']): RequestRow => ({
  id: 'r',
  from_user_id: 'a',
  to_user_id: 'b',
  ice_breaker: 'Hi!',
  status,
  conversation_id: status === 'accepted' ? 'c' : null,
  created_at: new Date('2026-11-28T09:00:00Z'),
});

describe('message request rules', () => {
  test('the sender never learns a request was declined: it still reads as pending', () => {
    expect(requestView(row('declined'), 'a')).toMatchObject({ status: 'pending', conversationId: null, fromDisplayName: null });
    expect(requestView(row('pending'), 'b')).toMatchObject({ status: 'pending', iceBreaker: 'Hi!' });
  });

  test('an accepted request names its conversation to the two people only', () => {
    expect(requestView(row('accepted'), 'a').conversationId).toBe('c');
    expect(requestView(row('accepted'), 'b').conversationId).toBe('c');
    expect(requestView(row('accepted'), 'someone else').conversationId).toBeNull();
  });

  test('MessageRequestAccepted names the request, both people and the conversation', () => {
    expect(requestAccepted(row('pending'), 'c', new Date('2026-11-28T10:00:00Z'))).toEqual({
      requestId: 'r',
      fromUserId: 'a',
      toUserId: 'b',
      conversationId: 'c',
      acceptedAt: '2026-11-28T10:00:00.000Z',
    });
  });

  test('the recipient sees who wrote, their opener and when, and the conversation once accepted', () => {
    expect(requestView({ ...row('accepted'), from_name: 'Ana' }, 'b')).toEqual({
      id: 'r',
      fromUserId: 'a',
      toUserId: 'b',
      fromDisplayName: 'Ana',
      iceBreaker: 'Hi!',
      createdAt: '2026-11-28T09:00:00.000Z',
      status: 'accepted',
      conversationId: 'c',
    });
  });
});
