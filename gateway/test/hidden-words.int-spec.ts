import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import { MESSAGE_REQUEST_CREATED } from '@converge/contracts';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { ChatModule } from '@converge/chat';
import { SafetyModule } from '@converge/safety';
import { eventually, staysTrue } from '@converge/platform';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { insertVenue } from './support/venues.js';
import { connectSocket } from './support/sockets.js';
import { registeredPerson, type Person } from './support/people.js';

/**
 * Hidden Words through HTTP: the list is set in safety, chat keeps its copy from HiddenWordsChanged and
 * files a message request that contains one in the recipient's Hidden folder, with no push. Identity,
 * venue, matching, chat and safety in this process, the built gateway as its own process.
 */
let stack: GatewayTestStack;
let venueId: string;
const sockets: Socket[] = [];
const SERVICE_NAMES = ['identity', 'venue', 'matching', 'chat', 'safety'] as const;
const db = (service: (typeof SERVICE_NAMES)[number]) => stack.services[SERVICE_NAMES.indexOf(service)]!.get(DataSource);

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, ChatModule, SafetyModule], MANY_PEOPLE);
  ({ id: venueId } = await insertVenue(db('venue'), { name: 'Quiet Corner' }));
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await stack?.close();
}, 60_000);

/**
 * Registered, with a profile, checked in at the venue: everyone here may send everyone a request. Back
 * once chat knows their name and matching their check-in (both from events), so a request to them is
 * never refused as to a stranger or someone out of reach.
 */
async function person(name: string): Promise<Person> {
  const p = await registeredPerson(stack, name, { venueId });
  await eventually(
    `${name} known to chat and matching`,
    async () =>
      (await db('chat').query('SELECT 1 FROM display_names WHERE user_id = $1', [p.userId])).length === 1 &&
      (await db('matching').query('SELECT 1 FROM active_checkins WHERE user_id = $1', [p.userId])).length === 1,
  );
  return p;
}
const connect = (client: TestClient): Promise<Socket> => connectSocket(stack, client, sockets);
const request = (from: Person, to: Person, iceBreaker: string) => from.request('POST', '/api/conversations/start', { userId: to.userId, iceBreaker });

async function hide(p: Person, words: string[]) {
  const res = await p.request('PUT', '/api/safety/hidden-words', { words });
  expect(res.status).toBe(200);
  await eventually('chat has the list', async () => {
    const [row] = await db('chat').query('SELECT words FROM hidden_words WHERE user_id = $1', [p.userId]);
    return JSON.stringify(row?.words) === JSON.stringify(res.body.words);
  });
  return res.body;
}

describe('Hidden Words', () => {
  test('the list: empty at first, replaced whole, cleaned (trimmed, one per spelling); limits answer 400; no session 401', async () => {
    const ben = await person('Ben');
    expect((await ben.request('GET', '/api/safety/hidden-words')).body).toEqual({ words: [], updatedAt: null });
    const saved = await ben.request('PUT', '/api/safety/hidden-words', { words: [' Café ', 'cafe', 'money', '🍆'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ words: ['Café', 'money', '🍆'], updatedAt: expect.any(String) });
    expect((await ben.request('GET', '/api/safety/hidden-words')).body).toEqual(saved.body);

    const tooMany = await ben.request('PUT', '/api/safety/hidden-words', { words: Array.from({ length: 1001 }, (_, i) => `w${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('You can hide at most 1,000 words.');
    const tooLong = await ben.request('PUT', '/api/safety/hidden-words', { words: ['ok', 'x'.repeat(51)] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('Each hidden word can be at most 50 characters.');
    expect((await ben.request('PUT', '/api/safety/hidden-words', { words: 'money' })).status).toBe(400);
    expect((await ben.request('PUT', '/api/safety/hidden-words', {})).status).toBe(400);
    // Nothing half-written: the list is as it was.
    expect((await ben.request('GET', '/api/safety/hidden-words')).body.words).toEqual(['Café', 'money', '🍆']);
    // 1,000 words of 50 characters are accepted.
    expect((await ben.request('PUT', '/api/safety/hidden-words', { words: Array.from({ length: 1000 }, (_, i) => `${i}`.padEnd(50, 'x')) })).status).toBe(200);
    expect((await stack.client().request('GET', '/api/safety/hidden-words')).status).toBe(401);
    expect((await stack.client().request('PUT', '/api/safety/hidden-words', { words: [] })).status).toBe(401);
  });

  test('a request with a hidden word (any case, any accents) goes to the Hidden folder, is not pushed, and can be opened on purpose', async () => {
    const [ana, ben] = [await person('Ana'), await person('Ben')];
    await hide(ben, ['Café', 'money', '🍆']);
    const socket = await connect(ben);
    const pushed: unknown[] = [];
    socket.on(MESSAGE_REQUEST_CREATED, (p: unknown) => pushed.push(p));

    const sent = await request(ana, ben, 'Fancy a coffee at the CAFE later?');
    expect(sent.status).toBe(200);
    // The sender sees an ordinary pending request: nothing tells them it was hidden.
    expect(sent.body.messageRequest).toEqual(expect.objectContaining({ status: 'pending', conversationId: null }));
    expect(sent.body.messageRequest).not.toHaveProperty('hidden');

    expect((await ben.request('GET', '/api/message-requests')).body).toEqual([]);
    const hidden = await ben.request('GET', '/api/message-requests?folder=hidden');
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual([expect.objectContaining({ id: sent.body.messageRequest.id, fromDisplayName: 'Ana', iceBreaker: 'Fancy a coffee at the CAFE later?', hidden: true })]);
    await staysTrue('no socket push for a hidden request', () => pushed.length === 0, { forMs: 1500 });
    // No MessageRequestCreated was written at all, so no web push either.
    expect(await db('chat').query(`SELECT 1 FROM outbox WHERE type = 'MessageRequestCreated' AND payload::text LIKE $1`, [`%${sent.body.messageRequest.id}%`])).toEqual([]);

    // Opened on purpose: it can be accepted like any other.
    const opened = await ben.request('POST', `/api/message-requests/${sent.body.messageRequest.id}/accept`);
    expect(opened.status).toBe(200);
    expect((await ben.request('GET', '/api/message-requests?folder=hidden')).body).toEqual([]);
  });

  test('whole words only: a word inside another word does not hide; emoji match as themselves; others are pushed as before', async () => {
    const [cleo, dan, eve, ben] = [await person('Cleo'), await person('Dan'), await person('Eve'), await person('Ben')];
    await hide(ben, ['money', '🍆', 'crème brûlée']);
    const socket = await connect(ben);
    const pushed: Array<{ requestId: string }> = [];
    socket.on(MESSAGE_REQUEST_CREATED, (p: { requestId: string }) => pushed.push(p));

    const film = await request(cleo, ben, 'Moneyball is my favourite film');
    const emoji = await request(dan, ben, 'hey🍆');
    const dessert = await request(eve, ben, 'Best CREME BRULEE in town?');
    await eventually('the visible one is pushed', () => pushed.some((p) => p.requestId === film.body.messageRequest.id));

    const inbox = (await ben.request('GET', '/api/message-requests')).body as Array<{ id: string; hidden?: boolean }>;
    expect(inbox.map((r) => r.id)).toEqual([film.body.messageRequest.id]);
    expect(inbox[0]).not.toHaveProperty('hidden');
    const hidden = (await ben.request('GET', '/api/message-requests?folder=hidden')).body as Array<{ id: string }>;
    expect(hidden.map((r) => r.id).sort()).toEqual([emoji.body.messageRequest.id, dessert.body.messageRequest.id].sort());
    await staysTrue('hidden ones never pushed', () => pushed.every((p) => p.requestId === film.body.messageRequest.id), { forMs: 1000 });
    expect((await ben.request('GET', '/api/message-requests?folder=inbox')).body.map((r: { id: string }) => r.id)).toEqual([film.body.messageRequest.id]);
    expect((await ben.request('GET', '/api/message-requests?folder=spam')).status).toBe(400);
  });

  test('a new list applies to requests filed after it; an emptied list hides nothing', async () => {
    const [fay, gus, ben] = [await person('Fay'), await person('Gus'), await person('Ben')];
    await hide(ben, ['money']);
    const hiddenOne = await request(fay, ben, 'I need money');
    await hide(ben, []);
    const visible = await request(gus, ben, 'I need money too');
    expect((await ben.request('GET', '/api/message-requests')).body.map((r: { id: string }) => r.id)).toEqual([visible.body.messageRequest.id]);
    expect((await ben.request('GET', '/api/message-requests?folder=hidden')).body.map((r: { id: string }) => r.id)).toEqual([hiddenOne.body.messageRequest.id]);
  });
});
