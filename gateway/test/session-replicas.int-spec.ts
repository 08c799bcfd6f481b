import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import { IdentityModule } from '@converge/identity';
import { Naming, REDIS } from '@converge/platform';
import { startExtraGateway, startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { publishEvent, registeredPerson, type Person } from './support/people.js';

/**
 * Each gateway replica keeps what it just read of a session and of "who am I" for up to a second
 * (auth/auth-cache.ts). Two real gateway processes on one namespace: whatever ends a session on one
 * (sign-out, sign-out everywhere, deletion, suspension) is refused by the other within a second, and
 * a change the person made through one is what the other answers next.
 */
let stack: GatewayTestStack;
let second: { baseUrl: string; gateway: ChildProcess };

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule], { ARGON2_MEMORY_KIB: '19456', REGISTER_MAX_PER_IP: '1000' });
  second = await startExtraGateway();
}, 60_000);

afterAll(async () => {
  const exited = new Promise((resolve) => (second?.gateway.exitCode !== null ? resolve(null) : second.gateway.once('exit', resolve)));
  second?.gateway.kill('SIGTERM');
  await exited;
  await stack?.close();
});

/** The same browser (cookie) talking to the other replica. */
function onSecond(client: TestClient): TestClient {
  return {
    get cookie() {
      return client.cookie;
    },
    request: async (method, path, body, headers = {}) => {
      const response = await fetch(`${second.baseUrl}${path}`, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(client.cookie ? { cookie: client.cookie } : {}), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
  };
}

/** Both replicas answer "who am I" (so each holds its copy), then `revoke`; ms until the second refuses. */
async function refusedBySecondAfter(client: TestClient, revoke: () => Promise<void>): Promise<number> {
  const other = onSecond(client);
  for (let i = 0; i < 3; i++) expect((await other.request('GET', '/api/auth/user')).status).toBe(200);
  await revoke();
  const start = Date.now();
  while (Date.now() - start < 3000) {
    if ((await other.request('GET', '/api/auth/user')).status === 401) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

/** Another browser signed in to the same account. */
async function secondDevice(person: Person): Promise<TestClient> {
  const device = stack.client();
  expect((await device.request('POST', '/api/auth/signin', { email: person.email, password: 'correct horse battery' })).status).toBe(200);
  return device;
}

test('signing out on one replica is refused by the other within a second', async () => {
  const ava = await registeredPerson(stack, 'Ava');
  const cookie = ava.cookie;
  const waited = await refusedBySecondAfter({ cookie, request: ava.request }, async () => {
    expect((await ava.request('POST', '/api/auth/logout')).status).toBe(204);
  });
  expect(waited).toBeLessThan(1000);
});

test('signing out everywhere on one replica ends the other devices on the other replica within a second', async () => {
  const ben = await registeredPerson(stack, 'Ben');
  const phone = await secondDevice(ben);
  const waited = await refusedBySecondAfter(phone, async () => {
    expect((await ben.request('POST', '/api/auth/logout-everywhere')).status).toBe(204);
  });
  expect(waited).toBeLessThan(1000);
});

test('ending one other session from the session list is refused by the other replica within a second', async () => {
  const cat = await registeredPerson(stack, 'Cat');
  const phone = await secondDevice(cat);
  const sessions = (await cat.request('GET', '/api/auth/sessions')).body.sessions as Array<{ id: string; current: boolean }>;
  const phoneSession = sessions.find((s) => !s.current)!;
  const waited = await refusedBySecondAfter(phone, async () => {
    expect((await cat.request('DELETE', `/api/auth/sessions/${phoneSession.id}`)).status).toBe(200);
  });
  expect(waited).toBeLessThan(1000);
});

test('deleting the account on one replica is refused by the other within a second', async () => {
  const dan = await registeredPerson(stack, 'Dan');
  const phone = await secondDevice(dan);
  const waited = await refusedBySecondAfter(phone, async () => {
    expect((await dan.request('DELETE', '/api/privacy/delete-account')).status).toBe(200);
  });
  expect(waited).toBeLessThan(1000);
});

test('a suspension (the moderation event every replica receives) is refused by both replicas within a second', async () => {
  const eve = await registeredPerson(stack, 'Eve');
  const phone = await secondDevice(eve);
  expect((await eve.request('GET', '/api/auth/user')).status).toBe(200);
  const waited = await refusedBySecondAfter(phone, async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await publishEvent(stack, 'UserSuspended', {
      userId: eve.userId,
      until,
      banned: false,
      reason: 'Harassment',
      caseId: null,
      decidedBy: randomUUID(),
      decidedAt: new Date().toISOString(),
    });
  });
  expect(waited).toBeLessThan(1000);
  expect((await eve.request('GET', '/api/auth/user')).status).toBe(401);
});

test('a session removed behind both replicas (no broadcast: an idle timeout) is refused by both a second later', async () => {
  const fay = await registeredPerson(stack, 'Fay');
  const phone = onSecond(fay);
  const redis = stack.services[0]!.get<Redis>(REDIS);
  const key = `${stack.services[0]!.get(Naming).redisPrefix}sess:${decodeURIComponent(fay.cookie!.split('=')[1]!)}`;
  // Both replicas hold their copy, read before the removal.
  for (let i = 0; i < 3; i++) {
    expect((await fay.request('GET', '/api/auth/user')).status).toBe(200);
    expect((await phone.request('GET', '/api/auth/user')).status).toBe(200);
  }
  expect(await redis.del(key)).toBe(1);
  // No replica hears of it: each copy lapses at most a second after it was read, so any request that
  // starts a second after the removal is refused. (Timed from the request's start, not its answer,
  // so that a slow machine's request time does not count against the copy.)
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [first, other] = await Promise.all([fay.request('GET', '/api/auth/user'), phone.request('GET', '/api/auth/user')]);
  expect([first.status, other.status]).toEqual([401, 401]);
});

test('a change made through one replica is what the other answers next', async () => {
  const gus = await registeredPerson(stack, 'Gus');
  const other = onSecond(gus);
  expect((await other.request('GET', '/api/auth/user')).body.profile.displayName).toBe('Gus');
  expect((await gus.request('PUT', '/api/profile', { displayName: 'Gustav' })).status).toBe(200);
  // The very next request, not a second later.
  expect((await other.request('GET', '/api/auth/user')).body.profile.displayName).toBe('Gustav');
  expect((await gus.request('GET', '/api/auth/user')).body.profile.displayName).toBe('Gustav');
});
