import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Socket } from 'socket.io-client';
import { createEnvelope, eventCatalog, type ConversationDto, type MessageDto } from '@converge/contracts';
import { eventually, NATS_CONNECTION, Naming, REDIS } from '@converge/platform';
import { ChatModule } from '@converge/chat';
import { MatchingModule } from '@converge/matching';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { connectSocket, standInIdentityGate } from './support/sockets.js';

/**
 * The chat API through the real gateway process and the real chat service. Identity is another
 * team's service: its one call the gateway needs here (the main-view gate) is answered by a stand-in
 * on the same NATS subject, and sessions are written to Redis the way the gateway stores them.
 */
let stack: GatewayTestStack;
let nc: NatsConnection;
let naming: Naming;
let redis: Redis;

beforeAll(async () => {
  stack = await startGatewayTestStack([ChatModule, MatchingModule], { CHAT_SEND_LIMIT: '20', CHAT_SEND_WINDOW_SECONDS: '30' });
  const chat = stack.services[0]!;
  nc = chat.get<NatsConnection>(NATS_CONNECTION);
  naming = chat.get(Naming);
  redis = chat.get<Redis>(REDIS);
  standInIdentityGate(stack);
}, 60_000);

afterAll(() => stack?.close());

async function signedIn(userId: string = randomUUID()): Promise<TestClient & { userId: string }> {
  const id = randomBytes(32).toString('base64url');
  await redis.set(`${naming.redisPrefix}sess:${id}`, JSON.stringify({ id, userId, createdAt: new Date().toISOString() }), 'EX', 600);
  const client = stack.client();
  client.cookie = `converge_sid=${id}`;
  return Object.assign(client, { userId });
}

async function matchedPair(venueName = 'Harbour Lights') {
  const [a, b] = [await signedIn(), await signedIn()];
  const envelope = createEnvelope('MatchCreated', { matchId: randomUUID(), userAId: a.userId, userBId: b.userId, venueId: 'v', venueName, createdAt: new Date().toISOString() }, 'test');
  await jetstream(nc).publish(naming.subject(eventCatalog.MatchCreated.subject), JSON.stringify(envelope), { msgID: envelope.id });
  let conversation: ConversationDto | undefined;
  await eventually('the conversation opened', async () => !!(conversation = (await a.request('GET', '/api/conversations')).body[0]));
  return { a, b, conversation: conversation!, matchId: envelope.data.matchId };
}

const connect = (client: TestClient): Promise<Socket> => connectSocket(stack, client);

const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

test("the list has the spec shape, only the caller's conversations, and ?matchId= narrows it", async () => {
  const { a, b, conversation, matchId } = await matchedPair('Harbour Lights');
  expect(conversation).toEqual(
    expect.objectContaining({
      id: expect.any(String),
      user1Id: conversation.user1.id,
      user1: { id: expect.any(String), profile: { displayName: null, isVerified: false, photoUrl: null } },
      user2: { id: expect.any(String), profile: { displayName: null, isVerified: false, photoUrl: null } },
      user1UnreadCount: 0,
      user2UnreadCount: 0,
      lastMessageAt: null,
      lastMessagePreview: null,
      match: { venue: { name: 'Harbour Lights' } },
    }),
  );
  expect([conversation.user1.id, conversation.user2.id].sort()).toEqual([a.userId, b.userId].sort());
  const other = await signedIn();
  expect((await other.request('GET', '/api/conversations')).body).toEqual([]);
  expect((await a.request('GET', `/api/conversations?matchId=${matchId}`)).body.map((c: ConversationDto) => c.id)).toEqual([conversation.id]);
  expect((await a.request('GET', `/api/conversations?matchId=${randomUUID()}`)).body).toEqual([]);
});

test('a non-participant gets 404 on every conversation endpoint; no session is 401', async () => {
  const { a, conversation } = await matchedPair();
  await a.request('POST', `/api/conversations/${conversation.id}/messages`, { content: 'private', clientMessageId: randomUUID() });
  const stranger = await signedIn();
  const id = conversation.id;
  for (const [method, path, body] of [
    ['GET', `/api/conversations/${id}`],
    ['GET', `/api/conversations/${id}/messages`],
    ['GET', `/api/conversations/${id}/messages?before=${randomUUID()}&limit=5`],
    ['POST', `/api/conversations/${id}/messages`, { content: 'hi', clientMessageId: 'c1' }],
    ['POST', `/api/conversations/${id}/read`, {}],
  ] as const) {
    const res = await stranger.request(method, path, body);
    expect([method, path, res.status]).toEqual([method, path, 404]);
    expect(JSON.stringify(res.body)).not.toContain('private');
  }
  const anonymous = stack.client();
  expect((await anonymous.request('GET', `/api/conversations/${id}`)).status).toBe(401);
  const socket = await connect(stranger);
  const ack = await socket.emitWithAck('conversation:join', { conversationId: id });
  expect(ack).toEqual({ ok: false, status: 404 });
});

test('sending: trimmed, validated, idempotent by clientMessageId, pushed live to the other person with the unread count', async () => {
  const { a, b, conversation } = await matchedPair();
  const bSocket = await connect(b);
  expect(await bSocket.emitWithAck('conversation:join', { conversationId: conversation.id })).toEqual({ ok: true });
  const received = nextEvent<MessageDto>(bSocket, 'message:new');
  const updated = nextEvent<{ recipientUnreadCount: number; lastMessagePreview: string }>(bSocket, 'conversation:updated');
  const clientMessageId = randomUUID();
  const path = `/api/conversations/${conversation.id}/messages`;
  const first = await a.request('POST', path, { content: '  See you at the bar?  ', clientMessageId });
  expect(first.status).toBe(201);
  expect(first.body).toEqual(expect.objectContaining({ content: 'See you at the bar?', sender: { id: a.userId }, sentAt: expect.any(String) }));
  expect((await received).id).toBe(first.body.id);
  expect(await updated).toEqual(expect.objectContaining({ recipientUnreadCount: 1, lastMessagePreview: 'See you at the bar?' }));
  const retry = await a.request('POST', path, { content: 'See you at the bar?', clientMessageId });
  expect(retry.body.id).toBe(first.body.id);
  const page = (await b.request('GET', `${path}`)).body as MessageDto[];
  expect(page.map((m) => m.id)).toEqual([first.body.id]);
  expect((await a.request('POST', path, { content: '   ', clientMessageId: randomUUID() })).status).toBe(400);
  const long = await a.request('POST', path, { content: 'x'.repeat(2001), clientMessageId: randomUUID() });
  expect(long.status).toBe(400);
  expect(long.body.fields.content).toMatch(/2,000/);
});

test('reading clears the unread count and sends the read receipt to the sender live', async () => {
  const { a, b, conversation } = await matchedPair();
  const aSocket = await connect(a);
  await a.request('POST', `/api/conversations/${conversation.id}/messages`, { content: 'one', clientMessageId: randomUUID() });
  await a.request('POST', `/api/conversations/${conversation.id}/messages`, { content: 'two', clientMessageId: randomUUID() });
  const mine = (c: ConversationDto, userId: string) => (c.user1Id === userId ? c.user1UnreadCount : c.user2UnreadCount);
  expect(mine((await b.request('GET', `/api/conversations/${conversation.id}`)).body, b.userId)).toBe(2);
  expect(mine((await b.request('GET', '/api/conversations')).body[0], b.userId)).toBe(2);
  const receipt = nextEvent<{ conversationId: string; readerId: string; readAt: string }>(aSocket, 'message:read');
  const read = await b.request('POST', `/api/conversations/${conversation.id}/read`, {});
  expect(read.status).toBe(200);
  expect(await receipt).toEqual({ conversationId: conversation.id, readerId: b.userId, readAt: read.body.readAt });
  expect(mine((await b.request('GET', `/api/conversations/${conversation.id}`)).body, b.userId)).toBe(0);
});

test('typing reaches the other participant only, throttled', async () => {
  const { a, b, conversation } = await matchedPair();
  const [aSocket, bSocket] = [await connect(a), await connect(b)];
  for (const s of [aSocket, bSocket]) expect(await s.emitWithAck('conversation:join', { conversationId: conversation.id })).toEqual({ ok: true });
  const seenByB: unknown[] = [];
  const seenByA: unknown[] = [];
  bSocket.on('typing', (p) => seenByB.push(p));
  aSocket.on('typing', (p) => seenByA.push(p));
  for (let i = 0; i < 10; i++) aSocket.emit('typing', { conversationId: conversation.id, typing: true });
  aSocket.emit('typing', { conversationId: conversation.id, typing: false });
  // The last signal sent is the last one B can see; A's own signals, if sent back, would have come by then.
  await eventually('B saw the typing stop', () => seenByB.some((p) => (p as { typing: boolean }).typing === false));
  expect(seenByB).toEqual([
    { conversationId: conversation.id, userId: a.userId, typing: true },
    { conversationId: conversation.id, userId: a.userId, typing: false },
  ]);
  expect(seenByA).toEqual([]);
});

test('pagination through the API: ?before= and ?limit= give contiguous pages', async () => {
  const { a, conversation } = await matchedPair();
  const path = `/api/conversations/${conversation.id}/messages`;
  for (let i = 1; i <= 7; i++) await a.request('POST', path, { content: `n${i}`, clientMessageId: `c${i}` });
  const p1 = (await a.request('GET', `${path}?limit=3`)).body as MessageDto[];
  const p2 = (await a.request('GET', `${path}?limit=3&before=${p1[0]!.id}`)).body as MessageDto[];
  const p3 = (await a.request('GET', `${path}?limit=3&before=${p2[0]!.id}`)).body as MessageDto[];
  expect([p1, p2, p3].map((p) => p.map((m) => m.content))).toEqual([['n5', 'n6', 'n7'], ['n2', 'n3', 'n4'], ['n1']]);
  expect((await a.request('GET', `${path}?limit=0`)).status).toBe(400);
  expect((await a.request('GET', `${path}?limit=101`)).status).toBe(400);
});

test('start: a match gets the conversation, anyone else 403', async () => {
  const { a, b, conversation } = await matchedPair();
  const ok = await a.request('POST', '/api/conversations/start', { userId: b.userId, iceBreaker: 'Loved your pick of table.' });
  expect(ok.status).toBe(200);
  expect(ok.body.id).toBe(conversation.id);
  expect(ok.body.lastMessagePreview).toBe('Loved your pick of table.');
  const stranger = await signedIn();
  expect((await a.request('POST', '/api/conversations/start', { userId: stranger.userId, iceBreaker: 'hi' })).status).toBe(403);
  expect((await a.request('POST', '/api/conversations/start', {})).status).toBe(400);
});

test('the per-person send limit answers 429 with a clear message and Retry-After', async () => {
  const { a, b, conversation } = await matchedPair();
  const path = `/api/conversations/${conversation.id}/messages`;
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await a.request('POST', path, { content: `burst ${i}`, clientMessageId: randomUUID() })).status);
  expect(statuses.every((s) => s === 201)).toBe(true);
  const limited = await a.request('POST', path, { content: 'one too many', clientMessageId: randomUUID() });
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe("You're sending messages too quickly. Please wait a few seconds and try again.");
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  // The limit is per person: the other side can still answer.
  expect((await b.request('POST', path, { content: 'slow down!', clientMessageId: randomUUID() })).status).toBe(201);
  const messages = (await b.request('GET', `${path}?limit=100`)).body as MessageDto[];
  expect(messages.map((m) => m.content)).not.toContain('one too many');
});
