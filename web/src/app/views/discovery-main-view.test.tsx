import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import DiscoveryMainView from './discovery-main-view';

vi.mock('@/lib/socket', () => ({ connectSocket: () => new Promise(() => {}), disconnectSocket: () => {} }));

const VENUE = '3f1f7a4e-2a5b-4c51-9a0e-5b6a1c2d3e4f';
const SAM = '7d2b1c1e-8d3f-4a4e-9b0a-1c2d3e4f5a6b';
let blocked: boolean;

beforeEach(() => {
  blocked = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/checkin/current') return Response.json({ venue: { id: VENUE, name: 'The Velvet Room' } });
    if (url === '/api/discovery/current') return Response.json({ checkIn: { peopleHere: 3 } });
    if (url.startsWith('/api/discovery/profiles'))
      return Response.json([
        ...(blocked ? [] : [{ id: SAM, profile: { displayName: 'Sam', age: 29, bio: 'Climber', photos: [] } }]),
        { id: 'other', profile: { displayName: 'Kit', age: 31, bio: '', photos: [] } },
      ]);
    if (url === '/api/safety/block' && init?.method === 'POST') {
      blocked = true;
      return Response.json({ blocked: true }, { status: 201 });
    }
    return new Response('', { status: 404 });
  });
});

describe('Discovery card info: report or block', () => {
  it('the info panel offers report / block for the person on the card; a block moves past them', async () => {
    render(
      <ThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <DiscoveryMainView />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    await screen.findByRole('heading', { name: /Sam/ });
    expect(screen.queryByRole('button', { name: 'Report or block Sam' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report or block Sam' }));
    fireEvent.click(await screen.findByRole('button', { name: /Block Sam/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Block Sam?' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('heading', { name: /Kit/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Sam/ })).toBeNull();
  });
});
