import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { ChatModule } from '@converge/chat';
import { SafetyModule } from '@converge/safety';
import { AdminModule } from '@converge/admin';
import { DEFAULT_MEET_POINTS } from '@converge/contracts';
import { eventually } from '@converge/platform';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { checkInBody, insertVenue } from './support/venues.js';
import { gatewayRouteTable, type Route } from './support/route-table.js';

/**
 * Over every route of the route table (read from the controllers,
 * so a new route is covered or this test fails until it is classified below):
 * - a route that takes an object id is tried with another person's object and with a stranger's
 *   (unknown) id → no 2xx, and the objects are unchanged afterwards;
 * - every admin route as a regular user → 403;
 * - every state change sent from another site (Origin or Referer of another site) → 403.
 */

type Fixture = 'match' | 'conversation' | 'meeting' | 'photo' | 'contact' | 'locationShare' | 'venue' | 'session' | 'checkIn';

/** Routes whose path id names an object someone owns: which object of Ava's the others try. */
const OBJECT_ROUTES: Record<string, Fixture> = {
  'GET /api/matches/:id': 'match',
  'PUT /api/matches/:id/meetpoint': 'match',
  'GET /api/conversations/:id': 'conversation',
  'GET /api/conversations/:id/messages': 'conversation',
  'POST /api/conversations/:id/messages': 'conversation',
  'POST /api/conversations/:id/read': 'conversation',
  'GET /api/meeting-session/:id': 'meeting',
  'POST /api/meeting-session/:id/arrive': 'meeting',
  'POST /api/meeting-session/:id/extend': 'meeting',
  'POST /api/meeting-session/:id/end': 'meeting',
  'POST /api/meeting-session/:id/accept': 'meeting',
  'DELETE /api/profile/photos/:id': 'photo',
  'DELETE /api/safety/contacts/:id': 'contact',
  'DELETE /api/location-shares/:id': 'locationShare',
  // Nobody here manages the venue: every regular person is refused its printable QR.
  'GET /api/venues/:id/qr': 'venue',
  'GET /api/conversations/:id/ice-breakers': 'conversation',
  // A session's handle in the Safety Center's list; only its owner can end it.
  'DELETE /api/auth/sessions/:id': 'session',
  // "Check on me": only its owner cancels or answers it.
  'DELETE /api/safety/check-ins/:id': 'checkIn',
  'POST /api/safety/check-ins/:id/safe': 'checkIn',
};

/**
 * Object routes tried here with a stranger's id only: creating the object needs a live-discovery or
 * professional check-in set-up; "only the recipient can answer" is asserted in the feature's own test.
 */
const STRANGER_ID_ONLY: Record<string, string> = {
  'POST /api/message-requests/:id/accept': 'recipient-only is tested in live.int-spec.ts (message requests)',
  'POST /api/conversations/:id/messages/:messageId/dismiss-bother': 'recipient-only (not the sender, not a stranger) is tested in kind-conversations.int-spec.ts',
  'POST /api/message-requests/:id/decline': 'recipient-only is tested in live.int-spec.ts (message requests)',
  'POST /api/professional/connections/:id/accept': 'recipient-only is tested in professional.int-spec.ts (connections)',
  'POST /api/professional/connections/:id/decline': 'recipient-only is tested in professional.int-spec.ts (connections)',
  'POST /api/date-plans/:id/send': 'owner-only (a stranger gets 404, nothing sent) is tested in date-plans.int-spec.ts',
  'DELETE /api/date-plans/:id': 'owner-only (a stranger gets 404, the page still works) is tested in date-plans.int-spec.ts',
};

/** Path parameters that are not an object someone owns, and why. */
const NOT_AN_OBJECT: Record<string, string> = {
  'GET /api/photos/:key': 'a capability: an unguessable 128-bit file key, served to whoever was shown the profile',
  'GET /api/shares/:token': 'a capability: the link a person sent to a trusted contact who has no account',
  'GET /api/date-plans/public/:token': 'a capability: the date plan link a person sent to someone they trust, who has no account',
  'DELETE /api/safety/blocks/:userId': "names the other person in the caller's own block list; it changes nothing of theirs",
  'GET /api/health/:service/ping': 'a service name, public health',
};

/** GET routes that change state (a cross-site link must not trigger them). */
const STATE_CHANGING_GETS = ['GET /api/logout'];

/** Bodies that pass validation, so a refusal proves the ownership check and not the schema. */
const BODIES: Record<string, unknown> = {
  'PUT /api/matches/:id/meetpoint': { meetPoint: DEFAULT_MEET_POINTS[1] },
  'POST /api/conversations/:id/messages': { content: 'not yours', clientMessageId: 'leak-1' },
};

const key = (route: Route) => `${route.method} ${route.path}`;
const isAdmin = (route: Route) => route.path.startsWith('/api/admin');
const hasParam = (route: Route) => route.path.includes('/:');

let stack: GatewayTestStack;
let venueId: string;
type Person = TestClient & { userId: string };
let ava: Person; // the owner
let ben: Person; // her match: shares the match, the conversation and the meeting
let cat: Person; // a stranger at the same venue
const objects = {} as Record<Fixture, { id: string; owners: Person[] }>;

async function person(name: string): Promise<Person> {
  const client = stack.client();
  const email = `${name.toLowerCase()}.${randomBytes(5).toString('hex')}@example.com`;
  const registered = await client.request('POST', '/api/auth/register', { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true });
  expect(registered.status).toBe(201);
  expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth: '1994-03-02' })).status).toBe(200);
  expect((await client.request('POST', '/api/profile', { displayName: name, dateOfBirth: '1994-03-02', lookingFor: ['Everyone'] })).status).toBe(201);
  expect((await client.request('POST', '/api/checkin', checkInBody(venueId))).status).toBeLessThan(300);
  return Object.assign(client, { userId: registered.body.id as string });
}

const fill = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, ChatModule, SafetyModule, AdminModule], MANY_PEOPLE);
  ({ id: venueId } = await insertVenue(stack.services[1]!.get(DataSource), { name: 'Matrix Bar', address: '2 Quay St' }));
  [ava, ben, cat] = [await person('Ava'), await person('Ben'), await person('Cat')];
  const sees = async (viewer: Person, other: Person) =>
    ((await viewer.request('GET', `/api/discovery/profiles?venueId=${venueId}`)).body as Array<{ id: string }>).some((p) => p.id === other.userId);
  await eventually('Ava and Ben see each other', async () => (await sees(ava, ben)) && (await sees(ben, ava)));
  await ava.request('POST', '/api/likes', { toUserId: ben.userId, venueId });
  const liked = await ben.request('POST', '/api/likes', { toUserId: ava.userId, venueId });
  expect(liked.body).toMatchObject({ matched: true });
  objects.match = { id: liked.body.matchId, owners: [ava, ben] };
  await eventually('conversation open', async () => (await ava.request('GET', '/api/conversations')).body.length === 1);
  objects.conversation = { id: (await ava.request('GET', '/api/conversations')).body[0].id, owners: [ava, ben] };
  expect((await ben.request('POST', `/api/conversations/${objects.conversation.id}/messages`, { content: 'hi Ava' })).status).toBe(201);

  // A meeting: a meet point (confirmed by Ben too, in case sharing needs both people's consent).
  expect((await ava.request('PUT', `/api/matches/${objects.match.id}/meetpoint`, { meetPoint: DEFAULT_MEET_POINTS[0] })).status).toBeLessThan(300);
  await ben.request('PUT', `/api/matches/${objects.match.id}/meetpoint`, { meetPoint: DEFAULT_MEET_POINTS[0] });
  let meetingId = '';
  await eventually('a meeting session', async () => {
    const check = await ava.request('GET', `/api/meeting-session/check?user1Id=${ava.userId}&user2Id=${ben.userId}`);
    meetingId = check.body?.id ?? check.body?.sessionId ?? '';
    return Boolean(meetingId);
  });
  objects.meeting = { id: meetingId, owners: [ava, ben] };

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const photo = await ava.request('POST', '/api/profile/photos', form);
  expect(photo.status).toBe(201);
  objects.photo = { id: photo.body.id, owners: [ava] };
  const contact = await ava.request('POST', '/api/safety/contacts', { name: 'Mum', email: 'mum@example.com' });
  expect(contact.status).toBe(201);
  objects.contact = { id: contact.body.id, owners: [ava] };
  const share = await ava.request('POST', '/api/location-share', { recipientName: 'Pat', recipientEmail: 'pat@example.com', latitude: '52.52', longitude: '13.41' });
  expect(share.status).toBe(201);
  objects.locationShare = { id: share.body.id, owners: [ava] };
  objects.venue = { id: venueId, owners: [] };
  const sessions = await ava.request('GET', '/api/auth/sessions');
  objects.session = { id: (sessions.body.sessions as Array<{ id: string; current: boolean }>).find((s) => s.current)!.id, owners: [ava] };
  const checkIn = await ava.request('POST', '/api/safety/check-ins', { dueAt: new Date(Date.now() + 3_600_000).toISOString(), matchId: objects.match.id });
  expect(checkIn.status).toBe(201);
  objects.checkIn = { id: checkIn.body.id, owners: [ava] };
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** What the owners see of every object; compared before and after the attacks. */
async function ownersView() {
  const [match, conversation, messages, meeting, me, contacts, shares, sessions, checkIns] = await Promise.all([
    ava.request('GET', `/api/matches/${objects.match.id}`),
    ava.request('GET', `/api/conversations/${objects.conversation.id}`),
    ava.request('GET', `/api/conversations/${objects.conversation.id}/messages`),
    ava.request('GET', `/api/meeting-session/${objects.meeting.id}`),
    ava.request('GET', '/api/auth/user'),
    ava.request('GET', '/api/safety/contacts'),
    ava.request('GET', '/api/location-shares'),
    ava.request('GET', '/api/auth/sessions'),
    ava.request('GET', '/api/safety/check-ins'),
  ]);
  return {
    match: match.body,
    conversation: { ...conversation.body, lastReadAt: undefined, unreadCount: undefined },
    messages: messages.body,
    meeting: meeting.body,
    photos: JSON.stringify(me.body.profile).includes(objects.photo.id) || JSON.stringify(me.body).includes(objects.photo.id),
    contacts: contacts.body.map((c: { id: string }) => c.id),
    shares: shares.body.map((s: { id: string; active?: boolean; isActive?: boolean }) => [s.id, s.active ?? s.isActive]),
    sessions: sessions.body.sessions.map((s: { id: string }) => s.id),
    checkIns: checkIns.body.map((c: { id: string; status: string }) => [c.id, c.status]),
  };
}

describe('every route is classified', () => {
  test('each route with a path id is an object route, a stranger-id-only route or not an object (with a reason)', () => {
    const routes = gatewayRouteTable();
    expect(routes.length).toBeGreaterThan(80);
    const unknown = routes
      .filter((r) => hasParam(r) && !isAdmin(r))
      .map(key)
      .filter((k) => !(k in OBJECT_ROUTES) && !(k in STRANGER_ID_ONLY) && !(k in NOT_AN_OBJECT));
    // A new route with an id: add it to OBJECT_ROUTES (and a fixture), STRANGER_ID_ONLY or NOT_AN_OBJECT with a reason.
    expect(unknown).toEqual([]);
    // And nothing listed here that no longer exists (a renamed route would silently lose its check).
    const known = new Set(routes.map(key));
    expect([...Object.keys(OBJECT_ROUTES), ...Object.keys(STRANGER_ID_ONLY), ...Object.keys(NOT_AN_OBJECT), ...STATE_CHANGING_GETS].filter((k) => !known.has(k))).toEqual([]);
  });
});

describe('object ids: another person and a stranger are refused, nothing changes', () => {
  test("another person's object: no 2xx for anyone but its owners; the owners' view is unchanged", async () => {
    const before = await ownersView();
    expect(before.photos).toBe(true);
    expect(before.contacts).toContain(objects.contact.id);
    const leaks: string[] = [];
    let tried = 0;
    for (const route of gatewayRouteTable().filter((r) => key(r) in OBJECT_ROUTES)) {
      const object = objects[OBJECT_ROUTES[key(route)]!];
      for (const attacker of [ava, ben, cat].filter((p) => !object.owners.includes(p))) {
        const url = fill(route.path, object.id);
        const res = await attacker.request(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : (BODIES[key(route)] ?? {}));
        tried++;
        // 403/404 prove the ownership check; a 400 would only prove the schema (give the route a valid body).
        if (![403, 404].includes(res.status))
          leaks.push(`${route.method} ${url} as ${attacker === ava ? 'Ava' : attacker === ben ? 'Ben' : 'Cat'} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(19);
    expect(await ownersView()).toEqual(before);
  }, 60_000);

  test('the owners themselves are answered (the fixtures are real objects)', async () => {
    for (const route of gatewayRouteTable().filter((r) => r.method === 'GET' && key(r) in OBJECT_ROUTES && OBJECT_ROUTES[key(r)] !== 'venue')) {
      const object = objects[OBJECT_ROUTES[key(route)]!];
      expect({ route: key(route), status: (await object.owners[0]!.request('GET', fill(route.path, object.id))).status }).toEqual({ route: key(route), status: 200 });
    }
  });

  test("a stranger's id (an object that is not yours or does not exist) on every object route: no 2xx", async () => {
    const leaks: string[] = [];
    for (const route of gatewayRouteTable().filter((r) => key(r) in OBJECT_ROUTES || key(r) in STRANGER_ID_ONLY)) {
      const url = fill(route.path, randomUUID());
      const res = await cat.request(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : (BODIES[key(route)] ?? {}));
      if (res.status < 400 || res.status >= 500) leaks.push(`${route.method} ${url} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('admin routes', () => {
  test('every admin route as a regular user answers 403 (except the ones any signed-in person may call)', async () => {
    const admin = gatewayRouteTable().filter(isAdmin);
    expect(admin.length).toBeGreaterThan(15);
    const open = admin.filter((r) => r.decorators.includes('AnySignedInPerson')).map(key);
    expect(open.sort()).toEqual(['GET /api/admin/check', 'POST /api/admin/promote-self']);
    const wrong: string[] = [];
    for (const route of admin.filter((r) => !r.decorators.includes('AnySignedInPerson'))) {
      const url = fill(route.path, randomUUID());
      const res = await cat.request(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      if (res.status !== 403) wrong.push(`${route.method} ${url} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('state changes from another site', () => {
  const evil = 'https://evil.example';

  test('every POST/PUT/PATCH/DELETE with the Origin or Referer of another site answers 403 and changes nothing', async () => {
    const before = await ownersView();
    const wrong: string[] = [];
    const routes = gatewayRouteTable().filter((r) => r.method !== 'GET');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const id = key(route) in OBJECT_ROUTES ? objects[OBJECT_ROUTES[key(route)]!].id : randomUUID();
      const url = fill(route.path, id);
      for (const headers of [{ origin: evil }, { referer: `${evil}/page` }, { 'sec-fetch-site': 'cross-site' }] as Array<Record<string, string>>) {
        const res = await ava.request(route.method, url, BODIES[key(route)] ?? {}, headers);
        if (res.status !== 403 || res.body?.code !== 'CROSS_ORIGIN')
          wrong.push(`${route.method} ${url} ${JSON.stringify(headers)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await ownersView()).toEqual(before);
    // Same-site requests still work.
    expect((await ava.request('POST', `/api/conversations/${objects.conversation.id}/read`, {}, { origin: stack.baseUrl })).status).toBeLessThan(300);
  }, 60_000);

  test('a GET that changes state (sign out) from a cross-site link is refused; from the app it works', async () => {
    for (const route of STATE_CHANGING_GETS) {
      const path = route.split(' ')[1]!;
      for (const headers of [{ referer: `${evil}/page` }, { 'sec-fetch-site': 'cross-site' }] as Array<Record<string, string>>) {
        const res = await ava.request('GET', path, undefined, headers);
        expect({ route, headers, status: res.status }).toEqual({ route, headers, status: 403 });
      }
    }
    expect((await ava.request('GET', '/api/auth/user')).status).toBe(200);
  });
});
