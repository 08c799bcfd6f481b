import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Subscription } from '@nats-io/transport-node';
import type { Socket } from 'socket.io-client';
import { MESSAGE_FLAGGED, type ConversationDto, type MessageDto } from '@converge/contracts';
import { eventually } from '@converge/platform';
import { VenueModule } from '@converge/venue';
import { ChatModule } from '@converge/chat';
import { MatchingModule } from '@converge/matching';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';
import { connectSocket, standInIdentityGate } from './support/sockets.js';
import { publishEvent, sessionPerson, type Person } from './support/people.js';

/**
 * Kind conversations through the real gateway and the real chat service: "Are you sure?" (a hurtful
 * text answers 422 MESSAGE_FLAGGED with its categories until confirmed), "Does this bother you?" (a
 * message sent anyway is flagged in the recipient's copy only, list and push), and the scam caution
 * (once per person and conversation, among its first messages, never told to the sender).
 */
let stack: GatewayTestStack;
let venueDb: DataSource;
let chatDb: DataSource;
let gate: Subscription;
const sockets: Socket[] = [];

beforeAll(async () => {
  stack = await startGatewayTestStack([VenueModule, ChatModule, MatchingModule], { CHAT_SEND_LIMIT: '100', CHAT_SEND_WINDOW_SECONDS: '30' });
  venueDb = stack.services[0]!.get(DataSource);
  chatDb = stack.services[1]!.get(DataSource);
  gate = standInIdentityGate(stack);
}, 90_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  gate?.unsubscribe();
  await stack?.close();
});

function person(name: string): Promise<Person> {
  return sessionPerson(stack, name, {
    ready: [
      async (userId) => (await venueDb.query('SELECT 1 FROM live_profiles WHERE user_id = $1', [userId])).length === 1,
      async (userId) => (await chatDb.query('SELECT 1 FROM display_names WHERE user_id = $1', [userId])).length === 1,
    ],
  });
}

async function matchedPair() {
  const [a, b] = [await person('Ada'), await person('Bo')];
  await publishEvent(stack, 'MatchCreated', { matchId: randomUUID(), userAId: a.userId, userBId: b.userId, venueId: 'v', venueName: 'Harbour', createdAt: new Date().toISOString() });
  let conversation: ConversationDto | undefined;
  await eventually('the conversation opened', async () => !!(conversation = (await a.request('GET', '/api/conversations')).body[0]));
  return { a, b, path: `/api/conversations/${conversation!.id}/messages`, conversation: conversation! };
}

async function connect(client: Person): Promise<Socket> {
  const socket = await connectSocket(stack, client);
  sockets.push(socket);
  return socket;
}

/** Both live 40 m apart: the shared context a message request or a like from live discovery needs. */
async function goLiveTogether(a: Person, b: Person, at: { latitude: number; longitude: number }) {
  for (const [p, north] of [
    [a, 0],
    [b, 40],
  ] as const) {
    const res = await p.request('PUT', '/api/live-status', {
      latitude: at.latitude + north / 111_320,
      longitude: at.longitude,
      currentActivity: 'coffee_break',
      currentMood: 'open_to_chat',
    });
    expect(res.status).toBe(200);
  }
}

const send = (p: Person, path: string, content: string, extra: Record<string, unknown> = {}) => p.request('POST', path, { content, clientMessageId: randomUUID(), ...extra });
const list = async (p: Person, path: string): Promise<MessageDto[]> => (await p.request('GET', path)).body;

describe('"Are you sure?"', () => {
  test('a hurtful message answers 422 MESSAGE_FLAGGED with its categories and stores nothing', async () => {
    const { a, b, path } = await matchedPair();
    const res = await send(a, path, "You're so ugly, I know where you live");
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: MESSAGE_FLAGGED, message: expect.stringMatching(/Are you sure/), categories: ['harassment', 'threat'] });
    expect(await list(b, path)).toEqual([]);
    // Kind and flirty messages go straight through.
    expect((await send(a, path, 'You have the most beautiful smile')).status).toBe(201);
    expect((await send(a, path, 'Want to grab a drink this weekend?')).status).toBe(201);
  });

  test('a stranger gets 404, never the 422 that would tell them what the classifier thinks', async () => {
    const { path } = await matchedPair();
    const stranger = await person('Cy');
    expect((await send(stranger, path, 'I will hurt you')).status).toBe(404);
    expect((await send(stranger, path, 'I will hurt you', { confirmed: true })).status).toBe(404);
  });

  test('confirmed: stored flagged; the recipient sees it flagged (list and push), the sender does not', async () => {
    const { a, b, path } = await matchedPair();
    const bSocket = await connect(b);
    const aSocket = await connect(a);
    const pushedToB = new Promise<MessageDto>((resolve) => bSocket.once('message:new', resolve));
    const pushedToA = new Promise<MessageDto>((resolve) => aSocket.once('message:new', resolve));
    const sent = await send(a, path, 'Shut your mouth, you loser', { confirmed: true });
    expect(sent.status).toBe(201);
    expect(sent.body).not.toHaveProperty('flagged');
    expect(await pushedToB).toMatchObject({ id: sent.body.id, flagged: true, categories: ['harassment'], botherPrompt: true });
    expect(await pushedToA).not.toHaveProperty('flagged');
    const [forB] = await list(b, path);
    expect(forB).toMatchObject({ id: sent.body.id, flagged: true, categories: ['harassment'], botherPrompt: true });
    const [forA] = await list(a, path);
    expect(forA).not.toHaveProperty('flagged');
    expect(forA).not.toHaveProperty('categories');
  });

  test('"No, it\'s fine" is remembered, and only the recipient can say it', async () => {
    const { a, b, path } = await matchedPair();
    const sent = await send(a, path, 'You are pathetic', { confirmed: true });
    const dismiss = (p: Person, id: string) => p.request('POST', `${path}/${id}/dismiss-bother`, {});
    expect((await dismiss(a, sent.body.id)).status).toBe(404);
    expect((await dismiss(await person('Di'), sent.body.id)).status).toBe(404);
    const kind = await send(a, path, 'Sorry, that was rude');
    expect((await dismiss(b, kind.body.id)).status).toBe(404);
    expect((await dismiss(b, 'not-an-id')).status).toBe(404);
    expect((await dismiss(b, sent.body.id)).body).toEqual({ dismissed: true });
    expect((await dismiss(b, sent.body.id)).body).toEqual({ dismissed: true });
    const [flagged] = await list(b, path);
    expect(flagged).toMatchObject({ flagged: true, botherPrompt: false });
  });

  test('the first message of a conversation (ice breaker) asks too', async () => {
    const { a, b, conversation } = await matchedPair();
    const start = (extra: Record<string, unknown>) => a.request('POST', '/api/conversations/start', { userId: b.userId, ...extra });
    const asked = await start({ iceBreaker: 'Send nudes' });
    expect(asked.status).toBe(422);
    expect(asked.body).toMatchObject({ code: MESSAGE_FLAGGED, categories: ['sexual'] });
    expect(await list(b, `/api/conversations/${conversation.id}/messages`)).toEqual([]);
    expect((await start({ iceBreaker: 'Send nudes', confirmed: true })).status).toBe(200);
    const [first] = await list(b, `/api/conversations/${conversation.id}/messages`);
    expect(first).toMatchObject({ content: 'Send nudes', flagged: true, categories: ['sexual'] });
  });
});

describe('message requests', () => {
  test('a hurtful request asks first; sent anyway, its ice breaker opens the conversation flagged for the recipient', async () => {
    const [ana, ben] = [await person('Ana'), await person('Ben')];
    const at = { latitude: -30.5, longitude: -120.5 };
    for (const [p, north] of [
      [ana, 0],
      [ben, 40],
    ] as const) {
      expect(
        (await p.request('PUT', '/api/live-status', { latitude: at.latitude + north / 111_320, longitude: at.longitude, currentActivity: 'coffee_break', currentMood: 'open_to_chat' }))
          .status,
      ).toBe(200);
    }
    const asked = await ana.request('POST', '/api/conversations/start', { userId: ben.userId, iceBreaker: 'hey stupid bitch' });
    expect(asked.status).toBe(422);
    expect(asked.body).toMatchObject({ code: MESSAGE_FLAGGED, categories: ['harassment'] });
    expect((await ben.request('GET', '/api/message-requests')).body).toEqual([]);

    const sent = await ana.request('POST', '/api/conversations/start', { userId: ben.userId, iceBreaker: 'hey stupid bitch', confirmed: true });
    expect(sent.status).toBe(200);
    const opened = await ben.request('POST', `/api/message-requests/${sent.body.messageRequest.id}/accept`);
    expect(opened.status).toBe(200);
    const path = `/api/conversations/${opened.body.id}/messages`;
    expect((await list(ben, path))[0]).toMatchObject({ content: 'hey stupid bitch', flagged: true, categories: ['harassment'], botherPrompt: true });
    expect((await list(ana, path))[0]).not.toHaveProperty('flagged');
  });
});

describe('like notes', () => {
  test('a hurtful note asks "Are you sure?" before the like is looked at; confirmed, the like goes through', async () => {
    const [eli, fay] = [await person('Eli'), await person('Fay')];
    await goLiveTogether(eli, fay, { latitude: -31.5, longitude: -121.5 });
    const like = (extra: Record<string, unknown>) => eli.request('POST', '/api/likes', { toUserId: fay.userId, contextMessage: 'nobody will ever love you', ...extra });
    const asked = await like({});
    expect(asked.status).toBe(422);
    expect(asked.body).toMatchObject({ code: MESSAGE_FLAGGED, categories: ['harassment'] });
    expect((await like({ confirmed: true })).body).toMatchObject({ liked: true });
    // A kind note needs no confirmation.
    const [gus, hal] = [await person('Gus'), await person('Hal')];
    await goLiveTogether(gus, hal, { latitude: -32.5, longitude: -122.5 });
    expect((await gus.request('POST', '/api/likes', { toUserId: hal.userId, contextMessage: 'Love your taste in jazz' })).body).toMatchObject({ liked: true });
  });
});

describe('scam cautions', () => {
  test('a money or off-platform message among the first ones cautions the recipient once; the sender is never told', async () => {
    const { a, b, path } = await matchedPair();
    const bSocket = await connect(b);
    const aSocket = await connect(a);
    const pushedToB = new Promise<MessageDto>((resolve) => bSocket.once('message:new', resolve));
    const pushedToA = new Promise<MessageDto>((resolve) => aSocket.once('message:new', resolve));
    // Never refused: a scammer told "this looks like a scam" would only rephrase.
    const first = await send(a, path, 'Can you send me money for my plane ticket?');
    expect(first.status).toBe(201);
    expect(first.body).not.toHaveProperty('scamCaution');
    expect(await pushedToB).toMatchObject({ id: first.body.id, scamCaution: true });
    expect(await pushedToA).not.toHaveProperty('scamCaution');
    const second = await send(a, path, 'Add me on WhatsApp');
    const forB = await list(b, path);
    expect(forB.filter((m) => m.scamCaution).map((m) => m.id)).toEqual([first.body.id]);
    expect(forB.find((m) => m.id === second.body.id)).not.toHaveProperty('scamCaution');
    expect((await list(a, path)).some((m) => m.scamCaution)).toBe(false);
    // The other way round is the other person's own caution.
    const back = await send(b, path, 'What is your bank account?');
    expect((await list(a, path)).find((m) => m.id === back.body.id)).toMatchObject({ scamCaution: true });
  });

  test('past the first 20 messages no caution comes', async () => {
    const { a, b, path } = await matchedPair();
    for (let i = 0; i < 20; i++) expect((await send(i % 2 ? a : b, path, `hello ${i}`)).status).toBe(201);
    const late = await send(a, path, 'Do you have WhatsApp?');
    expect(late.status).toBe(201);
    const all: MessageDto[] = (await b.request('GET', `${path}?limit=50`)).body;
    expect(all).toHaveLength(21);
    expect(all.some((m) => m.scamCaution)).toBe(false);
  });

  test('two scam messages at once still earn one caution', async () => {
    const { a, b, path } = await matchedPair();
    await Promise.all([send(a, path, 'send me a gift card'), send(a, path, 'do you have telegram'), send(a, path, 'bitcoin is great')]);
    expect((await list(b, path)).filter((m) => m.scamCaution)).toHaveLength(1);
  });
});
