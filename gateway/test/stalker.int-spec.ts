import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import { DISCOVERY_CHANGED, SAFETY_SOCKET_EVENTS, type DiscoveryChangedPush, type SafetyBlockedPayload, type SocketAck } from '@converge/contracts';
import { eventually } from '@converge/platform';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { ChatModule } from '@converge/chat';
import { SafetyModule } from '@converge/safety';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';
import { connectSocket } from './support/sockets.js';
import { registeredPerson, type Person } from './support/people.js';
import { insertVenue } from './support/venues.js';

/**
 * Privacy against a stalker, as an attacker would try it: a blocked ex who knows the victim's id and her usual bar, with the
 * app's own API and a socket.io client, through the built gateway and identity, venue, matching, chat
 * and safety on real Postgres, Redis and NATS.
 * - Item 2: the venue socket tells each person only what they may see (the ex hears nothing of her;
 *   a permitted third person still gets every push; incognito is never named; a block names no blocker).
 * - Item 3: no reach by id from afar (a like or a message request needs a shared context now).
 */
let stack: GatewayTestStack;
const SERVICE_NAMES = ['identity', 'venue', 'matching', 'chat', 'safety'] as const;
const db = (service: (typeof SERVICE_NAMES)[number]) => stack.services[SERVICE_NAMES.indexOf(service)]!.get(DataSource);

const BAR = { name: 'The Usual', latitude: 48.8566, longitude: 2.3522 };
const ACROSS_TOWN = { name: 'Across Town', latitude: 48.9566, longitude: 2.3522 };
let bar: string;
let acrossTown: string;

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, ChatModule, SafetyModule], MANY_PEOPLE);
  ({ id: bar } = await insertVenue(db('venue'), BAR));
  ({ id: acrossTown } = await insertVenue(db('venue'), ACROSS_TOWN));
}, 120_000);

afterAll(async () => {
  await stack?.close();
}, 60_000);

/** Signed up over HTTP; back once matching and chat hold their card (so a refusal is never "unknown person"). */
async function person(name: string): Promise<Person> {
  const p = await registeredPerson(stack, name);
  await eventually(
    `${name}'s card`,
    async () =>
      (await db('matching').query('SELECT 1 FROM profile_cards WHERE user_id = $1', [p.userId])).length === 1 &&
      (await db('chat').query('SELECT 1 FROM display_names WHERE user_id = $1', [p.userId])).length === 1,
  );
  return p;
}

/** A check-in with proof of presence: the venue's own coordinates. */
async function checkIn(p: Person, venue = bar, mode: 'dating' | 'professional' = 'dating') {
  const at = venue === bar ? BAR : ACROSS_TOWN;
  const res = await p.request('POST', '/api/checkin', { venueId: venue, latitude: at.latitude, longitude: at.longitude, mode });
  expect(res.status).toBeLessThan(300);
}

type Heard = { event: string; payload: unknown };

/** A socket that records everything it is told (every event, every payload). */
async function listening(p: Person): Promise<{ socket: Socket; heard: Heard[]; discovery: () => DiscoveryChangedPush[]; barrier: () => Promise<void> }> {
  const socket = await connectSocket(stack, p);
  const heard: Heard[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  return {
    socket,
    heard,
    discovery: () => heard.filter((h) => h.event === DISCOVERY_CHANGED).map((h) => h.payload as DiscoveryChangedPush),
    // One round trip on this socket: whatever the server emitted to it before has arrived by the answer.
    barrier: () => new Promise<void>((resolve) => socket.emit('discovery:watch', { venueId: bar }, () => resolve())),
  };
}

async function watchingBar(p: Person) {
  const screen = await listening(p);
  expect(await new Promise<SocketAck>((resolve) => screen.socket.emit('discovery:watch', { venueId: bar }, resolve))).toEqual({ ok: true });
  return screen;
}

const about = (screen: { discovery: () => DiscoveryChangedPush[] }, userId: string) =>
  screen
    .discovery()
    .filter((p) => p.userId === userId)
    .map((p) => `${p.change}:${p.reason}`);

/** Who the viewer's discovery shows; null while it answers no list (matching has still to hear of the viewer's check-in, an event away). */
const discovered = async (viewer: Person) => {
  const { body } = await viewer.request('GET', `/api/discovery/profiles?venueId=${bar}`);
  return Array.isArray(body) ? (body as Array<{ id: string }>).map((p) => p.id) : null;
};

describe('the venue socket tells each person only what they may see', () => {
  test('a blocked ex checked in at her bar hears nothing of the victim arriving, going incognito or leaving; a friend there hears every change', async () => {
    const [vic, ex, fay, lou] = [await person('Vic'), await person('Ex'), await person('Fay'), await person('Lou')];
    for (const p of [ex, fay, lou]) await checkIn(p);
    expect((await vic.request('POST', '/api/safety/block', { blockedUserId: ex.userId })).status).toBe(200);
    await eventually(
      'matching knows the block',
      async () => (await db('matching').query('SELECT 1 FROM exclusions WHERE user_id = $1 AND other_user_id = $2', [ex.userId, vic.userId])).length === 1,
    );
    const [exScreen, fayScreen, louScreen] = [await watchingBar(ex), await watchingBar(fay), await watchingBar(lou)];

    // She arrives: her friends hear it and see her card without a reload; the ex hears nothing.
    await checkIn(vic);
    await eventually('Fay and Lou hear Vic arrive', () => about(fayScreen, vic.userId).includes('arrived:checked_in') && about(louScreen, vic.userId).includes('arrived:checked_in'));
    await eventually("Vic is in Fay's cards", async () => (await discovered(fay))?.includes(vic.userId) === true);
    const exSees = await discovered(ex);
    expect(exSees).not.toBeNull();
    expect(exSees).not.toContain(vic.userId);

    // She liked Lou, then goes incognito: Fay (whose view changes) hears only that she left, not why;
    // Lou still sees her and hears nothing; nobody is told "incognito".
    expect((await vic.request('POST', '/api/likes', { toUserId: lou.userId, venueId: bar })).status).toBe(200);
    expect((await vic.request('POST', '/api/privacy/incognito', { enabled: true })).status).toBeLessThan(300);
    await eventually('Fay hears Vic leave', () => about(fayScreen, vic.userId).includes('left:other'));
    await eventually(
      'matching knows Vic is incognito',
      async () => (await db('matching').query('SELECT is_incognito FROM profile_cards WHERE user_id = $1', [vic.userId]))[0].is_incognito === true,
    );

    // Incognito, she leaves and comes back: only Lou, whom she liked, hears it.
    expect((await vic.request('DELETE', '/api/checkin')).status).toBeLessThan(300);
    await eventually('Lou hears Vic leave', () => about(louScreen, vic.userId).includes('left:checked_out'));
    await checkIn(vic);
    await eventually('Lou hears Vic back', () => about(louScreen, vic.userId).filter((c) => c === 'arrived:checked_in').length === 2);

    // Incognito off: Fay, who could not see her, hears her arrive; Lou hears nothing new.
    expect((await vic.request('POST', '/api/privacy/incognito', { enabled: false })).status).toBeLessThan(300);
    await eventually('Fay hears Vic arrive again', () => about(fayScreen, vic.userId).includes('arrived:other'));

    for (const screen of [exScreen, fayScreen, louScreen]) await screen.barrier();
    expect(about(fayScreen, vic.userId)).toEqual(['arrived:checked_in', 'left:other', 'arrived:other']);
    expect(about(louScreen, vic.userId)).toEqual(['arrived:checked_in', 'left:checked_out', 'arrived:checked_in']);
    // The ex's socket was told nothing at all that names her.
    expect(JSON.stringify(exScreen.heard)).not.toContain(vic.userId);
    for (const screen of [exScreen, fayScreen, louScreen]) expect(JSON.stringify(screen.heard)).not.toMatch(/incognito/);
  });

  test('the person blocked is told which match and conversation close, never who blocked them; the blocker gets the id too', async () => {
    const [ava, ben] = [await person('Ava'), await person('Ben')];
    for (const p of [ava, ben]) await checkIn(p);
    await eventually('they see each other', async () => (await discovered(ava))?.includes(ben.userId) === true && (await discovered(ben))?.includes(ava.userId) === true);
    expect((await ava.request('POST', '/api/likes', { toUserId: ben.userId, venueId: bar })).body).toMatchObject({ matched: false });
    const { matchId } = (await ben.request('POST', '/api/likes', { toUserId: ava.userId, venueId: bar })).body as { matchId: string };
    await eventually('their conversation is open', async () => (await ben.request('GET', '/api/conversations')).body.length === 1);
    const conversationId = (await ben.request('GET', '/api/conversations')).body[0].id as string;
    const [avaSocket, benSocket] = [await listening(ava), await listening(ben)];

    expect((await ava.request('POST', '/api/safety/block', { blockedUserId: ben.userId })).status).toBe(200);
    const blockedPush = (s: { heard: Heard[] }) => s.heard.find((h) => h.event === SAFETY_SOCKET_EVENTS.blocked)?.payload as SafetyBlockedPayload | undefined;
    await eventually('both are told', () => blockedPush(avaSocket) !== undefined && blockedPush(benSocket) !== undefined);
    expect(blockedPush(benSocket)).toEqual({ matchId, conversationId });
    expect(blockedPush(avaSocket)).toEqual({ userId: ben.userId, matchId, conversationId });
    await eventually("Ben's discovery is told to re-read", () => benSocket.discovery().some((p) => p.change === 'left' && p.userId === null));
    await benSocket.barrier();
    expect(JSON.stringify(benSocket.heard)).not.toContain(ava.userId);
  });
});

describe('no reach by id from afar', () => {
  /** Live discovery, over the open sea so no other test's people are around. */
  const SEA = { latitude: -35.2, longitude: -150.3 };
  const north = (m: number) => ({ latitude: SEA.latitude + m / 111_320, longitude: SEA.longitude });
  const goLive = async (p: Person, at: { latitude: number; longitude: number }) =>
    expect((await p.request('PUT', '/api/live-status', { ...at, currentActivity: 'coffee_break', currentMood: 'open_to_chat' })).status).toBe(200);
  // From a venue's discovery {toUserId, venueId}; from a live card {toUserId, contextMessage} (its first ice breaker).
  const like = (from: Person, to: Person, venueId?: string) =>
    from.request('POST', '/api/likes', { toUserId: to.userId, ...(venueId ? { venueId } : { contextMessage: 'Coffee here is great, right?' }) });
  const request = (from: Person, to: Person) => from.request('POST', '/api/conversations/start', { userId: to.userId, iceBreaker: 'Is this place always this busy?' });
  const refused = { code: 'NO_SHARED_CONTEXT' };
  const requestRefused = { code: 'REQUEST_OUT_OF_REACH' };

  test('from afar (another venue, or nowhere): a like and a message request are 403 and nothing reaches the other person', async () => {
    const [ann, bob, cy] = [await person('Ann'), await person('Bob'), await person('Cy')];
    await checkIn(ann);
    await checkIn(bob, acrossTown);
    for (const [from, to] of [
      [ann, bob],
      [bob, ann],
      [ann, cy],
      [cy, ann],
    ] as const) {
      const liked = await like(from, to);
      expect(liked.status).toBe(403);
      expect(liked.body).toMatchObject({ ...refused, message: 'You can like someone only while you are both at the same venue, or both live within 500 m of each other.' });
      const asked = await request(from, to);
      expect(asked.status).toBe(403);
      expect(asked.body).toMatchObject({ ...requestRefused, message: 'You can send a message request only while you are both at the same venue, or both live within 500 m of each other.' });
    }
    // Naming my own venue does not bring someone from elsewhere into it.
    expect((await like(ann, bob, bar)).body).toMatchObject(refused);
    expect((await bob.request('GET', '/api/message-requests')).body).toEqual([]);
    expect((await db('matching').query('SELECT count(*)::int AS n FROM likes WHERE from_user_id = ANY($1)', [[ann.userId, bob.userId, cy.userId]]))[0].n).toBe(0);
  });

  test('the same venue in another mode is no shared context; the same venue in the same mode is one (professional mode keeps its requests)', async () => {
    const [dee, pam, pat] = [await person('Dee'), await person('Pam'), await person('Pat')];
    await checkIn(dee);
    await checkIn(pam, bar, 'professional');
    await checkIn(pat, bar, 'professional');
    expect((await like(dee, pam)).body).toMatchObject(refused);
    expect((await like(dee, pam, bar)).body).toMatchObject(refused);
    expect((await request(dee, pam)).body).toMatchObject(requestRefused);
    expect((await request(pam, dee)).body).toMatchObject(requestRefused);
    const asked = await request(pam, pat);
    expect(asked.status).toBe(200);
    expect(asked.body.messageRequest).toMatchObject({ fromUserId: pam.userId, toUserId: pat.userId, status: 'pending' });
  });

  test('both live within 500 m: a like and a message request go through; 900 m apart they do not', async () => {
    const [liv, max, ned] = [await person('Liv'), await person('Max'), await person('Ned')];
    await goLive(liv, north(0));
    await goLive(max, north(300));
    await goLive(ned, north(900));
    expect((await like(liv, max)).body).toEqual({ liked: true, matched: false });
    const asked = await request(max, ned);
    expect(asked.body).toMatchObject(requestRefused);
    expect((await like(liv, ned)).body).toMatchObject(refused);
    const sent = await request(liv, max);
    expect(sent.status).toBe(200);
    expect(sent.body.messageRequest).toMatchObject({ fromUserId: liv.userId, toUserId: max.userId });
    expect((await max.request('GET', '/api/message-requests')).body.map((r: { fromUserId: string }) => r.fromUserId)).toEqual([liv.userId]);
  });

  test('an incognito person gets a message request only from someone she liked', async () => {
    const [iris, sam] = [await person('Iris'), await person('Sam')];
    await goLive(iris, north(2000));
    await goLive(sam, north(2100));
    expect((await iris.request('POST', '/api/privacy/incognito', { enabled: true })).status).toBeLessThan(300);
    await eventually(
      'matching knows Iris is incognito',
      async () => (await db('matching').query('SELECT is_incognito FROM profile_cards WHERE user_id = $1', [iris.userId]))[0]?.is_incognito === true,
    );

    expect((await request(sam, iris)).body).toMatchObject(requestRefused);
    expect((await iris.request('GET', '/api/message-requests')).body).toEqual([]);
    expect((await like(iris, sam)).body).toEqual({ liked: true, matched: false });
    const sent = await request(sam, iris);
    expect(sent.status).toBe(200);
    expect(sent.body.messageRequest).toMatchObject({ fromUserId: sam.userId, toUserId: iris.userId });
  });
});
