import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { PersonSafetyButton } from './safety-actions';

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
    if (url === '/api/conversations') return Response.json(blocked ? [] : [{ id: 'c1' }]);
    if (url === '/api/matches') return Response.json(blocked ? [] : [{ id: 'm1' }]);
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
  it('after a block the conversation and match lists are read again (the person is gone) and the screen hears of it', async () => {
    const onBlocked = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Lists />
        <PersonSafetyButton person={BOB} onBlocked={onBlocked} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1 conversations, 1 matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report or block Bob' }));
    fireEvent.click(await screen.findByRole('button', { name: /Block Bob/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Block Bob?' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('0 conversations, 0 matches')).toBeTruthy();
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });
});
