import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { io as ioClient, type Socket } from 'socket.io-client';
import { DISCOVERY_CHANGED, type DiscoveryChangedPush, type SocketAck } from '@converge/contracts';
import { eventually } from '@converge/platform';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { SafetyModule } from '@converge/safety';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { checkInBody, insertVenue } from './support/venues.js';

/**
 * Live venue discovery through the built gateway process with identity, venue, matching and
 * safety on real Postgres, Redis and NATS: the `venue:<id>` room hears arrivals and departures
 * (check-out, block, incognito), and the saved filters are applied by the server's discovery query.
 */
let stack: GatewayTestStack;
let venueId: string;
let otherVenueId: string;
const sockets: Socket[] = [];
const SERVICE_NAMES = ['identity', 'venue', 'matching', 'safety'] as const;
const db = (service: (typeof SERVICE_NAMES)[number]) => stack.services[SERVICE_NAMES.indexOf(service)]!.get(DataSource);

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, SafetyModule], MANY_PEOPLE);
  ({ id: venueId } = await insertVenue(db('venue'), { name: 'Live Lounge', address: '1 Live St', latitude: 52.52 }));
  ({ id: otherVenueId } = await insertVenue(db('venue'), { name: 'Elsewhere Bar', address: '1 Live St', latitude: 52.6 }));
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await stack?.close();
}, 60_000);

type Person = TestClient & { userId: string; name: string };

/** Registers, verifies age (the date of birth sets the age) and creates a profile, all over HTTP. */
async function person(name: string, dateOfBirth = '1994-03-02'): Promise<Person> {
  const client = stack.client();
  const email = `${name.toLowerCase()}.${randomBytes(5).toString('hex')}@example.com`;
  const registered = await client.request('POST', '/api/auth/register', { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true });
  expect(registered.status).toBe(201);
  expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth })).status).toBe(200);
  expect((await client.request('POST', '/api/profile', { displayName: name, dateOfBirth, lookingFor: ['Everyone'] })).status).toBe(201);
  return Object.assign(client, { userId: registered.body.id as string, name });
}

const checkIn = async (p: Person, at = venueId) => expect((await p.request('POST', '/api/checkin', checkInBody(at))).status).toBeLessThan(300);

const discovered = async (viewer: Person) => {
  const res = await viewer.request('GET', `/api/discovery/profiles?venueId=${venueId}`);
  expect(res.status).toBe(200);
  return (res.body as Array<{ id: string }>).map((p) => p.id);
};

/** A socket on the discovery screen: connected and watching the venue; every push it hears is kept. */
async function watching(p: Person, at = venueId): Promise<{ socket: Socket; pushes: DiscoveryChangedPush[]; watch: (id: string | null) => Promise<SocketAck> }> {
  const socket = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, extraHeaders: { cookie: p.cookie! } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const pushes: DiscoveryChangedPush[] = [];
  socket.on(DISCOVERY_CHANGED, (push: DiscoveryChangedPush) => pushes.push(push));
  const watch = (id: string | null) => new Promise<SocketAck>((resolve) => socket.emit('discovery:watch', { venueId: id }, resolve));
  if (at) expect(await watch(at)).toEqual({ ok: true });
  return { socket, pushes, watch };
}

const heard = (pushes: DiscoveryChangedPush[], userId: string, change: string, reason: string) => pushes.some((p) => p.userId === userId && p.change === change && p.reason === reason);

describe('live venue discovery', () => {
  test('only a person checked in at the venue can watch it', async () => {
    const ivy = await person('Ivy');
    const socket = await watching(ivy, '');
    expect(await socket.watch(venueId)).toEqual({ ok: false, status: 403 });
    await checkIn(ivy, otherVenueId);
    expect(await socket.watch(venueId)).toEqual({ ok: false, status: 403 });
    expect(await socket.watch('not-a-venue'.repeat(20))).toEqual({ ok: false, status: 400 });
    await checkIn(ivy);
    expect(await socket.watch(venueId)).toEqual({ ok: true });
  });

  test('an arrival reaches everyone watching at once, and the newcomer is in the refetched cards; check-out is pushed too', async () => {
    const [ana, ben, zoe] = [await person('Ana'), await person('Ben'), await person('Zoe')];
    await checkIn(ana);
    await checkIn(zoe, otherVenueId);
    const anaScreen = await watching(ana);
    const zoeScreen = await watching(zoe, otherVenueId);

    await checkIn(ben);
    await eventually('Ana hears that Ben arrived', () => heard(anaScreen.pushes, ben.userId, 'arrived', 'checked_in'));
    await eventually("Ben is in Ana's cards", async () => (await discovered(ana)).includes(ben.userId));
    const header = await ana.request('GET', '/api/discovery/current');
    expect(header.body.checkIn.peopleHere).toBeGreaterThanOrEqual(1);

    expect((await ben.request('DELETE', '/api/checkin')).status).toBeLessThan(300);
    await eventually('Ana hears that Ben left', () => heard(anaScreen.pushes, ben.userId, 'left', 'checked_out'));
    await eventually("Ben is gone from Ana's cards", async () => !(await discovered(ana)).includes(ben.userId));
    // Another venue's screen hears nothing of this one.
    expect(zoeScreen.pushes.filter((p) => p.userId === ben.userId)).toEqual([]);
  });

  test('checking in somewhere else is a departure (replaced) for the old venue and an arrival at the new one, in one event', async () => {
    const [eve, fay, gus] = [await person('Eve'), await person('Fay'), await person('Gus')];
    await checkIn(eve);
    await checkIn(gus, otherVenueId);
    await checkIn(fay);
    const eveScreen = await watching(eve);
    const gusScreen = await watching(gus, otherVenueId);
    const fayScreen = await watching(fay);

    await checkIn(fay, otherVenueId);
    await eventually('Eve hears that Fay left', () => heard(eveScreen.pushes, fay.userId, 'left', 'replaced'));
    await eventually('Gus hears that Fay arrived', () => heard(gusScreen.pushes, fay.userId, 'arrived', 'checked_in'));
    // Fay no longer hears about the venue she left.
    const hal = await person('Hal');
    await checkIn(hal);
    await eventually('Eve hears that Hal arrived', () => heard(eveScreen.pushes, hal.userId, 'arrived', 'checked_in'));
    expect(fayScreen.pushes.filter((p) => p.venueId === venueId && p.change === 'arrived')).toEqual([]);
  });

  test('incognito on is a departure and off an arrival for the venue (never named as incognito); a block tells both people', async () => {
    const [cat, dan] = [await person('Cat'), await person('Dan')];
    await checkIn(cat);
    await checkIn(dan);
    const catScreen = await watching(cat);
    const danScreen = await watching(dan);
    await eventually('both see each other', async () => (await discovered(cat)).includes(dan.userId) && (await discovered(dan)).includes(cat.userId));

    expect((await dan.request('POST', '/api/privacy/incognito', { enabled: true })).status).toBeLessThan(300);
    // Incognito is never named; Cat, who saw Dan, hears only that he left.
    await eventually('Cat hears Dan went incognito', () => heard(catScreen.pushes, dan.userId, 'left', 'other'));
    await eventually('Dan is hidden from Cat', async () => !(await discovered(cat)).includes(dan.userId));
    expect((await dan.request('POST', '/api/privacy/incognito', { enabled: false })).status).toBeLessThan(300);
    await eventually('Cat hears Dan is back', () => heard(catScreen.pushes, dan.userId, 'arrived', 'other'));
    await eventually("Dan is back in Cat's cards", async () => (await discovered(cat)).includes(dan.userId));

    expect((await cat.request('POST', '/api/safety/block', { blockedUserId: dan.userId })).status).toBeLessThan(300);
    // Dan's view changes too, but he is not told who blocked him.
    await eventually(
      'both hear the block',
      () => heard(catScreen.pushes, dan.userId, 'left', 'blocked') && danScreen.pushes.some((p) => p.venueId === null && p.userId === null && p.change === 'left'),
    );
    expect(JSON.stringify(danScreen.pushes)).not.toContain(cat.userId);
    await eventually("they are gone from each other's cards", async () => !(await discovered(cat)).includes(dan.userId) && !(await discovered(dan)).includes(cat.userId));
  });

  test('filters are saved and enforced by the server; invalid values are 400 naming the field', async () => {
    const [eve, young, older] = [await person('Eve'), await person('Young', '2004-01-01'), await person('Older', '1970-01-01')];
    for (const p of [eve, young, older]) await checkIn(p);
    await eventually('Eve sees both', async () => {
      const ids = await discovered(eve);
      return ids.includes(young.userId) && ids.includes(older.userId);
    });
    expect((await eve.request('GET', '/api/discovery/filters')).body).toEqual({ ageMin: 18, ageMax: 99, verifiedOnly: false });

    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ageMin: 17, ageMax: 40, verifiedOnly: false }, 'ageMin'],
      [{ ageMin: 30, ageMax: 25, verifiedOnly: false }, 'ageMax'],
      [{ ageMin: 20, ageMax: 'forty', verifiedOnly: false }, 'ageMax'],
      [{ ageMin: 20, ageMax: 40, verifiedOnly: 'yes' }, 'verifiedOnly'],
    ];
    for (const [body, field] of bad) {
      const res = await eve.request('PUT', '/api/discovery/filters', body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
    }

    const saved = await eve.request('PUT', '/api/discovery/filters', { ageMin: 25, ageMax: 45, verifiedOnly: false });
    expect(saved.status).toBe(200);
    expect((await eve.request('GET', '/api/discovery/filters')).body).toEqual({ ageMin: 25, ageMax: 45, verifiedOnly: false });
    const ids = await discovered(eve);
    expect(ids).not.toContain(young.userId);
    expect(ids).not.toContain(older.userId);

    // Verified only: nobody here is verified, so nobody is shown; the query parameter cannot undo it.
    expect((await eve.request('PUT', '/api/discovery/filters', { ageMin: 18, ageMax: 99, verifiedOnly: true })).status).toBe(200);
    expect(await discovered(eve)).toEqual([]);
    expect((await eve.request('GET', `/api/discovery/profiles?venueId=${venueId}&verifiedOnly=false`)).body).toEqual([]);
  });
});
