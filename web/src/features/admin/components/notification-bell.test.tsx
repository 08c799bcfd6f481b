import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useAdminRealtime } from '../realtime';
import { NotificationBell } from './notification-bell';

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
const fakeSocket = {
  on: (event: string, fn: Listener) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(fn),
  off: (event: string, fn: Listener) => void listeners.get(event)?.delete(fn),
};
vi.mock('@/lib/socket', () => ({ connectSocket: () => Promise.resolve(fakeSocket), disconnectSocket: () => {} }));

let serverList: unknown[];
beforeEach(() => {
  listeners.clear();
  serverList = [{ id: 'n1', title: 'Old', message: 'Seen', priority: 'normal', isRead: true, createdAt: '2026-11-25T08:00:00Z' }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(serverList)),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  useAdminRealtime(true);
  return <NotificationBell />;
}

describe('live admin notifications', () => {
  it('a pushed notification raises the unread count without a reload; unsubscribes on unmount', async () => {
    const { unmount } = render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: 'Notifications' });
    const fresh = { id: 'n2', title: 'New report', message: 'Harassment reported', priority: 'critical', isRead: false, createdAt: '2026-11-25T09:00:00Z' };
    serverList = [fresh, ...serverList];
    await vi.waitFor(() => expect(listeners.get('admin:notification')?.size).toBe(1));
    act(() => listeners.get('admin:notification')!.forEach((fn) => fn(fresh)));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    // The same push twice (reconnect) is counted once.
    act(() => listeners.get('admin:notification')!.forEach((fn) => fn(fresh)));
    expect(screen.getByTestId('unread-count').textContent).toBe('1');
    unmount();
    await vi.waitFor(() => expect(listeners.get('admin:notification')?.size).toBe(0));
  });
});
