import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscoveryChangedPush } from '@converge/contracts';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { DiscoveryView } from './discovery-view';

/** A stand-in for the socket.io client: what the screen emits, and a way to push to it. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  return {
    connected: true,
    emitted: [] as Array<[string, unknown]>,
    on(event: string, fn: (payload: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
    },
    off(event: string, fn: (payload: unknown) => void) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => h !== fn),
      );
    },
    emit(event: string, payload: unknown) {
      this.emitted.push([event, payload]);
    },
    push(event: string, payload: unknown) {
      for (const fn of handlers.get(event) ?? []) fn(payload);
    },
    reset() {
      handlers.clear();
      this.emitted = [];
    },
  };
});
vi.mock('@/lib/socket', () => ({ connectSocket: () => Promise.resolve(socket), disconnectSocket: () => {} }));

const VENUE = '3f1f7a4e-2a5b-4c51-9a0e-5b6a1c2d3e4f';
const card = (id: string, displayName: string, photos: string[] = []) => ({ id, profile: { displayName, age: 29, bio: `${displayName}'s bio`, photos, isVerified: id === 'sam' } });
let people: ReturnType<typeof card>[];
let incognito: boolean;
let profileReads: number;
const sent: Array<{ url: string; method: string; body: unknown }> = [];

beforeEach(() => {
  socket.reset();
  sent.length = 0;
  profileReads = 0;
  incognito = false;
  people = [card('sam', 'Sam', ['/p/sam-1.jpg', '/p/sam-2.jpg', '/p/sam-3.jpg'])];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url === '/api/checkin/current') return Response.json({ venue: { id: VENUE, name: 'The Velvet Room' } });
    if (url === '/api/discovery/current') return Response.json({ checkIn: { peopleHere: people.length } });
    if (url.startsWith('/api/discovery/profiles')) {
      profileReads += 1;
      return Response.json(people);
    }
    if (url === '/api/auth/user') return Response.json({ id: 'me', profile: { isIncognito: incognito, lookingFor: ['Everyone'] } });
    if (url === '/api/privacy/settings') return Response.json({ isIncognito: incognito });
    if (url === '/api/privacy/incognito') {
      incognito = (JSON.parse(String(init!.body)) as { enabled: boolean }).enabled;
      return Response.json({ isIncognito: incognito });
    }
    if (url === '/api/discovery/filters') return Response.json(method === 'PUT' ? JSON.parse(String(init!.body)) : { ageMin: 18, ageMax: 99, verifiedOnly: false });
    if (url === '/api/profile') return Response.json({ ok: true });
    if (url === '/api/passes' || url === '/api/likes') return Response.json(url === '/api/likes' ? { liked: true, matched: false } : { passed: true });
    return new Response('', { status: 404 });
  });
});

function renderView() {
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <DiscoveryView />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('Discovery is live', () => {
  it('watches the venue room, and an arrival pushed over the socket joins the stack without Refresh', async () => {
    people = [];
    renderView();
    expect(await screen.findByRole('heading', { name: 'No one new here yet' })).toBeTruthy();
    expect(screen.getByText('0 people here')).toBeTruthy();
    expect(socket.emitted).toContainEqual(['discovery:watch', { venueId: VENUE }]);

    people = [card('kit', 'Kit')];
    const push: DiscoveryChangedPush = { venueId: VENUE, change: 'arrived', reason: 'checked_in', userId: 'kit', at: new Date().toISOString() };
    act(() => socket.push('discovery:changed', push));
    expect(await screen.findByRole('heading', { name: /Kit/ })).toBeTruthy();
    expect(await screen.findByText('1 person here')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('after the last pass the card goes and the empty state shows', async () => {
    renderView();
    await screen.findByRole('heading', { name: /Sam/ });
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('heading', { name: 'No more profiles' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Sam/ })).toBeNull();
    expect(screen.getByText(/You've seen everyone here for now/)).toBeTruthy();
    // A later refetch (a push about someone else) does not bring the passed card back on this screen.
    const reads = profileReads;
    act(() => socket.push('discovery:changed', { venueId: VENUE, change: 'left', reason: 'checked_out', userId: 'x', at: '' }));
    await vi.waitFor(() => expect(profileReads).toBeGreaterThan(reads));
    expect(screen.queryByRole('heading', { name: /Sam/ })).toBeNull();
  });

  it('shows every photo (next / previous) and the info view adds venue and Verified', async () => {
    renderView();
    expect((await screen.findByRole('img', { name: "Sam's photo 1 of 3" })).getAttribute('src')).toBe('/p/sam-1.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: "Sam's photo 2 of 3" }).getAttribute('src')).toBe('/p/sam-2.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: "Sam's photo 1 of 3" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByText('Checked in at The Velvet Room')).toBeTruthy();
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
  });

  it('Incognito is the server setting: a toast and a visible state', async () => {
    renderView();
    await screen.findByRole('heading', { name: /Sam/ });
    fireEvent.click(screen.getByRole('button', { name: 'Incognito' }));
    expect(await screen.findByText('Incognito enabled')).toBeTruthy();
    expect(sent).toContainEqual({ url: '/api/privacy/incognito', method: 'POST', body: { enabled: true } });
    expect(screen.getByRole('button', { name: 'Incognito on' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/You're hidden from discovery here/)).toBeTruthy();
  });

  it('Filters are real controls saved to the server', async () => {
    renderView();
    await screen.findByRole('heading', { name: /Sam/ });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(await screen.findByRole('slider', { name: 'Minimum age' }), { target: { value: '25' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum age' }), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Verified only' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Women' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Filters saved')).toBeTruthy();
    expect(sent).toContainEqual({ url: '/api/discovery/filters', method: 'PUT', body: { ageMin: 25, ageMax: 40, verifiedOnly: true } });
    expect(sent).toContainEqual({ url: '/api/profile', method: 'PUT', body: { lookingFor: ['Women'] } });
  });
});
