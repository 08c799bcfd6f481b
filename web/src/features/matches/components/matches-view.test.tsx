import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { createQueryClient } from '@/lib/query-client';
import type { Match } from '@/stores/active-match';
import { MatchesView } from './matches-view';

const match = (conversationId: string | null): Match => ({
  id: 'm1',
  isActive: true,
  createdAt: new Date().toISOString(),
  userA: { id: 'me', profile: { displayName: 'Me', photos: [], age: 30, bio: '' } },
  userB: { id: 'them', profile: { displayName: 'Robin', photos: [], age: 31, bio: '' } },
  currentUserId: 'me',
  venue: { id: 'v1', name: 'The Copper Room', meetPoints: [], meetPointKeys: [], phone: null },
  meetPoint: null,
  meetPointKey: null,
  conversationId,
});

let lookup: unknown[];
let list: Match[];

beforeEach(() => {
  lookup = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/matches') return Response.json(list);
    if (url === '/api/conversations?matchId=m1') return Response.json(lookup);
    return new Response('', { status: 404 });
  });
});

function renderView(startConversation?: (userId: string) => Promise<{ id: string }>) {
  const router = createMemoryRouter(
    [
      { path: '/app', element: <MatchesView startConversation={startConversation} /> },
      { path: '/chat/:id', element: <p>chat screen</p> },
    ],
    { initialEntries: ['/app'] },
  );
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

describe('Matches → Chat', () => {
  it('looks the conversation up by matchId and opens /chat/{id}', async () => {
    list = [match(null)];
    lookup = [{ id: 'c-found' }];
    const start = vi.fn();
    const router = renderView(start);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    await screen.findByText('chat screen');
    expect(router.state.location.pathname).toBe('/chat/c-found');
    expect(start).not.toHaveBeenCalled();
  });

  it('without a conversation yet, starts one with the partner and shows "Opening..." meanwhile', async () => {
    list = [match(null)];
    let finish!: (v: { id: string }) => void;
    const start = vi.fn(() => new Promise<{ id: string }>((r) => (finish = r)));
    const router = renderView(start);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    const pending = await screen.findByRole('button', { name: 'Opening...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(start).toHaveBeenCalledWith('them'));
    finish({ id: 'c-new' });
    await screen.findByText('chat screen');
    expect(router.state.location.pathname).toBe('/chat/c-new');
  });

  it('a known conversationId opens straight away', async () => {
    list = [match('c-known')];
    const router = renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    await screen.findByText('chat screen');
    expect(router.state.location.pathname).toBe('/chat/c-known');
  });
});
