import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { appView } from '@/stores/app-view';
import { renderAppAt, stubApi, testUser } from '@/test/render-app';

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

beforeEach(() => {
  fake.handlers.clear();
  stubApi({ 'GET /api/auth/user': () => Response.json(testUser()), 'GET /api/privacy/settings': () => Response.json({ isIncognito: false }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  appView.reset();
  act(() => resetToasts());
});

const renderAt = (path: string) => renderAppAt(path).router;

describe('moderation decisions reach the person on any screen', () => {
  it('a warning shows its reason and leaves the person where they are', async () => {
    const router = renderAt('/app/matches');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(fake.listening('account:warned')).toBe(true));
    act(() => fake.push('account:warned', { reason: 'Please keep messages respectful.' }));
    expect(await screen.findByText('Warning from Converge')).toBeTruthy();
    expect(screen.getByText('Please keep messages respectful.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/matches');
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    renderAt('/');
    await screen.findByRole('link', { name: 'Find Your Match' });
    expect(fake.listening('account:suspended')).toBe(false);
  });
});
