import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createEnvelope, eventCatalog, RPC, type ConversationDto, type EventData, type EventType, type MatchView, type MessageDto } from '@converge/contracts';
import {
  bootService,
  cleanupTestNamespace,
  consumersSettled,
  eventually,
  failureOf,
  NATS_CONNECTION,
  Naming,
  newTestNamespace,
  publishedAndDelivered,
  RpcClient,
  runUnitOfWork,
  useTestEnvironment,
} from '@converge/platform';
import { ChatModule } from '../src/chat.module.js';
import { MessagesRepository } from '../src/messages/messages.repository.js';
import { SEND_BATCH_FUNCTION, SEND_BATCH_FUNCTION_BODY } from '../src/messages/send-batch-function.js';

const namespace = newTestNamespace('chat');
useTestEnvironment(namespace);

let app: INestApplicationContext;
let rpc: RpcClient;

const actor = (userId: string) => ({ userId, roles: [] });

async function publish<T extends EventType>(type: T, data: EventData<T>, msgID?: string) {
  const envelope = createEnvelope(type, data, 'test');
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  await jetstream(nc).publish(app.get(Naming).subject(eventCatalog[type].subject), JSON.stringify(envelope), { msgID: msgID ?? envelope.id });
  return envelope;
}

/** A match between two fresh people, and the conversation chat opened for it. */
async function matched(venueName = 'The Tap Room') {
  const a = randomUUID();
  const b = randomUUID();
  const matchId = randomUUID();
  await publish('MatchCreated', { matchId, userAId: a, userBId: b, venueId: 'venue-1', venueName, createdAt: new Date().toISOString() });
  let conversation: ConversationDto | undefined;
  await eventually('conversation opened', async () => {
    [conversation] = await rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(a) });
    return Boolean(conversation);
  });
  return { a, b, matchId, conversation: conversation! };
}

const send = (userId: string, conversationId: string, content: string, clientMessageId: string = randomUUID()) =>
  rpc.request<MessageDto>(RPC.chat.send, { actor: actor(userId), conversationId, content, clientMessageId });

/** Until `n` statements of this database wait for a lock (sends queued behind a held conversation). */
const sendsWaitingForALock = (n: number) =>
  eventually(`${n} sends waiting for a lock`, async () => {
    const [{ waiting }] = await app.get(DataSource).query("SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
    return waiting >= n;
  });

/** How many transactions wrote these messages (rows a transaction inserts share its xmin). */
const transactionsThatWrote = async (messageIds: string[]) =>
  (await app.get(DataSource).query('SELECT count(DISTINCT xmin::text)::int AS n FROM messages WHERE id = ANY($1::uuid[])', [messageIds]))[0].n as number;

/**
 * Matching's side of "start" (only asked when chat has no conversation for the pair yet): a responder on
 * the real NATS subject answering the caller's matches from this map, as the matching service would.
 */
const matchesOf = new Map<string, MatchView[]>();
let matchingSubscription: Subscription | undefined;

beforeAll(async () => {
  app = await bootService(ChatModule);
  rpc = app.get(RpcClient);
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  matchingSubscription = nc.subscribe(app.get(Naming).subject(RPC.matching.matches), {
    queue: 'matching',
    callback: (_error, message) => {
      const { actor: caller } = message.json<{ actor: { userId: string } }>();
      message.respond(JSON.stringify({ ok: true, data: matchesOf.get(caller.userId) ?? [] }));
    },
  });
}, 60_000);

afterAll(async () => {
  matchingSubscription?.unsubscribe();
  await app?.close();
  await cleanupTestNamespace(namespace);
});

test('MatchCreated delivered twice (same event, and again under a new id) opens exactly one conversation, with the venue name', async () => {
  const a = `u-${randomUUID()}`;
  const b = `u-${randomUUID()}`;
  const data = { matchId: randomUUID(), userAId: a, userBId: b, venueId: 'v1', venueName: 'Blue Bottle', createdAt: new Date().toISOString() };
  const envelope = await publish('MatchCreated', data);
  // The same event again past the stream's dedupe (a redelivery), then a second event for the same pair.
  await publish('MatchCreated', data, `${envelope.id}-again`);
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  await jetstream(nc).publish(app.get(Naming).subject(eventCatalog.MatchCreated.subject), JSON.stringify(envelope), { msgID: `${envelope.id}-third` });
  await publish('MatchCreated', { ...data, userAId: b, userBId: a });
  const ds = app.get(DataSource);
  await eventually('all four deliveries handled', async () => {
    const [{ n }] = await ds.query("SELECT count(*)::int AS n FROM inbox WHERE handler LIKE 'chat_open_conversation'");
    return n >= 3;
  });
  const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM conversations WHERE (user1_id = $1 AND user2_id = $2) OR (user1_id = $2 AND user2_id = $1)', [a, b]);
  expect(n).toBe(1);
  const listA = await rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(a) });
  const listB = await rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(b) });
  expect(listA).toHaveLength(1);
  expect(listB.map((c) => c.id)).toEqual([listA[0]!.id]);
  expect(listA[0]!.match.venue.name).toBe('Blue Bottle');
  expect(listA[0]!.matchId).toBe(data.matchId);
  expect(listA[0]!.lastMessagePreview).toBeNull();
  const byMatch = await rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(a), matchId: data.matchId });
  expect(byMatch.map((c) => c.id)).toEqual([listA[0]!.id]);
  expect(await rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(a), matchId: randomUUID() })).toEqual([]);
});

test('display names follow ProfileUpdated (the newest wins)', async () => {
  const { a, b, conversation } = await matched();
  const profile = { age: 30, bio: '', photos: [], gender: null, lookingFor: ['Everyone' as const], isIncognito: false };
  await publish('ProfileUpdated', { userId: b, displayName: 'Bea', ...profile });
  await eventually(
    'name arrives',
    async () =>
      (await rpc.request<ConversationDto>(RPC.chat.get, { actor: actor(a), conversationId: conversation.id })).user2.profile.displayName !== null ||
      (await rpc.request<ConversationDto>(RPC.chat.get, { actor: actor(a), conversationId: conversation.id })).user1.profile.displayName !== null,
  );
  await publish('ProfileUpdated', { userId: b, displayName: 'Beatrice', ...profile });
  await eventually('name updated', async () => {
    const c = await rpc.request<ConversationDto>(RPC.chat.get, { actor: actor(a), conversationId: conversation.id });
    const other = c.user1Id === b ? c.user1 : c.user2;
    return other.profile.displayName === 'Beatrice';
  });
});

test('the Verified mark follows VerificationLevelChanged (an older change never wins)', async () => {
  const { a, b, conversation } = await matched();
  const other = async () => {
    const c = await rpc.request<ConversationDto>(RPC.chat.get, { actor: actor(a), conversationId: conversation.id });
    return c.user1Id === b ? c.user1 : c.user2;
  };
  expect((await other()).profile.isVerified).toBe(false);
  const now = Date.now();
  await publish('VerificationLevelChanged', { userId: b, level: 'basic', previousLevel: 'unverified', isVerified: true, changedAt: new Date(now).toISOString() });
  await eventually('verified', async () => (await other()).profile.isVerified === true);
  // A stale event (earlier changedAt) arriving late changes nothing.
  const stale = await publish('VerificationLevelChanged', { userId: b, level: 'unverified', previousLevel: 'basic', isVerified: false, changedAt: new Date(now - 60_000).toISOString() });
  const db = app.get(DataSource);
  await eventually('the stale event handled', async () => (await db.query('SELECT 1 FROM inbox WHERE event_id = $1', [stale.id])).length > 0);
  expect((await other()).profile.isVerified).toBe(true);
});

test('anyone but the two participants gets 404 from every conversation call', async () => {
  const { a, conversation } = await matched();
  await send(a, conversation.id, 'hello');
  const stranger = actor(`stranger-${randomUUID()}`);
  const calls = [
    rpc.request(RPC.chat.get, { actor: stranger, conversationId: conversation.id }),
    rpc.request(RPC.chat.messages, { actor: stranger, conversationId: conversation.id }),
    rpc.request(RPC.chat.send, { actor: stranger, conversationId: conversation.id, content: 'let me in', clientMessageId: 'x' }),
    rpc.request(RPC.chat.read, { actor: stranger, conversationId: conversation.id }),
    rpc.request(RPC.chat.participants, { actor: stranger, conversationId: conversation.id }),
    rpc.request(RPC.chat.get, { actor: stranger, conversationId: 'not-a-uuid' }),
  ];
  for (const call of calls) expect((await failureOf(call)).status).toBe(404);
  expect(await rpc.request(RPC.chat.list, { actor: stranger })).toEqual([]);
  const [{ n }] = await app.get(DataSource).query('SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1', [conversation.id]);
  expect(n).toBe(1);
});

test('a send retried with the same clientMessageId is stored and announced once', async () => {
  const { a, conversation } = await matched();
  const clientMessageId = randomUUID();
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  const seen: string[] = [];
  const sub: Subscription = nc.subscribe(app.get(Naming).subject(eventCatalog.MessageSent.subject), {
    callback: (_e, m) => void seen.push(m.json<{ data: { clientMessageId: string } }>().data.clientMessageId),
  });
  const [first, second, third] = await Promise.all([
    send(a, conversation.id, '  hi there  ', clientMessageId),
    send(a, conversation.id, 'hi there', clientMessageId),
    send(a, conversation.id, 'hi there', clientMessageId),
  ]);
  expect(first.content).toBe('hi there');
  expect(second.id).toBe(first.id);
  expect(third.id).toBe(first.id);
  const page = await rpc.request<MessageDto[]>(RPC.chat.messages, { actor: actor(a), conversationId: conversation.id });
  expect(page.map((m) => m.id)).toEqual([first.id]);
  await publishedAndDelivered(app.get(DataSource), app.get<NatsConnection>(NATS_CONNECTION));
  sub.unsubscribe();
  expect(seen.filter((id) => id === clientMessageId)).toHaveLength(1);
});

test('content is trimmed and must be 1–2,000 characters', async () => {
  const { a, conversation } = await matched();
  expect((await failureOf(send(a, conversation.id, '   '))).status).toBe(400);
  expect((await failureOf(send(a, conversation.id, 'x'.repeat(2001)))).status).toBe(400);
  expect((await send(a, conversation.id, ` ${'y'.repeat(2000)} `)).content).toHaveLength(2000);
});

test('unread counts rise for the recipient only, reading clears them and publishes one read receipt', async () => {
  const { a, b, conversation } = await matched();
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  const receipts: Array<{ readerId: string; otherUserId: string }> = [];
  const sub = nc.subscribe(app.get(Naming).subject(eventCatalog.ConversationRead.subject), {
    callback: (_e, m) => void receipts.push(m.json<{ data: { readerId: string; otherUserId: string; conversationId: string } }>().data),
  });
  await send(a, conversation.id, 'one');
  await send(a, conversation.id, 'two');
  await send(b, conversation.id, 'reply');
  const unread = async (userId: string) => {
    const c = await rpc.request<ConversationDto>(RPC.chat.get, { actor: actor(userId), conversationId: conversation.id });
    return c.user1Id === userId ? c.user1UnreadCount : c.user2UnreadCount;
  };
  expect(await unread(b)).toBe(2);
  expect(await unread(a)).toBe(1);
  const [listed] = await rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(b) });
  expect(listed!.lastMessagePreview).toBe('reply');

  const result = await rpc.request<{ readAt: string }>(RPC.chat.read, { actor: actor(b), conversationId: conversation.id });
  expect(await unread(b)).toBe(0);
  expect(await unread(a)).toBe(1);
  const c = await rpc.request<ConversationDto>(RPC.chat.get, { actor: actor(a), conversationId: conversation.id });
  expect(c.user1Id === b ? c.user1LastReadAt : c.user2LastReadAt).toBe(result.readAt);
  // Reading again with nothing new is not another receipt.
  await rpc.request(RPC.chat.read, { actor: actor(b), conversationId: conversation.id });
  await publishedAndDelivered(app.get(DataSource), app.get<NatsConnection>(NATS_CONNECTION));
  sub.unsubscribe();
  expect(receipts.filter((r) => r.readerId === b)).toEqual([expect.objectContaining({ readerId: b, otherUserId: a })]);
});

test('pages: newest first, oldest→newest inside a page, no gaps or repeats at the boundaries', async () => {
  const { a, b, conversation } = await matched();
  const sent: string[] = [];
  for (let i = 1; i <= 25; i++) sent.push((await send(i % 2 ? a : b, conversation.id, `m${i}`)).id);
  const page = (before?: string, limit = 10) => rpc.request<MessageDto[]>(RPC.chat.messages, { actor: actor(a), conversationId: conversation.id, before, limit });
  const p1 = await page();
  expect(p1.map((m) => m.content)).toEqual(['m16', 'm17', 'm18', 'm19', 'm20', 'm21', 'm22', 'm23', 'm24', 'm25']);
  const p2 = await page(p1[0]!.id);
  expect(p2.map((m) => m.content)).toEqual(['m6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'm13', 'm14', 'm15']);
  const p3 = await page(p2[0]!.id);
  expect(p3.map((m) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  expect(await page(p3[0]!.id)).toEqual([]);
  expect([...p3, ...p2, ...p1].map((m) => m.id)).toEqual(sent);
  expect((await page(undefined, 25)).map((m) => m.id)).toEqual(sent);
  expect(p1[0]).toEqual(expect.objectContaining({ sender: { id: b }, conversationId: conversation.id, sentAt: expect.any(String) }));
  // A cursor from another conversation is refused rather than silently paging something else.
  const other = await matched();
  const foreign = await send(other.a, other.conversation.id, 'elsewhere');
  expect((await failureOf(page(foreign.id))).status).toBe(400);
});

test("the list is the caller's only, most recent activity first", async () => {
  const a = `hub-${randomUUID()}`;
  const partners = [randomUUID(), randomUUID(), randomUUID()];
  for (const p of partners) await publish('MatchCreated', { matchId: randomUUID(), userAId: a, userBId: p, venueId: null, venueName: null, createdAt: new Date().toISOString() });
  let list: ConversationDto[] = [];
  await eventually('three conversations', async () => (list = await rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(a) })).length === 3);
  const byPartner = (p: string) => list.find((c) => c.user1Id === p || c.user2Id === p)!;
  await send(partners[0]!, byPartner(partners[0]!).id, 'first');
  await send(partners[2]!, byPartner(partners[2]!).id, 'latest');
  const ordered = await rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(a) });
  expect(ordered[0]!.id).toBe(byPartner(partners[2]!).id);
  expect(ordered[1]!.id).toBe(byPartner(partners[0]!).id);
  expect(ordered.every((c) => c.user1Id === a || c.user2Id === a)).toBe(true);
});

test('start returns the conversation with a match (ice breaker sent once) and refuses anyone else with 403', async () => {
  const { a, b, conversation } = await matched();
  const started = await rpc.request<ConversationDto>(RPC.chat.start, { actor: actor(a), userId: b, iceBreaker: 'Is the jazz always this good?' });
  expect(started.id).toBe(conversation.id);
  await rpc.request(RPC.chat.start, { actor: actor(a), userId: b, iceBreaker: 'Is the jazz always this good?' });
  const messages = await rpc.request<MessageDto[]>(RPC.chat.messages, { actor: actor(b), conversationId: conversation.id });
  expect(messages.map((m) => m.content)).toEqual(['Is the jazz always this good?']);
  const refused = await failureOf(rpc.request(RPC.chat.start, { actor: actor(a), userId: randomUUID(), iceBreaker: 'hi' }));
  expect(refused.status).toBe(403);
});

test('start right after the match, before MatchCreated reaches chat, opens the conversation at once; the late event changes nothing', async () => {
  const a = randomUUID();
  const b = randomUUID();
  const matchId = randomUUID();
  const createdAt = new Date().toISOString();
  const card = (id: string) => ({ id, profile: { displayName: id, photos: [], age: 30, bio: '' } });
  matchesOf.set(a, [
    {
      id: matchId,
      createdAt,
      userA: card(b),
      userB: card(a),
      currentUserId: a,
      venue: { id: 'venue-2', name: 'The Early Bird', meetPoints: [], meetPointKeys: [], phone: null },
      meetPoint: null,
      meetPointKey: null,
      isActive: true,
      conversationId: null,
    },
  ]);
  const started = await rpc.request<ConversationDto>(RPC.chat.start, { actor: actor(a), userId: b, iceBreaker: 'Fancy a coffee?' });
  expect(started).toMatchObject({ matchId, match: { venue: { name: 'The Early Bird' } }, lastMessagePreview: 'Fancy a coffee?' });
  await publish('MatchCreated', { matchId, userAId: b, userBId: a, venueId: 'venue-2', venueName: 'The Early Bird', createdAt });
  await eventually('the late MatchCreated handled', () => consumersSettled(app.get<NatsConnection>(NATS_CONNECTION), app.get(Naming).stream));
  const list = await rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(a) });
  expect(list.map((c) => c.id)).toEqual([started.id]);
});

test("a block stops the pair's chat: sending is 403 and the conversation leaves the list", async () => {
  const { a, b, conversation } = await matched();
  await send(a, conversation.id, 'before the block');
  await publish('UserBlocked', { blockerId: b, blockedId: a });
  await eventually('conversation closed', async () => (await rpc.request<ConversationDto>(RPC.chat.get, { actor: actor(a), conversationId: conversation.id })).closed);
  expect((await failureOf(send(a, conversation.id, 'after'))).status).toBe(403);
  expect((await failureOf(send(b, conversation.id, 'after'))).status).toBe(403);
  expect(await rpc.request(RPC.chat.list, { actor: actor(a) })).toEqual([]);
});

test('20 concurrent sends into one conversation: unread is exactly 20, 20 MessageSent rows with places 1 to 20, the newest message is the preview', async () => {
  const { a, b, conversation } = await matched();
  const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(a, conversation.id, `burst ${i}`)));
  expect(new Set(replies.map((m) => m.id)).size).toBe(20);

  const ds = app.get(DataSource);
  const [row] = await ds.query('SELECT * FROM conversations WHERE id = $1', [conversation.id]);
  expect(row.user1_id === b ? row.user1_unread_count : row.user2_unread_count).toBe(20);
  expect(row.user1_id === a ? row.user1_unread_count : row.user2_unread_count).toBe(0);
  // sentAt has millisecond precision, so several sends may share the newest instant; any of them is "newest".
  const newest = Math.max(...replies.map((m) => Date.parse(m.sentAt)));
  expect(new Date(row.last_message_at).getTime()).toBe(newest);
  expect(replies.filter((m) => Date.parse(m.sentAt) === newest).map((m) => m.content)).toContain(row.last_message_preview);

  const outbox: Array<{ payload: { data: EventData<'MessageSent'> } }> = await ds.query("SELECT payload FROM outbox WHERE type = 'MessageSent' AND payload->'data'->>'conversationId' = $1", [
    conversation.id,
  ]);
  expect(outbox).toHaveLength(20);
  const byId = new Map(replies.map((m) => [m.id, m]));
  for (const {
    payload: { data },
  } of outbox) {
    expect(data).toEqual({
      messageId: expect.any(String),
      conversationId: conversation.id,
      senderId: a,
      recipientId: b,
      content: byId.get(data.messageId)!.content,
      sentAt: byId.get(data.messageId)!.sentAt,
      clientMessageId: byId.get(data.messageId)!.clientMessageId,
      recipientUnreadCount: expect.any(Number),
      seq: byId.get(data.messageId)!.seq,
      // The time of the message before it; the first has none.
      ...(data.seq === 1 ? {} : { previousMessageAt: expect.any(String) }),
    });
    // Sends of one conversation take its lock one at a time: the unread counter and the place move together.
    expect(data.recipientUnreadCount).toBe(data.seq);
  }
  // Each send saw the counter right after its own increment, and took the next place.
  expect(outbox.map((o) => o.payload.data.recipientUnreadCount).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(replies.map((m) => m.seq).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(Number(row.last_message_seq)).toBe(20);
});

test('two concurrent sends with one clientMessageId: one message, one outbox row, both replies carry its id', async () => {
  const { a, b, conversation } = await matched();
  const ds = app.get(DataSource);
  const outboxRows = async () => (await ds.query("SELECT count(*)::int AS n FROM outbox WHERE type = 'MessageSent' AND payload->'data'->>'conversationId' = $1", [conversation.id]))[0].n;

  // Unforced: whichever way the two interleave.
  const free = randomUUID();
  const [first, second] = await Promise.all([send(a, conversation.id, 'same', free), send(a, conversation.id, 'same', free)]);
  expect(second.id).toBe(first.id);
  expect(await outboxRows()).toBe(1);

  // Forced: the conversation row is held, so both sends wait for its lock with their snapshots taken:
  // the one that gets it second does not see the first one's committed row (its insert meets the key).
  // The second is sent once the first waits, so the two are separate statements, not one batch.
  const holder = ds.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  await holder.query('SELECT 1 FROM conversations WHERE id = $1 FOR UPDATE', [conversation.id]);
  const raced = randomUUID();
  let both: Promise<MessageDto[]> | undefined;
  try {
    const first = send(a, conversation.id, 'raced', raced);
    await sendsWaitingForALock(1);
    both = Promise.all([first, send(a, conversation.id, 'raced', raced)]);
    await sendsWaitingForALock(2);
  } finally {
    await holder.commitTransaction();
    await holder.release();
  }
  const [x, y] = await both!;
  expect(y.id).toBe(x.id);
  expect(x).toEqual(y);
  const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1 AND client_message_id = $2', [conversation.id, raced]);
  expect(n).toBe(1);
  expect(await outboxRows()).toBe(2);
  const [row] = await ds.query('SELECT * FROM conversations WHERE id = $1', [conversation.id]);
  expect(row.user1_id === b ? row.user1_unread_count : row.user2_unread_count).toBe(2);
});

test('a retry after the conversation closed still returns the stored message; a new send is 403', async () => {
  const { a, b, conversation } = await matched();
  const clientMessageId = randomUUID();
  const stored = await send(a, conversation.id, 'before', clientMessageId);
  await publish('UserBlocked', { blockerId: b, blockedId: a });
  await eventually('conversation closed', async () => (await rpc.request<ConversationDto>(RPC.chat.get, { actor: actor(a), conversationId: conversation.id })).closed);
  expect(await send(a, conversation.id, 'before', clientMessageId)).toEqual(stored);
  const refused = await failureOf(send(a, conversation.id, 'after'));
  expect([refused.status, refused.code]).toEqual([403, 'CONVERSATION_CLOSED']);
  const [{ n }] = await app.get(DataSource).query("SELECT count(*)::int AS n FROM outbox WHERE type = 'MessageSent' AND payload->'data'->>'conversationId' = $1", [conversation.id]);
  expect(n).toBe(1);
});

test('the installed chat_send_message_batch_v1 is the function this release generates', async () => {
  const [fn] = await app.get(DataSource).query('SELECT prosrc FROM pg_proc WHERE proname = $1', [SEND_BATCH_FUNCTION]);
  expect(fn?.prosrc).toBe(SEND_BATCH_FUNCTION_BODY);
});

test('sends that arrive together are written together, each conversation in the order they were sent', async () => {
  const pairs = await Promise.all([matched(), matched(), matched()]);
  const sent = Array.from({ length: 30 }, (_, i) => ({ pair: pairs[i % 3]!, content: `together ${Math.floor(i / 3)}` }));
  const replies = await Promise.all(sent.map(({ pair, content }) => send(pair.a, pair.conversation.id, content)));

  // Fewer transactions than sends: the turn's sends went to Postgres in one call (or a few, as the requests were read).
  expect(await transactionsThatWrote(replies.map((m) => m.id))).toBeLessThan(10);
  for (const { a, b, conversation } of pairs) {
    const page = await rpc.request<MessageDto[]>(RPC.chat.messages, { actor: actor(b), conversationId: conversation.id });
    expect(page.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `together ${i}`));
    expect(page.map((m) => m.seq)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(page.every((m) => m.sender.id === a)).toBe(true);
    const [row] = await app.get(DataSource).query('SELECT * FROM conversations WHERE id = $1', [conversation.id]);
    expect(row.user1_id === b ? row.user1_unread_count : row.user2_unread_count).toBe(10);
    expect(row.last_message_preview).toBe('together 9');
    const outbox: Array<{ data: EventData<'MessageSent'> }> = await app
      .get(DataSource)
      .query("SELECT payload->'data' AS data FROM outbox WHERE type = 'MessageSent' AND payload->'data'->>'conversationId' = $1 ORDER BY (payload->'data'->>'seq')::int", [conversation.id]);
    expect(outbox.map(({ data }) => [data.content, data.seq, data.recipientId, data.recipientUnreadCount])).toEqual(Array.from({ length: 10 }, (_, i) => [`together ${i}`, i + 1, b, i + 1]));
  }
});

test('two batches that share conversations, each locking them in id order, never deadlock', async () => {
  const [x, y] = await Promise.all([matched(), matched()]);
  const ds = app.get(DataSource);
  const holder = ds.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  await holder.query('SELECT 1 FROM conversations WHERE id = ANY($1::uuid[]) FOR UPDATE', [[x.conversation.id, y.conversation.id]]);
  let batches: Promise<MessageDto[][]> | undefined;
  try {
    // Arrival order is opposite in the two batches: locking in that order would deadlock them.
    const first = Promise.all([send(y.a, y.conversation.id, 'first batch'), send(x.a, x.conversation.id, 'first batch')]);
    await sendsWaitingForALock(1);
    batches = Promise.all([first, Promise.all([send(x.a, x.conversation.id, 'second batch'), send(y.a, y.conversation.id, 'second batch')])]);
    await sendsWaitingForALock(2);
  } finally {
    await holder.commitTransaction();
    await holder.release();
  }
  const [firstReplies, secondReplies] = await batches!;
  // Each batch committed as one transaction: a deadlock would have rolled one back and sent its messages one by one.
  expect(await transactionsThatWrote(firstReplies.map((m) => m.id))).toBe(1);
  expect(await transactionsThatWrote(secondReplies.map((m) => m.id))).toBe(1);
  for (const { b, conversation } of [x, y]) {
    const page = await rpc.request<MessageDto[]>(RPC.chat.messages, { actor: actor(b), conversationId: conversation.id });
    expect(page.map((m) => [m.content, m.seq])).toEqual([
      ['first batch', 1],
      ['second batch', 2],
    ]);
  }
});

test('a send that fails in a batch fails alone: the others are stored and announced once, in order', async () => {
  const { a, b, conversation } = await matched();
  const ds = app.get(DataSource);
  const refused = `refused ${randomUUID()}`;
  // A fault only this message meets, from Postgres itself, inside the batch's transaction.
  await ds.query(`CREATE FUNCTION refuse_one_message() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.content = '${refused}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`);
  await ds.query('CREATE TRIGGER refuse_one_message BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION refuse_one_message()');
  const repository = app.get(MessagesRepository);
  const batches = jest.spyOn(repository as unknown as { sendBatch(batch: unknown[]): Promise<unknown[]> }, 'sendBatch');
  try {
    // Straight to the repository, in one turn: over NATS the three requests may be read in two turns,
    // and a send of the next turn is then not in this batch (it may commit before the failed batch's retries).
    let settled: Array<PromiseSettledResult<MessageDto>> = [];
    await runUnitOfWork(randomUUID(), async () => {
      settled = await Promise.allSettled(['before it', refused, 'after it'].map((content) => repository.send(ds.manager, conversation.id, a, content, randomUUID())));
    });
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // One batch of the three, which failed; the retries go one by one (not as batches).
    expect(batches.mock.calls.map(([batch]) => batch.length)).toEqual([3]);
  } finally {
    batches.mockRestore();
    await ds.query('DROP TRIGGER refuse_one_message ON messages');
    await ds.query('DROP FUNCTION refuse_one_message()');
  }
  const page = await rpc.request<MessageDto[]>(RPC.chat.messages, { actor: actor(b), conversationId: conversation.id });
  expect(page.map((m) => [m.content, m.seq])).toEqual([
    ['before it', 1],
    ['after it', 2],
  ]);
  const [{ n }] = await ds.query("SELECT count(*)::int AS n FROM outbox WHERE type = 'MessageSent' AND payload->'data'->>'conversationId' = $1", [conversation.id]);
  expect(n).toBe(2);
});
