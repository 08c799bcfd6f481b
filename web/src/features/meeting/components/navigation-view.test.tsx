import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { createQueryClient } from '@/lib/query-client';
import { matchState, type Match } from '@/stores/active-match';
import { NavigationView } from './navigation-view';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

const match = (phone: string | null): Match => ({
  id: 'm1',
  isActive: true,
  createdAt: new Date().toISOString(),
  userA: { id: 'me', profile: { displayName: 'Me', photos: [], age: 30, bio: '' } },
  userB: { id: 'them', profile: { displayName: 'Robin', photos: [], age: 31, bio: '' } },
  currentUserId: 'me',
  venue: { id: 'v1', name: 'The Copper Room', meetPoints: ['Main Bar'], meetPointKeys: [null], phone },
  meetPoint: null,
  meetPointKey: null,
  conversationId: null,
});

function renderWith(m: Match) {
  matchState.setActiveMatch(m);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/matches') return Response.json([m]);
    if (url.startsWith('/api/meeting-session/check')) return Response.json(null);
    if (url === '/api/auth/user') return Response.json(null);
    return new Response('', { status: 404 });
  });
  const router = createMemoryRouter([{ path: '/app/navigation', element: <NavigationView /> }], { initialEntries: ['/app/navigation?match=m1'] });
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => matchState.reset());

describe('Call Venue', () => {
  it('dials the venue when it has a phone number', async () => {
    renderWith(match('+44 20 7497 9504'));
    expect((await screen.findByRole('link', { name: 'Call Venue' })).getAttribute('href')).toBe('tel:+442074979504');
  });

  it('is not there when the venue has none', async () => {
    renderWith(match(null));
    await screen.findByRole('heading', { name: 'Find Robin' });
    expect(screen.queryByRole('link', { name: 'Call Venue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Call Venue' })).toBeNull();
  });
});

describe('a finished meeting', () => {
  it('offers to meet again instead of "Starting the meeting..." for ever', async () => {
    renderWith({ ...match(null), meetPoint: 'Main Bar' });
    expect(await screen.findByRole('heading', { name: 'Your meeting has ended' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meet again' })).toBeTruthy();
    expect(screen.queryByText('Starting the meeting...')).toBeNull();
  });
});
