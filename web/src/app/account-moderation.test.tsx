import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import type { User } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { appView } from '@/stores/app-view';
import { AppProvider } from './provider';
import { routes } from './router';

// A stand-in socket: records handlers so a test can push what the gateway would.
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    connected: true,
    on: (event: string, fn: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(fn);
    },
    off: (event: string, fn: (payload: unknown) => void) => handlers.get(event)?.delete(fn),
    emit: () => {},
    io: { on: () => {}, off: () => {} },
  };
  return {
    handlers,
    socket,
    push: (event: string, payload: unknown) => handlers.get(event)?.forEach((fn) => fn(payload)),
    listening: (event: string) => (handlers.get(event)?.size ?? 0) > 0,
  };
});
vi.mock('@/lib/socket', () => ({ connectSocket: () => Promise.resolve(fake.socket), disconnectSocket: () => {} }));

const sam: User = {
  id: 'u1',
  email: 'sam@example.com',
  role: 'user',
  isBusinessAdmin: false,
  firstName: null,
  lastName: null,
  ageVerified: true,
  profile: { displayName: 'Sam', age: 29, photos: [] } as unknown as User['profile'],
};

beforeEach(() => {
  fake.handlers.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/user') return Response.json(sam);
      if (url === '/api/privacy/settings') return Response.json({ isIncognito: false });
      return new Response('', { status: 404, statusText: 'Not Found' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  appView.reset();
  act(() => resetToasts());
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('moderation decisions reach the person on any screen', () => {
  it('a warning shows its reason and leaves the person where they are', async () => {
    const router = renderAt('/app');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(fake.listening('account:warned')).toBe(true));
    act(() => fake.push('account:warned', { reason: 'Please keep messages respectful.' }));
    expect(await screen.findByText('Warning from Converge')).toBeTruthy();
    expect(screen.getByText('Please keep messages respectful.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('a suspension shows the message, signs out here and lands on the landing page', async () => {
    const router = renderAt('/app');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(fake.listening('account:suspended')).toBe(true));
    act(() =>
      fake.push('account:suspended', {
        message: 'Your account is suspended until 2 December 2026.',
        until: '2026-12-02T00:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Account suspended')).toBeTruthy();
    expect(screen.getByText('Your account is suspended until 2 December 2026.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Find Your Match' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('a ban from a page without a guard still goes to the landing page', async () => {
    const router = renderAt('/privacy-policy');
    await waitFor(() => expect(fake.listening('account:suspended')).toBe(true));
    act(() => fake.push('account:suspended', { message: 'Your account has been banned.', until: null }));
    expect(await screen.findByText('Account banned')).toBeTruthy();
    expect(screen.getByText('Your account has been banned.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Find Your Match' })).toBeTruthy();
  });

  it('signed out, nothing listens (no socket for visitors)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 401 })));
    renderAt('/');
    await screen.findByRole('link', { name: 'Find Your Match' });
    expect(fake.listening('account:suspended')).toBe(false);
  });
});
