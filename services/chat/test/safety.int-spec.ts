import { DataSource } from 'typeorm';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createEnvelope, DELETED_USER_NAME, eventCatalog, RPC, type ConversationDto, type EventData, type EventType, type MessageDto } from '@converge/contracts';
import { bootService, cleanupTestNamespace, failureOf, NATS_CONNECTION, Naming, newTestNamespace, RpcClient, useTestEnvironment, eventually } from '@converge/platform';
import { ChatModule } from '../src/chat.module.js';

const namespace = newTestNamespace('chsafe');
useTestEnvironment(namespace);

let app: INestApplicationContext;
let rpc: RpcClient;
let db: DataSource;

beforeAll(async () => {
  app = await bootService(ChatModule);
  rpc = app.get(RpcClient);
  db = app.get(DataSource);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

const actor = (userId: string) => ({ userId, roles: [] });
async function publish<T extends EventType>(type: T, data: EventData<T>) {
  const envelope = createEnvelope(type, data, 'test');
  await jetstream(app.get<NatsConnection>(NATS_CONNECTION)).publish(app.get(Naming).subject(eventCatalog[type].subject), JSON.stringify(envelope), { msgID: envelope.id });
}
const list = (userId: string) => rpc.request<ConversationDto[]>(RPC.chat.list, { actor: actor(userId) });
const send = (userId: string, conversationId: string, content: string) =>
  rpc.request<MessageDto>(RPC.chat.send, { actor: actor(userId), conversationId, content, clientMessageId: randomUUID() });

async function matched(names = true) {
  const a = randomUUID();
  const b = randomUUID();
  if (names) {
    for (const [id, displayName] of [
      [a, 'Ada'],
      [b, 'Bo'],
    ] as const) {
      await publish('ProfileUpdated', { userId: id, displayName, age: 30, bio: '', photos: [], gender: null, lookingFor: ['Everyone'], isIncognito: false });
    }
  }
  await publish('MatchCreated', { matchId: randomUUID(), userAId: a, userBId: b, venueId: null, venueName: 'The Tap Room', createdAt: new Date().toISOString() });
  await eventually('conversation opened', async () => (await list(a)).length === 1 && (await list(b)).length === 1);
  const [conversation] = await list(a);
  return { a, b, conversation };
}

test('a block removes the conversation from both lists and sending answers 403 with a plain message', async () => {
  const { a, b, conversation } = await matched();
  await send(a, conversation.id, 'hello');
  await publish('UserBlocked', { blockerId: a, blockedId: b });
  await eventually('hidden from both', async () => (await list(a)).length === 0 && (await list(b)).length === 0);
  const refused = await failureOf(send(b, conversation.id, 'are you there?'));
  expect(refused.status).toBe(403);
  expect(refused.message).toBe('You can no longer send messages in this conversation.');
  // Opened by its id (a link, the history), it says why it closed, to either person: their screen leaves it.
  expect(conversation).toMatchObject({ closed: false, closedReason: null });
  for (const reader of [a, b]) {
    expect(await rpc.request<ConversationDto>(RPC.chat.get, { actor: actor(reader), conversationId: conversation.id })).toMatchObject({ closed: true, closedReason: 'blocked' });
  }
});

test('an unblock does not bring the conversation back; a later match of the pair opens it as usual', async () => {
  const { a, b } = await matched();
  await publish('UserBlocked', { blockerId: b, blockedId: a });
  await eventually('hidden', async () => (await list(a)).length === 0);
  await publish('UserUnblocked', { blockerId: b, blockedId: a });
  await eventually('block forgotten', async () => (await db.query('SELECT 1 FROM blocked_pairs WHERE user1_id = ANY($1)', [[a, b]])).length === 0);
  expect(await list(a)).toEqual([]);
  expect(await list(b)).toEqual([]);
  await publish('MatchCreated', { matchId: randomUUID(), userAId: b, userBId: a, venueId: null, venueName: 'Blue Bottle', createdAt: new Date().toISOString() });
  await eventually('reopened by the new match', async () => (await list(a)).length === 1);
  const [reopened] = await list(b);
  expect(reopened).toMatchObject({ closed: false, match: { venue: { name: 'Blue Bottle' } } });
  await send(b, reopened.id, 'hello again');
});

test('a deleted account: its messages and id are gone; the partner keeps the conversation with "Deleted user", read-only', async () => {
  const { a, b, conversation } = await matched();
  await send(a, conversation.id, 'hi from Ada');
  await send(b, conversation.id, 'hi from Bo');
  await send(a, conversation.id, 'Ada again');
  await publish('UserDeleted', { userId: a });
  await eventually('erased', async () => (await db.query('SELECT 1 FROM messages WHERE sender_id = $1', [a])).length === 0);
  const [seen] = await list(b);
  expect(seen.id).toBe(conversation.id);
  // Read-only, not gone: the partner's screen keeps it open with the closed footer.
  expect(seen).toMatchObject({ closed: true, closedReason: 'deleted' });
  const other = seen.user1Id === b ? seen.user2 : seen.user1;
  expect(other.profile.displayName).toBe(DELETED_USER_NAME);
  expect(other.id).not.toBe(a);
  expect(seen.lastMessagePreview).toBe('hi from Bo');
  expect(seen.user1UnreadCount + seen.user2UnreadCount).toBe(0);
  const messages = await rpc.request<MessageDto[]>(RPC.chat.messages, { actor: actor(b), conversationId: conversation.id });
  expect(messages.map((m) => m.content)).toEqual(['hi from Bo']);
  expect((await failureOf(send(b, conversation.id, 'hello?'))).status).toBe(403);
  for (const [table, column] of [
    ['display_names', 'user_id'],
    ['messages', 'sender_id'],
    ['conversations', 'user1_id'],
    ['conversations', 'user2_id'],
    ['blocked_pairs', 'user1_id'],
    ['blocked_pairs', 'user2_id'],
  ]) {
    expect({ table, column, rows: (await db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [a])).length }).toEqual({ table, column, rows: 0 });
  }
});

test('a conversation a block had hidden is erased entirely when either person deletes their account', async () => {
  const { a, b, conversation } = await matched();
  await publish('UserBlocked', { blockerId: a, blockedId: b });
  await eventually('hidden', async () => (await list(b)).length === 0);
  await publish('UserDeleted', { userId: a });
  await eventually('erased', async () => (await db.query('SELECT 1 FROM conversations WHERE id = $1', [conversation.id])).length === 0);
  expect(await list(b)).toEqual([]);
});

test('export: my conversations and exactly the messages I sent', async () => {
  const { a, b, conversation } = await matched();
  await send(a, conversation.id, 'mine');
  await send(b, conversation.id, 'theirs');
  const data = await rpc.request<any>(RPC.chat.exportData, { actor: actor(a) });
  expect(data.conversations).toEqual([expect.objectContaining({ id: conversation.id, otherUserId: b, venueName: 'The Tap Room' })]);
  expect(data.messagesSent.map((m: { content: string }) => m.content)).toEqual(['mine']);
});
