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

describe('a re-read of who is signed in that cannot reach the server', () => {
  const answering = (reply: () => Promise<Response>) => vi.stubGlobal('fetch', vi.fn(reply));
  const unreachable = () =>
    answering(async () => {
      throw new TypeError('Failed to fetch');
    });
  /** A client that has read Ava as signed in. */
  const signedInAsAva = async () => {
    answering(async () => answer(ava));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(userQueryOptions);
    return client;
  };

  it('keeps the person already signed in (no network is not signed out)', async () => {
    const client = await signedInAsAva();
    unreachable();
    await expect(client.fetchQuery({ ...userQueryOptions, staleTime: 0 })).rejects.toThrow('Failed to fetch');
    expect(client.getQueryData(userQueryOptions.queryKey)).toEqual(ava);
  });

  it('still reads as nobody when there is no one yet (the landing page shows with the backend down)', async () => {
    unreachable();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(userQueryOptions)).resolves.toBeNull();
  });

  it('signs out a person the server says is signed out (401), network or not', async () => {
    const client = await signedInAsAva();
    answering(async () => new Response(null, { status: 401 }));
    await expect(client.fetchQuery({ ...userQueryOptions, staleTime: 0 })).resolves.toBeNull();
  });
});
