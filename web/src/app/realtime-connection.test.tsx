import { act, render, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';

/** A stand-in for the socket.io client, not yet connected: the test says when it connects. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Array<() => void>>();
  const remove = (event: string, fn: () => void) =>
    handlers.set(
      event,
      (handlers.get(event) ?? []).filter((h) => h !== fn),
    );
  return {
    connected: false,
    io: { on() {}, off() {} },
    on(event: string, fn: () => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
    },
    once(event: string, fn: () => void) {
      const wrapped = () => {
        remove(event, wrapped);
        fn();
      };
      handlers.set(event, [...(handlers.get(event) ?? []), wrapped]);
    },
    off: remove,
    emit() {},
    connect() {
      this.connected = true;
      for (const fn of handlers.get('connect') ?? []) fn();
    },
  };
});
vi.mock('@/lib/socket', () => ({ connectSocket: () => Promise.resolve(socket), disconnectSocket: () => {} }));

afterEach(() => vi.unstubAllGlobals());

describe('the realtime connection, which opens after the first screen', () => {
  it('re-reads what is on screen once it connects, so a message pushed before then still shows; what is not on screen waits for its next use', async () => {
    const serverMessages = ['Hi'];
    const reads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        reads.push(url);
        return new Response(JSON.stringify({ id: 'ava', email: 'ava@example.com', profile: null }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = createQueryClient();
    client.setQueryData(['/api/conversations', 'other'], ['old']);
    function Messages() {
      const { data } = useQuery({ queryKey: ['/api/conversations', 'c1', 'messages'], queryFn: async () => [...serverMessages] });
      return <p>{data?.join(', ')}</p>;
    }
    const view = render(
      <AppProvider queryClient={client}>
        <Messages />
      </AppProvider>,
    );
    await view.findByText('Hi');
    await waitFor(() => expect(reads).toContain('/api/auth/user'));
    // Sent while the screen was showing and the socket not yet up: nothing was pushed to this page.
    serverMessages.push('Are you here yet?');
    await act(async () => socket.connect());
    await view.findByText('Hi, Are you here yet?');
    await waitFor(() => expect(reads.filter((url) => url === '/api/auth/user')).toHaveLength(2));
    // Not on screen: marked for a fresh read when next shown, not read now.
    expect(client.getQueryState(['/api/conversations', 'other'])?.isInvalidated).toBe(true);
    expect(reads.filter((url) => url.includes('other'))).toHaveLength(0);
  });
});
