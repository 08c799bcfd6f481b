import { EventEmitter } from 'node:events';
import { jest } from '@jest/globals';
import type { UserView } from '@converge/contracts';
import { AuthCache } from './auth-cache.js';

// The revocation channel itself is Redis pub/sub, exercised with two real gateways in
// gateway/test/session-replicas.int-spec.ts; here only the bookkeeping around it.
class Listener extends EventEmitter {
  connect = async () => undefined;
  subscribe = async () => undefined;
  disconnect = () => undefined;
}

async function cache(ttlMs = 1000): Promise<{ cache: AuthCache; listener: Listener; published: string[] }> {
  const listener = new Listener();
  const published: string[] = [];
  const redis = { duplicate: () => listener, publish: async (_channel: string, message: string) => void published.push(message) };
  const logger = { warn: () => undefined };
  const authCache = new AuthCache(redis as never, { redisPrefix: 't:' } as never, { AUTH_CACHE_MS: ttlMs } as never, logger as never);
  await authCache.onModuleInit();
  return { cache: authCache, listener, published };
}

const session = (id: string, userId = 'u1') => ({ id, userId, createdAt: new Date().toISOString() });
const view = { id: 'u1' } as UserView;

afterEach(() => jest.useRealTimers());

test('a session is kept for at most a second', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const { cache: c } = await cache(5000); // more than a second is asked for: a second it is
  c.keepSession(session('s1'), c.stamp());
  expect(c.session('s1')?.id).toBe('s1');
  jest.setSystemTime(1_000_999);
  expect(c.session('s1')?.id).toBe('s1');
  jest.setSystemTime(1_001_000);
  expect(c.session('s1')).toBeUndefined();
});

test('an end announced here or by another replica drops the copy; a person ended drops all their sessions and their view', async () => {
  const { cache: c, listener, published } = await cache();
  c.keepSession(session('s1'), c.stamp());
  c.keepSession(session('s2'), c.stamp());
  c.keepSession(session('s3', 'u2'), c.stamp());
  c.keepView('u1', view, c.stamp());
  await c.sessionEnded('s1');
  expect(published).toEqual(['s:s1']);
  expect(c.session('s1')).toBeUndefined();
  expect(c.session('s2')).toBeDefined();
  listener.emit('message', 't:auth-revocations', 'u:u1');
  expect(c.session('s2')).toBeUndefined();
  expect(c.view('u1')).toBeUndefined();
  expect(c.session('s3')).toBeDefined();
});

test('a read in flight while a revocation arrived is not kept', async () => {
  const { cache: c, listener } = await cache();
  const before = c.stamp();
  listener.emit('message', 't:auth-revocations', 's:other');
  c.keepSession(session('s1'), before);
  expect(c.session('s1')).toBeUndefined();
  const viewBefore = c.stamp();
  listener.emit('message', 't:auth-revocations', 'v:someone');
  c.keepView('u1', view, viewBefore);
  expect(c.view('u1')).toBeUndefined();
});

test('nothing is served while the listener is down, and what was kept before is gone when it is back', async () => {
  const { cache: c, listener } = await cache();
  c.keepSession(session('s1'), c.stamp());
  listener.emit('close');
  expect(c.session('s1')).toBeUndefined();
  c.keepSession(session('s2'), c.stamp());
  expect(c.session('s2')).toBeUndefined();
  listener.emit('ready');
  expect(c.session('s1')).toBeUndefined();
  c.keepSession(session('s3'), c.stamp());
  expect(c.session('s3')).toBeDefined();
});

test('AUTH_CACHE_MS=0 keeps nothing and publishes nothing', async () => {
  const { cache: c, published } = await cache(0);
  c.keepSession(session('s1'), c.stamp());
  expect(c.session('s1')).toBeUndefined();
  await c.sessionEnded('s1');
  expect(published).toEqual([]);
});
