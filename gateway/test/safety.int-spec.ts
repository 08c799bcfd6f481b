import { DataSource } from 'typeorm';
import { io as ioClient, type Socket } from 'socket.io-client';
import { DELETED_USER_NAME, EXPORT_UNAVAILABLE, EXPORT_UNAVAILABLE_MESSAGE, SAFETY_SOCKET_EVENTS } from '@converge/contracts';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { ChatModule } from '@converge/chat';
import { SafetyModule } from '@converge/safety';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { insertVenue } from './support/venues.js';
import { connectSocket } from './support/sockets.js';
import { registeredPerson, type Person } from './support/people.js';
import { eventually } from '@converge/platform';

/**
 * Safety across the whole stack, through HTTP: identity, venue, matching, chat and safety in this
 * process, the built gateway as its own process, real Postgres, Redis and NATS.
 */
let stack: GatewayTestStack;
let venueId: string;
const sockets: Socket[] = [];
const SERVICE_NAMES = ['identity', 'venue', 'matching', 'chat', 'safety'] as const;
const db = (service: (typeof SERVICE_NAMES)[number]) => stack.services[SERVICE_NAMES.indexOf(service)]!.get(DataSource);

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, ChatModule, SafetyModule], MANY_PEOPLE);
  ({ id: venueId } = await insertVenue(db('venue'), { name: 'Safe Harbour' }));
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await stack?.close();
}, 60_000);

/** Registers, verifies age, creates a profile and checks in at the venue, all over HTTP. */
const person = (name: string): Promise<Person> => registeredPerson(stack, name, { venueId });

const discovered = async (viewer: Person) => {
  const res = await viewer.request('GET', `/api/discovery/profiles?venueId=${venueId}`);
  expect(res.status).toBe(200);
  return (res.body as Array<{ id: string }>).map((p) => p.id);
};

/** Two people who see each other, liked each other, and have their conversation open. */
async function matchedPair(nameA = 'Ava', nameB = 'Ben') {
  const [a, b] = [await person(nameA), await person(nameB)];
  await eventually('both in discovery', async () => (await discovered(a)).includes(b.userId) && (await discovered(b)).includes(a.userId));
  expect((await a.request('POST', '/api/likes', { toUserId: b.userId, venueId })).body).toMatchObject({ matched: false });
  const liked = await b.request('POST', '/api/likes', { toUserId: a.userId, venueId });
  expect(liked.body).toMatchObject({ matched: true });
  await eventually(
    'conversation open for both',
    async () => (await a.request('GET', '/api/conversations')).body.length === 1 && (await b.request('GET', '/api/conversations')).body.length === 1,
  );
  const conversationId: string = (await a.request('GET', '/api/conversations')).body[0].id;
  return { a, b, conversationId, matchId: liked.body.matchId as string };
}

const connect = (client: TestClient): Promise<Socket> => connectSocket(stack, client, sockets);

const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 10_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('block', () => {
  test("the pair vanish from each other's discovery, matches and conversations; sending is 403; likes are refused; unblock does not re-match", async () => {
    const { a, b, conversationId, matchId } = await matchedPair('Ava', 'Ben');
    expect((await b.request('POST', `/api/conversations/${conversationId}/messages`, { content: 'See you at the bar?' })).status).toBe(201);
    const [socketA, socketB] = [await connect(a), await connect(b)];
    const pushedToA = nextEvent(socketA, SAFETY_SOCKET_EVENTS.blocked);
    const pushed = nextEvent(socketB, SAFETY_SOCKET_EVENTS.blocked);

    const blocked = await a.request('POST', '/api/safety/block', { blockedUserId: b.userId });
    expect(blocked.status).toBe(200);
    // Ben is told what closes (their match and conversation, by id), never who blocked him.
    expect(await pushed).toEqual({ matchId, conversationId });
    expect(await pushedToA).toEqual({ userId: b.userId, matchId, conversationId });
    // Idempotent.
    expect((await a.request('POST', '/api/safety/block', { blockedUserId: b.userId })).status).toBe(200);

    await eventually('gone from both match lists and conversation lists', async () => {
      const lists = await Promise.all([a, b].flatMap((p) => [p.request('GET', '/api/matches'), p.request('GET', '/api/conversations')]));
      return lists.every((l) => l.status === 200 && l.body.length === 0);
    });
    expect((await b.request('GET', `/api/matches/${matchId}`)).status).toBe(404);
    expect(await discovered(a)).not.toContain(b.userId);
    expect(await discovered(b)).not.toContain(a.userId);

    const send = await b.request('POST', `/api/conversations/${conversationId}/messages`, { content: 'Hello?' });
    expect(send.status).toBe(403);
    expect(send.body.message).toBe('You can no longer send messages in this conversation.');

    const mine = await a.request('POST', '/api/likes', { toUserId: b.userId, venueId });
    expect(mine.status).toBe(403);
    expect(mine.body.message).toMatch(/You blocked this person/);
    // The same answer as for anyone out of reach: a block is never revealed.
    const theirs = await b.request('POST', '/api/likes', { toUserId: a.userId, venueId });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({ code: 'NO_SHARED_CONTEXT', message: 'You can like someone only while you are both at the same venue, or both live within 500 m of each other.' });

    const list = await a.request('GET', '/api/safety/blocks');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ userId: b.userId, displayName: 'Ben', blockedAt: expect.any(String) })]);
    expect((await b.request('GET', '/api/safety/blocks')).body).toEqual([]);

    expect((await a.request('DELETE', `/api/safety/blocks/${b.userId}`)).status).toBe(200);
    expect((await a.request('GET', '/api/safety/blocks')).body).toEqual([]);
    await eventually('visible again', async () => (await discovered(a)).includes(b.userId) && (await discovered(b)).includes(a.userId));
    expect((await a.request('GET', '/api/matches')).body).toEqual([]);
    expect((await b.request('GET', '/api/conversations')).body).toEqual([]);
  });

  test('bad input: 400 naming the field; blocking oneself is refused; no session is 401', async () => {
    const a = await person('Cleo');
    const missing = await a.request('POST', '/api/safety/block', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('blockedUserId');
    expect((await a.request('POST', '/api/safety/block', { blockedUserId: 'someone' })).status).toBe(400);
    expect((await a.request('DELETE', '/api/safety/blocks/not-a-user')).status).toBe(400);
    expect((await a.request('POST', '/api/safety/block', { blockedUserId: a.userId })).status).toBeGreaterThanOrEqual(400);
    expect((await stack.client().request('POST', '/api/safety/block', { blockedUserId: a.userId })).status).toBe(401);
  });
});

describe('report', () => {
  test('every rule: the five reasons, the description limit, an unknown person, alsoBlock, and 10 a day', async () => {
    const [reporter, target] = [await person('Dana'), await person('Eli')];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reportedUserId: target.userId }, 'reason'],
      [{ reportedUserId: target.userId, reason: 'rude' }, 'reason'],
      [{ reason: 'harassment' }, 'reportedUserId'],
      [{ reportedUserId: target.userId, reason: 'other', description: 'x'.repeat(1001) }, 'description'],
    ];
    for (const [body, field] of cases) {
      const res = await reporter.request('POST', '/api/safety/report', body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.fields).toHaveProperty(field);
    }
    const ghost = await reporter.request('POST', '/api/safety/report', { reportedUserId: '0190d4c2-0000-7000-8000-000000000001', reason: 'fake_profile' });
    expect(ghost.status).toBe(404);

    const filed = await reporter.request('POST', '/api/safety/report', { reportedUserId: target.userId, reason: 'harassment', description: 'x'.repeat(1000), alsoBlock: true });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ reportedUserId: target.userId, reason: 'harassment', blocked: true });
    expect((await reporter.request('GET', '/api/safety/blocks')).body.map((b: { userId: string }) => b.userId)).toEqual([target.userId]);

    for (let i = 1; i < 10; i++) expect((await reporter.request('POST', '/api/safety/report', { reportedUserId: target.userId, reason: 'other' })).status).toBe(201);
    const over = await reporter.request('POST', '/api/safety/report', { reportedUserId: target.userId, reason: 'other' });
    expect(over.status).toBe(429);
    expect(over.body.message).toEqual(expect.any(String));
  });
});

describe('trusted contacts, emergency and location shares', () => {
  test("contacts: validated, listed, removed; only one's own", async () => {
    const [a, b] = [await person('Lea'), await person('Max')];
    const none = await a.request('POST', '/api/safety/contacts', { name: 'Mum' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please enter either a phone number or email');
    expect((await a.request('POST', '/api/safety/contacts', { name: '', email: 'x@example.com' })).body.message).toBe('Please enter a contact name');
    const added = await a.request('POST', '/api/safety/contacts', { name: 'Mum', phone: '+1 415 555 0123' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Mum', phone: '+14155550123', email: null });
    expect((await a.request('GET', '/api/safety/contacts')).body.map((c: { name: string }) => c.name)).toEqual(['Mum']);
    expect((await b.request('GET', '/api/safety/contacts')).body).toEqual([]);
    expect((await b.request('DELETE', `/api/safety/contacts/${added.body.id}`)).status).toBe(404);
    expect((await a.request('DELETE', `/api/safety/contacts/${added.body.id}`)).status).toBe(200);
    expect((await a.request('GET', '/api/safety/contacts')).body).toEqual([]);
  });

  test('emergency: stored and answered; no session is 401', async () => {
    const a = await person('Nia');
    await a.request('POST', '/api/safety/contacts', { name: 'Sis', email: 'sis@example.com' });
    const res = await a.request('POST', '/api/emergency/activate', { location: '/safety', timestamp: new Date().toISOString(), userAgent: 'test' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), activatedAt: expect.any(String), contactsNotified: 1 });
    expect((await stack.client().request('POST', '/api/emergency/activate', {})).status).toBe(401);
  });

  test('a share: public page without a session, live positions to its viewers, Stop ends it (share:ended, then 410)', async () => {
    const a = await person('Olu');
    const bad = await a.request('POST', '/api/location-share', { recipientName: 'Pat' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter either a phone number or email');
    const created = await a.request('POST', '/api/location-share', { recipientName: 'Pat', recipientEmail: 'pat@example.com', latitude: '52.52', longitude: '13.41' });
    expect(created.status).toBe(201);
    const { id, shareUrl, expiresAt } = created.body;
    expect(shareUrl).toMatch(/^http:\/\/localhost\/share\/[A-Za-z0-9_-]{22,}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(4 * 3600_000 - 60_000);
    const token = shareUrl.split('/').pop();
    expect((await a.request('GET', '/api/location-shares')).body.map((s: { id: string }) => s.id)).toEqual([id]);

    const anonymous = stack.client();
    const page = await anonymous.request('GET', `/api/shares/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ sharerName: 'Olu', latitude: 52.52, longitude: 13.41, message: expect.stringContaining('Olu') });
    expect((await anonymous.request('GET', `/api/shares/${'x'.repeat(43)}`)).status).toBe(404);

    const viewer = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: { shareToken: token } });
    sockets.push(viewer);
    await new Promise((resolve, reject) => (viewer.once('connect', () => resolve(null)), viewer.once('connect_error', reject)));
    const sharer = await connect(a);
    // The service keeps at most one position a second: wait until the stored one is a second old.
    await eventually('the stored position is a second old', () => Date.now() - Date.parse(page.body.updatedAt) > 1000, { intervalMs: 20 });
    const moved = nextEvent<{ latitude: number; longitude: number }>(viewer, SAFETY_SOCKET_EVENTS.sharePosition);
    const ack = await sharer.timeout(5000).emitWithAck(SAFETY_SOCKET_EVENTS.sharePosition, { shareId: id, latitude: 52.5201, longitude: 13.4102 });
    expect(ack).toEqual({ ok: true });
    expect(await moved).toMatchObject({ latitude: 52.5201, longitude: 13.4102 });
    expect(await sharer.timeout(5000).emitWithAck(SAFETY_SOCKET_EVENTS.sharePosition, { shareId: id, latitude: 52.52, longitude: 13.41 })).toEqual({ ok: false, status: 429 });
    expect((await anonymous.request('GET', `/api/shares/${token}`)).body).toMatchObject({ latitude: 52.5201, longitude: 13.4102 });

    const ended = nextEvent<{ reason: string }>(viewer, SAFETY_SOCKET_EVENTS.shareEnded);
    expect((await a.request('DELETE', `/api/location-shares/${id}`)).status).toBe(200);
    expect(await ended).toMatchObject({ reason: 'stopped' });
    expect((await anonymous.request('GET', `/api/shares/${token}`)).status).toBe(410);
    expect((await a.request('GET', '/api/location-shares')).body).toEqual([]);
    // The ended share's page, and an unknown link, are let go at once; a socket with neither session nor token is refused.
    for (const shareToken of [token, 'x'.repeat(43)]) {
      const late = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: { shareToken } });
      sockets.push(late);
      expect(await new Promise((resolve) => late.once('disconnect', resolve))).toBe('io server disconnect');
    }
    const stranger = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    sockets.push(stranger);
    await expect(new Promise((resolve, reject) => (stranger.once('connect', () => resolve(null)), stranger.once('connect_error', reject)))).rejects.toThrow('unauthorized');
  });
});

describe('export and deletion', () => {
  test("the export is one dated JSON file holding every service's part", async () => {
    const { a, b, conversationId } = await matchedPair('Fay', 'Gus');
    await a.request('POST', `/api/conversations/${conversationId}/messages`, { content: 'Meet by the window?' });
    expect((await a.request('POST', '/api/safety/contacts', { name: 'Mum', email: 'mum@example.com' })).status).toBe(201);
    const res = await a.request('GET', '/api/privacy/export');
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="converge-export-${today}.json"`);
    const data = res.body;
    expect(data.userId).toBe(a.userId);
    expect(data.identity.account.email).toBe(a.email);
    expect(data.identity.profile.displayName).toBe('Fay');
    expect(data.venue.checkIns).toEqual([expect.objectContaining({ venueId, venueName: 'Safe Harbour' })]);
    expect(data.matching.likesGiven).toEqual([expect.objectContaining({ toUserId: b.userId })]);
    expect(data.matching.matches).toEqual([expect.objectContaining({ otherUserId: b.userId })]);
    expect(data.chat.messagesSent.map((m: { content: string }) => m.content)).toEqual(['Meet by the window?']);
    expect(JSON.stringify(data.safety)).toContain('mum@example.com');
    expect(JSON.stringify(data)).not.toContain('password');
  });

  test('deleting an account leaves no row of that person in any service; the old session is 401; the partner sees "Deleted user"', async () => {
    const { a, b, conversationId } = await matchedPair('Hal', 'Ivy');
    await a.request('POST', `/api/conversations/${conversationId}/messages`, { content: 'from Hal' });
    await b.request('POST', `/api/conversations/${conversationId}/messages`, { content: 'from Ivy' });
    const other = await person('Jon');
    await a.request('POST', '/api/safety/block', { blockedUserId: other.userId });
    await a.request('POST', '/api/safety/report', { reportedUserId: other.userId, reason: 'other' });
    await a.request('POST', '/api/safety/contacts', { name: 'Dad', phone: '+14155550123' });
    const cookie = a.cookie;
    await eventually('the block reached matching', async () => (await db('matching').query('SELECT 1 FROM exclusions WHERE user_id = $1', [a.userId])).length > 0);
    // The search below does find the person wherever they are.
    expect(await rowsMentioning(a.userId)).toEqual(
      expect.arrayContaining([
        'identity.users.id',
        'venue.check_ins.user_id',
        'matching.likes.from_user_id',
        'matching.matches.user_a_id',
        'chat.messages.sender_id',
        'chat.display_names.user_id',
        'safety.blocks.blocker_id',
        'safety.reports.reporter_id',
        'safety.trusted_contacts.user_id',
      ]),
    );

    const deleted = await a.request('DELETE', '/api/privacy/delete-account');
    expect(deleted.status).toBe(200);
    const old = stack.client();
    old.cookie = cookie;
    expect((await old.request('GET', '/api/auth/user')).status).toBe(401);

    let left: string[] = [];
    await eventually('no row of that person in any service', async () => (left = await rowsMentioning(a.userId)).length === 0, { timeoutMs: 20_000 }).catch((error: Error) => {
      throw new Error(`${error.message}; still there: ${left.join(', ')}`);
    });
    const [seen] = (await b.request('GET', '/api/conversations')).body;
    const partner = seen.user1Id === b.userId ? seen.user2 : seen.user1;
    expect(partner.profile.displayName).toBe(DELETED_USER_NAME);
    const messages = (await b.request('GET', `/api/conversations/${conversationId}/messages`)).body;
    expect(messages.map((m: { content: string }) => m.content)).toEqual(['from Ivy']);

    // The email can register again.
    expect((await stack.client().request('POST', '/api/auth/register', { email: a.email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true })).status).toBe(201);
  });

  // Last: these stop services.
  test('a service that does not answer fails the export with 503 and a clear message, never a partial file', async () => {
    const a = await person('Kim');
    const [chat] = stack.services.splice(SERVICE_NAMES.indexOf('chat'), 1);
    await chat!.close();
    const res = await a.request('GET', '/api/privacy/export');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: EXPORT_UNAVAILABLE, message: EXPORT_UNAVAILABLE_MESSAGE });
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  test('the emergency button still answers 201 with identity, venue, matching and chat all stopped', async () => {
    const a = await person('Liv');
    expect((await a.request('POST', '/api/safety/contacts', { name: 'Bro', email: 'bro@example.com' })).status).toBe(201);
    // chat is already stopped; stop the rest but safety (the last one).
    while (stack.services.length > 1) await stack.services.shift()!.close();
    const res = await a.request('POST', '/api/emergency/activate', { location: '/safety', timestamp: new Date().toISOString(), userAgent: 'test' });
    expect(res.status).toBe(201);
    expect(res.body.contactsNotified).toBe(1);
  });
});

/**
 * Every business row (any text, uuid or json column) in any service's database that mentions the id.
 * The messaging tables are not business rows: the events that carried a person's data leave the outbox
 * by retention (OUTBOX_RETENTION_MS, libs/platform/test/messaging-retention.int-spec.ts).
 */
async function rowsMentioning(userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const service of SERVICE_NAMES) {
    const ds = db(service);
    const columns: Array<{ table_name: string; column_name: string }> = await ds.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'uuid', 'jsonb', 'json', 'character varying')
          AND table_name NOT IN ('outbox', 'inbox', 'parked_events', 'migrations', 'typeorm_metadata')`,
    );
    for (const { table_name, column_name } of columns) {
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text LIKE '%' || $1 || '%'`, [userId]);
      if (n > 0) found.push(`${service}.${table_name}.${column_name}`);
    }
  }
  return found;
}
