import { keptIceBreakerMessage, requestAccepted, requestView } from './message-requests.rules.js';
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
      iceBreakerMessage: null,
      createdAt: '2026-11-28T09:00:00.000Z',
      status: 'accepted',
      conversationId: 'c',
    });
  });
});

describe('the key a request keeps beside its ice breaker', () => {
  const sent = 'Du magst auch jazz! Wie bist du dazu gekommen?';

  it('an opener with exactly its arguments, each in the text as sent', () => {
    expect(keptIceBreakerMessage(sent, { key: 'sharedOne', params: { tag: 'jazz' } })).toEqual({ key: 'sharedOne', params: { tag: 'jazz' } });
    expect(keptIceBreakerMessage('What has been the best part of your week so far?', { key: 'bestOfWeek', params: {} })).toEqual({ key: 'bestOfWeek', params: {} });
  });

  it('nothing for no key, an unknown key, missing, extra or empty arguments, or an argument not in the text', () => {
    expect(keptIceBreakerMessage(sent, null)).toBeNull();
    expect(keptIceBreakerMessage(sent, undefined)).toBeNull();
    expect(keptIceBreakerMessage(sent, { key: 'hello', params: { tag: 'jazz' } })).toBeNull();
    expect(keptIceBreakerMessage(sent, { key: 'toString', params: {} })).toBeNull();
    expect(keptIceBreakerMessage(sent, { key: 'sharedOne', params: {} })).toBeNull();
    expect(keptIceBreakerMessage(sent, { key: 'sharedOne', params: { tag: 'jazz', venue: 'jazz' } })).toBeNull();
    expect(keptIceBreakerMessage(sent, { key: 'sharedTwo', params: { first: 'jazz' } })).toBeNull();
    expect(keptIceBreakerMessage(sent, { key: 'sharedOne', params: { tag: 'an insult' } })).toBeNull();
    expect(keptIceBreakerMessage(sent, { key: 'sharedOne', params: { tag: ' ' } })).toBeNull();
  });

  it('shows in the request as kept', () => {
    expect(requestView({ ...row('pending'), ice_breaker_message: { key: 'sharedOne', params: { tag: 'jazz' } } }, 'b').iceBreakerMessage).toEqual({
      key: 'sharedOne',
      params: { tag: 'jazz' },
    });
    expect(requestView(row('pending'), 'b').iceBreakerMessage).toBeNull();
  });
});
