import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { LeaveWhenBlocked } from './safety-actions';

/** A stand-in for the socket.io client: a way to push to the screen. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  return {
    connected: true,
    on(event: string, fn: (payload: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
    },
    off(event: string, fn: (payload: unknown) => void) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => h !== fn),
      );
    },
    emit() {},
    push(event: string, payload: unknown) {
      for (const fn of handlers.get(event) ?? []) fn(payload);
    },
  };
});
vi.mock('@/lib/socket', () => ({ connectSocket: () => Promise.resolve(socket), disconnectSocket: () => {} }));

describe('an open chat closes when a block parts the pair', () => {
  it('the person blocked, told only the conversation id, leaves it; a push about another conversation changes nothing', async () => {
    const leave = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LeaveWhenBlocked userId="ava" conversationId="c1" leave={leave} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(socket.connected).toBe(true));
    await act(async () => {
      await Promise.resolve();
    });
    act(() => socket.push('safety:blocked', { matchId: 'm2', conversationId: 'c2' }));
    expect(leave).not.toHaveBeenCalled();
    act(() => socket.push('safety:blocked', { matchId: 'm1', conversationId: 'c1' }));
    expect(leave).toHaveBeenCalledTimes(1);
    // The blocker's own devices are told the person's id: the same screen closes there too.
    act(() => socket.push('safety:blocked', { userId: 'ava', matchId: null, conversationId: null }));
    expect(leave).toHaveBeenCalledTimes(2);
  });
});
