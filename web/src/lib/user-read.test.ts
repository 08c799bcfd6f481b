import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from './auth';
import { startUserRead } from './user-read';

const ava = { id: 'u1', email: 'ava@example.com', profile: null };
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the first read of who is signed in', () => {
  it('started before the app, is the answer of the app’s first user query: one request, not two', async () => {
    const fetch = vi.fn(async () => answer(ava));
    vi.stubGlobal('fetch', fetch);
    startUserRead();
    const client = new QueryClient();
    await expect(client.fetchQuery(userQueryOptions)).resolves.toEqual(ava);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is taken once: a later read (after sign-in or sign-out) asks the server again', async () => {
    const fetch = vi.fn(async () => answer(ava));
    vi.stubGlobal('fetch', fetch);
    startUserRead();
    await new QueryClient().fetchQuery(userQueryOptions);
    await new QueryClient().fetchQuery(userQueryOptions);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('signed out (204) reads as nobody', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    startUserRead();
    await expect(new QueryClient().fetchQuery(userQueryOptions)).resolves.toBeNull();
  });
});
