import { EventEmitter } from 'node:events';
import { jest } from '@jest/globals';
import { PresenceCache } from './presence-cache.js';

// The announcements themselves travel over Redis pub/sub from the gateway, exercised end to end in
// gateway/test/push.int-spec.ts; here only the bookkeeping around them.
class Listener extends EventEmitter {
  connect = async () => undefined;
  subscribe = async () => undefined;
  disconnect = () => undefined;
}

async function cache(ttlMs = 1000): Promise<{ cache: PresenceCache; listener: Listener }> {
  const listener = new Listener();
  const redis = { duplicate: () => listener };
  const presence = new PresenceCache(redis as never, { redisPrefix: 't:' } as never, { PRESENCE_CACHE_MS: ttlMs } as never, { warn: () => undefined } as never);
  await presence.onModuleInit();
  return { cache: presence, listener };
}

afterEach(() => jest.useRealTimers());

test('"online" is kept for its lifetime, then asked again', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const { cache: c } = await cache(1000);
  expect(c.isOnline('u1')).toBe(false);
  c.keepOnline('u1', c.stamp());
  expect(c.isOnline('u1')).toBe(true);
  jest.setSystemTime(1_000_999);
  expect(c.isOnline('u1')).toBe(true);
  jest.setSystemTime(1_001_000);
  expect(c.isOnline('u1')).toBe(false);
});

test("a closed socket announced by a gateway drops that person's answer at once, and only theirs", async () => {
  const { cache: c, listener } = await cache();
  c.keepOnline('u1', c.stamp());
  c.keepOnline('u2', c.stamp());
  listener.emit('message', 't:presence-ended', 'u1');
  expect(c.isOnline('u1')).toBe(false);
  expect(c.isOnline('u2')).toBe(true);
});

test('an answer read while a socket closed is not kept', async () => {
  const { cache: c, listener } = await cache();
  const before = c.stamp();
  listener.emit('message', 't:presence-ended', 'someone-else');
  c.keepOnline('u1', before);
  expect(c.isOnline('u1')).toBe(false);
});

test('nothing is kept or served while the listener is down, and what was kept is dropped', async () => {
  const { cache: c, listener } = await cache();
  c.keepOnline('u1', c.stamp());
  listener.emit('close');
  expect(c.isOnline('u1')).toBe(false);
  c.keepOnline('u1', c.stamp());
  expect(c.isOnline('u1')).toBe(false);
  listener.emit('ready');
  expect(c.isOnline('u1')).toBe(false);
  c.keepOnline('u1', c.stamp());
  expect(c.isOnline('u1')).toBe(true);
});

test('a lifetime of 0 turns the cache off', async () => {
  const { cache: c } = await cache(0);
  c.keepOnline('u1', c.stamp());
  expect(c.isOnline('u1')).toBe(false);
});
