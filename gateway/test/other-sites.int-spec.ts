import http from 'node:http';
import sharp from 'sharp';
import type { Redis } from 'ioredis';
import { io as ioClient, type Socket } from 'socket.io-client';
import { IdentityModule } from '@converge/identity';
import { SafetyModule } from '@converge/safety';
import { eventually, Naming, REDIS } from '@converge/platform';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { registeredPerson, type Person } from './support/people.js';

/**
 * Other sites get nothing (the sign-out behind an encoded path, form and text
 * bodies, a socket opened from another site), and the smaller items (431 in the API's shape, the
 * sessions' absolute lifetime and the list that shows it). Real services, real Redis.
 */
let stack: GatewayTestStack;
const evil = 'https://evil.example';
/** The test stack's PUBLIC_URL (support/test-stack.ts). */
const appOrigin = 'http://localhost';

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, SafetyModule], MANY_PEOPLE);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const person = (name: string) => registeredPerson(stack, name);

/**
 * A request sent exactly as written: fetch() would resolve `.` segments and `%2e` before sending, and
 * an attacker's raw client does not.
 */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const { hostname, port } = new URL(stack.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

const json = (text: string) => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { unparsed: text.slice(0, 200) };
  }
};

/** `{message, code}` and nothing else but an optional `fields`: the API's error shape. */
const isProjectError = (body: Record<string, unknown>) =>
  typeof body.message === 'string' && typeof body.code === 'string' && Object.keys(body).every((k) => ['message', 'code', 'fields'].includes(k));

describe('the sign-out cannot be reached cross-site by spelling its path differently', () => {
  // Every way to write /api/logout that a router might take for it: percent-encoding (once and twice),
  // dot segments (plain and encoded), doubled slashes, case, a trailing slash, a matrix parameter, HEAD.
  const variants: Array<[string, string]> = [
    ['GET', '/api/%6cogout'],
    ['GET', '/api/%6C%6F%67%6F%75%74'],
    ['GET', '/%61pi/logout'],
    ['GET', '/api/%256cogout'],
    ['GET', '/api/./logout'],
    ['GET', '/api/%2e/logout'],
    ['GET', '/api/x/../logout'],
    ['GET', '/api/x/%2e%2e/logout'],
    ['GET', '//api/logout'],
    ['GET', '/api//logout'],
    ['GET', '/api/logout/'],
    ['GET', '/API/logout'],
    ['GET', '/api/LOGOUT'],
    ['GET', '/api/logout;x=1'],
    ['GET', '/api\\logout'],
    ['GET', '/api/logout?next=/'],
    ['HEAD', '/api/logout'],
    ['HEAD', '/api/%6cogout'],
  ];
  const crossSite: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { referer: `${evil}/page` }, { origin: evil }];

  test('every variant from another site answers 403 CROSS_ORIGIN and the person stays signed in', async () => {
    const ava = await person('Ava');
    const wrong: string[] = [];
    for (const [method, path] of variants) {
      for (const headers of crossSite) {
        const res = await raw(method, path, { cookie: ava.cookie!, ...headers });
        const body = method === 'HEAD' ? { code: 'CROSS_ORIGIN' } : json(res.text);
        if (res.status !== 403 || body.code !== 'CROSS_ORIGIN') wrong.push(`${method} ${path} ${JSON.stringify(headers)} → ${res.status} ${res.text.slice(0, 100)}`);
        if ((await ava.request('GET', '/api/auth/user')).status !== 200) {
          wrong.push(`${method} ${path} ${JSON.stringify(headers)} signed Ava out`);
          return expect(wrong).toEqual([]);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  test('from the app itself the sign-out works (so the test above would see one)', async () => {
    const ben = await person('Ben');
    const res = await raw('GET', '/api/%6cogout', { cookie: ben.cookie!, 'sec-fetch-site': 'same-origin', referer: `${appOrigin}/app` });
    expect(res.status).toBe(302);
    expect((await ben.request('GET', '/api/auth/user')).status).toBe(401);
  });
});

describe('bodies other than JSON answer 415 and change nothing', () => {
  let cat: Person;
  beforeAll(async () => {
    cat = await person('Cat');
  });
  const contacts = async () => ((await cat.request('GET', '/api/safety/contacts')).body as Array<{ name: string }>).map((c) => c.name);

  test('a form-encoded or text/plain body (what a form on another site can send) is refused before it is read', async () => {
    const cases: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', 'name=Form&email=form%40example.com'],
      ['text/plain', JSON.stringify({ name: 'Text', email: 'text@example.com' })],
      ['text/plain; charset=utf-8', 'name=Text2'],
      ['application/vnd.api+json', JSON.stringify({ name: 'Vendor', email: 'vendor@example.com' })],
      ['application/json; charset=latin1', JSON.stringify({ name: 'Latin', email: 'latin@example.com' })],
    ];
    for (const [type, body] of cases) {
      const res = await raw('POST', '/api/safety/contacts', { cookie: cat.cookie!, 'content-type': type }, body);
      expect({ type, status: res.status }).toEqual({ type, status: 415 });
      const answer = json(res.text);
      expect(isProjectError(answer)).toBe(true);
      expect(answer).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This address only accepts JSON (Content-Type: application/json).' });
    }
    // A body with no Content-Type at all is not taken for JSON either.
    expect((await raw('POST', '/api/safety/contacts', { cookie: cat.cookie! }, JSON.stringify({ name: 'Bare', email: 'bare@example.com' }))).status).toBe(415);
    expect(await contacts()).toEqual([]);
  });

  test('JSON, with or without charset=utf-8, is accepted', async () => {
    const plain = await raw('POST', '/api/safety/contacts', { cookie: cat.cookie!, 'content-type': 'application/json' }, JSON.stringify({ name: 'Mum', email: 'mum@example.com' }));
    expect(plain.status).toBe(201);
    const withCharset = await raw(
      'POST',
      '/api/safety/contacts',
      { cookie: cat.cookie!, 'content-type': 'Application/JSON; charset=UTF-8' },
      JSON.stringify({ name: 'Dad', email: 'dad@example.com' }),
    );
    expect(withCharset.status).toBe(201);
    expect((await contacts()).sort()).toEqual(['Dad', 'Mum']);
  });

  test('multipart is refused on a route that takes no upload, and accepted on an upload route (and only multipart there)', async () => {
    const form = new FormData();
    form.append('name', 'Multi');
    form.append('email', 'multi@example.com');
    const refused = await cat.request('POST', '/api/safety/contacts', form);
    expect(refused.status).toBe(415);
    expect(refused.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This address only accepts JSON (Content-Type: application/json).' });
    expect(await contacts()).not.toContain('Multi');

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 20 } } })
      .png()
      .toBuffer();
    const upload = new FormData();
    upload.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    expect((await cat.request('POST', '/api/profile/photos', upload)).status).toBe(201);
    const asJson = await cat.request('POST', '/api/profile/photos', { photo: png.toString('base64') });
    expect(asJson.status).toBe(415);
    expect(asJson.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This address only accepts a file upload (multipart/form-data).' });
    expect((await cat.request('GET', '/api/auth/user')).body.profile.photos).toHaveLength(1);
  });
});

describe('the socket refuses pages of other sites', () => {
  const open: Socket[] = [];
  afterAll(() => open.forEach((s) => s.disconnect()));

  function connect(client: TestClient, origin?: string): Promise<'connected' | string> {
    const socket = ioClient(stack.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { cookie: client.cookie!, ...(origin ? { origin } : {}) },
    });
    open.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
    });
  }

  test("a websocket from another site's page is refused; the app's own origin, the host asked for and a client without Origin connect", async () => {
    const dan = await person('Dan');
    expect(await connect(dan, evil)).toMatch(/^refused/);
    expect(await connect(dan, 'null')).toMatch(/^refused/);
    expect(await connect(dan, 'http://localhost.evil.example')).toMatch(/^refused/);
    expect(await connect(dan, appOrigin)).toBe('connected');
    expect(await connect(dan, stack.baseUrl)).toBe('connected');
    expect(await connect(dan)).toBe('connected');
  });

  test('the polling transport is refused for another site too (403 before any session is read)', async () => {
    const dan = await person('Dan');
    const foreign = await raw('GET', '/socket.io/?EIO=4&transport=polling', { cookie: dan.cookie!, origin: evil });
    expect(foreign.status).toBe(403);
    const own = await raw('GET', '/socket.io/?EIO=4&transport=polling', { cookie: dan.cookie!, origin: appOrigin });
    expect(own.status).toBe(200);
  });
});

describe('431: headers too large', () => {
  test("answers the API's shape and says what was too large", async () => {
    const res = await raw('GET', '/api/auth/session', { 'x-filler': 'a'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toContain('application/json');
    const body = json(res.text);
    expect(isProjectError(body)).toBe(true);
    expect(body.code).toBe('HEADERS_TOO_LARGE');
    expect(body.message).toMatch(/^The request's headers are too large: the address and headers together may be at most 16 KB\./);
    // The gateway still answers.
    expect((await raw('GET', '/api/auth/session')).status).toBe(200);
  });
});

describe('sessions: an absolute lifetime beside the idle timeout', () => {
  const redis = () => stack.services[0]!.get<Redis>(REDIS);
  const sessionKey = (client: TestClient) => `${stack.services[0]!.get(Naming).redisPrefix}sess:${decodeURIComponent(client.cookie!.split('=')[1]!)}`;

  /** Moves a session's sign-in back in time (its key keeps its expiry): what 31 days of daily use look like. */
  async function signedInDaysAgo(client: TestClient, days: number) {
    const stored = JSON.parse((await redis().get(sessionKey(client)))!);
    await redis().set(sessionKey(client), JSON.stringify({ ...stored, createdAt: new Date(Date.now() - days * 86_400_000).toISOString() }), 'KEEPTTL');
  }

  test('a session signed in over 30 days ago is refused even though it was used a moment ago; its socket too', async () => {
    const eve = await person('Eve');
    await signedInDaysAgo(eve, 29);
    expect((await eve.request('GET', '/api/auth/user')).status).toBe(200);
    await signedInDaysAgo(eve, 30.01);
    // Written behind the gateway's back (no revocation broadcast): its copy of the session lasts at most a second.
    await eventually('refused once past 30 days', async () => (await eve.request('GET', '/api/auth/user')).status === 401, { timeoutMs: 1500, intervalMs: 50 });
    expect((await eve.request('GET', '/api/auth/session')).body).toEqual({ signedIn: false });
    const socket = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: eve.cookie! } });
    const outcome = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
    socket.disconnect();
    expect(outcome).toBe('unauthorized');
    // It is gone from Redis, not only refused.
    expect(await redis().exists(sessionKey(eve))).toBe(0);
    // Signing in again starts a new 30 days.
    const again = stack.client();
    expect((await again.request('POST', '/api/auth/signin', { email: eve.email, password: 'correct horse battery' })).status).toBe(200);
    expect((await again.request('GET', '/api/auth/user')).status).toBe(200);
  });

  test('the session list shows each session with when it ends unused and at the latest; another device can be signed out', async () => {
    const fay = await person('Fay');
    const phone = stack.client();
    expect((await phone.request('POST', '/api/auth/signin', { email: fay.email, password: 'correct horse battery' })).status).toBe(200);
    await signedInDaysAgo(phone, 20);
    const before = Date.now();
    const list = await fay.request('GET', '/api/auth/sessions');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body).toMatchObject({ idleTimeoutSeconds: 14 * 86_400, absoluteLifetimeSeconds: 30 * 86_400 });
    const sessions = list.body.sessions as Array<{ id: string; current: boolean; createdAt: string; lastActiveAt: string; idleExpiresAt: string; expiresAt: string }>;
    expect(sessions).toHaveLength(2);
    const [mine, other] = [sessions.find((s) => s.current)!, sessions.find((s) => !s.current)!];
    // Never the session id (the cookie's secret).
    expect(JSON.stringify(list.body)).not.toContain(decodeURIComponent(fay.cookie!.split('=')[1]!));
    expect(JSON.stringify(list.body)).not.toContain(decodeURIComponent(phone.cookie!.split('=')[1]!));
    const ms = (iso: string) => Date.parse(iso);
    // Mine: just used, so it ends unused in 14 days, and at the latest 30 days after signing in.
    expect(ms(mine.expiresAt) - ms(mine.createdAt)).toBe(30 * 86_400_000);
    expect(Math.abs(ms(mine.idleExpiresAt) - (before + 14 * 86_400_000))).toBeLessThan(60_000);
    // The phone signed in 20 days ago: its idle end (14 days from its last use) is capped by its latest end.
    expect(Math.abs(ms(other.expiresAt) - (before + 10 * 86_400_000))).toBeLessThan(60_000);
    expect(ms(other.idleExpiresAt)).toBeLessThanOrEqual(ms(other.expiresAt));

    // Someone else cannot end Fay's session by its handle.
    const stranger = await person('Gus');
    expect((await stranger.request('DELETE', `/api/auth/sessions/${other.id}`)).status).toBe(404);
    expect((await phone.request('GET', '/api/auth/user')).status).toBe(200);

    const ended = await fay.request('DELETE', `/api/auth/sessions/${other.id}`);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: true });
    expect((await phone.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await fay.request('GET', '/api/auth/user')).status).toBe(200);
    expect(((await fay.request('GET', '/api/auth/sessions')).body.sessions as unknown[]).length).toBe(1);
    expect((await fay.request('DELETE', `/api/auth/sessions/${other.id}`)).status).toBe(404);
  });
});
