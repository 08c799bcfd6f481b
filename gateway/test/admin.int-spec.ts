import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { ADMIN_SOCKET_EVENTS, emergencyNumbersFor, type EventData } from '@converge/contracts';
import { EventPublisher, eventuallyValue } from '@converge/platform';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { AdminModule } from '@converge/admin';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { connectSocket } from './support/sockets.js';

const SUPER = `boss-${randomUUID().slice(0, 6)}@test.example`;
const OPS = `ops-${randomUUID().slice(0, 6)}@test.example`;
const PASSWORD = 'correct horse battery';
// Somewhere with no seeded venue: Reykjavík harbour, venues a few hundred metres apart.
const BASE = { lat: 64.15, lng: -21.95 };

let stack: GatewayTestStack;
let adminApp: INestApplicationContext;
let sockets: Socket[] = [];

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, AdminModule], {
    ADMIN_EMAILS: `${SUPER}, ${OPS}`,
    ARGON2_MEMORY_KIB: '19456',
    CHECKIN_RATE_LIMIT: '1000',
    NEARBY_RATE_LIMIT: '1000',
  });
  adminApp = stack.services[3];
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await stack?.close();
}, 60_000);

interface Person {
  client: TestClient;
  id: string;
  email: string;
}

/** A person exactly as the app makes one: register, age check, profile, all over HTTP. */
async function person(email = `p-${randomUUID().slice(0, 8)}@test.example`, name = 'Tester'): Promise<Person> {
  const client = stack.client();
  const registered = await client.request('POST', '/api/auth/register', { email, password: PASSWORD, ageConfirmed: true, termsAccepted: true });
  expect(registered.status).toBe(201);
  expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth: '1990-01-01' })).status).toBe(200);
  const profile = await client.request('POST', '/api/profile', { displayName: name, dateOfBirth: '1990-01-01', lookingFor: ['Everyone'] });
  expect(profile.status).toBeLessThan(300);
  return { client, id: registered.body.id, email };
}

async function businessAdmin(): Promise<Person> {
  const p = await person();
  const promoted = await p.client.request('POST', '/api/admin/promote-self');
  expect(promoted.status).toBe(200);
  expect(promoted.body).toEqual({ isAdmin: true, role: 'business_admin' });
  return p;
}

let venueCount = 0;
function venueInput(overrides: Record<string, unknown> = {}) {
  venueCount++;
  return {
    name: `Harbour Bar ${venueCount}`,
    address: `Harbour ${venueCount}, Reykjavík`,
    latitude: BASE.lat,
    longitude: BASE.lng + venueCount * 0.02,
    radiusM: 100,
    meetPoints: ['Front door', 'Long bar'],
    phone: '+354 555 1234',
    ...overrides,
  };
}

/** A check-in from the nearby list, standing at the venue (a venue id alone proves nothing). */
const atVenue = (venue: { id: string; latitude: number; longitude: number }) => ({ venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude });

function publishAsSafety<T extends 'ReportFiled'>(type: T, data: EventData<T>) {
  // The safety service is built in parallel; its fact arrives exactly as it will publish it.
  return adminApp.get(DataSource).transaction((m) => adminApp.get(EventPublisher).publish(m, type, data));
}

const connect = (client: TestClient): Promise<Socket> => connectSocket(stack, client, sockets);

const ADMIN_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/security-metrics'],
  ['GET', '/api/admin/business-settings'],
  ['PUT', '/api/admin/business-settings', { companyName: 'Mine' }],
  ['GET', '/api/admin/actions'],
  ['GET', '/api/admin/notifications'],
  ['POST', `/api/admin/notifications/${randomUUID()}/read`],
  ['GET', '/api/admin/venues'],
  ['POST', '/api/admin/venues', venueInput()],
  ['GET', `/api/admin/venues/${randomUUID()}`],
  ['PUT', `/api/admin/venues/${randomUUID()}`, venueInput()],
  ['DELETE', `/api/admin/venues/${randomUUID()}`],
  ['GET', `/api/admin/venues/${randomUUID()}/qr`],
  ['POST', `/api/admin/venues/${randomUUID()}/qr/rotate`],
  ['GET', `/api/admin/venues/${randomUUID()}/display-code`],
  ['GET', '/api/admin/reports'],
  ['POST', `/api/admin/reports/${randomUUID()}/decision`, { action: 'warn', reason: 'x' }],
  ['GET', '/api/admin/users?query=a'],
  ['GET', `/api/admin/users/${randomUUID()}`],
  ['POST', `/api/admin/users/${randomUUID()}/role`, { role: 'admin' }],
];

describe('roles', () => {
  test('a regular user is refused (403) on every admin call, and the check says so', async () => {
    const { client } = await person();
    expect((await client.request('GET', '/api/admin/check')).body).toEqual({ isAdmin: false, role: null });
    for (const [method, path, body] of ADMIN_CALLS) {
      const answer = await client.request(method, path, body);
      expect([path, answer.status]).toEqual([path, 403]);
      expect(answer.body.message).toBe("You don't have permission to access the admin dashboard.");
    }
  }, 30_000);

  test('without a session every admin call is 401', async () => {
    const anonymous = stack.client();
    for (const [method, path, body] of [...ADMIN_CALLS, ['GET', '/api/admin/check'] as [string, string]]) {
      expect([path, (await anonymous.request(method, path, body)).status]).toEqual([path, 401]);
    }
  }, 30_000);

  test('ADMIN_EMAILS: the first is super_admin, the others admin', async () => {
    const boss = await person(SUPER);
    const ops = await person(OPS);
    registeredAdmins.add(SUPER).add(OPS);
    expect((await boss.client.request('GET', '/api/admin/check')).body).toEqual({ isAdmin: true, role: 'super_admin' });
    expect((await ops.client.request('GET', '/api/admin/check')).body).toEqual({ isAdmin: true, role: 'admin' });
  }, 30_000);

  test('promote-self gives a business admin, never a platform role, and keeps them out of platform figures', async () => {
    const owner = await businessAdmin();
    const me = await owner.client.request('GET', '/api/auth/user');
    expect(me.body).toMatchObject({ role: 'user', isBusinessAdmin: true });
    expect((await owner.client.request('GET', '/api/admin/check')).body).toEqual({ isAdmin: true, role: 'business_admin' });
    // Asking again changes nothing.
    expect((await owner.client.request('POST', '/api/admin/promote-self')).body).toEqual({ isAdmin: true, role: 'business_admin' });
    expect((await owner.client.request('GET', '/api/admin/analytics')).body.scope).toBe('business');
    for (const path of ['/api/admin/security-metrics', '/api/admin/reports', '/api/admin/users?query=', `/api/admin/users/${owner.id}`]) {
      expect([path, (await owner.client.request('GET', path)).status]).toEqual([path, 403]);
    }
    expect((await owner.client.request('POST', `/api/admin/users/${owner.id}/role`, { role: 'super_admin' })).status).toBe(403);
    expect((await owner.client.request('GET', '/api/admin/check')).body.role).toBe('business_admin');
  }, 30_000);

  test('a super_admin grants and removes the admin role; an admin cannot; nobody changes their own', async () => {
    const boss = await signIn(SUPER);
    const ops = await signIn(OPS);
    const someone = await person();
    expect((await ops.request('POST', `/api/admin/users/${someone.id}/role`, { role: 'admin' })).status).toBe(403);
    expect((await boss.request('POST', `/api/admin/users/${someone.id}/role`, { role: 'root' })).status).toBe(400);
    const granted = await boss.request('POST', `/api/admin/users/${someone.id}/role`, { role: 'admin' });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ role: 'admin', previousRole: 'user' });
    expect((await someone.client.request('GET', '/api/admin/check')).body).toEqual({ isAdmin: true, role: 'admin' });
    expect((await boss.request('POST', `/api/admin/users/${someone.id}/role`, { role: 'user' })).status).toBe(200);
    expect((await someone.client.request('GET', '/api/admin/check')).body).toEqual({ isAdmin: false, role: null });
    expect((await someone.client.request('GET', '/api/admin/analytics')).status).toBe(403);
    const me = (await boss.request('GET', '/api/auth/user')).body.id;
    expect((await boss.request('POST', `/api/admin/users/${me}/role`, { role: 'user' })).status).toBe(409);
  }, 30_000);
});

const registeredAdmins = new Set<string>();
async function signIn(email: string): Promise<TestClient> {
  if (!registeredAdmins.has(email)) {
    registeredAdmins.add(email);
    const first = await stack.client().request('POST', '/api/auth/register', { email, password: PASSWORD, ageConfirmed: true, termsAccepted: true });
    expect([201, 409]).toContain(first.status);
  }
  const client = stack.client();
  const answer = await client.request('POST', '/api/auth/signin', { email, password: PASSWORD });
  expect(answer.status).toBe(200);
  return client;
}

describe('venues', () => {
  test('validation names the field (400)', async () => {
    const owner = await businessAdmin();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ radiusM: 20 }, 'radiusM', 'Check-in radius must be between 25 and 500 m.'],
      [{ radiusM: 501 }, 'radiusM', 'Check-in radius must be between 25 and 500 m.'],
      [{ meetPoints: [] }, 'meetPoints', 'Add at least one meet point.'],
      [{ meetPoints: Array.from({ length: 11 }, (_, i) => `Point ${i}`) }, 'meetPoints', 'A venue can have at most 10 meet points.'],
      [{ meetPoints: ['x'.repeat(41)] }, 'meetPoints.0', 'Each meet point can have at most 40 characters.'],
      [{ name: ' ' }, 'name', 'Name is required.'],
      [{ latitude: 91 }, 'latitude', 'Latitude must be between -90 and 90.'],
      [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await owner.client.request('POST', '/api/admin/venues', venueInput(change));
      expect([field, answer.status, answer.body.fields?.[field]]).toEqual([field, 400, message]);
    }
    expect((await owner.client.request('GET', '/api/admin/venues')).body).toEqual([]);
  }, 30_000);

  test('a new venue is found nearby and checked into by its QR; a rotated code is refused; another business gets 404', async () => {
    const owner = await businessAdmin();
    const rival = await businessAdmin();
    const guest = await person();
    const input = venueInput();
    const created = await owner.client.request('POST', '/api/admin/venues', input);
    expect(created.status).toBe(201);
    const venue = created.body;
    expect(venue).toMatchObject({ name: input.name, radiusM: 100, meetPoints: ['Front door', 'Long bar'], phone: '+3545551234', isActive: true });
    expect(venue.qrCode).toMatch(/^http:\/\/localhost\/checkin\?v=[0-9a-f-]{36}&s=/);

    const nearby = await eventuallyValue(
      'the new venue in the nearby list',
      async () => (await guest.client.request('GET', `/api/venues/nearby?latitude=${input.latitude}&longitude=${input.longitude}`)).body,
      (list: Array<{ id: string }>) => list.some((v) => v.id === venue.id),
    );
    expect(nearby.find((v: { id: string }) => v.id === venue.id)).toMatchObject({ name: input.name, distance: 0 });
    const checkedIn = await guest.client.request('POST', '/api/checkin', { qrCode: venue.qrCode });
    expect(checkedIn.status).toBe(201);
    expect(checkedIn.body.venue).toMatchObject({ id: venue.id, name: input.name, meetPoints: ['Front door', 'Long bar'] });

    const svg = await owner.client.request('GET', `/api/admin/venues/${venue.id}/qr`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('x-qr-url')).toBe(venue.qrCode);
    expect(String(svg.body)).toContain('<svg');
    const png = await fetch(`${stack.baseUrl}/api/admin/venues/${venue.id}/qr?format=png`, { headers: { cookie: owner.client.cookie! } });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    // Another business: as if the venue did not exist.
    expect((await rival.client.request('GET', `/api/admin/venues/${venue.id}`)).status).toBe(404);
    expect((await rival.client.request('PUT', `/api/admin/venues/${venue.id}`, input)).status).toBe(404);
    expect((await rival.client.request('GET', `/api/admin/venues/${venue.id}/qr`)).status).toBe(404);
    expect((await rival.client.request('POST', `/api/admin/venues/${venue.id}/qr/rotate`)).status).toBe(404);
    expect((await rival.client.request('DELETE', `/api/admin/venues/${venue.id}`)).status).toBe(404);
    expect((await rival.client.request('GET', '/api/admin/venues')).body).toEqual([]);
    expect((await owner.client.request('GET', '/api/admin/venues')).body.map((v: { id: string }) => v.id)).toEqual([venue.id]);

    const rotated = await owner.client.request('POST', `/api/admin/venues/${venue.id}/qr/rotate`);
    expect([rotated.status, rotated.body?.message]).toEqual([200, undefined]);
    expect(rotated.body.qrCode).not.toBe(venue.qrCode);
    const stale = await guest.client.request('POST', '/api/checkin', { qrCode: venue.qrCode });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('Invalid QR code or venue not found.');
    expect((await guest.client.request('POST', '/api/checkin', { qrCode: rotated.body.qrCode })).status).toBe(201);

    const edited = await owner.client.request('PUT', `/api/admin/venues/${venue.id}`, { ...input, name: 'Harbour Bar Renamed', meetPoints: ['Terrace'] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Harbour Bar Renamed', meetPoints: ['Terrace'], qrCode: rotated.body.qrCode });
    await eventuallyValue(
      'the new name in the nearby list',
      async () => (await guest.client.request('GET', `/api/venues/nearby?latitude=${input.latitude}&longitude=${input.longitude}`)).body,
      (list: Array<{ id: string; name: string }>) => list.some((v) => v.id === venue.id && v.name === 'Harbour Bar Renamed'),
    );

    const gone = await owner.client.request('DELETE', `/api/admin/venues/${venue.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.isActive).toBe(false);
    await eventuallyValue(
      'the deactivated venue out of the nearby list',
      async () => (await guest.client.request('GET', `/api/venues/nearby?latitude=${input.latitude}&longitude=${input.longitude}`)).body,
      (list: Array<{ id: string }>) => !list.some((v) => v.id === venue.id),
    );
    expect((await guest.client.request('POST', '/api/checkin', { qrCode: rotated.body.qrCode })).status).toBe(400);
    expect((await guest.client.request('POST', '/api/checkin', atVenue(venue))).status).toBe(404);

    // Every one of those actions is in the owner's audit log, newest first (the promotion's row comes from its event).
    const log = await eventuallyValue(
      'the audit log',
      async () => (await owner.client.request('GET', '/api/admin/actions')).body,
      (page) => page.items.length === 5,
    );
    expect(log.items.map((a: { actionType: string }) => a.actionType)).toEqual(['venue_deactivated', 'venue_updated', 'qr_rotated', 'venue_created', 'business_admin_promoted']);
    expect(log.items[3]).toMatchObject({ targetType: 'venue', targetId: venue.id, actorUserId: owner.id, actorEmail: owner.email });
    // The rival's log holds none of it; a platform admin's holds all of it.
    const rivalLog = await eventuallyValue(
      'the rival log',
      async () => (await rival.client.request('GET', '/api/admin/actions')).body,
      (page) => page.items.length > 0,
    );
    expect(rivalLog.items.map((a: { actionType: string }) => a.actionType)).toEqual(['business_admin_promoted']);
    const boss = await signIn(SUPER);
    const all = (await boss.request('GET', '/api/admin/actions?pageSize=100')).body.items.filter((a: { targetId: string }) => a.targetId === venue.id);
    expect(all).toHaveLength(4);
  }, 30_000);
});

describe('analytics', () => {
  test('counts exactly what happened: sign-ups, check-ins, matches, and a business sees only its venues', async () => {
    const boss = await signIn(SUPER);
    const before = (await boss.request('GET', '/api/admin/analytics')).body;
    expect(before.daily).toHaveLength(30);
    const owner = await businessAdmin();
    const { body: venue } = await owner.client.request('POST', '/api/admin/venues', venueInput());
    const guests = [await person(undefined, 'Ann'), await person(undefined, 'Ben'), await person(undefined, 'Cat')];
    // 3 people (+1 owner) signed up; 4 check-ins (Ann twice); 1 match (Ann and Ben like each other).
    for (const g of [...guests, guests[0]]) expect((await g.client.request('POST', '/api/checkin', atVenue(venue))).status).toBe(201);
    const [ann, ben] = guests;
    await eventuallyValue(
      'Ben in discovery',
      async () => (await ann.client.request('GET', `/api/discovery/profiles?venueId=${venue.id}`)).body,
      (list: Array<{ id: string }>) => Array.isArray(list) && list.some((p) => p.id === ben.id),
    );
    await eventuallyValue(
      'Ann in discovery',
      async () => (await ben.client.request('GET', `/api/discovery/profiles?venueId=${venue.id}`)).body,
      (list: Array<{ id: string }>) => Array.isArray(list) && list.some((p) => p.id === ann.id),
    );
    expect((await ann.client.request('POST', '/api/likes', { toUserId: ben.id, venueId: venue.id })).body).toMatchObject({ matched: false });
    expect((await ben.client.request('POST', '/api/likes', { toUserId: ann.id, venueId: venue.id })).body).toMatchObject({ matched: true });
    // The match's venue carries the phone its owner entered (from RPC.venue.get): the meeting's "call the venue".
    const [match] = (await ann.client.request('GET', '/api/matches')).body;
    expect(match.venue).toMatchObject({ id: venue.id, phone: '+3545551234' });

    const business = await eventuallyValue(
      'business figures',
      async () => (await owner.client.request('GET', '/api/admin/analytics')).body,
      (a) => a.totalCheckins === 4 && a.totalMatches === 1,
    );
    expect(business).toMatchObject({
      scope: 'business',
      totalUsers: 3,
      newSignups: 3,
      activeUsers: 3,
      totalCheckins: 4,
      totalMatches: 1,
      uniqueVisitors: 3,
      revenue: 0,
      premiumSubscribers: 0,
    });
    expect(business.daily.at(-1)).toMatchObject({ checkins: 4, matches: 1, activeUsers: 3, signups: 3 });
    expect(business.daily.slice(0, -1).every((d: { checkins: number }) => d.checkins === 0)).toBe(true);
    // Every one of them proven by a position inside the venue.
    expect(business.checkinsByPresence).toEqual({ display: 0, qr: 0, location: 4 });

    const after = await eventuallyValue(
      'platform figures',
      async () => (await boss.request('GET', '/api/admin/analytics')).body,
      (a) => a.totalCheckins === before.totalCheckins + 4 && a.totalMatches === before.totalMatches + 1 && a.newSignups === before.newSignups + 4,
    );
    expect(after.scope).toBe('platform');
    expect(after.totalUsers).toBe(before.totalUsers + 4);
    expect(after.activeUsers).toBeGreaterThanOrEqual(before.activeUsers + 4);
    expect(after.daily.at(-1).checkins).toBe(before.daily.at(-1).checkins + 4);

    // A rival business still has nothing.
    const rival = await businessAdmin();
    expect((await rival.client.request('GET', '/api/admin/analytics')).body).toMatchObject({ totalUsers: 0, totalCheckins: 0, totalMatches: 0 });
  }, 30_000);
});

describe('moderation', () => {
  test('reports open one critical case; suspension ends sessions, refuses sign-in, hides the person; reinstating lets them back', async () => {
    const boss = await signIn(SUPER);
    const bossSocket = await connect(boss);
    const pushed: Array<{ title: string; priority: string; key?: string | null; params?: Record<string, string> }> = [];
    bossSocket.on(ADMIN_SOCKET_EVENTS.notification, (n) => pushed.push(n));

    const owner = await businessAdmin();
    const { body: venue } = await owner.client.request('POST', '/api/admin/venues', venueInput());
    const offender = await person(undefined, 'Mallory');
    const witness = await person(undefined, 'Walter');
    for (const p of [offender, witness]) expect((await p.client.request('POST', '/api/checkin', atVenue(venue))).status).toBe(201);
    await eventuallyValue(
      'Mallory in discovery',
      async () => (await witness.client.request('GET', `/api/discovery/profiles?venueId=${venue.id}`)).body,
      (list: Array<{ id: string }>) => Array.isArray(list) && list.some((p) => p.id === offender.id),
    );

    await publishAsSafety('ReportFiled', { reportId: randomUUID(), reporterId: witness.id, reportedUserId: offender.id, reason: 'fake_profile', description: null });
    await publishAsSafety('ReportFiled', { reportId: randomUUID(), reporterId: owner.id, reportedUserId: offender.id, reason: 'harassment', description: 'Kept following people' });
    const cases = await eventuallyValue(
      'one case with both reports',
      async () => (await boss.request('GET', '/api/admin/reports')).body,
      (list: Array<{ id: string; reportedUserId: string; reportCount: number }>) => list.some((c) => c.reportedUserId === offender.id && c.reportCount === 2),
    );
    const openCase: any = cases.find((c: { reportedUserId: string }) => c.reportedUserId === offender.id);
    expect(openCase).toMatchObject({
      reportedName: 'Mallory',
      reportedEmail: offender.email,
      reasons: ['fake_profile', 'harassment'],
      critical: true,
      status: 'open',
      accountStatus: 'active',
    });
    await eventuallyValue(
      'the critical push',
      async () => pushed,
      (list) => list.some((n) => n.title === 'Critical report: Harassment' && n.priority === 'critical'),
    );
    // Pushed and listed with its key and values: the dashboard words it in the admin's language.
    const words = { key: 'report_critical', params: { reason: 'harassment', name: 'Mallory', count: '2' } };
    expect(pushed.find((n) => n.title === 'Critical report: Harassment')).toMatchObject(words);
    const notes = (await boss.request('GET', '/api/admin/notifications')).body;
    const critical = notes.find((n: { title: string }) => n.title === 'Critical report: Harassment');
    expect(critical).toMatchObject({ priority: 'critical', isRead: false, message: 'Mallory was reported for harassment (2 reports open).', ...words });
    expect((await boss.request('POST', `/api/admin/notifications/${critical.id}/read`)).status).toBe(200);
    expect((await boss.request('GET', '/api/admin/notifications')).body.find((n: { id: string }) => n.id === critical.id).isRead).toBe(true);
    // A business admin does not see platform notifications.
    expect((await owner.client.request('GET', '/api/admin/notifications')).body.some((n: { id: string }) => n.id === critical.id)).toBe(false);
    expect((await owner.client.request('POST', `/api/admin/notifications/${critical.id}/read`)).status).toBe(404);

    expect((await boss.request('POST', `/api/admin/reports/${openCase.id}/decision`, { action: 'suspend' })).status).toBe(400);
    const decided = await boss.request('POST', `/api/admin/reports/${openCase.id}/decision`, { action: 'suspend', reason: 'Harassment at a venue', days: 3 });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'suspended', accountStatus: 'suspended' });
    expect((await boss.request('POST', `/api/admin/reports/${openCase.id}/decision`, { action: 'ban', reason: 'again' })).status).toBe(409);

    // The session they had stops working, sign-in says why, and discovery no longer shows them.
    await eventuallyValue(
      'the session to end',
      async () => (await offender.client.request('GET', '/api/auth/user')).status,
      (s) => s === 401,
    );
    const refused = await eventuallyValue(
      'sign-in refused',
      async () => stack.client().request('POST', '/api/auth/signin', { email: offender.email, password: PASSWORD }),
      (a) => a.status === 403,
    );
    expect(refused.body.code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.body.message).toMatch(/^Your account is suspended until \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
    await eventuallyValue(
      'Mallory out of discovery',
      async () => (await witness.client.request('GET', `/api/discovery/profiles?venueId=${venue.id}`)).body,
      (list: Array<{ id: string }>) => Array.isArray(list) && !list.some((p) => p.id === offender.id),
    );
    const found = (await boss.request('GET', `/api/admin/users?query=${encodeURIComponent(offender.email)}`)).body;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: offender.id, displayName: 'Mallory', accountStatus: 'suspended', reportCount: 2 });

    expect((await boss.request('POST', `/api/admin/reports/${openCase.id}/decision`, { action: 'reinstate', reason: 'Appeal accepted' })).status).toBe(200);
    await eventuallyValue(
      'sign-in allowed again',
      async () => (await stack.client().request('POST', '/api/auth/signin', { email: offender.email, password: PASSWORD })).status,
      (s) => s === 200,
    );

    const log = (await boss.request('GET', '/api/admin/actions?pageSize=100')).body.items.filter((a: { targetId: string }) => a.targetId === offender.id);
    expect(log.map((a: { description: string }) => a.description)).toEqual(['Reinstated Mallory: Appeal accepted', 'Suspended (3 days) Mallory: Harassment at a venue']);
  }, 30_000);

  test('the audit log cannot be edited, even in the database', async () => {
    const db = adminApp.get(DataSource);
    await expect(db.query(`UPDATE admin_actions SET description = 'nothing happened'`)).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM admin_actions')).rejects.toThrow(/append-only/);
  }, 30_000);
});

describe('business settings and security metrics', () => {
  test('settings are validated per field and kept, with an audit row', async () => {
    const owner = await businessAdmin();
    expect((await owner.client.request('GET', '/api/admin/business-settings')).body).toEqual({ companyName: null, businessEmail: null, businessType: null, paymentProcessingEnabled: false });
    const bad = await owner.client.request('PUT', '/api/admin/business-settings', { businessEmail: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.businessEmail).toBe('Please enter a valid business email.');
    expect((await owner.client.request('PUT', '/api/admin/business-settings', { businessType: 'casino' })).status).toBe(400);
    const saved = await owner.client.request('PUT', '/api/admin/business-settings', {
      companyName: 'Harbour Ltd',
      businessEmail: 'Owner@Harbour.is',
      businessType: 'bar',
      paymentProcessingEnabled: true,
    });
    expect(saved.body).toEqual({ companyName: 'Harbour Ltd', businessEmail: 'owner@harbour.is', businessType: 'bar', paymentProcessingEnabled: true });
    expect((await owner.client.request('GET', '/api/admin/business-settings')).body).toEqual(saved.body);
    const log = (await owner.client.request('GET', '/api/admin/actions')).body.items;
    expect(log.filter((a: { actionType: string }) => a.actionType === 'settings_changed')).toHaveLength(1);
    expect(log.find((a: { actionType: string }) => a.actionType === 'settings_changed')).toMatchObject({ targetType: 'business', actorUserId: owner.id });
  }, 30_000);

  test('failed sign-ins are counted for platform admins', async () => {
    const boss = await signIn(SUPER);
    const before = (await boss.request('GET', '/api/admin/security-metrics')).body;
    const someone = await person();
    expect((await stack.client().request('POST', '/api/auth/signin', { email: someone.email, password: 'wrong password here' })).status).toBe(401);
    const after = await eventuallyValue(
      'the failed sign-in',
      async () => (await boss.request('GET', '/api/admin/security-metrics')).body,
      (m) => m.failedSignInsToday === before.failedSignInsToday + 1,
    );
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1).failedSignIns).toBe(after.failedSignInsToday);
  }, 30_000);
});

describe('venue country and time zone', () => {
  test('validated with clear 400s; saved, listed, cleared; check-in carries them to emergency numbers and times; others refused', async () => {
    const owner = await businessAdmin();
    const rival = await businessAdmin();
    const guest = await person();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ country: 'EU' }, 'country', 'Country must be a two-letter ISO 3166-1 code such as US or GB.'],
      [{ country: 'GBR' }, 'country', 'Country must be a two-letter ISO 3166-1 code such as US or GB.'],
      [{ country: 7 }, 'country', 'Country must be a two-letter ISO 3166-1 code such as US or GB.'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Time zone must be an IANA zone such as America/New_York.'],
      [{ timeZone: 'EST5' }, 'timeZone', 'Time zone must be an IANA zone such as America/New_York.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await owner.client.request('POST', '/api/admin/venues', venueInput(change));
      expect([field, answer.status, answer.body.fields?.[field]]).toEqual([field, 400, message]);
    }
    expect((await owner.client.request('GET', '/api/admin/venues')).body).toEqual([]);

    // Chosen: stored as chosen (any case in, the canonical name out).
    const input = venueInput({ country: 'is', timeZone: 'atlantic/reykjavik' });
    const created = await owner.client.request('POST', '/api/admin/venues', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ country: 'IS', countryFromLocation: false, timeZone: 'Atlantic/Reykjavik' });
    const venueId = created.body.id as string;
    expect((await owner.client.request('GET', `/api/admin/venues/${venueId}`)).body).toMatchObject({ country: 'IS', timeZone: 'Atlantic/Reykjavik' });
    expect((await owner.client.request('GET', '/api/admin/venues')).body[0]).toMatchObject({ id: venueId, country: 'IS', timeZone: 'Atlantic/Reykjavik' });

    // The check-in answer carries both: 112 in Iceland, "until …" in Reykjavík time.
    const checkedIn = await guest.client.request('POST', '/api/checkin', { qrCode: created.body.qrCode });
    expect(checkedIn.status).toBe(201);
    expect(checkedIn.body.venue).toMatchObject({ id: venueId, country: 'IS', timeZone: 'Atlantic/Reykjavik' });
    expect(emergencyNumbersFor(checkedIn.body.venue.country).call).toEqual(['112']);

    // An edit without the fields keeps them; a bad value is refused and changes nothing.
    const kept = await owner.client.request('PUT', `/api/admin/venues/${venueId}`, { ...input, country: undefined, timeZone: undefined, name: 'Renamed' });
    expect(kept.body).toMatchObject({ name: 'Renamed', country: 'IS', timeZone: 'Atlantic/Reykjavik' });
    const refused = await owner.client.request('PUT', `/api/admin/venues/${venueId}`, { ...input, timeZone: 'Nowhere/Else' });
    expect([refused.status, refused.body.fields?.timeZone]).toEqual([400, 'Time zone must be an IANA zone such as America/New_York.']);

    // Moved to London with the country cleared: derived from the coordinates again; the zone changed too.
    const moved = await owner.client.request('PUT', `/api/admin/venues/${venueId}`, { ...input, latitude: 51.5074, longitude: -0.1278, country: '', timeZone: 'Europe/London' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ country: 'GB', countryFromLocation: true, timeZone: 'Europe/London' });
    const current = await guest.client.request('GET', '/api/checkin/current');
    expect(current.body.venue).toMatchObject({ id: venueId, country: 'GB', timeZone: 'Europe/London' });
    expect(emergencyNumbersFor(current.body.venue.country).call).toEqual(['999', '112']);
    const cleared = await owner.client.request('PUT', `/api/admin/venues/${venueId}`, { ...input, timeZone: null });
    expect(cleared.body).toMatchObject({ country: 'IS', timeZone: null });

    // Nobody else may set them: a regular person 403, another business 404 (as if the venue did not exist).
    expect((await guest.client.request('PUT', `/api/admin/venues/${venueId}`, { ...input, country: 'US' })).status).toBe(403);
    expect((await guest.client.request('POST', '/api/admin/venues', venueInput({ country: 'US' }))).status).toBe(403);
    expect((await rival.client.request('PUT', `/api/admin/venues/${venueId}`, { ...input, country: 'US' })).status).toBe(404);
    expect((await owner.client.request('GET', `/api/admin/venues/${venueId}`)).body).toMatchObject({ country: 'IS', timeZone: null });
  }, 30_000);
});
