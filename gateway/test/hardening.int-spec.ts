import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { io as ioClient, type Socket } from 'socket.io-client';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { ChatModule } from '@converge/chat';
import { SafetyModule } from '@converge/safety';
import { AdminModule } from '@converge/admin';
import * as contracts from '@converge/contracts';
import { DEFAULT_MEET_POINTS } from '@converge/contracts';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { insertVenue } from './support/venues.js';
import { gatewayRouteTable } from './support/route-table.js';
import { registeredPerson, type Person } from './support/people.js';
import { eventually, staysTrue } from '@converge/platform';

/**
 * What an attacker or a careless client sends must answer 4xx with the
 * project's `{code, message, fields?}` body, never a 500 (real services, real Postgres/Redis/NATS).
 */
let stack: GatewayTestStack;
let venueId: string;
const SERVICE_NAMES = ['identity', 'venue', 'matching', 'chat', 'safety', 'admin'] as const;
const db = (service: (typeof SERVICE_NAMES)[number]) => stack.services[SERVICE_NAMES.indexOf(service)]!.get(DataSource);

let a: Person;
let b: Person;
let conversationId: string;
let matchId: string;

/** Registers, verifies age, creates a profile and checks in at the venue, all over HTTP. */
const person = (name: string): Promise<Person> => registeredPerson(stack, name, { venueId });

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, ChatModule, SafetyModule, AdminModule], { ...MANY_PEOPLE, SIGNIN_MAX_PER_IP: '8' });
  ({ id: venueId } = await insertVenue(db('venue'), { name: 'Hard Harbour' }));
  [a, b] = [await person('Ava'), await person('Ben')];
  const sees = async (viewer: Person, other: Person) =>
    ((await viewer.request('GET', `/api/discovery/profiles?venueId=${venueId}`)).body as Array<{ id: string }>).some((p) => p.id === other.userId);
  await eventually('both in discovery', async () => (await sees(a, b)) && (await sees(b, a)));
  await a.request('POST', '/api/likes', { toUserId: b.userId, venueId });
  const liked = await b.request('POST', '/api/likes', { toUserId: a.userId, venueId });
  expect(liked.body).toMatchObject({ matched: true });
  matchId = liked.body.matchId;
  await eventually('conversation open', async () => (await a.request('GET', '/api/conversations')).body.length === 1);
  conversationId = (await a.request('GET', '/api/conversations')).body[0].id;
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const expectProjectError = (res: { status: number; body: any }) => {
  expect(typeof res.body?.code).toBe('string');
  expect(typeof res.body?.message).toBe('string');
  expect(Object.keys(res.body).every((k) => ['code', 'message', 'fields', 'issues'].includes(k))).toBe(true);
};

describe('NUL bytes and lone surrogates answer 400 with a message a person understands', () => {
  // Every route the issue lists, plus safety, live and verification; each case is valid but for `bad`.
  const bodyCases = (bad: string): Array<[string, string, () => unknown]> => [
    ['POST', `/api/conversations/:conversation/messages`, () => ({ content: `hi ${bad}` })],
    ['POST', `/api/conversations/:conversation/messages`, () => ({ content: 'hi', clientMessageId: `c${bad}` })],
    ['PUT', '/api/profile', () => ({ displayName: `Ava${bad}` })],
    ['PUT', '/api/profile', () => ({ bio: `about me ${bad}` })],
    ['POST', '/api/likes', () => ({ toUserId: `${b.userId}${bad}`, venueId })],
    ['POST', '/api/likes', () => ({ toUserId: b.userId, contextMessage: `hello ${bad}` })],
    ['POST', '/api/passes', () => ({ toUserId: `${bad}`, venueId })],
    ['POST', '/api/conversations/start', () => ({ userId: `${bad}` })],
    ['POST', '/api/conversations/start', () => ({ userId: b.userId, iceBreaker: `hey ${bad}` })],
    ['POST', '/api/auth/register', () => ({ email: `x${bad}@example.com`, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true })],
    ['POST', '/api/auth/signin', () => ({ email: `x${bad}@example.com`, password: 'correct horse battery' })],
    ['POST', '/api/auth/signin', () => ({ email: a.email, password: `pw${bad}` })],
    ['POST', '/api/safety/block', () => ({ blockedUserId: `${bad}` })],
    ['POST', '/api/safety/report', () => ({ reportedUserId: b.userId, reason: 'other', description: `bad ${bad}` })],
    ['POST', '/api/safety/contacts', () => ({ name: `Mum ${bad}`, email: 'mum@example.com' })],
    ['POST', '/api/location-share', () => ({ recipientName: 'Mum', recipientEmail: 'mum@example.com', message: `here ${bad}` })],
    ['PUT', '/api/live-status', () => ({ latitude: 52.52, longitude: 13.41, currentActivity: 'socializing', currentMood: 'friendly', statusMessage: `hi ${bad}` })],
    ['PUT', '/api/live-status', () => ({ latitude: 52.52, longitude: 13.41, currentActivity: 'socializing', currentMood: 'friendly', interestTags: [`jazz${bad}`] })],
    ['POST', '/api/verification/phone', () => ({ phoneNumber: `+4915${bad}12345678` })],
    ['POST', '/api/verification/social', () => ({ profileUrl: `https://example.com/${bad}` })],
    ['PUT', '/api/matches/:match/meetpoint', () => ({ meetPoint: `Bar ${bad}` })],
    ['POST', '/api/profile', () => ({ [`key${bad}`]: 'x', displayName: 'Ava', dateOfBirth: '1994-03-02' })],
  ];
  const urlCases = (bad: string): Array<[string, string]> => [
    ['GET', `/api/discovery/profiles?venueId=${bad}`],
    ['GET', `/api/meeting-session/check?user1Id=:me&user2Id=${bad}`],
    ['GET', `/api/conversations?matchId=${bad}`],
    ['GET', `/api/conversations/:conversation/messages?before=${bad}`],
    ['GET', `/api/live-status/nearby?activities=${bad}`],
    ['GET', `/api/matches/${bad}`],
    ['GET', `/api/conversations/${bad}`],
    ['POST', `/api/conversations/${bad}/read`],
    ['GET', `/api/meeting-session/${bad}`],
    ['POST', `/api/meeting-session/${bad}/arrive`],
    ['DELETE', `/api/safety/blocks/${bad}`],
    ['DELETE', `/api/safety/contacts/${bad}`],
    ['DELETE', `/api/location-shares/${bad}`],
    ['DELETE', `/api/profile/photos/${bad}`],
    ['GET', `/api/venues/${bad}/qr`],
    ['POST', `/api/message-requests/${bad}/accept`],
    ['GET', `/api/shares/${bad}`],
    ['GET', `/api/admin/verifications/${bad}`],
  ];
  const fill = (url: string) => url.replace(':conversation', conversationId).replace(':match', matchId).replace(':me', a.userId);

  test.each([
    ['a NUL byte', '\u0000'],
    ['a lone surrogate', '\ud800'],
  ])('in any body text or id: %s', async (_what, bad) => {
    const failures: string[] = [];
    for (const [method, url, body] of bodyCases(bad)) {
      const res = await a.request(method, fill(url), body());
      if (res.status !== 400 || !/character we cannot accept|not a valid/i.test(res.body?.message ?? ''))
        failures.push(`${method} ${url} ${JSON.stringify(body())} → ${res.status} ${JSON.stringify(res.body)}`);
      else expectProjectError(res);
    }
    expect(failures).toEqual([]);
  });

  test.each([
    ['%00', '%00'],
    ['a percent-encoded lone surrogate', '%ED%A0%80'],
  ])('in any path parameter or query value: %s', async (_what, bad) => {
    const failures: string[] = [];
    for (const [method, url] of urlCases(bad)) {
      const res = await a.request(method, fill(url));
      if (res.status !== 400) failures.push(`${method} ${url} → ${res.status} ${JSON.stringify(res.body)}`);
      else expectProjectError(res);
    }
    expect(failures).toEqual([]);
  });

  test('nothing was written: the profile, the conversation and the database are unchanged', async () => {
    const me = await a.request('GET', '/api/auth/user');
    expect(me.body.profile.displayName).toBe('Ava');
    expect(me.body.profile.bio).toBe('');
    const [{ count }] = await db('chat').query(`SELECT count(*)::int AS count FROM messages WHERE conversation_id = $1`, [conversationId]);
    expect(count).toBe(0);
  });
});

describe('every error answers {code, message, fields?}', () => {
  test('a malformed URL answers 400 in the project shape', async () => {
    for (const url of ['/api/matches/%ZZ', '/api/conversations/%E0%A4%A', '/api/discovery/profiles?venueId=%ZZ']) {
      const res = await a.request('GET', url);
      expect({ url, status: res.status }).toEqual({ url, status: res.status >= 400 && res.status < 500 ? res.status : 400 });
      expectProjectError(res);
    }
  });

  test('a 1,000-character id is refused without echoing it back', async () => {
    const long = 'a'.repeat(1000);
    for (const url of [`/api/matches/${long}`, `/api/conversations/${long}/messages`, `/api/nowhere/${long}`, `/api/discovery/profiles?venueId=${long}`]) {
      const res = await a.request('GET', url);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectProjectError(res);
      expect(JSON.stringify(res.body)).not.toContain('a'.repeat(50));
    }
  });

  test('Fastify-level errors (bad JSON, wrong content type, unknown route) answer the project shape', async () => {
    const badJson = await fetch(`${stack.baseUrl}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(badJson.status).toBe(400);
    expectProjectError({ status: badJson.status, body: await badJson.json() });
    const xml = await fetch(`${stack.baseUrl}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(xml.status).toBe(415);
    expectProjectError({ status: xml.status, body: await xml.json() });
    const unknown = await a.request('PATCH', '/api/profile');
    expect(unknown.status).toBe(404);
    expectProjectError(unknown);
  });

  test('schema messages name the field in words', async () => {
    const long = await a.request('POST', `/api/conversations/${conversationId}/messages`, { content: 'hi', clientMessageId: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Client message id is too long (at most 100 characters).');
    expect(long.body.fields).toEqual({ clientMessageId: 'Client message id is too long (at most 100 characters).' });
    const wrongType = await a.request('POST', '/api/safety/report', { reportedUserId: b.userId, reason: 'other', alsoBlock: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('Also block must be true or false.');
    const badId = await a.request('GET', '/api/conversations?matchId=nope');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('matchId is not a valid match id.');
  });
});

test('/socket.io polling responses carry the same security headers as the API', async () => {
  const api = await fetch(`${stack.baseUrl}/api/health`);
  const polling = await fetch(`${stack.baseUrl}/socket.io/?EIO=4&transport=polling`);
  await polling.text();
  expect(polling.status).toBe(200);
  for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
    expect({ name, value: polling.headers.get(name) }).toEqual({ name, value: api.headers.get(name) });
    expect(polling.headers.get(name)).toBeTruthy();
  }
});

test('"sign out everywhere" ends every session and socket of the person, not someone else\'s', async () => {
  const email = `eve.${randomBytes(4).toString('hex')}@example.com`;
  const first = stack.client();
  expect((await first.request('POST', '/api/auth/register', { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true })).status).toBe(201);
  const second = stack.client();
  expect((await second.request('POST', '/api/auth/signin', { email, password: 'correct horse battery' })).status).toBe(200);
  const socket = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: second.cookie! } });
  await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
  const ended = new Promise((resolve) => socket.once('disconnect', resolve));
  expect((await first.request('POST', '/api/auth/logout-everywhere')).status).toBe(204);
  expect((await second.request('GET', '/api/auth/user')).status).toBe(401);
  expect((await first.request('GET', '/api/auth/user')).status).toBe(401);
  await ended;
  expect((await a.request('GET', '/api/auth/user')).status).toBe(200);
});

describe('limits that hit the wrong people', () => {
  test('per address only failed sign-ins count: a venue full of people signing in is never refused', async () => {
    for (let i = 0; i < 12; i++) expect((await stack.client().request('POST', '/api/auth/signin', { email: a.email, password: 'correct horse battery' })).status).toBe(200);
    const guesses: number[] = [];
    for (let i = 0; i < 9; i++) guesses.push((await stack.client().request('POST', '/api/auth/signin', { email: `nobody${i}@example.com`, password: 'wrong password' })).status);
    expect(guesses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(guesses[8]).toBe(429);
  });
});

describe('limits that missed: every state change is limited per person', () => {
  test('changing the meet point (each pushes a notification) is refused after 10 changes in 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await b.request('PUT', `/api/matches/${matchId}/meetpoint`, { meetPoint: DEFAULT_MEET_POINTS[i % 2]! })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const refused = await b.request('PUT', `/api/matches/${matchId}/meetpoint`, { meetPoint: DEFAULT_MEET_POINTS[0]! });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have changed the meet point many times. Please wait a few minutes before changing it again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Fuzzer over every route of the gateway's controllers (read from the source, so a new route is
// covered without touching this file): random and malicious bodies, queries and path values.

// The route table is shared with the authorization matrix (support/route-table.ts).

/** A small deterministic PRNG so a failure can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff',
  'x'.repeat(70_000),
  '🙂'.repeat(300),
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '<script>alert(1)</script>',
  'NaN',
  '-1',
  '1e309',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];
const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -1e308,
  3.5,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1, 2],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: { polluted: true } } },
  [[[[[]]]]],
];
const FIELD_NAMES = [
  'id',
  'userId',
  'toUserId',
  'venueId',
  'content',
  'clientMessageId',
  'displayName',
  'bio',
  'email',
  'password',
  'dateOfBirth',
  'meetPoint',
  'latitude',
  'longitude',
  'enabled',
  'reason',
  'code',
  'phoneNumber',
  'profileUrl',
  'decision',
  'qrCode',
  'name',
  'phone',
  'recipientName',
  'statusMessage',
  'interestTags',
  'photos',
  'lookingFor',
  '__proto__',
  'constructor',
  'prototype',
];
const PATH_VALUES = ['%00', '%ED%A0%80', '%ZZ', '%', '..%2F..%2Fetc', 'a'.repeat(1000), '00000000-0000-0000-0000-000000000000', '-1', '%F0%9F%99%82', 'null', "'"];

function fuzzValue(rand: () => number, depth = 0): unknown {
  const pick = rand();
  if (pick < 0.45) return NASTY_STRINGS[Math.floor(rand() * NASTY_STRINGS.length)];
  if (pick < 0.75 || depth > 2) return NASTY_VALUES[Math.floor(rand() * NASTY_VALUES.length)];
  if (pick < 0.88) return Array.from({ length: Math.floor(rand() * 4) }, () => fuzzValue(rand, depth + 1));
  return fuzzBody(rand, depth + 1);
}

function fuzzBody(rand: () => number, depth = 0): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const count = 1 + Math.floor(rand() * 6);
  for (let i = 0; i < count; i++) {
    const key = rand() < 0.9 ? FIELD_NAMES[Math.floor(rand() * FIELD_NAMES.length)]! : (NASTY_STRINGS[Math.floor(rand() * 8)] as string);
    Object.defineProperty(body, key, { value: fuzzValue(rand, depth), enumerable: true, configurable: true, writable: true });
  }
  return body;
}

/**
 * A body that would pass most schemas (known field names with plausible values, real ids), with one
 * field replaced by something nasty: reaches the services and the database, where random bodies stop
 * at the first validation message.
 */
function nearlyValidBody(rand: () => number): Record<string, unknown> {
  const base: Record<string, unknown> = {
    toUserId: b.userId,
    userId: b.userId,
    blockedUserId: b.userId,
    reportedUserId: b.userId,
    venueId,
    matchId,
    content: 'hello',
    clientMessageId: `c-${Math.floor(rand() * 1e9)}`,
    iceBreaker: 'hi',
    contextMessage: 'hi',
    displayName: 'Fuzz',
    bio: 'about',
    dateOfBirth: '1994-03-02',
    lookingFor: ['Everyone'],
    enabled: true,
    meetPoint: DEFAULT_MEET_POINTS[0],
    latitude: 52.52,
    longitude: 13.41,
    reason: 'other',
    description: 'text',
    name: 'Mum',
    email: 'mum@example.com',
    recipientName: 'Mum',
    recipientEmail: 'mum@example.com',
    message: 'hi',
    currentActivity: 'socializing',
    currentMood: 'friendly',
    statusMessage: 'hi',
    interestTags: ['jazz'],
    phoneNumber: '+4915112345678',
    profileUrl: 'https://example.com/me',
    code: '123456',
    decision: 'reject',
    targetLevel: 'enhanced',
  };
  const keys = Object.keys(base);
  if (rand() < 0.5) {
    // Poison every text at once (ids stay valid): whatever the route reads, it reads a NUL or a lone surrogate.
    const poison = ['\u0000', '\ud800', '\udfff'][Math.floor(rand() * 3)]!;
    for (const k of keys) if (typeof base[k] === 'string' && !/Id$/.test(k)) base[k] = `${base[k] as string}${poison}`;
    return base;
  }
  const key = keys[Math.floor(rand() * keys.length)]!;
  base[key] = rand() < 0.6 ? NASTY_STRINGS[Math.floor(rand() * NASTY_STRINGS.length)] : fuzzValue(rand);
  return base;
}

function rawQuery(rand: () => number): string {
  const parts: string[] = [];
  const count = Math.floor(rand() * 4);
  for (let i = 0; i < count; i++) {
    const key = FIELD_NAMES[Math.floor(rand() * FIELD_NAMES.length)];
    const value =
      rand() < 0.5
        ? PATH_VALUES[Math.floor(rand() * PATH_VALUES.length)]
        : encodeURIComponent(
            String(fuzzValue(rand))
              .slice(0, 300)
              .replace(/[\ud800-\udfff]/g, '\ufffd'),
          ).replace(/%EF%BF%BD/g, '%ED%A0%80');
    parts.push(rand() < 0.2 ? `${key}[]=${value}&${key}=${value}` : `${key}=${value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

describe('fuzzer: every gateway route, random and malicious input', () => {
  test('the route table is read from the controllers and holds the routes of every area', () => {
    const routes = gatewayRouteTable().map((r) => `${r.method} ${r.path}`);
    for (const known of [
      'POST /api/conversations/:id/messages',
      'PUT /api/profile',
      'POST /api/safety/block',
      'PUT /api/live-status',
      'POST /api/verification/phone',
      'GET /api/admin/verifications/:id',
      'GET /api/health',
    ]) {
      expect(routes).toContain(known);
    }
  });

  test('no answer is 5xx and the gateway keeps answering', async () => {
    const rand = prng(Number(process.env.FUZZ_SEED ?? 19));
    // Ending the session (logout, deleting the account) goes last so the rest runs signed in.
    const routes = gatewayRouteTable().sort((x, y) => Number(/logout|delete-account/.test(x.path)) - Number(/logout|delete-account/.test(y.path)));
    const fuzzer = await person('Fuzz');
    const anonymous = stack.client();
    const failures: string[] = [];
    const perRoute = Number(process.env.FUZZ_PER_ROUTE ?? 16);
    for (const route of routes) {
      for (let i = 0; i < perRoute; i++) {
        const client = i % 4 === 3 ? anonymous : fuzzer;
        const url = route.path.replace(/:[A-Za-z]+/g, () => (rand() < 0.3 ? conversationId : PATH_VALUES[Math.floor(rand() * PATH_VALUES.length)]!)) + rawQuery(rand);
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const kind = rand();
        let body: string | undefined;
        if (hasBody)
          body =
            kind < 0.4
              ? JSON.stringify(nearlyValidBody(rand))
              : kind < 0.7
                ? JSON.stringify(fuzzBody(rand))
                : kind < 0.8
                  ? JSON.stringify(fuzzValue(rand))
                  : kind < 0.9
                    ? '{"a":'
                    : '\u0000\ud800';
        const sentAt = Date.now();
        const response = await fetch(`${stack.baseUrl}${url}`, {
          method: route.method,
          redirect: 'manual',
          headers: { ...(client.cookie ? { cookie: client.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
          body,
        });
        const text = await response.text();
        // Every request is answered, not left to hang: well inside the RPC timeout and its retry.
        if (Date.now() - sentAt > 10_000) failures.push(`${route.method} ${url.slice(0, 200)} → answered after ${Date.now() - sentAt} ms`);
        // A 503 that says which dependency is down (no mail server in this test: the verification mail is
        // EMAIL_NOT_SENT) is an answer, not a crash.
        const declaredUnavailable = response.status === 503 && /"code":"(SERVICE_UNAVAILABLE|EMAIL_NOT_SENT|TEXT_NOT_SENT)"/.test(text);
        if (response.status >= 500 && !declaredUnavailable) failures.push(`${route.method} ${url.slice(0, 200)} ${String(body).slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`);
        if (response.status >= 400 && url.startsWith('/api') && response.headers.get('content-type')?.includes('json')) {
          const parsed = JSON.parse(text);
          if (typeof parsed.code !== 'string' || typeof parsed.message !== 'string') failures.push(`${route.method} ${url.slice(0, 200)} → not the project shape: ${text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const health = await fetch(`${stack.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  }, 240_000);
});

/** Every client socket event the gateway listens to, read from gateway/src/realtime (new ones are covered). */
function clientSocketEvents(): string[] {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/realtime');
  const files: string[] = [];
  const walk = (d: string) =>
    readdirSync(d).forEach((name) =>
      statSync(path.join(d, name)).isDirectory() ? walk(path.join(d, name)) : name.endsWith('.ts') && !name.endsWith('.spec.ts') && files.push(path.join(d, name)),
    );
  walk(dir);
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/socket\.on\(\s*([^,]+),/g)) {
      const raw = match[1]!.trim();
      const literal = /^'([^']+)'$/.exec(raw)?.[1];
      // A constant (`DISCOVERY_WATCH`, `SAFETY_SOCKET_EVENTS.position`) is read from the contracts' exports.
      const constant = /^[A-Z_][\w.]*$/.test(raw) ? raw.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], contracts) : undefined;
      const name = literal ?? (typeof constant === 'string' ? constant : undefined);
      if (!name) throw new Error(`cannot read the socket event name ${raw} in ${file}`);
      if (name !== 'disconnect') names.add(name);
    }
  }
  return [...names];
}

test('socket fuzzer: every client event with random and malicious payloads answers no 5xx and the gateway stays up', async () => {
  const events = clientSocketEvents();
  expect(events).toEqual(expect.arrayContaining(['typing', 'conversation:join', 'meeting:position', 'share:position']));
  const sock = await person('Sock');
  const socket = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: sock.cookie! } });
  await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
  const rand = prng(1919);
  const failures: string[] = [];
  const nastyIds = ['\u0000', '\ud800', 'x'.repeat(10_000), conversationId, matchId, '00000000-0000-0000-0000-000000000000', { $gt: '' }, ['a'], -1];
  for (const event of events) {
    for (let i = 0; i < 8; i++) {
      const payload =
        i % 3 === 0
          ? {
              conversationId: nastyIds[i % nastyIds.length],
              sessionId: nastyIds[(i + 1) % nastyIds.length],
              shareId: nastyIds[(i + 2) % nastyIds.length],
              latitude: fuzzValue(rand),
              longitude: fuzzValue(rand),
              typing: fuzzValue(rand),
            }
          : fuzzValue(rand);
      try {
        const answer = (await socket.timeout(400).emitWithAck(event, payload)) as { status?: number } | undefined;
        if (typeof answer?.status === 'number' && answer.status >= 500) failures.push(`${event} ${JSON.stringify(payload)?.slice(0, 200)} → ${answer.status}`);
      } catch {
        // No acknowledgement (an event without one, or a dropped one) is an answer too.
      }
      // Pacing, not waiting: ~8 events a second keeps the fuzzer under the per-person event limit (a
      // flood is the last describe's subject), so every payload reaches a handler.
      await new Promise((r) => setTimeout(r, 120));
    }
  }
  expect(failures).toEqual([]);
  expect(socket.connected).toBe(true);
  expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
  socket.disconnect();
}, 60_000);

// ---------------------------------------------------------------------------------------------
// Socket floods (last: the flooder ends up disconnected and barred for a while).

describe('socket floods are limited per person', () => {
  const opened: Socket[] = [];
  afterAll(() => opened.forEach((socket) => socket.disconnect()));

  const connect = (client: TestClient) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: client.cookie! } });
      opened.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  // Joins are limited (5 a second per person): retry a refused one until the person's second has passed.
  const join = (socket: Socket) =>
    eventually(
      'joined the conversation',
      async () => {
        const ack = await socket.emitWithAck('conversation:join', { conversationId });
        if (!ack.ok) expect(ack).toEqual({ ok: false, status: 429 });
        return ack.ok;
      },
      { timeoutMs: 5000, intervalMs: 250 },
    );

  test('one person keeps at most 10 sockets: the 11th and 12th close the oldest', async () => {
    const sockets: Socket[] = [];
    for (let i = 0; i < 12; i++) sockets.push(await connect(a));
    await eventually('the oldest two closed', async () => sockets.filter((s) => s.connected).length === 10, { timeoutMs: 5000 });
    expect(sockets.slice(0, 2).every((s) => !s.connected)).toBe(true);
  });

  test('joins are limited per person (5 a second), whatever the number of sockets', async () => {
    const sockets = opened.filter((s) => s.connected).slice(0, 5);
    const acks = await Promise.all(sockets.flatMap((socket) => [1, 2, 3, 4].map(() => socket.emitWithAck('conversation:join', { conversationId }))));
    const ok = acks.filter((ack) => ack.ok).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(10);
    expect(acks.filter((ack) => !ack.ok).every((ack) => ack.status === 429)).toBe(true);
  });

  test('typing from many sockets alternating true/false reaches the partner a bounded number of times, ending in "stopped"', async () => {
    const bSocket = await connect(b);
    await join(bSocket);
    const seenByB: Array<{ typing: boolean }> = [];
    bSocket.on('typing', (push) => seenByB.push(push));
    const aSockets = opened.filter((s) => s.connected && s !== bSocket).slice(0, 10);
    for (const socket of aSockets) await join(socket);
    // 3 s at ~20 events a second (under the per-person limit, so nobody is disconnected): before the
    // fix every change went through (60 pushes); per person, a change goes at most every 500 ms.
    for (let tick = 0; tick < 30; tick++) {
      const socket = aSockets[tick % aSockets.length]!;
      socket.emit('typing', { conversationId, typing: true });
      socket.emit('typing', { conversationId, typing: false });
      await sleep(100); // pacing: the load is 20 events a second for 3 s (time is the subject here)
    }
    // The last change (stopped) reaches B, and nothing follows it for longer than the 500 ms throttle.
    await eventually('B sees "stopped" last', () => seenByB.at(-1)?.typing === false, { timeoutMs: 5000 });
    const seen = seenByB.length;
    await staysTrue('no further typing push reaches B', () => seenByB.length === seen, { forMs: 700 });
    expect(seenByB.length).toBeGreaterThanOrEqual(2);
    expect(seenByB.length).toBeLessThanOrEqual(10);
    expect(seenByB.at(-1)).toMatchObject({ typing: false });
  });

  test('a flood of typing on ten sockets: the partner gets a bounded number, /api/health stays fast, the flooder is disconnected and barred', async () => {
    const bSocket = opened.find((s) => s.connected && s.listeners('typing').length > 0)!;
    const seenByB: unknown[] = [];
    bSocket.on('typing', (push) => seenByB.push(push));
    const aSockets = opened.filter((s) => s.connected && s !== bSocket).slice(0, 10);
    expect(aSockets.length).toBe(10);
    const healthTimes: number[] = [];
    const healthStatuses: number[] = [];
    let flooding = true;
    const flood = (async () => {
      while (flooding) {
        for (const socket of aSockets) for (let i = 0; i < 50; i++) socket.emit('typing', { conversationId, typing: i % 2 === 0 });
        await sleep(5); // pacing: yields so the sends go out and the health probes below run
      }
    })();
    const started = Date.now();
    while (Date.now() - started < 3000) {
      const t0 = performance.now();
      const health = await fetch(`${stack.baseUrl}/api/health`);
      await health.text();
      healthTimes.push(performance.now() - t0);
      healthStatuses.push(health.status);
      await sleep(50); // pacing: a probe every ~50 ms over the 3 s window
    }
    flooding = false;
    await flood;
    await eventually('every flooding socket is disconnected', () => aSockets.every((s) => !s.connected), { timeoutMs: 5000 });
    await expect(connect(a)).rejects.toThrow('rate_limited');
    await staysTrue('B got at most 10 typing pushes', () => seenByB.length <= 10, { forMs: 700 });
    expect(healthStatuses.every((status) => status === 200)).toBe(true);
    const p95 = [...healthTimes].sort((x, y) => x - y)[Math.floor(healthTimes.length * 0.95)]!;
    expect(p95).toBeLessThan(1000);
    // The partner is unaffected: B still sends and receives.
    expect((await b.request('POST', `/api/conversations/${conversationId}/messages`, { content: 'still here' })).status).toBe(201);
  });
});
