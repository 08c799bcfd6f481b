import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Socket } from 'socket.io-client';
import { createEnvelope, eventCatalog, type ConversationDto, type MessageDto } from '@converge/contracts';
import { eventually, NATS_CONNECTION, Naming, OutboxRelay, REDIS } from '@converge/platform';
import { ChatModule } from '@converge/chat';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { connectSocket, standInIdentityGate } from './support/sockets.js';

/**
 * Live delivery keeps a conversation's order when its messages reach the gateway out of order (two
 * chat replicas publish their own messages, through different NATS servers at times). The real chat
 * service, gateway process, NATS, Postgres and Redis; the one thing the test changes is when the chat
 * service's outbox relay publishes a chosen message: it is kept back (the relay carries on as if it
 * had gone out) and published, exactly as it was stored, when the test lets it go. The gateway's wait
 * is the default one (PUSH_ORDER_WAIT_MS, 1 s).
 */
let stack: GatewayTestStack;
let nc: NatsConnection;
let naming: Naming;
let redis: Redis;

type Publish = (id: string, subject: string, payload: string, headers: Record<string, string> | null) => Promise<unknown>;
/** Messages (by client message id) whose MessageSent the relay must keep back until the promise settles. */
const keptBack = new Map<string, Promise<void>>();
/** Client message ids of the MessageSent events NATS accepted, in that order. */
const published: string[] = [];

beforeAll(async () => {
  stack = await startGatewayTestStack([ChatModule], { CHAT_SEND_LIMIT: '100', CHAT_SEND_WINDOW_SECONDS: '30' });
  const chat = stack.services[0]!;
  nc = chat.get<NatsConnection>(NATS_CONNECTION);
  naming = chat.get(Naming);
  redis = chat.get<Redis>(REDIS);
  standInIdentityGate(stack);
  const relay = chat.get(OutboxRelay) as unknown as { publish: Publish };
  const publish = relay.publish.bind(relay);
  relay.publish = async (id, subject, payload, headers) => {
    const clientMessageId = subject.endsWith(eventCatalog.MessageSent.subject) ? (JSON.parse(payload) as { data: { clientMessageId: string } }).data.clientMessageId : undefined;
    const release = clientMessageId ? keptBack.get(clientMessageId) : undefined;
    const send = async () => {
      const ack = await publish(id, subject, payload, headers);
      if (clientMessageId) published.push(clientMessageId);
      return ack;
    };
    if (!release) return send();
    // Later, as a slow path to NATS would deliver it; the relay counts it as sent now.
    void release.then(send);
    return { stream: 'kept-back', seq: 0, duplicate: false };
  };
}, 60_000);

afterAll(() => stack?.close());

async function signedIn(): Promise<TestClient & { userId: string }> {
  const userId = randomUUID();
  const id = randomBytes(32).toString('base64url');
  await redis.set(`${naming.redisPrefix}sess:${id}`, JSON.stringify({ id, userId, createdAt: new Date().toISOString() }), 'EX', 600);
  const client = stack.client();
  client.cookie = `converge_sid=${id}`;
  return Object.assign(client, { userId });
}

async function matchedPair() {
  const [a, b] = [await signedIn(), await signedIn()];
  const envelope = createEnvelope(
    'MatchCreated',
    { matchId: randomUUID(), userAId: a.userId, userBId: b.userId, venueId: 'v', venueName: 'Harbour Lights', createdAt: new Date().toISOString() },
    'test',
  );
  await jetstream(nc).publish(naming.subject(eventCatalog.MatchCreated.subject), JSON.stringify(envelope), { msgID: envelope.id });
  let conversation: ConversationDto | undefined;
  await eventually('the conversation opened', async () => !!(conversation = (await a.request('GET', '/api/conversations')).body[0]));
  return { a, b, path: `/api/conversations/${conversation!.id}/messages` };
}

/** A socket and every `message:new` it gets, in arrival order. */
async function listening(client: TestClient): Promise<{ socket: Socket; got: MessageDto[] }> {
  const socket = await connectSocket(stack, client);
  const got: MessageDto[] = [];
  socket.on('message:new', (message: MessageDto) => got.push(message));
  return { socket, got };
}

async function send(client: TestClient, path: string, content: string, extra: Record<string, unknown> = {}): Promise<MessageDto & { clientMessageId: string }> {
  const clientMessageId = randomUUID();
  const res = await client.request('POST', path, { content, clientMessageId, ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

function keepBack(clientMessageId: string): () => void {
  let release!: () => void;
  keptBack.set(clientMessageId, new Promise<void>((resolve) => (release = resolve)));
  return release;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const contents = (messages: MessageDto[]) => messages.map((m) => m.content);

test('a message that reaches the gateway before the one sent just before it waits for it: both people see them in send order', async () => {
  const { a, b, path } = await matchedPair();
  const [bob, avasPhone] = [await listening(b), await listening(a)];
  await send(a, path, 'hello');
  await eventually('the first message pushed', async () => bob.got.length === 1);
  const clientMessageId = randomUUID();
  const release = keepBack(clientMessageId);
  const first = await a.request('POST', path, { content: 'are you at the bar?', clientMessageId });
  expect(first.status).toBe(201);
  const second = await send(a, path, 'I am by the window');
  await eventually('the later message published', async () => published.includes(second.clientMessageId));
  // The later one reached the gateway; it must not overtake the earlier one still on its way.
  await sleep(300);
  expect(contents(bob.got)).toEqual(['hello']);
  release();
  await eventually('both pushed', async () => bob.got.length >= 3 && avasPhone.got.length >= 3);
  await sleep(300);
  expect(contents(bob.got)).toEqual(['hello', 'are you at the bar?', 'I am by the window']);
  expect(bob.got.map((m) => m.seq)).toEqual([1, 2, 3]);
  expect(bob.got.map((m) => m.id)).toEqual([expect.any(String), first.body.id, second.id]);
  // The sender's other device follows the same order.
  expect(contents(avasPhone.got)).toEqual(['hello', 'are you at the bar?', 'I am by the window']);
});

test('when the earlier message does not come in time it is read from chat and pushed first, once, as each person should see it', async () => {
  const { a, b, path } = await matchedPair();
  const [bob, avasPhone] = [await listening(b), await listening(a)];
  // The conversation's first message (the gateway has never seen this conversation), flagged for Bob.
  const clientMessageId = randomUUID();
  const release = keepBack(clientMessageId);
  const first = await a.request('POST', path, { content: 'Shut your mouth, you loser', clientMessageId, confirmed: true });
  expect(first.status).toBe(201);
  const second = await send(a, path, 'sorry, that was rude');
  await eventually('the later message published', async () => published.includes(second.clientMessageId));
  const publishedAt = Date.now();
  await eventually('both pushed without the earlier event', async () => bob.got.length >= 2 && avasPhone.got.length >= 2, { timeoutMs: 5000 });
  // Held for the wait (1 s) rather than pushed ahead of the earlier message.
  expect(Date.now() - publishedAt).toBeGreaterThanOrEqual(800);
  expect(contents(bob.got)).toEqual(['Shut your mouth, you loser', 'sorry, that was rude']);
  expect(bob.got.map((m) => m.id)).toEqual([first.body.id, second.id]);
  expect(bob.got[0]).toEqual(expect.objectContaining({ seq: 1, flagged: true, botherPrompt: true, clientMessageId }));
  expect(contents(avasPhone.got)).toEqual(['Shut your mouth, you loser', 'sorry, that was rude']);
  expect(avasPhone.got[0]!.flagged).toBeUndefined();
  // The earlier event comes at last: it was pushed already, so nobody gets it twice.
  release();
  await eventually('the earlier message published', async () => published.includes(clientMessageId));
  await sleep(500);
  expect(bob.got).toHaveLength(2);
  expect(avasPhone.got).toHaveLength(2);
});

test('both people sending at once: every message has its own place, and each socket gets them in that order', async () => {
  const { a, b, path } = await matchedPair();
  const [bob, ava] = [await listening(b), await listening(a)];
  const sent = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? b : a, path, `line ${i}`)));
  expect(sent.map((m) => m.seq).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  await eventually('all pushed', async () => bob.got.length >= 12 && ava.got.length >= 12);
  await sleep(300);
  for (const { got } of [bob, ava]) {
    expect(got.map((m) => m.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  }
  const page = (await b.request('GET', path)).body as MessageDto[];
  expect(page.map((m) => m.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
});
