import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Subscription } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import {
  fill,
  ICE_BREAKER_TEXTS,
  type IceBreakerKey,
  cellCentre,
  cellDistanceMeters,
  haversineMeters,
  LIVE_NEARBY_CHANGED,
  MESSAGE_REQUEST_ACCEPTED,
  MESSAGE_REQUEST_CREATED,
  snapToCell,
  type GridCell,
  type LiveNearbyResponse,
} from '@converge/contracts';
import { eventuallyValue, Naming, REDIS } from '@converge/platform';
import { VenueModule } from '@converge/venue';
import { ChatModule } from '@converge/chat';
import { MatchingModule } from '@converge/matching';
import { LiveStatusJobs } from '@converge/venue';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { connectSocket, standInIdentityGate } from './support/sockets.js';
import { publishEvent, sessionPerson, type Person } from './support/people.js';

/**
 * Live discovery through the real gateway process and the real venue service (Redis GEO, Postgres read
 * models fed by real JetStream events). Identity's gate is answered by a stand-in on its NATS subject;
 * profiles, privacy and blocks arrive as the events identity and safety publish.
 */
let stack: GatewayTestStack;
let naming: Naming;
let redis: Redis;
let db: DataSource;
let chatDb: DataSource;
let gate: Subscription;
const sockets: Socket[] = [];

const UPDATE_LIMIT = 12;
const NEARBY_LIMIT = 200;
const REQUEST_LIMIT = 4;

beforeAll(async () => {
  // Matching decides whether a message request may go out (a shared context, the incognito rule).
  stack = await startGatewayTestStack([VenueModule, ChatModule, MatchingModule], {
    LIVE_UPDATE_RATE_LIMIT: String(UPDATE_LIMIT),
    LIVE_UPDATE_RATE_WINDOW_S: '60',
    LIVE_NEARBY_RATE_LIMIT: String(NEARBY_LIMIT),
    LIVE_NEARBY_RATE_WINDOW_S: '60',
    MESSAGE_REQUEST_LIMIT: String(REQUEST_LIMIT),
    MESSAGE_REQUEST_WINDOW_SECONDS: '3600',
    NEARBY_INDEX: 'sql',
  });
  const venue = stack.services[0]!;
  naming = venue.get(Naming);
  redis = venue.get<Redis>(REDIS);
  db = venue.get(DataSource);
  chatDb = stack.services[1]!.get(DataSource);
  gate = standInIdentityGate(stack);
}, 90_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  gate?.unsubscribe();
  await stack?.close();
});

function person(name: string, gender = 'woman', lookingFor: Array<'Everyone' | 'Men' | 'Women'> = ['Everyone'], isIncognito = false): Promise<Person> {
  return sessionPerson(stack, name, {
    gender,
    lookingFor,
    isIncognito,
    ready: [
      async (userId) => (await db.query('SELECT 1 FROM live_profiles WHERE user_id = $1', [userId])).length === 1,
      async (userId) => (await chatDb.query('SELECT 1 FROM display_names WHERE user_id = $1', [userId])).length === 1,
    ],
  });
}

// A spot in a quiet part of the ocean per test, so tests do not see each other's people.
let area = 0;
function newArea() {
  area += 1;
  return { latitude: -40 + area * 0.05, longitude: -140 + area * 0.05 };
}
const north = (p: { latitude: number; longitude: number }, m: number) => ({ latitude: p.latitude + m / 111_320, longitude: p.longitude });
const east = (p: { latitude: number; longitude: number }, m: number) => ({ ...p, longitude: p.longitude + m / (111_320 * Math.cos((p.latitude * Math.PI) / 180)) });

function goLive(p: Person, at: { latitude: number; longitude: number }, extra: Record<string, unknown> = {}) {
  return p.request('PUT', '/api/live-status', { ...at, currentActivity: 'coffee_break', currentMood: 'open_to_chat', ...extra });
}

async function nearby(p: Person, query = ''): Promise<LiveNearbyResponse> {
  const res = await p.request('GET', `/api/live-status/nearby${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

const names = (r: LiveNearbyResponse) => r.people.map((x) => x.profile.displayName).sort();

describe('live discovery', () => {
  it('validates the status and the query, naming the parameter', async () => {
    const ana = await person('Ana');
    const home = newArea();
    const bad = [
      [{ ...home, currentActivity: 'dancing', currentMood: 'friendly' }, 'currentActivity'],
      [{ ...home, currentActivity: 'working', currentMood: 'grumpy' }, 'currentMood'],
      [{ latitude: 91, longitude: 0, currentActivity: 'working', currentMood: 'friendly' }, 'latitude'],
      [{ ...home, currentActivity: 'working', currentMood: 'friendly', statusMessage: 'x'.repeat(141) }, 'statusMessage'],
      [{ ...home, currentActivity: 'working', currentMood: 'friendly', interestTags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'interestTags'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await ana.request('PUT', '/api/live-status', body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty(field.startsWith('interestTags') ? 'interestTags' : field);
    }
    expect((await ana.request('PUT', '/api/live-status', { ...home, currentActivity: 'working', currentMood: 'friendly', statusMessage: 'x'.repeat(141) })).body.message).toBe(
      'statusMessage can be at most 140 characters.',
    );
    // Not live yet: nearby says so.
    const notLive = await ana.request('GET', '/api/live-status/nearby');
    expect(notLive.status).toBe(409);
    expect(notLive.body.message).toBe('Go live to see who is around you.');
    expect((await goLive(ana, home)).status).toBe(200);
    for (const q of ['?proximity=10', '?proximity=510', '?proximity=110', '?proximity=abc']) {
      const res = await ana.request('GET', `/api/live-status/nearby${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('proximity must be a number of metres from 25 to 500 in steps of 25.');
    }
    const res = await ana.request('GET', '/api/live-status/nearby?activities=coffee_break,dancing');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^activities must be a comma list of: socializing, coffee_break/);
  });

  it('shows people within the proximity with their card, ice breakers from shared tags and a 25 m-step distance; never the caller', async () => {
    const [ana, ben, cleo] = [await person('Ana'), await person('Ben', 'man'), await person('Cleo')];
    const home = newArea();
    await goLive(ana, home, { interestTags: ['jazz', 'chess'], statusMessage: 'Latte time' });
    await goLive(ben, north(home, 150), { interestTags: ['Jazz', 'climbing'], currentActivity: 'coffee_break', statusMessage: 'Anyone for chess later?' });
    await goLive(cleo, north(home, 450), { currentActivity: 'studying' });

    expect((await nearby(ana)).count).toBe(0); // default proximity 100 m
    const near = await nearby(ana, '?proximity=200');
    expect(near.count).toBe(1);
    const entry = near.people[0]!;
    expect(entry).toMatchObject({
      userId: ben.userId,
      profile: { displayName: 'Ben', age: 29, photo: `/api/photos/${ben.userId}-1`, isVerified: false },
      currentActivity: 'coffee_break',
      currentMood: 'open_to_chat',
      statusMessage: 'Anyone for chess later?',
      interestTags: ['Jazz', 'climbing'],
      lookingFor: ['Everyone'],
    });
    expect(entry.distance % 25).toBe(0);
    expect(Math.abs(entry.distance - 150)).toBeLessThanOrEqual(50);
    expect(entry).not.toHaveProperty('latitude');
    expect(JSON.stringify(near)).not.toMatch(/latitude|longitude/);
    expect(entry.iceBreakers).toHaveLength(3);
    expect(entry.iceBreakers[0]).toContain('Jazz');
    // Each English line with its key and arguments (the web shows the key in the viewer's language).
    expect(entry.iceBreakerMessages).toHaveLength(3);
    entry.iceBreakerMessages.forEach((message, i) => expect(fill(ICE_BREAKER_TEXTS[message!.key as IceBreakerKey], message!.params)).toBe(entry.iceBreakers[i]));
    expect(entry.iceBreakerMessages[0]!.params).toMatchObject({ tag: 'Jazz' });
    // On the wire the answer is ASCII: the openers' dashes and quotes go as \u escapes (one-byte text
    // in the venue and gateway), and the parsed answer reads the same lines.
    const wire = Buffer.from(await (await fetch(`${stack.baseUrl}/api/live-status/nearby?proximity=200`, { headers: { cookie: ana.cookie! } })).arrayBuffer());
    expect(wire.every((byte) => byte < 0x80)).toBe(true);
    expect(JSON.parse(wire.toString('utf8'))).toEqual(near);
    expect(entry.iceBreakers.join(' ')).toMatch(/[^\x00-\x7f]/);

    expect(names(await nearby(ana, '?proximity=500'))).toEqual(['Ben', 'Cleo']);
    expect(names(await nearby(ana, '?proximity=500&activities=studying'))).toEqual(['Cleo']);
    expect(names(await nearby(ana, '?proximity=500&activities=studying,coffee_break'))).toEqual(['Ben', 'Cleo']);
    expect(names(await nearby(ana, '?proximity=500&activities=shopping'))).toEqual([]);
    expect(names(await nearby(cleo, '?proximity=500'))).toEqual(['Ana', 'Ben']);

    // Going offline: gone for the others at once.
    expect((await ben.request('DELETE', '/api/live-status')).body.live).toBe(false);
    expect(names(await nearby(ana, '?proximity=500'))).toEqual(['Cleo']);
  });

  it('a crowd: the count counts everyone around, one answer shows a page of 30 in a stable order, and a card change while live shows at once', async () => {
    const ana = await person('Ana');
    const crowd = await Promise.all(Array.from({ length: 55 }, (_, i) => person(`Crowd ${i}`)));
    const home = newArea();
    await goLive(ana, home);
    for (const [i, p] of crowd.entries()) await goLive(p, east(north(home, (i % 5) * 20), Math.floor(i / 5) * 20));

    const first = await nearby(ana, '?proximity=500');
    expect(first.count).toBe(55);
    expect(first.people).toHaveLength(30);
    expect(new Set(first.people.map((p) => p.userId)).size).toBe(30);
    // Nearest shown steps first; the same page on every refresh (no re-randomising, no exact order).
    expect(first.people.map((p) => p.distance)).toEqual([...first.people.map((p) => p.distance)].sort((a, b) => a - b));
    expect((await nearby(ana, '?proximity=500')).people.map((p) => p.userId)).toEqual(first.people.map((p) => p.userId));

    // A profile change of someone live applies to their card without them updating their status.
    const shown = crowd.find((p) => p.userId === first.people[0]!.userId)!;
    await publishEvent(stack, 'ProfileUpdated', {
      userId: shown.userId,
      displayName: 'Renamed',
      age: 31,
      bio: '',
      photos: [],
      gender: 'woman',
      lookingFor: ['Everyone'],
      isIncognito: false,
    });
    const renamed = await eventuallyValue(
      'the new name on the card',
      () => nearby(ana, '?proximity=500'),
      (r) => r.people.some((p) => p.profile.displayName === 'Renamed'),
    );
    expect(renamed.people.find((p) => p.userId === shown.userId)!.profile).toMatchObject({ displayName: 'Renamed', age: 31, photo: null });
  }, 60_000);

  it("shows the Verified mark (level basic or above) from identity's VerificationLevelChanged; an older change never overwrites a newer one", async () => {
    const [ana, ben] = [await person('Ana'), await person('Ben', 'man')];
    const home = newArea();
    await goLive(ana, home);
    await goLive(ben, north(home, 50));
    const benCard = async () => (await nearby(ana)).people.find((p) => p.userId === ben.userId)!.profile;
    expect((await benCard()).isVerified).toBe(false);

    const at = Date.now();
    await publishEvent(stack, 'VerificationLevelChanged', { userId: ben.userId, level: 'basic', previousLevel: 'unverified', isVerified: true, changedAt: new Date(at).toISOString() });
    await eventuallyValue("Ben's Verified mark", benCard, (p) => p.isVerified);
    // A change from before arrives late: handled, and ignored.
    const late = await publishEvent(stack, 'VerificationLevelChanged', {
      userId: ben.userId,
      level: 'unverified',
      previousLevel: 'unverified',
      isVerified: false,
      changedAt: new Date(at - 60_000).toISOString(),
    });
    await eventuallyValue(
      'the late change handled',
      () => db.query('SELECT 1 FROM inbox WHERE event_id = $1', [late]),
      (r) => r.length === 1,
    );
    expect((await benCard()).isVerified).toBe(true);
    // A later change to a person who is not live yet is kept for when they are.
    const cleo = await person('Cleo');
    await publishEvent(stack, 'VerificationLevelChanged', { userId: cleo.userId, level: 'enhanced', previousLevel: 'basic', isVerified: true, changedAt: new Date().toISOString() });
    await eventuallyValue(
      "Cleo's level",
      () => db.query('SELECT 1 FROM live_verifications WHERE user_id = $1', [cleo.userId]),
      (r) => r.length === 1,
    );
    await goLive(cleo, east(home, 50));
    const people = (await nearby(ana)).people;
    expect(people.find((p) => p.userId === cleo.userId)!.profile.isVerified).toBe(true);
    expect(people.find((p) => p.userId === ben.userId)!.profile.isVerified).toBe(true);
    // Back below basic: the mark goes.
    await publishEvent(stack, 'VerificationLevelChanged', {
      userId: ben.userId,
      level: 'unverified',
      previousLevel: 'basic',
      isVerified: false,
      changedAt: new Date(at + 1000).toISOString(),
    });
    await eventuallyValue("Ben's mark gone", benCard, (p) => !p.isVerified);
  });

  it('hides blocked people both ways (until unblocked), incognito people and people whose "looking for" does not fit', async () => {
    const ana = await person('Ana', 'woman', ['Men']);
    const ben = await person('Ben', 'man', ['Women']);
    const dan = await person('Dan', 'man', ['Men']);
    const eve = await person('Eve', 'man', ['Everyone'], true);
    const fay = await person('Fay', 'woman', ['Everyone']);
    const home = newArea();
    for (const p of [ana, ben, dan, eve, fay]) await goLive(p, east(home, 20));
    // Ana wants men: Ben fits; Dan wants men only; Eve is incognito; Fay is a woman.
    expect(names(await nearby(ana))).toEqual(['Ben']);
    await publishEvent(stack, 'UserBlocked', { blockerId: ben.userId, blockedId: ana.userId });
    await eventuallyValue(
      'the block to hide Ben',
      () => nearby(ana),
      (r) => r.count === 0,
    );
    expect(names(await nearby(ben))).toEqual(['Fay']);
    await publishEvent(stack, 'UserUnblocked', { blockerId: ben.userId, blockedId: ana.userId });
    await eventuallyValue(
      'the unblock',
      () => nearby(ana),
      (r) => r.count === 1,
    );

    await publishEvent(stack, 'PrivacyChanged', { userId: ben.userId, isIncognito: true });
    await eventuallyValue(
      'incognito to hide Ben',
      () => nearby(ana),
      (r) => r.count === 0,
    );
    // Incognito people stay visible to people they liked (Eve, incognito, liked Fay).
    expect(names(await nearby(fay))).toEqual([]);
    await publishEvent(stack, 'LikeCreated', { likeId: randomUUID(), fromUserId: eve.userId, toUserId: fay.userId, venueId: null });
    await eventuallyValue(
      'Eve visible to the person she liked',
      () => nearby(fay),
      (r) => names(r).join() === 'Eve',
    );
    expect(names(await nearby(ana))).toEqual([]);

    // A live status can say whom one is looking for right now, over the profile's choice.
    await goLive(dan, east(home, 20), { lookingFor: ['Everyone'] });
    expect(names(await nearby(ana))).toEqual(['Dan']);
    await goLive(ana, east(home, 20), { lookingFor: ['Women'] });
    expect(names(await nearby(ana))).toEqual(['Fay']);

    // A suspended person leaves live discovery at once.
    await publishEvent(stack, 'UserSuspended', {
      userId: fay.userId,
      until: null,
      banned: true,
      reason: 'Harassment',
      caseId: null,
      decidedBy: randomUUID(),
      decidedAt: new Date().toISOString(),
    });
    await eventuallyValue(
      'the suspension to take Fay off live discovery',
      () => nearby(ana),
      (r) => r.count === 0,
    );
  });

  it('blocks and likes Redis does not hold yet (a lost Redis, or from before) are read from Postgres once; unblocking one way keeps the other', async () => {
    const ana = await person('Ana');
    const ben = await person('Ben', 'man');
    const cleo = await person('Cleo', 'woman', ['Everyone'], true);
    const dan = await person('Dan', 'man');
    const home = newArea();
    for (const p of [ana, ben, cleo, dan]) await goLive(p, east(home, 20));
    expect(names(await nearby(ana))).toEqual(['Ben', 'Dan']);
    // Written to Postgres only, then Ana's Redis copy dropped: the next query reads them from SQL.
    await db.query('INSERT INTO live_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [ben.userId, ana.userId]);
    await db.query('INSERT INTO live_likes (from_user_id, to_user_id) VALUES ($1, $2)', [cleo.userId, ana.userId]);
    await redis.del(...['xb', 'xl', 'xr'].map((k) => `${naming.redisPrefix}live:${k}:${ana.userId}`));
    expect(names(await nearby(ana))).toEqual(['Cleo', 'Dan']);
    // Blocked both ways, unblocked one way: still hidden.
    await publishEvent(stack, 'UserBlocked', { blockerId: ana.userId, blockedId: dan.userId });
    await publishEvent(stack, 'UserBlocked', { blockerId: dan.userId, blockedId: ana.userId });
    await eventuallyValue(
      'the blocks to hide Dan',
      () => nearby(ana),
      (r) => names(r).join() === 'Cleo',
    );
    // Both blocks applied (one alone already hides Dan), so the unblock meets the other one.
    await eventuallyValue(
      'both blocks applied',
      () => db.query('SELECT 1 FROM live_blocks WHERE $1 IN (blocker_id, blocked_id) AND $2 IN (blocker_id, blocked_id)', [ana.userId, dan.userId]),
      (r) => r.length === 2,
    );
    await publishEvent(stack, 'UserUnblocked', { blockerId: ana.userId, blockedId: dan.userId });
    await eventuallyValue(
      'the unblock applied',
      () => db.query('SELECT 1 FROM live_blocks WHERE blocker_id = $1', [ana.userId]),
      (r) => r.length === 0,
    );
    expect(names(await nearby(ana))).toEqual(['Cleo']);
    expect(names(await nearby(dan))).toEqual(['Ben']);
  });

  it('ice breakers use what the two share: the profile interest tags as well as the status tags, and the venue both are checked in at', async () => {
    const ana = await person('Ana');
    const ben = await person('Ben', 'man');
    const home = newArea();
    await goLive(ana, home, { interestTags: ['jazz'] });
    await goLive(ben, east(home, 20), { interestTags: ['climbing'] });
    const profile = (p: Person, gender: string, interestTags: string[]) =>
      publishEvent(stack, 'ProfileUpdated', {
        userId: p.userId,
        displayName: p === ana ? 'Ana' : 'Ben',
        age: 29,
        bio: '',
        photos: [],
        gender,
        lookingFor: ['Everyone'],
        isIncognito: false,
        interestTags,
      });
    await profile(ana, 'woman', ['Board games', 'chess']);
    await profile(ben, 'man', ['Chess']);
    const withChess = await eventuallyValue(
      'the profile tags to reach the ice breakers',
      () => nearby(ana),
      (r) => r.people[0]?.iceBreakers.some((t) => t.includes('Chess')) ?? false,
    );
    // The list still shows the status's own tags.
    expect(withChess.people[0]!.interestTags).toEqual(['climbing']);

    const venueId = randomUUID();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    for (const p of [ana, ben]) await publishEvent(stack, 'CheckedIn', { userId: p.userId, venueId, checkInId: randomUUID(), venueName: 'Café Kranzler', expiresAt, mode: 'dating' });
    await eventuallyValue(
      'the shared venue in the ice breakers',
      () => nearby(ana),
      (r) => r.people[0]?.iceBreakers.some((t) => t.includes('Café Kranzler')) ?? false,
    );
  });

  it('a status goes stale 10 minutes after its last update, and the sweep removes it and tells the people around', async () => {
    const [ana, ben] = [await person('Ana'), await person('Ben')];
    const home = newArea();
    await goLive(ana, home);
    await goLive(ben, north(home, 60));
    expect(names(await nearby(ana))).toEqual(['Ben']);

    const seenKey = `${naming.redisPrefix}live:seen`;
    // Ben's last update 9:59 ago: still there; 10:00 ago: gone (the clock is the score, not a sleep).
    await redis.zadd(seenKey, Date.now() - (10 * 60 * 1000 - 5000), ben.userId);
    expect(names(await nearby(ana))).toEqual(['Ben']);
    await redis.zadd(seenKey, Date.now() - 10 * 60 * 1000 - 1, ben.userId);
    expect(names(await nearby(ana))).toEqual([]);
    expect((await ben.request('GET', '/api/live-status')).body.live).toBe(false);
    expect((await ben.request('GET', '/api/live-status/nearby')).status).toBe(409);

    const socket = await connect(ana);
    const left = new Promise((resolve) => socket.once(LIVE_NEARBY_CHANGED, resolve));
    expect(await stack.services[0]!.get(LiveStatusJobs).sweep()).toBeGreaterThanOrEqual(1);
    expect(await left).toMatchObject({ change: 'left' });
    expect(await redis.zscore(seenKey, ben.userId)).toBeNull();
    // Coming back is an ordinary update.
    await goLive(ben, north(home, 60));
    expect(names(await nearby(ana))).toEqual(['Ben']);
  });

  it('pushes "appeared" and "changed" to people around, with no position or identity in the push', async () => {
    const [ana, ben] = [await person('Ana'), await person('Ben')];
    const home = newArea();
    await goLive(ana, home);
    const socket = await connect(ana);
    const pushes: unknown[] = [];
    socket.on(LIVE_NEARBY_CHANGED, (p) => pushes.push(p));
    await goLive(ben, north(home, 100));
    await eventuallyValue(
      'the appeared push',
      async () => pushes.length,
      (n) => n >= 1,
    );
    await goLive(ben, north(home, 100), { currentActivity: 'working' });
    await eventuallyValue(
      'the changed push',
      async () => pushes.length,
      (n) => n >= 2,
    );
    expect(pushes.map((p: any) => p.change)).toEqual(['appeared', 'changed']);
    expect(JSON.stringify(pushes)).not.toContain(ben.userId);
  });

  it('rate limits position updates per person, and ignores and flags a position that moved faster than a plane', async () => {
    const [ana, zed] = [await person('Ana'), await person('Zed')];
    const home = newArea();
    expect((await goLive(zed, home)).status).toBe(200);
    const jump = await goLive(zed, { latitude: home.latitude + 5, longitude: home.longitude });
    expect(jump.status).toBe(422);
    expect(jump.body.code).toBe('IMPLAUSIBLE_MOVEMENT');
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM live_flags WHERE user_id = $1', [zed.userId]);
    expect(n).toBe(1);
    // The position stayed where it was.
    await goLive(ana, north(home, 50));
    expect(names(await nearby(ana))).toEqual(['Zed']);

    let status = 200;
    let sent = 1; // Ana went live once already
    while (status === 200 && sent < UPDATE_LIMIT + 2) {
      status = (await goLive(ana, north(home, 50))).status;
      sent++;
    }
    expect(status).toBe(429);
    expect(sent).toBe(UPDATE_LIMIT + 1);
    const limited = await goLive(ana, north(home, 50));
    expect(limited.body.message).toBe('You are updating your live status too often. Please wait a moment.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Nearby queries too.
    let asked = 0;
    let answer = 200;
    while (answer === 200 && asked < NEARBY_LIMIT + 2) {
      answer = (await zed.request('GET', '/api/live-status/nearby')).status;
      asked++;
    }
    expect(answer).toBe(429);
    expect(asked).toBe(NEARBY_LIMIT + 1);
  });

  it('no trilateration: repeated queries give identical distances, moving 10 m inside a cell changes nothing, and an attacker sweeping spoofed positions learns no more than the cell', async () => {
    const target = await person('Target');
    const attackers = [await person('Mallory'), await person('Trudy'), await person('Oscar'), await person('Peggy')];
    const base = newArea();
    const targetCell = snapToCell(base);
    const centre = cellCentre(targetCell);
    // Somewhere inside the cell, not at its centre.
    const actual = east(north(centre, 13), -11);
    expect(snapToCell(actual)).toEqual(targetCell);
    await goLive(target, actual);

    // The attacker's view of the target from a probe point.
    let attackerIndex = 0;
    async function probe(at: { latitude: number; longitude: number }): Promise<number | null> {
      const attacker = attackers[attackerIndex++ % attackers.length]!;
      const moved = await goLive(attacker, at);
      expect(moved.status).toBe(200);
      const seen = (await nearby(attacker, '?proximity=500')).people.find((p) => p.userId === target.userId);
      return seen ? seen.distance : null;
    }

    const probes = [north(centre, 180), east(centre, 220), north(east(centre, -160), -120), north(centre, -35), east(centre, 40)];
    const first: Array<number | null> = [];
    for (const at of probes) first.push(await probe(at));
    expect(first.every((d) => d !== null && d % 25 === 0)).toBe(true);
    // Same question, same answer.
    for (let i = 0; i < probes.length; i++) expect(await probe(probes[i]!)).toBe(first[i]);

    // The target moves 10 m inside the same cell: every probe answers exactly as before.
    await goLive(target, north(actual, -10));
    for (let i = 0; i < probes.length; i++) expect(await probe(probes[i]!)).toBe(first[i]);

    // The best the attacker can do, over several random targets: every answer for a real position equals
    // the answer for its cell's centre (a decoy stands there), so any point of the cell fits all
    // observations equally. The attacker knows the grid (it is public code) and keeps the cells that
    // agree with every distance it saw; its estimate (their centre) is never closer than the target's
    // offset inside its cell, here at least 10 m — published attacks reached 2–10 m.
    const targets: Array<{ person: Person; decoy: Person; at: { latitude: number; longitude: number }; cell: GridCell }> = [];
    for (let k = 0; k < 3; k++) {
      // Within two cells of the first target, so every probe has them inside its 500 m.
      const cell = { row: targetCell.row + Math.floor(Math.random() * 5) - 2, col: targetCell.col + Math.floor(Math.random() * 5) - 2 };
      const c = cellCentre(cell);
      const angle = Math.random() * 2 * Math.PI;
      const offset = 12 + Math.random() * 8;
      const at = east(north(c, offset * Math.sin(angle)), offset * Math.cos(angle));
      if (snapToCell(at).row !== cell.row || snapToCell(at).col !== cell.col) continue;
      const [t, d] = [await person(`Target ${k}`), await person(`Decoy ${k}`)];
      expect((await goLive(t, at)).status).toBe(200);
      expect((await goLive(d, c)).status).toBe(200);
      targets.push({ person: t, decoy: d, at, cell });
    }
    expect(targets.length).toBeGreaterThanOrEqual(2);
    const observations = targets.map(() => [] as Array<{ from: GridCell; distance: number }>);
    for (let i = 0; i < probes.length; i++) {
      const attacker = attackers[i % attackers.length]!;
      await goLive(attacker, probes[i]!);
      const seen = (await nearby(attacker, '?proximity=500')).people;
      targets.forEach((t, k) => {
        const real = seen.find((p) => p.userId === t.person.userId)!;
        expect(seen.find((p) => p.userId === t.decoy.userId)!.distance).toBe(real.distance);
        observations[k]!.push({ from: snapToCell(probes[i]!), distance: real.distance });
      });
    }
    targets.forEach((t, k) => {
      const candidates: GridCell[] = [];
      for (let dr = -12; dr <= 12; dr++)
        for (let dc = -12; dc <= 12; dc++) {
          const cell = { row: targetCell.row + dr, col: targetCell.col + dc };
          if (observations[k]!.every((o) => cellDistanceMeters(o.from, cell) === o.distance)) candidates.push(cell);
        }
      expect(candidates).toContainEqual(t.cell);
      const centres = candidates.map(cellCentre);
      const estimate = { latitude: centres.reduce((a, c) => a + c.latitude, 0) / centres.length, longitude: centres.reduce((a, c) => a + c.longitude, 0) / centres.length };
      expect(haversineMeters(estimate, t.at)).toBeGreaterThanOrEqual(10);
    });
  });
});

describe('message requests (Chat from live discovery)', () => {
  it('sends a request the other person sees live and accepts: the conversation opens with the ice breaker', async () => {
    const [ana, ben] = [await person('Ana'), await person('Ben')];
    const home = newArea();
    await goLive(ana, home, { interestTags: ['jazz'] });
    await goLive(ben, north(home, 40), { interestTags: ['jazz'] });
    const [shown] = (await nearby(ana)).people;
    const [iceBreaker, iceBreakerMessage] = [shown!.iceBreakers[0]!, shown!.iceBreakerMessages[0]!];
    expect(iceBreakerMessage).toEqual({ key: 'sharedOne', params: { tag: 'jazz' } });
    const benSocket = await connect(ben);
    const anaSocket = await connect(ana);
    const created = new Promise<any>((resolve) => benSocket.once(MESSAGE_REQUEST_CREATED, resolve));
    const accepted = new Promise<any>((resolve) => anaSocket.once(MESSAGE_REQUEST_ACCEPTED, resolve));

    // The opener goes with its key, which the request keeps: Ben reads it in his language.
    const sent = await ana.request('POST', '/api/conversations/start', { userId: ben.userId, iceBreaker, iceBreakerMessage });
    expect(sent.status).toBe(200);
    expect(sent.body.messageRequest).toMatchObject({ fromUserId: ana.userId, toUserId: ben.userId, iceBreaker, iceBreakerMessage, status: 'pending', conversationId: null });
    // Asking twice is one request.
    expect((await ana.request('POST', '/api/conversations/start', { userId: ben.userId, iceBreaker })).body.messageRequest.id).toBe(sent.body.messageRequest.id);
    expect(await created).toMatchObject({ requestId: sent.body.messageRequest.id, fromDisplayName: 'Ana', iceBreaker, iceBreakerMessage });
    expect((await ana.request('GET', '/api/conversations')).body).toEqual([]);

    const inbox = await ben.request('GET', '/api/message-requests');
    expect(inbox.body.map((r: any) => [r.fromDisplayName, r.iceBreaker, r.iceBreakerMessage])).toEqual([['Ana', iceBreaker, iceBreakerMessage]]);
    // Only the recipient can answer.
    expect((await ana.request('POST', `/api/message-requests/${sent.body.messageRequest.id}/accept`)).status).toBe(404);
    const opened = await ben.request('POST', `/api/message-requests/${sent.body.messageRequest.id}/accept`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ lastMessagePreview: iceBreaker, match: { venue: { name: 'Live nearby' } } });
    expect(await accepted).toMatchObject({ conversationId: opened.body.id });
    const messages = await ana.request('GET', `/api/conversations/${opened.body.id}/messages`);
    expect(messages.body.map((m: any) => [m.sender.id, m.content])).toEqual([[ana.userId, iceBreaker]]);
    expect((await ben.request('GET', '/api/message-requests')).body).toEqual([]);
  });

  it('a decline is not told to the sender; a blocked person cannot send one', async () => {
    const [cleo, dan, eve] = [await person('Cleo'), await person('Dan'), await person('Eve')];
    // A request needs a shared context; these three are live within 500 m of each other.
    const home = newArea();
    for (const [i, p] of [cleo, dan, eve].entries()) expect((await goLive(p, north(home, i * 60))).status).toBe(200);
    const sent = await cleo.request('POST', '/api/conversations/start', { userId: dan.userId, iceBreaker: 'Which jazz bar is your favourite?' });
    expect(sent.status).toBe(200);
    // Written by the sender (no opener's key, or one whose words are not in the text): shown as sent.
    expect(sent.body.messageRequest.iceBreakerMessage).toBeNull();
    expect((await dan.request('POST', `/api/message-requests/${sent.body.messageRequest.id}/decline`)).body).toEqual({ declined: true });
    expect((await dan.request('GET', '/api/message-requests')).body).toEqual([]);
    const again = await cleo.request('POST', '/api/conversations/start', { userId: dan.userId, iceBreaker: 'Please answer?' });
    expect(again.body.messageRequest).toMatchObject({ id: sent.body.messageRequest.id, status: 'pending' });
    expect((await dan.request('GET', '/api/message-requests')).body).toEqual([]);
    const forged = await dan.request('POST', '/api/conversations/start', {
      userId: cleo.userId,
      iceBreaker: 'Which jazz bar?',
      iceBreakerMessage: { key: 'sharedOne', params: { tag: 'something else' } },
    });
    expect(forged.status).toBe(200);
    expect(forged.body.messageRequest.iceBreakerMessage).toBeNull();

    await publishEvent(stack, 'UserBlocked', { blockerId: eve.userId, blockedId: cleo.userId });
    await eventuallyValue(
      'the block in chat',
      () => chatDb.query('SELECT 1 FROM blocked_pairs WHERE $1 IN (user1_id, user2_id) AND $2 IN (user1_id, user2_id)', [eve.userId, cleo.userId]),
      (r) => r.length === 1,
    );
    const blocked = await cleo.request('POST', '/api/conversations/start', { userId: eve.userId, iceBreaker: 'Hello there, jazz fan' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('You cannot send a message request to this person.');
    expect((await eve.request('GET', '/api/message-requests')).body).toEqual([]);
  });

  it('message requests are limited per person', async () => {
    const sender = await person('Sid');
    const home = newArea();
    expect((await goLive(sender, home)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i <= REQUEST_LIMIT; i++) {
      const other = await person(`Rita ${i}`);
      expect((await goLive(other, north(home, 40 + i * 40))).status).toBe(200);
      statuses.push((await sender.request('POST', '/api/conversations/start', { userId: other.userId, iceBreaker: 'Which coffee here is worth it?' })).status);
    }
    expect(statuses).toEqual([...Array(REQUEST_LIMIT).fill(200), 429]);
  });
});

const connect = (client: TestClient): Promise<Socket> => connectSocket(stack, client, sockets);
