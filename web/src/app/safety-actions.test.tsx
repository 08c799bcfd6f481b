import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { SafetyBlockedPayload } from '@converge/contracts';
import { PersonSafetyButton, useAfterBlock } from './safety-actions';

// No real websocket in unit tests.
vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

const BOB = { userId: '7d2b1c1e-8d3f-4a4e-9b0a-1c2d3e4f5a6b', displayName: 'Bob' };
let blocked: boolean;

beforeEach(() => {
  blocked = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/safety/block' && init?.method === 'POST') {
      blocked = true;
      return Response.json({ blocked: true }, { status: 201 });
    }
    // The chat and matching services learn of the block a moment later: their lists still hold Bob.
    if (url === '/api/conversations')
      return Response.json([
        { id: 'c1', user1Id: 'me', user1: { id: 'me' }, user2: { id: BOB.userId } },
        { id: 'c2', user1Id: 'me', user1: { id: 'me' }, user2: { id: 'someone-else' } },
      ]);
    if (url === '/api/matches') return Response.json([{ id: 'm1', userA: { id: BOB.userId }, userB: { id: 'me' } }]);
    return new Response('', { status: 404 });
  });
});

function Lists() {
  const conversations = useQuery<unknown[]>({ queryKey: ['/api/conversations'] });
  const matches = useQuery<unknown[]>({ queryKey: ['/api/matches'] });
  return (
    <p>
      {conversations.data?.length ?? '…'} conversations, {matches.data?.length ?? '…'} matches
    </p>
  );
}

describe('Report / block composed into other screens', () => {
  it('after a block the person leaves the conversation and match lists at once, even while the services still list them', async () => {
    const onBlocked = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Lists />
        <PersonSafetyButton person={BOB} onBlocked={onBlocked} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('2 conversations, 1 matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report or block Bob' }));
    fireEvent.click(await screen.findByRole('button', { name: /Block Bob/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Block Bob?' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('1 conversations, 0 matches')).toBeTruthy();
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(blocked).toBe(true);
    // The lists were read again, and what came back (still with Bob) is kept without him.
    await new Promise((r) => setTimeout(r, 50));
    expect(vi.mocked(fetch).mock.calls.filter(([u]) => u === '/api/conversations').length).toBe(2);
    expect(screen.getByText('1 conversations, 0 matches')).toBeTruthy();
  });

  it('the person blocked is not told who: the match and the conversation the push names by id leave the lists', async () => {
    const CAROL = 'c0a7e1b2-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
    vi.mocked(fetch).mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/conversations')
        return Response.json([
          { id: 'c9', matchId: 'm9', user1Id: 'me', user1: { id: 'me' }, user2: { id: CAROL } },
          { id: 'c2', user1Id: 'me', user1: { id: 'me' }, user2: { id: 'someone-else' } },
        ]);
      if (url === '/api/matches') return Response.json([{ id: 'm9', userA: { id: CAROL }, userB: { id: 'me' } }]);
      return new Response('', { status: 404 });
    });
    function BlockedByThem({ push }: { push: SafetyBlockedPayload }) {
      const afterBlock = useAfterBlock();
      return <button onClick={() => afterBlock(push)}>safety:blocked</button>;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Lists />
        <BlockedByThem push={{ matchId: 'm9', conversationId: 'c9' }} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('2 conversations, 1 matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'safety:blocked' }));
    expect(await screen.findByText('1 conversations, 0 matches')).toBeTruthy();
    // Read again (still listing them, as the services learn of the block a moment later): kept without them.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('1 conversations, 0 matches')).toBeTruthy();
  });
});
