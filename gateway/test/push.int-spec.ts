import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { io as ioClient, type Socket } from 'socket.io-client';
import * as ece from 'http_ece';
import { createEnvelope, eventCatalog, type EventType, type PushPayload } from '@converge/contracts';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { consumersSettled, eventually, NATS_CONNECTION, Naming, REDIS } from '@converge/platform';
import { IdentityModule } from '@converge/identity';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';

/**
 * Web push for real: the gateway and identity run as in production; a local HTTP server plays the
 * browser's push service. Each "device" is a P-256 key pair and auth secret like a browser makes, so
 * the test decrypts what the server sent (aes128gcm, RFC 8291) and reads the payload a phone would show.
 */
let stack: GatewayTestStack;
let nc: NatsConnection;
let naming: Naming;
let pushService: Server;
let pushBase: string;
/** What the push service received, per device path; a path listed in `gone` answers 410. */
const received = new Map<string, Array<{ headers: IncomingHttpHeaders; body: Buffer }>>();
const gone = new Set<string>();
const sockets: Socket[] = [];

beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (gone.has(path)) {
        res.writeHead(410).end();
        return;
      }
      received.set(path, [...(received.get(path) ?? []), { headers: req.headers, body: Buffer.concat(chunks) }]);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  // identity remembers "online" for a minute here (a second in production): only the gateway's
  // announcement of a closed socket can make a message after it push (presence-cache.ts).
  stack = await startGatewayTestStack([IdentityModule], { PUSH_ALLOW_HTTP_ENDPOINTS: 'true', REGISTER_MAX_PER_IP: '1000', PRESENCE_CACHE_MS: '60000' });
  nc = stack.services[0]!.get<NatsConnection>(NATS_CONNECTION);
  naming = stack.services[0]!.get(Naming);
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await stack?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});

let counter = 0;
interface Device {
  path: string;
  ecdh: ECDH;
  auth: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

function device(): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const path = `/push/${Date.now()}-${++counter}`;
  return { path, ecdh, auth, subscription: { endpoint: `${pushBase}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
}

/** A registered person with Push Notifications on and one subscribed device. */
async function personWithDevice(): Promise<{ client: TestClient; userId: string; device: Device }> {
  const client = stack.client();
  const email = `push.${Date.now()}.${++counter}@example.com`;
  const reg = await client.request('POST', '/api/auth/register', { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true });
  expect(reg.status).toBe(201);
  expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth: '1995-04-12' })).status).toBe(200);
  const profile = { displayName: 'Alex', dateOfBirth: '1995-04-12', bio: 'Coffee', gender: 'Non-binary', lookingFor: ['Women'], photos: [], age: 30 };
  expect((await client.request('POST', '/api/profile', profile)).status).toBe(201);
  const d = device();
  expect((await client.request('POST', '/api/push/subscriptions', d.subscription)).status).toBe(200);
  expect((await client.request('PUT', '/api/profile', { pushNotificationsEnabled: true })).status).toBe(200);
  return { client, userId: reg.body.id, device: d };
}

async function publish<N extends EventType>(name: N, data: unknown) {
  const envelope = createEnvelope(name, data as never, 'test');
  await jetstream(nc).publish(naming.subject(eventCatalog[name].subject), JSON.stringify(envelope), { msgID: envelope.id });
}

/** The device's messages, decrypted with its own private key and auth secret. */
function payloads(d: Device): PushPayload[] {
  return (received.get(d.path) ?? []).map(({ body }) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth }).toString('utf8')));
}

function connect(client: TestClient): Promise<Socket> {
  const socket = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, extraHeaders: { cookie: client.cookie! } });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

test('the VAPID key is served, and a match reaches both devices encrypted (aes128gcm) with a VAPID signature', async () => {
  const a = await personWithDevice();
  const b = await personWithDevice();
  const key = await a.client.request('GET', '/api/push/key');
  expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);

  const matchId = crypto.randomUUID();
  await publish('MatchCreated', { matchId, userAId: a.userId, userBId: b.userId, venueId: 'v', venueName: 'Harbour Lights', createdAt: new Date().toISOString() });
  await eventually('both devices got the match', async () => payloads(a.device).length === 1 && payloads(b.device).length === 1);

  expect(payloads(a.device)[0]).toEqual({
    title: "It's a Match!",
    body: 'You have a new match at Harbour Lights. Choose where to meet.',
    url: '/app/matches',
    tag: `match-${matchId}`,
  });
  const { headers } = received.get(a.device.path)![0]!;
  expect(headers['content-encoding']).toBe('aes128gcm');
  expect(headers.authorization).toContain(`k=${key.body.publicKey}`);
});

test("each device hears a match in its owner's language: a German account gets German, an English one English", async () => {
  const de = await personWithDevice();
  const en = await personWithDevice();
  expect((await de.client.request('PUT', '/api/profile', { language: 'de' })).status).toBe(200);
  const matchId = crypto.randomUUID();
  await publish('MatchCreated', { matchId, userAId: de.userId, userBId: en.userId, venueId: 'v', venueName: 'Harbour Lights', createdAt: new Date().toISOString() });
  await eventually('both devices got the match', async () => payloads(de.device).length === 1 && payloads(en.device).length === 1);

  expect(payloads(de.device)[0]).toEqual({
    title: 'Es ist ein Match!',
    body: 'Du hast ein neues Match in Harbour Lights. Wähle, wo ihr euch trefft.',
    url: '/app/matches',
    tag: `match-${matchId}`,
  });
  expect(payloads(en.device)[0]).toMatchObject({ title: "It's a Match!", body: 'You have a new match at Harbour Lights. Choose where to meet.' });
});

test("an ice breaker sent by key and a default meet point reach a German person in German; a venue's own point as typed", async () => {
  const de = await personWithDevice();
  const en = await personWithDevice();
  expect((await de.client.request('PUT', '/api/profile', { language: 'de' })).status).toBe(200);
  const request = (to: string, iceBreakerMessage?: { key: string; params: Record<string, string> }) =>
    publish('MessageRequestCreated', {
      requestId: crypto.randomUUID(),
      fromUserId: crypto.randomUUID(),
      toUserId: to,
      fromDisplayName: 'Alex',
      iceBreaker: 'You are into jazz too! How did you get started with it?',
      ...(iceBreakerMessage ? { iceBreakerMessage } : {}),
      createdAt: new Date().toISOString(),
    });
  const chosen = (to: string, chooser: string, meetPoint: string, meetPointKey?: string) =>
    publish('MeetPointChosen', { matchId: crypto.randomUUID(), userAId: to, userBId: chooser, meetPoint, ...(meetPointKey ? { meetPointKey } : {}), venueId: null, chosenBy: chooser });

  await request(de.userId, { key: 'sharedOne', params: { tag: 'jazz' } });
  await request(en.userId, { key: 'sharedOne', params: { tag: 'jazz' } });
  await chosen(de.userId, en.userId, 'Main Bar', 'mainBar');
  await eventually('the request and the meet point reached the German device', async () => payloads(de.device).length === 2);
  expect(payloads(de.device).map((p) => p.body)).toEqual(expect.arrayContaining(['Alex möchte chatten: Du magst auch jazz! Wie bist du dazu gekommen?', 'Treffpunkt: Hauptbar.']));
  await eventually('the request reached the English device', async () => payloads(en.device).length === 1);
  expect(payloads(en.device)[0]!.body).toBe('Alex wants to chat: You are into jazz too! How did you get started with it?');

  // Without a key (an event from before, or a point the venue named itself): as it was sent.
  await request(de.userId);
  await chosen(de.userId, en.userId, 'Main Bar');
  await eventually('two more for the German device', async () => payloads(de.device).length === 4);
  expect(
    payloads(de.device)
      .slice(2)
      .map((p) => p.body),
  ).toEqual(expect.arrayContaining(['Alex möchte chatten: You are into jazz too! How did you get started with it?', 'Treffpunkt: Main Bar.']));
});

test('a message is pushed only while the app is closed, and tapping opens its conversation', async () => {
  const a = await personWithDevice();
  const b = await personWithDevice();
  const conversationId = crypto.randomUUID();
  const message = (content: string) => ({
    messageId: crypto.randomUUID(),
    conversationId,
    senderId: a.userId,
    recipientId: b.userId,
    content,
    sentAt: new Date().toISOString(),
    clientMessageId: null,
  });

  const redis = stack.services[0]!.get<Redis>(REDIS);
  const online = async () => (await redis.zcount(`${naming.redisPrefix}presence:${b.userId}`, Date.now(), '+inf')) > 0;
  const open = await connect(b.client);
  await eventually('b counts as online', online);
  await publish('MessageSent', message('seen in the app'));
  await eventually('identity handled it', () => consumersSettled(nc, naming.stream));
  // A second socket, then its close: the other is still open, so still no push.
  const other = await connect(b.client);
  other.disconnect();
  await publish('MessageSent', message('still in the app'));
  await eventually('identity handled it', () => consumersSettled(nc, naming.stream));
  open.disconnect();
  await eventually('b counts as offline', async () => !(await online()));
  await publish('MessageSent', message('Are you at the bar?'));
  await eventually('the closed-app message arrived', async () => payloads(b.device).some((p) => p.body === 'Are you at the bar?'));
  expect(payloads(b.device).map((p) => p.body)).toEqual(['Are you at the bar?']);
  expect(payloads(b.device)[0]).toMatchObject({ title: 'New message', url: `/chat/${conversationId}` });

  // A message sent anyway after "Are you sure?" carries the flag, and its text stays off the lock screen.
  await publish('MessageSent', { ...message('you are pathetic'), flaggedCategories: ['harassment'] });
  await eventually('the flagged message arrived', async () => payloads(b.device).length === 2);
  expect(payloads(b.device)[1]).toMatchObject({ flagged: true, categories: ['harassment'], url: `/chat/${conversationId}` });
  expect(payloads(b.device)[1]!.body).not.toContain('pathetic');
});

test('meet point, message request and the end of a location-sharing countdown notify the right person', async () => {
  const a = await personWithDevice();
  const b = await personWithDevice();
  const matchId = crypto.randomUUID();
  await publish('MeetPointChosen', { matchId, userAId: a.userId, userBId: b.userId, meetPoint: 'By the bar', venueId: null, chosenBy: a.userId });
  await publish('MessageRequestCreated', {
    requestId: crypto.randomUUID(),
    fromUserId: a.userId,
    toUserId: b.userId,
    fromDisplayName: 'Alex',
    iceBreaker: 'Hi!',
    createdAt: new Date().toISOString(),
  });
  await publish('LocationSharingDisabled', { sessionId: crypto.randomUUID(), userAId: a.userId, userBId: b.userId, reason: 'auto' });
  await eventually('three for b', async () => payloads(b.device).length === 3);
  expect(payloads(b.device).map((p) => [p.title, p.url])).toEqual(
    expect.arrayContaining([
      ['Meet point chosen', '/app/matches'],
      ['New message request', '/conversations'],
      ['Location sharing ended', '/safety'],
    ]),
  );
  await eventually('the chooser only hears the countdown', async () => payloads(a.device).length === 1);
  expect(payloads(a.device)[0]!.title).toBe('Location sharing ended');
});

test('a due "Check on me" asks "Are you safe?" on the person\'s device only; a tap opens the app', async () => {
  const a = await personWithDevice();
  const b = await personWithDevice();
  const checkInId = crypto.randomUUID();
  await publish('SafetyCheckInDue', { checkInId, userId: a.userId, dueAt: new Date().toISOString() });
  await eventually('pushed to a', async () => payloads(a.device).length === 1);
  expect(payloads(a.device)[0]).toMatchObject({ title: 'Are you safe?', url: '/safety', tag: `check-in-${checkInId}` });
  expect(payloads(b.device)).toEqual([]);
});

test('Push Notifications off sends nothing; a device the push service calls gone (410) is deleted', async () => {
  const a = await personWithDevice();
  const b = await personWithDevice();
  expect((await b.client.request('PUT', '/api/profile', { pushNotificationsEnabled: false })).status).toBe(200);
  gone.add(a.device.path);
  await publish('MatchCreated', { matchId: crypto.randomUUID(), userAId: a.userId, userBId: b.userId, venueId: null, venueName: null, createdAt: new Date().toISOString() });
  // The 410 removes a's row: subscribing the same endpoint again is a fresh insert the next match reaches.
  const pool = stack.services[0]!.get(DataSource);
  await eventually('a gone device is deleted', async () => (await pool.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [a.device.subscription.endpoint])).length === 0);
  expect(payloads(b.device)).toEqual([]);
});

test('a subscription needs a session, a valid key, and an https endpoint outside tests', async () => {
  expect((await stack.client().request('POST', '/api/push/subscriptions', device().subscription)).status).toBe(401);
  const { client } = await personWithDevice();
  const bad = await client.request('POST', '/api/push/subscriptions', { endpoint: `${pushBase}/x`, keys: { p256dh: 'short', auth: 'x' } });
  expect(bad.status).toBe(400);
  const d = device();
  expect((await client.request('POST', '/api/push/subscriptions', d.subscription)).status).toBe(200);
  expect((await client.request('DELETE', '/api/push/subscriptions', { endpoint: d.subscription.endpoint })).status).toBe(200);
});

test('GET /api/auth/session answers 200 either way (prerendered pages ask it instead of risking a 401)', async () => {
  const visitor = await stack.client().request('GET', '/api/auth/session');
  expect(visitor).toMatchObject({ status: 200, body: { signedIn: false } });
  const { client } = await personWithDevice();
  expect(await client.request('GET', '/api/auth/session')).toMatchObject({ status: 200, body: { signedIn: true } });
});

describe("another account's device is never moved silently", () => {
  const pool = () => stack.services[0]!.get(DataSource);
  const ownerOf = async (d: Device) =>
    ((await pool().query('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [d.subscription.endpoint])) as Array<{ user_id: string }>)[0]?.user_id ?? null;

  test("subscribing someone else's endpoint answers 409 and their device keeps getting their notifications", async () => {
    const a = await personWithDevice();
    const b = await personWithDevice();
    const taken = await b.client.request('POST', '/api/push/subscriptions', a.device.subscription);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      code: 'PUSH_DEVICE_TAKEN',
      message: 'This device still receives notifications for another account that is signed in on it. Sign out of that account here first, then turn notifications on again.',
    });
    expect(await ownerOf(a.device)).toBe(a.userId);
    const matchId = crypto.randomUUID();
    await publish('MatchCreated', { matchId, userAId: a.userId, userBId: b.userId, venueId: null, venueName: null, createdAt: new Date().toISOString() });
    await eventually("each device got its own person's match", async () => payloads(a.device).length === 1 && payloads(b.device).length === 1);
    expect(payloads(a.device)[0]!.tag).toBe(`match-${matchId}`);
  });

  test("signing out removes that browser's subscription; the next account on the browser can then subscribe it", async () => {
    const a = await personWithDevice();
    const other = await personWithDevice();
    // A second device of a's, from another session, stays.
    const phone = stack.client();
    const email = ((await a.client.request('GET', '/api/auth/user')).body as { email: string }).email;
    expect((await phone.request('POST', '/api/auth/signin', { email, password: 'correct horse battery' })).status).toBe(200);
    const second = device();
    expect((await phone.request('POST', '/api/push/subscriptions', second.subscription)).status).toBe(200);

    expect((await a.client.request('POST', '/api/auth/logout')).status).toBe(204);
    expect(await ownerOf(a.device)).toBeNull();
    expect(await ownerOf(second)).toBe(a.userId);
    expect((await other.client.request('POST', '/api/push/subscriptions', a.device.subscription)).status).toBe(200);
    expect(await ownerOf(a.device)).toBe(other.userId);

    // "Sign out everywhere" removes every device of the person.
    expect((await phone.request('POST', '/api/auth/logout-everywhere')).status).toBe(204);
    expect(await ownerOf(second)).toBeNull();
  });

  test("a device whose first account's session ended by itself (timed out) moves to the account now signed in on it", async () => {
    const a = await personWithDevice();
    const b = await personWithDevice();
    const redis = stack.services[0]!.get<Redis>(REDIS);
    // What an idle timeout does: the session key expires.
    await redis.del(`${naming.redisPrefix}sess:${decodeURIComponent(a.client.cookie!.split('=')[1]!)}`);
    // Removed behind the gateway's back (no revocation broadcast): its copy of the session lasts at most a second.
    await eventually('the timed-out session refused', async () => (await a.client.request('GET', '/api/auth/user')).status === 401, { timeoutMs: 1500, intervalMs: 50 });
    expect((await b.client.request('POST', '/api/push/subscriptions', a.device.subscription)).status).toBe(200);
    expect(await ownerOf(a.device)).toBe(b.userId);
  });
});
