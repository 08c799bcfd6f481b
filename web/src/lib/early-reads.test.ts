import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiJson } from './api-client';
import { earlyReadsFor, startEarlyRead } from './early-reads';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe("a screen's first reads, started at boot", () => {
  it("is the answer of the screen's first GET of the same URL: one request, not two", async () => {
    const fetch = vi.fn(async () => answer({ id: 'c1' }));
    vi.stubGlobal('fetch', fetch);
    startEarlyRead('/api/checkin/current');
    await expect(apiJson('GET', '/api/checkin/current')).resolves.toEqual({ id: 'c1' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is taken once: the next read of the URL asks the server again, and a write never takes it', async () => {
    const fetch = vi.fn(async () => answer({ n: fetch.mock.calls.length }));
    vi.stubGlobal('fetch', fetch);
    startEarlyRead('/api/conversations');
    await apiJson('POST', '/api/conversations', { x: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(apiJson('GET', '/api/conversations')).resolves.toEqual({ n: 1 });
    await expect(apiJson('GET', '/api/conversations')).resolves.toEqual({ n: 3 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('started on a stale signed-in hint and refused (401), is asked again once the person has signed in', async () => {
    const fetch = vi.fn(async () => (fetch.mock.calls.length === 1 ? new Response('{"message":"Please sign in"}', { status: 401 }) : answer({ id: 'c2' })));
    vi.stubGlobal('fetch', fetch);
    startEarlyRead('/api/safety/pin');
    await expect(apiJson('GET', '/api/safety/pin')).resolves.toEqual({ id: 'c2' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refused for want of a role the person has since taken (a business admin made on this screen), is asked again', async () => {
    const fetch = vi.fn(async () => (fetch.mock.calls.length === 1 ? new Response('{"code":"ADMIN_REQUIRED"}', { status: 403 }) : answer({ checkInsToday: 0 })));
    vi.stubGlobal('fetch', fetch);
    startEarlyRead('/api/admin/analytics');
    await expect(apiJson('GET', '/api/admin/analytics')).resolves.toEqual({ checkInsToday: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('that failed on the network is asked again by the screen, which gets the answer', async () => {
    const fetch = vi.fn(async () => {
      if (fetch.mock.calls.length === 1) throw new TypeError('Failed to fetch');
      return answer({ id: 'c3' });
    });
    vi.stubGlobal('fetch', fetch);
    startEarlyRead('/api/location-shares');
    await expect(apiJson('GET', '/api/location-shares')).resolves.toEqual({ id: 'c3' });
  });

  it('is not started once the app has already read the URL itself', async () => {
    const fetch = vi.fn(async () => answer(null));
    vi.stubGlobal('fetch', fetch);
    await apiJson('GET', '/api/matches');
    startEarlyRead('/api/matches');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads what the screen at the path reads first (a bare /app opens check-in)', () => {
    expect(earlyReadsFor('/app')).toEqual(['/api/checkin/current']);
    expect(earlyReadsFor('/app/checkin')).toEqual(['/api/checkin/current']);
    expect(earlyReadsFor('/conversations')).toEqual(['/api/conversations', '/api/message-requests', '/api/message-requests?folder=hidden']);
    expect(earlyReadsFor('/app/matches')).toEqual([]);
    expect(earlyReadsFor('/admin')).toEqual(['/api/admin/check', '/api/admin/analytics', '/api/admin/notifications', '/api/admin/actions?pageSize=50']);
  });
});
