import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { upsertMessage } from './cache';
import { chatKeys } from './keys';
import type { Message, MessagePages } from './types';

const conversationId = 'c1';
const message = (seq: number, sentAt: string, id = `m${seq}`): Message => ({
  id,
  conversationId,
  content: `line ${seq}`,
  sentAt,
  sender: { id: seq % 2 ? 'ava' : 'ben' },
  clientMessageId: `client-${id}`,
  seq,
});

function cacheWith(messages: Message[]): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), { pages: [messages], pageParams: [null] });
  return queryClient;
}
const shown = (queryClient: QueryClient) => queryClient.getQueryData<MessagePages>(chatKeys.messages(conversationId))!.pages[0]!.map((m) => m.content);

describe('placing a pushed or sent message', () => {
  test('by its place in the conversation, even when the replicas that took the sends disagree on the time', () => {
    const queryClient = cacheWith([message(1, '2026-11-29T10:00:00.000Z')]);
    // Both sent at once: the second was stored after the first but its replica's clock read earlier.
    upsertMessage(queryClient, message(3, '2026-11-29T10:00:05.001Z'));
    upsertMessage(queryClient, message(2, '2026-11-29T10:00:05.009Z'));
    expect(shown(queryClient)).toEqual(['line 1', 'line 2', 'line 3']);
  });

  test('once, however often it comes (its answer, its push, a read after a reconnect)', () => {
    const queryClient = cacheWith([message(1, '2026-11-29T10:00:00.000Z')]);
    upsertMessage(queryClient, message(2, '2026-11-29T10:00:01.000Z'));
    upsertMessage(queryClient, message(2, '2026-11-29T10:00:01.000Z'));
    expect(shown(queryClient)).toEqual(['line 1', 'line 2']);
  });
});
