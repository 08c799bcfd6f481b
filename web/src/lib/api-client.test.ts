import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, NETWORK_ERROR_MESSAGE, serverMessage } from './api-client';

function mockFetch(impl: (url: string, init?: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

const ctx = (queryKey: readonly unknown[]) => ({ queryKey, signal: new AbortController().signal }) as never;

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies and a JSON body only when there is data', async () => {
    const fetchMock = mockFetch(async () => new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/likes', { toUserId: 'u1' });
    await apiRequest('POST', '/api/meeting-session/s1/extend');

    const [, withBody] = fetchMock.mock.calls[0];
    expect(withBody?.credentials).toBe('include');
    expect(withBody?.body).toBe('{"toUserId":"u1"}');
    expect((withBody?.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    const [, withoutBody] = fetchMock.mock.calls[1];
    expect(withoutBody?.credentials).toBe('include');
    expect(withoutBody?.body).toBeUndefined();
    expect(withoutBody?.headers).toBeUndefined();
  });

  it('raises "<status>: <body text>" for a failed response', async () => {
    mockFetch(async () => new Response('{"message":"Email already registered"}', { status: 409, statusText: 'Conflict' }));
    const err = await apiRequest('POST', '/api/auth/register', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('409: {"message":"Email already registered"}');
    expect(serverMessage(err, 'fallback')).toBe('Email already registered');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/matches')).rejects.toThrow('503: Service Unavailable');
  });

  it('reports an unreachable server with the spec message verbatim', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('GET', '/api/matches')).rejects.toThrow('Network error: Unable to connect to server. Please check your connection.');
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error: Unable to connect to server. Please check your connection.');
  });

  it('sends FormData as multipart, untouched', async () => {
    const fetchMock = mockFetch(async () => new Response('{}', { status: 201 }));
    const form = new FormData();
    form.append('photo', new Blob(['x']), 'a.jpg');
    await apiRequest('POST', '/api/profile/photos', form);
    expect(fetchMock.mock.calls[0][1]?.body).toBe(form);
    expect(fetchMock.mock.calls[0][1]?.headers).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('GETs the path made by joining the query key with "/"', async () => {
    const fetchMock = mockFetch(async () => new Response('[{"id":"m1"}]', { status: 200 }));
    const data = await getQueryFn({ on401: 'throw' })(ctx(['/api/discovery/profiles', 'venue-7']));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/discovery/profiles/venue-7');
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
    expect(data).toEqual([{ id: 'm1' }]);
  });

  it('throws on 401 by default', async () => {
    mockFetch(async () => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
  });

  it('yields null on 401 in returnNull mode, but still throws other failures', async () => {
    mockFetch(async () => new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/auth/user']))).resolves.toBeNull();

    mockFetch(async () => new Response('boom', { status: 500 }));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/auth/user']))).rejects.toThrow('500: boom');
  });
});
