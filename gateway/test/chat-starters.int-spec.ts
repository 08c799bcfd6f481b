import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { createEnvelope, DEFAULT_MEET_POINTS, eventCatalog, RPC, type ConversationDto } from '@converge/contracts';
import { eventually, NATS_CONNECTION, Naming, REDIS } from '@converge/platform';
import { ChatModule } from '@converge/chat';
import { MatchingModule } from '@converge/matching';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { standInIdentityGate } from './support/sockets.js';

/**
 * The empty chat's conversation starters through the real gateway and chat service.
 * Identity is another team's service: its gate and its interest-tags answer are stand-ins on the
 * same NATS subjects; the stand-in records who was asked about, so a stranger's probe is visible.
 */
let stack: GatewayTestStack;
let nc: NatsConnection;
let naming: Naming;
let redis: Redis;
const subs: Subscription[] = [];
const tagsByUser = new Map<string, string[]>();
const askedAbout: string[][] = [];

beforeAll(async () => {
  stack = await startGatewayTestStack([ChatModule, MatchingModule]);
  const chat = stack.services[0]!;
  nc = chat.get<NatsConnection>(NATS_CONNECTION);
  naming = chat.get(Naming);
  redis = chat.get<Redis>(REDIS);
  subs.push(standInIdentityGate(stack));
  subs.push(
    nc.subscribe(naming.subject(RPC.identity.interestTags), {
      queue: 'identity',
      callback: (_e, m) => {
        const { userIds } = m.json<{ userIds: string[] }>();
        askedAbout.push(userIds);
        m.respond(JSON.stringify({ ok: true, data: { tags: Object.fromEntries(userIds.map((id) => [id, tagsByUser.get(id) ?? []])) } }));
      },
    }),
  );
}, 60_000);

afterAll(async () => {
  for (const s of subs) s.unsubscribe();
  await stack?.close();
});

async function signedIn(): Promise<TestClient & { userId: string }> {
  const userId = randomUUID();
  const id = randomBytes(32).toString('base64url');
  await redis.set(`${naming.redisPrefix}sess:${id}`, JSON.stringify({ id, userId, createdAt: new Date().toISOString() }), 'EX', 600);
  const client = stack.client();
  client.cookie = `converge_sid=${id}`;
  return Object.assign(client, { userId });
}

/** With `inMatching`, matching holds the match too (as after a mutual like), so a meet point can be chosen. */
async function matchedPair(venueName: string, { inMatching = false } = {}) {
  const [a, b] = [await signedIn(), await signedIn()];
  const matchId = randomUUID();
  const venueId = inMatching ? null : 'v';
  if (inMatching) {
    await stack.services[1]!.get(DataSource).query('INSERT INTO matches (id, user_a_id, user_b_id, venue_id, venue_name) VALUES ($1, $2, $3, NULL, $4)', [
      matchId,
      a.userId,
      b.userId,
      venueName,
    ]);
  }
  const envelope = createEnvelope('MatchCreated', { matchId, userAId: a.userId, userBId: b.userId, venueId, venueName, createdAt: new Date().toISOString() }, 'test');
  await jetstream(nc).publish(naming.subject(eventCatalog.MatchCreated.subject), JSON.stringify(envelope), { msgID: envelope.id });
  let conversation: ConversationDto | undefined;
  await eventually('the conversation opened', async () => !!(conversation = (await a.request('GET', '/api/conversations')).body[0]));
  return { a, b, conversation: conversation! };
}

test('both people get three starters built from the tag they share and the venue', async () => {
  const { a, b, conversation } = await matchedPair('Harbour Lights');
  tagsByUser.set(a.userId, ['Hiking', 'jazz']);
  tagsByUser.set(b.userId, ['#hiking', 'chess']);

  const mine = await a.request('GET', `/api/conversations/${conversation.id}/ice-breakers`);
  expect(mine.status).toBe(200);
  expect(mine.body.iceBreakers).toHaveLength(3);
  expect(mine.body.iceBreakers[0]).toBe('You are into hiking too! How did you get started with it?');
  // Beside each English line its key and arguments, so the web shows it in the person's language.
  expect(mine.body.iceBreakerMessages[0]).toEqual({ key: 'sharedOne', params: { tag: 'hiking' } });
  expect(mine.body.iceBreakerMessages).toHaveLength(3);
  expect(mine.body.iceBreakers.join('\n')).toContain('Harbour Lights');

  const theirs = await b.request('GET', `/api/conversations/${conversation.id}/ice-breakers`);
  expect(theirs.status).toBe(200);
  expect(theirs.body.iceBreakers[0]).toMatch(/^You are into hiking too!/i);
  // From b's side, a's own tag (jazz) is the one that "caught my eye".
  expect(theirs.body.iceBreakers.join('\n')).toContain('jazz');
});

test('someone outside the conversation gets 404 and identity is never asked about its people', async () => {
  const { a, b, conversation } = await matchedPair('Dockside');
  tagsByUser.set(a.userId, ['sailing']);
  tagsByUser.set(b.userId, ['sailing']);
  const stranger = await signedIn();
  const before = askedAbout.length;

  const probe = await stranger.request('GET', `/api/conversations/${conversation.id}/ice-breakers`);
  expect(probe.status).toBe(404);
  expect(probe.body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  expect(JSON.stringify(probe.body)).not.toContain('sailing');
  expect(askedAbout.slice(before).flat()).not.toContain(b.userId);
  expect((await stranger.request('GET', `/api/conversations/${randomUUID()}/ice-breakers`)).status).toBe(404);
});

test('once a meet point is chosen both people get a starter proposing it, and it follows a new choice', async () => {
  const { a, b, conversation } = await matchedPair('Harbour Lights', { inMatching: true });
  tagsByUser.set(a.userId, ['hiking']);
  tagsByUser.set(b.userId, ['hiking']);
  const starters = async (who: typeof a) => {
    const res = await who.request('GET', `/api/conversations/${conversation.id}/ice-breakers`);
    expect(res.status).toBe(200);
    expect(res.body.iceBreakers).toHaveLength(3);
    return res.body.iceBreakers as string[];
  };
  expect((await starters(a)).join('\n')).not.toContain('Shall we meet');

  const [bar, entrance] = [DEFAULT_MEET_POINTS[0], DEFAULT_MEET_POINTS[2]];
  const chosen = await a.request('PUT', `/api/matches/${conversation.matchId}/meetpoint`, { meetPoint: bar });
  expect(chosen.status).toBe(200);
  // The venue names no points of its own: the defaults, each with its key, and the chosen one's key.
  expect(chosen.body).toMatchObject({
    meetPoint: bar,
    meetPointKey: 'mainBar',
    venue: { meetPoints: [...DEFAULT_MEET_POINTS], meetPointKeys: ['mainBar', 'loungeArea', 'entrance', 'danceFloor', 'outdoorArea'] },
  });
  const keyed = await a.request('GET', `/api/conversations/${conversation.id}/ice-breakers`);
  expect(keyed.body.iceBreakerMessages[0]).toEqual({ key: 'meetAtThe', params: { meetPoint: bar, meetPointKey: 'mainBar' } });
  for (const who of [a, b]) {
    const lines = await starters(who);
    expect(lines[0]).toBe(`Shall we meet at the ${bar}? Tell me when you are on your way.`);
    expect(lines[1]).toMatch(/^You are into hiking too!/);
    expect(lines.join('\n')).toContain('Harbour Lights');
  }

  expect((await b.request('PUT', `/api/matches/${conversation.matchId}/meetpoint`, { meetPoint: entrance })).status).toBe(200);
  const changed = await starters(a);
  expect(changed[0]).toBe(`Shall we meet at the ${entrance}? Tell me when you are on your way.`);
  expect(changed.join('\n')).not.toContain(bar);
});
