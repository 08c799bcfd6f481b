import { randomBytes } from 'node:crypto';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import type { INestApplicationContext } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { RPC } from '@converge/contracts';
import { REDIS, RpcClient } from '@converge/platform';
import { IdentityModule } from '@converge/identity';
import { displayCodeUrl, displayStep, signVenue, VenueModule } from '@converge/venue';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';

// jsqr is CommonJS: its default export arrives as the module (which also carries it as `.default`).
const jsQR = ((jsQRModule as unknown as { default?: unknown }).default ?? jsQRModule) as typeof jsQRModule.default;
const ADMIN_EMAIL = 'venue-admin@test.example';
let stack: GatewayTestStack;
let venueDb: DataSource;
let venueApp: INestApplicationContext;
let admin: { client: TestClient; userId: string } | undefined;
const V: Record<string, { id: string; secret: string; name: string }> = {};

// Berlin test venues on a line going east from Alexanderplatz (0.001° lng ≈ 68 m at this latitude).
const BASE = { lat: 52.52, lng: 13.41 };
const east = (metres: number) => BASE.lng + metres / (111_320 * Math.cos((BASE.lat * Math.PI) / 180));

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule], {
    ADMIN_EMAILS: ADMIN_EMAIL,
    ARGON2_MEMORY_KIB: '19456',
    NEARBY_RATE_LIMIT: '25',
    CHECKIN_RATE_LIMIT: '1000',
  });
  venueApp = stack.services[1];
  venueDb = venueApp.get(DataSource);
  const venues: Array<[string, string, number, number, number, string[]]> = [
    ['Alpha Bar', 'Alexanderplatz 1, Berlin', BASE.lat, BASE.lng, 150, ['Rooftop', 'Bar']],
    ['Beta Lounge', 'Alexanderplatz 2, Berlin', BASE.lat, east(100), 150, []],
    ['Gamma Club', 'Karl-Marx-Allee 3, Berlin', BASE.lat, east(1500), 150, []],
    ['Delta Café', 'Frankfurter Tor 4, Berlin', BASE.lat, east(4000), 400, []],
    ['Far Away Pub', '1 Main St, London', 51.5, -0.12, 150, []],
  ];
  for (const [name, address, lat, lng, radius, meetPoints] of venues) {
    const secret = randomBytes(32).toString('base64url');
    const [{ id }] = await venueDb.query('INSERT INTO venues (name, address, latitude, longitude, radius_m, meet_points, qr_secret) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id', [
      name,
      address,
      lat,
      lng,
      radius,
      meetPoints,
      secret,
    ]);
    V[name] = { id, secret, name };
  }
});

afterAll(async () => {
  await stack?.close();
});

/** A signed-in person with an age check and a profile, made through identity's own RPCs. */
async function person(email = `p${randomBytes(6).toString('hex')}@test.example`): Promise<{ client: TestClient; userId: string }> {
  const rpc = venueApp.get(RpcClient);
  const user = await rpc.request<{ id: string }>(RPC.identity.register, { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true });
  const actor = { userId: user.id, roles: [] };
  await rpc.request(RPC.identity.verifyAge, { actor, dateOfBirth: '1992-04-01' });
  await rpc.request(RPC.identity.createProfile, { actor, displayName: 'Tester', dateOfBirth: '1992-04-01' });
  // The session exactly as gateway/src/auth/session.store.ts writes it.
  const sessionId = randomBytes(32).toString('base64url');
  const redis = venueApp.get<Redis>(REDIS);
  await redis.set(`${process.env.NAMESPACE}:sess:${sessionId}`, JSON.stringify({ id: sessionId, userId: user.id, createdAt: new Date().toISOString() }), 'EX', 3600);
  const client = stack.client();
  client.cookie = `converge_sid=${sessionId}`;
  return { client, userId: user.id };
}

const qrFor = (name: string, signature = signVenue(V[name].id, V[name].secret)) => `http://localhost/checkin?v=${V[name].id}&s=${signature}`;
/** The code a venue's screen showed at `step`. */
const displayFor = (name: string, step: number) => displayCodeUrl('http://localhost', V[name].id, step, V[name].secret);
/** A check-in from the nearby list, standing at the venue (a venue id alone is refused). */
const atVenue = (name: string) => ({
  venueId: V[name].id,
  latitude: BASE.lat,
  longitude: { 'Alpha Bar': BASE.lng, 'Beta Lounge': east(100), 'Gamma Club': east(1500), 'Delta Café': east(4000) }[name]!,
});

async function outboxFor(userId: string) {
  const rows: Array<{ type: string; payload: { data: { checkInId: string; reason?: string; venueId: string } } }> = await venueDb.query(
    `SELECT type, payload FROM outbox WHERE payload->'data'->>'userId' = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows.map((r) => ({ type: r.type, ...r.payload.data }));
}

describe('GET /api/venues/nearby', () => {
  test('lists venues within 2 km nearest first with distances in km, never coordinates', async () => {
    const { client } = await person();
    const { status, body } = await client.request('GET', `/api/venues/nearby?latitude=${BASE.lat}&longitude=${east(20)}`);
    expect(status).toBe(200);
    // Delta Café (4 km) is beyond the 2 km the list covers.
    expect(body.map((v: any) => v.name)).toEqual(['Alpha Bar', 'Beta Lounge', 'Gamma Club']);
    expect(body[0]).toEqual({ id: V['Alpha Bar'].id, name: 'Alpha Bar', address: 'Alexanderplatz 1, Berlin', distance: 0.02 });
    expect(body[1].distance).toBeCloseTo(0.08, 2);
    expect(body[2].distance).toBeCloseTo(1.48, 2);
    for (const venue of body) expect(Object.keys(venue).sort()).toEqual(['address', 'distance', 'id', 'name']);
  });

  test('far from every venue the list is empty', async () => {
    const { client } = await person();
    const { status, body } = await client.request('GET', '/api/venues/nearby?latitude=-33.86&longitude=151.2');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  test.each([
    ['latitude=91&longitude=0', 'Latitude must be between -90 and 90.'],
    ['latitude=-90.5&longitude=0', 'Latitude must be between -90 and 90.'],
    ['latitude=0&longitude=180.1', 'Longitude must be between -180 and 180.'],
    ['latitude=0&longitude=-181', 'Longitude must be between -180 and 180.'],
    ['latitude=abc&longitude=0', 'Latitude must be between -90 and 90.'],
    ['longitude=0', 'Latitude must be between -90 and 90.'],
  ])('%s → 400', async (query, message) => {
    const { client } = await person();
    const { status, body } = await client.request('GET', `/api/venues/nearby?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  test('needs a session (401)', async () => {
    const { status } = await stack.client().request('GET', `/api/venues/nearby?latitude=${BASE.lat}&longitude=${BASE.lng}`);
    expect(status).toBe(401);
  });

  test('a session that ended answers 401 at once, also on the read-ahead path (nothing of the search leaks)', async () => {
    const { client } = await person();
    const url = `/api/venues/nearby?latitude=${BASE.lat}&longitude=${BASE.lng}`;
    expect((await client.request('GET', url)).status).toBe(200);
    // The gateway now knows this cookie's user and gate: the next search reads ahead of the session check.
    expect((await client.request('GET', url)).status).toBe(200);
    const sessionId = client.cookie!.split('=')[1];
    await venueApp.get<Redis>(REDIS).del(`${process.env.NAMESPACE}:sess:${sessionId}`); // what signing out does
    const ended = await client.request('GET', url);
    expect(ended.status).toBe(401);
    expect(JSON.stringify(ended.body)).not.toContain('Alpha Bar');
    expect((await client.request('GET', url)).status).toBe(401);
  });

  test('is rate limited per person (429 after the limit), others unaffected', async () => {
    const { client } = await person();
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await client.request('GET', `/api/venues/nearby?latitude=${BASE.lat}&longitude=${BASE.lng}`)).status);
    expect(statuses.slice(0, 25).every((s) => s === 200)).toBe(true);
    expect(statuses[25]).toBe(429);
    const other = await person();
    expect((await other.client.request('GET', `/api/venues/nearby?latitude=${BASE.lat}&longitude=${BASE.lng}`)).status).toBe(200);
  });
});

describe('POST /api/checkin', () => {
  test('by coordinates: the nearest venue whose radius contains the point', async () => {
    const { client } = await person();
    // 70 m east: inside both Alpha (70 m away) and Beta (30 m away): Beta is nearer.
    const { status, body } = await client.request('POST', '/api/checkin', { latitude: BASE.lat, longitude: east(70) });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      // The country comes from the venue's position (local emergency numbers).
      venue: {
        id: V['Beta Lounge'].id,
        name: 'Beta Lounge',
        address: 'Alexanderplatz 2, Berlin',
        meetPoints: ['Main Bar', 'Lounge Area', 'Entrance', 'Dance Floor', 'Outdoor Area'],
        // The venue names none: the defaults, each with its key, so a guest reads them in their language.
        meetPointKeys: ['mainBar', 'loungeArea', 'entrance', 'danceFloor', 'outdoorArea'],
        country: 'DE',
        timeZone: null,
      },
      // Without a mode a check-in is for dating.
      mode: 'dating',
      // A position inside the venue's radius proved presence.
      presence: 'location',
      startedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const ttl = new Date(body.expiresAt).getTime() - new Date(body.startedAt).getTime();
    expect(ttl).toBe(2 * 60 * 60 * 1000);
  });

  test('by coordinates: a venue with a larger radius counts from further away', async () => {
    const { client } = await person();
    const { status, body } = await client.request('POST', '/api/checkin', { latitude: BASE.lat, longitude: east(4300) });
    expect(status).toBe(201);
    expect(body.venue.name).toBe('Delta Café');
  });

  test('by coordinates outside every radius → 404 No venue found near you', async () => {
    const { client } = await person();
    const { status, body } = await client.request('POST', '/api/checkin', { latitude: BASE.lat, longitude: east(800) });
    expect(status).toBe(404);
    expect(body.message).toBe('No venue found near you');
  });

  test('a venue id alone is no proof of presence → 422 with a sentence a person understands; nothing is recorded', async () => {
    const { client, userId } = await person();
    const { status, body } = await client.request('POST', '/api/checkin', { venueId: V['Gamma Club'].id });
    expect(status).toBe(422);
    expect(body).toEqual({ code: 'PRESENCE_REQUIRED', message: "Share your location or scan the venue's code to check in here." });
    expect((await client.request('GET', '/api/checkin/current')).body).toBeNull();
    expect(await outboxFor(userId)).toEqual([]);
    // Also with a mode: the mode is no proof either.
    expect((await client.request('POST', '/api/checkin', { venueId: V['Gamma Club'].id, mode: 'professional' })).status).toBe(422);
  });

  test('by venue id with coordinates inside its radius: 201, presence "location", in the answer, the current check-in and the event', async () => {
    const { client, userId } = await person();
    const b = await client.request('POST', '/api/checkin', { venueId: V['Alpha Bar'].id, latitude: BASE.lat, longitude: east(140) });
    expect(b.status).toBe(201);
    expect(b.body.venue).toMatchObject({ name: 'Alpha Bar', meetPoints: ['Rooftop', 'Bar'] });
    expect(b.body.presence).toBe('location');
    expect((await client.request('GET', '/api/checkin/current')).body).toMatchObject({ id: b.body.id, presence: 'location' });
    expect(await outboxFor(userId)).toEqual([expect.objectContaining({ type: 'CheckedIn', checkInId: b.body.id, presence: 'location' })]);
    const [row] = await venueDb.query('SELECT presence FROM check_ins WHERE id = $1', [b.body.id]);
    expect(row.presence).toBe('location');
  });

  test('the radius check: venue id with coordinates outside its radius → 422 You’re not at {venue}', async () => {
    const { client } = await person();
    const { status, body } = await client.request('POST', '/api/checkin', { venueId: V['Alpha Bar'].id, latitude: BASE.lat, longitude: east(160) });
    expect(status).toBe(422);
    expect(body).toEqual({ code: 'NOT_AT_VENUE', message: "You're not at Alpha Bar" });
    // From another city: the same.
    expect((await client.request('POST', '/api/checkin', { venueId: V['Alpha Bar'].id, latitude: 51.5, longitude: -0.12 })).status).toBe(422);
    expect((await client.request('GET', '/api/checkin/current')).body).toBeNull();
  });

  test('an unknown venue id → 404', async () => {
    const { client } = await person();
    const { status, body } = await client.request('POST', '/api/checkin', { venueId: '00000000-0000-4000-8000-000000000000', latitude: BASE.lat, longitude: BASE.lng });
    expect(status).toBe(404);
    expect(body.message).toBe('Venue not found.');
  });

  test('by a genuine QR code: presence "qr"', async () => {
    const { client, userId } = await person();
    const { status, body } = await client.request('POST', '/api/checkin', { qrCode: qrFor('Gamma Club') });
    expect(status).toBe(201);
    expect(body.venue).toMatchObject({ id: V['Gamma Club'].id, name: 'Gamma Club' });
    expect(body.presence).toBe('qr');
    expect(await outboxFor(userId)).toEqual([expect.objectContaining({ type: 'CheckedIn', presence: 'qr' })]);
  });

  test('by the venue display code of the current step, or one shown up to 90 s ago: presence "display"', async () => {
    const { client, userId } = await person();
    const now = displayStep(Date.now());
    const current = await client.request('POST', '/api/checkin', { qrCode: displayFor('Gamma Club', now) });
    expect(current.status).toBe(201);
    expect(current.body).toMatchObject({ venue: { id: V['Gamma Club'].id }, presence: 'display' });
    // The code shown before it (its step began 30-60 s ago) is still accepted: the window is 90 s.
    const older = await client.request('POST', '/api/checkin', { qrCode: displayFor('Alpha Bar', now - 1) });
    expect([older.status, older.body.presence]).toEqual([201, 'display']);
    expect((await outboxFor(userId)).filter((e) => e.type === 'CheckedIn')).toEqual([
      expect.objectContaining({ venueId: V['Gamma Club'].id, presence: 'display' }),
      expect.objectContaining({ venueId: V['Alpha Bar'].id, presence: 'display' }),
    ]);
  });

  test.each([
    ['91+ s old (four steps back)', () => displayFor('Alpha Bar', displayStep(Date.now()) - 4)],
    ['an hour old', () => displayFor('Alpha Bar', displayStep(Date.now()) - 120)],
    ['of a future step', () => displayFor('Alpha Bar', displayStep(Date.now()) + 2)],
    ['forged (a guessed secret)', () => displayCodeUrl('http://localhost', V['Alpha Bar'].id, displayStep(Date.now()), 'guessed-secret')],
    ['of another venue, its venue id swapped', () => displayFor('Beta Lounge', displayStep(Date.now())).replace(V['Beta Lounge'].id, V['Alpha Bar'].id)],
    ['with its step changed', () => displayFor('Alpha Bar', displayStep(Date.now()) - 1).replace(/t=\d+/, `t=${displayStep(Date.now())}`)],
    [
      'the printed signature as a display code',
      () => `http://localhost/checkin?v=${V['Alpha Bar'].id}&t=${displayStep(Date.now())}&d=${signVenue(V['Alpha Bar'].id, V['Alpha Bar'].secret)}`,
    ],
  ])('a display code %s → 400 with the same message as a bad QR; nothing recorded', async (_label, code) => {
    const { client, userId } = await person();
    const { status, body } = await client.request('POST', '/api/checkin', { qrCode: code() });
    expect([status, body.message]).toEqual([400, 'Invalid QR code or venue not found.']);
    expect(await outboxFor(userId)).toEqual([]);
  });

  test.each([
    ['a forged signature', () => qrFor('Alpha Bar', signVenue(V['Alpha Bar'].id, 'guessed-secret'))],
    [
      'an altered signature',
      () => {
        const s = signVenue(V['Alpha Bar'].id, V['Alpha Bar'].secret);
        return qrFor('Alpha Bar', (s[0] === 'a' ? 'b' : 'a') + s.slice(1));
      },
    ],
    ['a truncated signature', () => qrFor('Alpha Bar', signVenue(V['Alpha Bar'].id, V['Alpha Bar'].secret).slice(0, 10))],
    ['another venue’s signature on this venue id', () => qrFor('Alpha Bar', signVenue(V['Beta Lounge'].id, V['Beta Lounge'].secret))],
    ['an altered venue id', () => qrFor('Alpha Bar').replace(V['Alpha Bar'].id, V['Beta Lounge'].id)],
    ['an unknown venue', () => qrFor('Alpha Bar').replace(V['Alpha Bar'].id, '00000000-0000-4000-8000-000000000000')],
    ['no signature', () => `http://localhost/checkin?v=${V['Alpha Bar'].id}`],
    ['a code that is not our link', () => 'WIFI:S:guest;T:WPA;P:letmein;;'],
  ])('QR with %s → 400 Invalid QR code or venue not found.', async (_label, code) => {
    const { client, userId } = await person();
    const { status, body } = await client.request('POST', '/api/checkin', { qrCode: code() });
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid QR code or venue not found.');
    expect(await outboxFor(userId)).toEqual([]);
  });

  test.each([
    [{}],
    [{ latitude: BASE.lat }],
    [{ qrCode: 'x', latitude: BASE.lat, longitude: BASE.lng }],
    [{ qrCode: 'x', venueId: '00000000-0000-4000-8000-000000000000' }],
    [{ latitude: 95, longitude: 0 }],
    [{ latitude: 0, longitude: 0, extra: 1 }],
  ])('a body that is not exactly one variant (%j) → 400', async (payload) => {
    const { client } = await person();
    const { status } = await client.request('POST', '/api/checkin', payload);
    expect(status).toBe(400);
  });

  test('needs a session (401)', async () => {
    expect((await stack.client().request('POST', '/api/checkin', { venueId: V['Alpha Bar'].id })).status).toBe(401);
  });
});

describe('one active check-in per person', () => {
  test('a new check-in replaces the previous one; each emits CheckedIn once, the second naming the one it replaced', async () => {
    const { client, userId } = await person();
    const first = await client.request('POST', '/api/checkin', atVenue('Alpha Bar'));
    const second = await client.request('POST', '/api/checkin', { qrCode: qrFor('Gamma Club') });
    expect(second.status).toBe(201);
    const current = await client.request('GET', '/api/checkin/current');
    expect(current.body).toMatchObject({ id: second.body.id, venue: { name: 'Gamma Club' } });
    const [{ count }] = await venueDb.query('SELECT count(*)::int AS count FROM check_ins WHERE user_id = $1 AND ended_at IS NULL', [userId]);
    expect(count).toBe(1);
    expect(await outboxFor(userId)).toEqual([
      expect.objectContaining({ type: 'CheckedIn', checkInId: first.body.id, venueId: V['Alpha Bar'].id }),
      expect.objectContaining({
        type: 'CheckedIn',
        checkInId: second.body.id,
        venueId: V['Gamma Club'].id,
        replaced: { checkInId: first.body.id, venueId: V['Alpha Bar'].id, mode: 'dating' },
      }),
    ]);
  });

  test('simultaneous check-ins by one person leave exactly one active', async () => {
    const { client, userId } = await person();
    const results = await Promise.all(['Alpha Bar', 'Beta Lounge', 'Gamma Club', 'Delta Café'].map((name) => client.request('POST', '/api/checkin', atVenue(name))));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const [{ count }] = await venueDb.query('SELECT count(*)::int AS count FROM check_ins WHERE user_id = $1 AND ended_at IS NULL', [userId]);
    expect(count).toBe(1);
    const events = await outboxFor(userId);
    expect(events.filter((e) => e.type === 'CheckedIn')).toHaveLength(4);
    expect(events.filter((e) => e.type === 'CheckedIn' && 'replaced' in e)).toHaveLength(3);
    expect(events.filter((e) => e.type === 'CheckInEnded')).toEqual([]);
  });

  test('DELETE /api/checkin checks out once; GET current is null afterwards; a second DELETE is 404', async () => {
    const { client, userId } = await person();
    const { body } = await client.request('POST', '/api/checkin', atVenue('Beta Lounge'));
    expect((await client.request('DELETE', '/api/checkin')).status).toBe(200);
    expect((await client.request('GET', '/api/checkin/current')).body).toBeNull();
    expect((await client.request('DELETE', '/api/checkin')).status).toBe(404);
    expect(await outboxFor(userId)).toEqual([
      expect.objectContaining({ type: 'CheckedIn', checkInId: body.id }),
      expect.objectContaining({ type: 'CheckInEnded', checkInId: body.id, reason: 'checked_out' }),
    ]);
  });

  test('one person’s check-in never touches another’s', async () => {
    const a = await person();
    const b = await person();
    expect((await a.client.request('POST', '/api/checkin', atVenue('Alpha Bar'))).status).toBe(201);
    expect((await b.client.request('POST', '/api/checkin', atVenue('Alpha Bar'))).status).toBe(201);
    await b.client.request('DELETE', '/api/checkin');
    expect((await a.client.request('GET', '/api/checkin/current')).body).toMatchObject({ venue: { name: 'Alpha Bar' } });
  });
});

describe('GET /api/venues/:id/qr', () => {
  test('an admin gets the SVG and the PNG of a code that checks people in', async () => {
    admin ??= await person(ADMIN_EMAIL);
    const svg = await admin.client.request('GET', `/api/venues/${V['Delta Café'].id}/qr`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const url = svg.headers.get('x-qr-url')!;
    expect(url).toBe(`http://localhost/checkin?v=${V['Delta Café'].id}&s=${signVenue(V['Delta Café'].id, V['Delta Café'].secret)}`);

    const png = await fetch(`${stack.baseUrl}/api/venues/${V['Delta Café'].id}/qr?format=png`, { headers: { cookie: admin.client.cookie! } });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // A phone's camera reads the printed PNG as the same check-in link.
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 512]);
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(url);

    const { client } = await person();
    expect((await client.request('POST', '/api/checkin', { qrCode: url })).body.venue.name).toBe('Delta Café');
  });

  test('anyone else gets 403; an unknown venue is 404 and an unknown format 400', async () => {
    const { client } = await person();
    expect((await client.request('GET', `/api/venues/${V['Delta Café'].id}/qr`)).status).toBe(403);
    admin ??= await person(ADMIN_EMAIL);
    expect((await admin.client.request('GET', '/api/venues/00000000-0000-4000-8000-000000000000/qr')).status).toBe(404);
    expect((await admin.client.request('GET', `/api/venues/${V['Delta Café'].id}/qr?format=gif`)).status).toBe(400);
  });
});
