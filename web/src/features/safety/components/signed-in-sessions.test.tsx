import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInSessions as Sessions } from '@converge/contracts';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { durationWords, SignedInSessions } from './signed-in-sessions';

const day = 86_400_000;
const created = new Date(Date.UTC(2026, 10, 1, 9, 0));
const format = (ms: number) => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(ms));
let answer: Sessions;
let calls: Array<{ method: string; url: string }>;

beforeEach(() => {
  resetToasts();
  calls = [];
  answer = {
    idleTimeoutSeconds: 14 * 86_400,
    absoluteLifetimeSeconds: 30 * 86_400,
    sessions: [
      {
        id: 'here',
        current: true,
        createdAt: created.toISOString(),
        lastActiveAt: new Date(+created + 2 * day).toISOString(),
        idleExpiresAt: new Date(+created + 16 * day).toISOString(),
        expiresAt: new Date(+created + 30 * day).toISOString(),
      },
      {
        id: 'other',
        current: false,
        createdAt: new Date(+created - day).toISOString(),
        lastActiveAt: new Date(+created - day).toISOString(),
        idleExpiresAt: new Date(+created + 13 * day).toISOString(),
        expiresAt: new Date(+created + 29 * day).toISOString(),
      },
    ],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = { method: init?.method ?? 'GET', url: String(input) };
    calls.push(call);
    if (call.method === 'GET' && call.url === '/api/auth/sessions') return Response.json(answer);
    if (call.method === 'DELETE' && call.url === '/api/auth/sessions/other') return Response.json({ ended: true });
    return new Response('', { status: 404 });
  });
});

afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
});

function renderSessions() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignedInSessions />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Safety Center: where you are signed in', () => {
  it('shows each session with when it ends if unused and at the latest', async () => {
    renderSessions();
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const [here, other] = within(list).getAllByRole('listitem');
    expect(here.textContent).toContain('This device');
    expect(here.textContent).toContain(`Ends if unused: ${format(+created + 16 * day)}`);
    expect(here.textContent).toContain(`Ends at the latest: ${format(+created + 30 * day)}`);
    expect(other.textContent).toContain(`Ends at the latest: ${format(+created + 29 * day)}`);
    expect(screen.getByText(/ends after 14 days without use, and 30 days after signing in/)).toBeTruthy();
    // The current session is signed out with the app's own Sign out, not from this list.
    expect(within(here).queryByRole('button')).toBeNull();
  });

  it('signs another device out', async () => {
    renderSessions();
    fireEvent.click(await screen.findByRole('button', { name: `Sign out the session from ${format(+created - day)}` }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/auth/sessions/other' });
    expect(await screen.findByText('Signed out')).toBeTruthy();
  });

  it('words lifetimes', () => {
    expect(durationWords(14 * 86_400)).toBe('14 days');
    expect(durationWords(3_600)).toBe('1 hour');
  });
});
