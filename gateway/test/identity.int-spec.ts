import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { RPC } from '@converge/contracts';
import { eventuallyValue, RpcClient } from '@converge/platform';
import { IdentityModule } from '@converge/identity';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';

let stack: GatewayTestStack;
const storageDir = mkdtempSync(path.join(tmpdir(), 'converge-photos-'));

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule], {
    STORAGE_DIR: storageDir,
    ADMIN_EMAILS: 'Boss@Example.com, other@example.com',
    SIGNIN_MAX_PER_EMAIL: '4',
    SIGNIN_MAX_PER_IP: '1000',
    REGISTER_MAX_PER_IP: '1000',
  });
}, 60_000);

afterAll(async () => {
  await stack?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

let counter = 0;
const uniqueEmail = (label = 'person') => `${label}.${Date.now()}.${++counter}@example.com`;
const PASSWORD = 'correct horse battery';
const adultDob = '1995-04-12';

function yearsAgo(years: number, dayOffset = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return d.toISOString().slice(0, 10);
}

async function registered(email = uniqueEmail()): Promise<{ client: TestClient; email: string; user: any }> {
  const client = stack.client();
  const { status, body } = await client.request('POST', '/api/auth/register', { email, password: PASSWORD, ageConfirmed: true, termsAccepted: true });
  expect(status).toBe(201);
  return { client, email, user: body };
}

async function withProfile(): Promise<{ client: TestClient; email: string; user: any }> {
  const r = await registered();
  expect((await r.client.request('POST', '/api/auth/verify-age', { dateOfBirth: adultDob })).status).toBe(200);
  const { status, body } = await r.client.request('POST', '/api/profile', {
    displayName: 'Alex',
    dateOfBirth: adultDob,
    bio: 'Coffee and climbing',
    gender: 'Non-binary',
    lookingFor: ['Women'],
    photos: [],
    age: 30,
  });
  expect(status).toBe(201);
  return { ...r, user: body };
}

async function outboxTypes(userId: string): Promise<string[]> {
  const ds = stack.services[0].get(DataSource);
  const rows = await ds.query(`SELECT type FROM outbox WHERE payload->'data'->>'userId' = $1 ORDER BY created_at`, [userId]);
  return rows.map((r: { type: string }) => r.type);
}

async function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
}

function photoForm(bytes: Buffer, name = 'holiday.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function fetchBytes(url: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${stack.baseUrl}${url}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/auth/register', () => {
  test('creates the account, signs in with a HttpOnly SameSite=Lax cookie, and /api/auth/user answers', async () => {
    const client = stack.client();
    const email = uniqueEmail('New.Person');
    const response = await fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `  ${email.toUpperCase()} `, password: PASSWORD, ageConfirmed: true, termsAccepted: true }),
    });
    expect(response.status).toBe(201);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^converge_sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i); // plain http here; Secure + __Host- behind https
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      role: 'user',
      isBusinessAdmin: false,
      firstName: null,
      lastName: null,
      ageVerified: false,
      language: 'en',
      profile: null,
    });
    client.cookie = setCookie.split(';')[0];
    const me = await client.request('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(body);
    expect(await outboxTypes(body.id)).toEqual(['UserRegistered', 'LanguageChanged']);
  });

  test.each([
    [{ email: '', password: '', ageConfirmed: true, termsAccepted: true }, 'Please fill in your email and password'],
    [{ password: PASSWORD, ageConfirmed: true, termsAccepted: true }, 'Please fill in your email and password'],
    [{ email: 'a@example.com', password: PASSWORD, ageConfirmed: false, termsAccepted: true }, 'You must be 18 or older to use Converge'],
    [{ email: 'a@example.com', password: PASSWORD, ageConfirmed: true }, 'Please agree to our Terms & Privacy Policy'],
    [{ email: 'not-an-email', password: PASSWORD, ageConfirmed: true, termsAccepted: true }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: 'short', ageConfirmed: true, termsAccepted: true }, 'Your password needs 8 to 128 characters'],
    [{ email: 'a@example.com', password: 'x'.repeat(129), ageConfirmed: true, termsAccepted: true }, 'Your password needs 8 to 128 characters'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { status, body: answer } = await stack.client().request('POST', '/api/auth/register', body);
    expect(status).toBe(400);
    expect(answer.message).toBe(message);
    expect(answer.code).toBe('BAD_REQUEST');
  });

  test('the spec order: with everything missing, the email/password message comes first', async () => {
    const { body } = await stack.client().request('POST', '/api/auth/register', { ageConfirmed: false, termsAccepted: false });
    expect(body.message).toBe('Please fill in your email and password');
  });

  test('a taken email (any case) answers 409 with a clear message', async () => {
    const { email } = await registered();
    const { status, body } = await stack.client().request('POST', '/api/auth/register', { email: email.toUpperCase(), password: PASSWORD, ageConfirmed: true, termsAccepted: true });
    expect(status).toBe(409);
    expect(body.message).toBe('An account with this email already exists. Please sign in instead.');
  });

  test('the first email in ADMIN_EMAILS gets super_admin, the others admin', async () => {
    expect((await registered('boss@example.com')).user.role).toBe('super_admin');
    expect((await registered('other@example.com')).user.role).toBe('admin');
  });
});

describe('POST /api/auth/signin', () => {
  test('signs in with a new session id each time; the previous id stops working', async () => {
    const { client, email } = await registered();
    const first = client.cookie!;
    const again = await client.request('POST', '/api/auth/signin', { email: email.toUpperCase(), password: PASSWORD });
    expect(again.status).toBe(200);
    expect(again.body.email).toBe(email);
    expect(client.cookie).toBeDefined();
    expect(client.cookie).not.toBe(first);
    const stale = stack.client();
    stale.cookie = first;
    expect((await stale.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await client.request('GET', '/api/auth/user')).status).toBe(200);
  });

  test('a wrong password and an unknown email give the same 401 message', async () => {
    const { email } = await registered();
    const wrong = await stack.client().request('POST', '/api/auth/signin', { email, password: 'not the password' });
    const unknown = await stack.client().request('POST', '/api/auth/signin', { email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password.');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  test('missing fields are 400', async () => {
    const { status, body } = await stack.client().request('POST', '/api/auth/signin', { email: 'a@example.com' });
    expect(status).toBe(400);
    expect(body.message).toBe('Please fill in your email and password');
  });

  test('guessing one account is slowed per account: 429 with Retry-After, even for the right password, until the delay passes', async () => {
    const { email } = await registered();
    for (let i = 0; i < 4; i++) {
      expect((await stack.client().request('POST', '/api/auth/signin', { email, password: `wrong-${i}-password` })).status).toBe(401);
    }
    const limitedAt = Date.now();
    const limited = await stack.client().request('POST', '/api/auth/signin', { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
    // A delay, not a lockout: refused with 429 until it has passed, then the owner signs in.
    const signedIn = await eventuallyValue(
      'the right password is let in once the delay has passed',
      async () => {
        const { status } = await stack.client().request('POST', '/api/auth/signin', { email, password: PASSWORD });
        return { status, at: Date.now() };
      },
      ({ status }) => (status === 200 ? true : (expect(status).toBe(429), false)),
      { timeoutMs: retryAfter * 1000 + 5000, intervalMs: 100 },
    );
    // Retry-After is the delay rounded up to whole seconds: not let in before (retryAfter - 1) s had passed.
    expect(signedIn.at - limitedAt).toBeGreaterThan((retryAfter - 1) * 1000);
  });

  test('a sign-in POST from another origin is refused with 403', async () => {
    const { email } = await registered();
    const { status, body, headers } = await stack.client().request('POST', '/api/auth/signin', { email, password: PASSWORD }, { origin: 'https://evil.example' });
    expect(status).toBe(403);
    expect(body.code).toBe('CROSS_ORIGIN');
    expect(headers.get('set-cookie')).toBeNull();
  });
});

describe('sessions: /api/auth/user, /api/login, /api/logout', () => {
  test('GET /api/auth/user without a session (or with a forged one) is 401', async () => {
    expect((await stack.client().request('GET', '/api/auth/user')).status).toBe(401);
    const forged = stack.client();
    forged.cookie = 'converge_sid=' + 'A'.repeat(43);
    expect((await forged.request('GET', '/api/auth/user')).status).toBe(401);
  });

  test('GET /api/login redirects to the sign-in page', async () => {
    const { status, headers } = await stack.client().request('GET', '/api/login');
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/auth?mode=signin');
  });

  test('GET /api/logout ends the session, clears the cookie and redirects home', async () => {
    const { client } = await registered();
    const cookie = client.cookie!;
    const { status, headers } = await client.request('GET', '/api/logout');
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/');
    expect(headers.get('set-cookie')).toMatch(/converge_sid=;/);
    const old = stack.client();
    old.cookie = cookie;
    expect((await old.request('GET', '/api/auth/user')).status).toBe(401);
  });
});

describe('POST /api/auth/verify-age', () => {
  test('needs a session', async () => {
    expect((await stack.client().request('POST', '/api/auth/verify-age', { dateOfBirth: adultDob })).status).toBe(401);
  });

  test('missing, malformed and future dates are 400', async () => {
    const { client } = await registered();
    const missing = await client.request('POST', '/api/auth/verify-age', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter your date of birth');
    expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth: '12/04/1995' })).status).toBe(400);
    expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth: '1995-02-30' })).status).toBe(400);
    const future = await client.request('POST', '/api/auth/verify-age', { dateOfBirth: yearsAgo(-1) });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('Your date of birth cannot be in the future');
  });

  test('under 18 (by one day) is 403 with the current age, and nothing is recorded', async () => {
    const { client } = await registered();
    const { status, body } = await client.request('POST', '/api/auth/verify-age', { dateOfBirth: yearsAgo(18, 1) });
    expect(status).toBe(403);
    expect(body.message).toBe('You must be 18 or older to use Converge (Current age: 17)');
    expect((await client.request('GET', '/api/auth/user')).body.ageVerified).toBe(false);
  });

  test('18 today passes and is recorded (an ISO timestamp is read as its date)', async () => {
    const { client } = await registered();
    const { status, body } = await client.request('POST', '/api/auth/verify-age', { dateOfBirth: `${yearsAgo(18)}T00:00:00.000Z` });
    expect(status).toBe(200);
    expect(body).toEqual({ ageVerified: true, age: 18 });
    expect((await client.request('GET', '/api/auth/user')).body.ageVerified).toBe(true);
  });
});

describe('POST /api/profile', () => {
  const valid = { displayName: 'Sam', dateOfBirth: adultDob, bio: 'Jazz', gender: 'Woman', lookingFor: ['Men'], photos: [], age: 30 };

  test('needs a session', async () => {
    expect((await stack.client().request('POST', '/api/profile', valid)).status).toBe(401);
  });

  test('creates the profile with the server-computed age and publishes the public card', async () => {
    const { client, user } = await registered();
    const { status, body } = await client.request('POST', '/api/profile', { ...valid, age: 99 });
    expect(status).toBe(201);
    expect(body.ageVerified).toBe(true);
    expect(body.profile).toEqual({
      displayName: 'Sam',
      dateOfBirth: adultDob,
      age: expect.any(Number),
      bio: 'Jazz',
      gender: 'Woman',
      lookingFor: ['Men'],
      photos: [],
      interestTags: [],
      pushNotificationsEnabled: false,
      isIncognito: false,
    });
    expect(body.profile.age).not.toBe(99);
    expect(body.profile.age).toBeGreaterThanOrEqual(29);
    expect((await client.request('GET', '/api/auth/user')).body.profile.displayName).toBe('Sam');
    expect(await outboxTypes(user.id)).toEqual(['UserRegistered', 'LanguageChanged', 'ProfileUpdated']);
    const twice = await client.request('POST', '/api/profile', valid);
    expect(twice.status).toBe(409);
  });

  test('under 18 is refused server-side whatever age the client sends', async () => {
    const { client } = await registered();
    const { status, body } = await client.request('POST', '/api/profile', { ...valid, dateOfBirth: yearsAgo(16), age: 25 });
    expect(status).toBe(403);
    expect(body.message).toBe('You must be 18 or older to use Converge (Current age: 16)');
    expect((await client.request('GET', '/api/auth/user')).body.profile).toBeNull();
  });

  test.each([
    [{ displayName: '   ' }, 'Please fill in your name and date of birth'],
    [{ dateOfBirth: '' }, 'Please fill in your name and date of birth'],
    [{ displayName: 'x'.repeat(51) }, 'Your name can be at most 50 characters'],
    [{ bio: 'x'.repeat(501) }, 'Your bio can be at most 500 characters'],
    [{ gender: 'Robot' }, 'Gender must be Woman, Man or Non-binary'],
    [{ lookingFor: ['Aliens'] }, 'Looking for must be Everyone, Men or Women'],
    [{ photos: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'You can have at most 5 photos. Delete one to add another.'],
    [{ dateOfBirth: yearsAgo(-2) }, 'Your date of birth cannot be in the future'],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    const { client } = await registered();
    const { status, body } = await client.request('POST', '/api/profile', { ...valid, ...change });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  test('after the age check the birth date is not asked again: the profile keeps the one the check took', async () => {
    const { client } = await registered();
    expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth: adultDob })).status).toBe(200);
    const { displayName, bio } = valid;
    const { status, body } = await client.request('POST', '/api/profile', { displayName, bio });
    expect(status).toBe(201);
    expect(body.profile.dateOfBirth).toBe(adultDob);
    expect(body.profile.age).toBeGreaterThanOrEqual(30);
    // Without an age check there is no birth date to keep: the spec's message.
    const fresh = await registered();
    const refused = await fresh.client.request('POST', '/api/profile', { displayName, bio });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please fill in your name and date of birth');
    expect(refused.body.fields).toEqual({ dateOfBirth: 'Please enter your date of birth' });
  });

  test('a public name is never made of the email address: "ux b 47359" for ux-b-47359@… is refused, on create and edit', async () => {
    const email = `ux-b-${Date.now() % 100_000}@example.com`;
    const handle = email.split('@')[0]!;
    const { client } = await registered(email);
    for (const displayName of [handle.replace(/-/g, ' '), handle, handle.toUpperCase()]) {
      const { status, body } = await client.request('POST', '/api/profile', { ...valid, displayName });
      expect(status).toBe(400);
      expect(body.fields).toEqual({ displayName: 'Please enter the name people should see. It cannot be taken from your email address.' });
    }
    expect((await client.request('POST', '/api/profile', { ...valid, displayName: 'Uma' })).status).toBe(201);
    expect((await client.request('PUT', '/api/profile', { displayName: handle.replace(/-/g, '.') })).status).toBe(400);
    expect((await client.request('GET', '/api/auth/user')).body.profile.displayName).toBe('Uma');
    // A plain name that is the whole handle is the person's name, not a leak.
    const alice = await registered('alice@example.com'); // each run has its own database
    expect((await alice.client.request('POST', '/api/profile', { ...valid, displayName: 'Alice' })).status).toBe(201);
  });

  test('lookingFor is normalised: Everyone excludes the others; empty means Everyone', async () => {
    const a = await registered();
    expect((await a.client.request('POST', '/api/profile', { ...valid, lookingFor: ['Men', 'Everyone'] })).body.profile.lookingFor).toEqual(['Everyone']);
    const b = await registered();
    expect((await b.client.request('POST', '/api/profile', { ...valid, lookingFor: [] })).body.profile.lookingFor).toEqual(['Everyone']);
    const c = await registered();
    expect((await c.client.request('POST', '/api/profile', { ...valid, lookingFor: ['Women', 'Men', 'Women'] })).body.profile.lookingFor).toEqual(['Men', 'Women']);
  });
});

describe('PUT /api/profile', () => {
  test('edits name and bio, push notifications and incognito; publishes the card and PrivacyChanged', async () => {
    const { client, user } = await withProfile();
    const { status, body } = await client.request('PUT', '/api/profile', { displayName: 'Alexandra', bio: 'New bio', pushNotificationsEnabled: true, isIncognito: true });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ displayName: 'Alexandra', bio: 'New bio', pushNotificationsEnabled: true, isIncognito: true });
    const types = await outboxTypes(user.id);
    expect(types.filter((t) => t === 'PrivacyChanged')).toHaveLength(1);
    expect(types.at(-1)).toBe('ProfileUpdated');
  });

  test('an empty update, a bad field, no profile and no session are refused', async () => {
    const { client } = await withProfile();
    const empty = await client.request('PUT', '/api/profile', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Nothing to update.');
    expect((await client.request('PUT', '/api/profile', { pushNotificationsEnabled: 'yes' })).status).toBe(400);
    const noProfile = await registered();
    const missing = await noProfile.client.request('PUT', '/api/profile', { bio: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Profile not found');
    expect((await stack.client().request('PUT', '/api/profile', { bio: 'x' })).status).toBe(401);
  });
});

describe('photos', () => {
  test('a JPEG with GPS EXIF is stored as WebP (full + thumbnail) without any metadata, at an unguessable cacheable URL', async () => {
    const { client } = await withProfile();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined(); // the fixture really carries EXIF
    const { status, body } = await client.request('POST', '/api/profile/photos', photoForm(original));
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(/^\/api\/photos\/[A-Za-z0-9_-]{22}\.webp$/),
      thumbUrl: expect.stringMatching(/^\/api\/photos\/[A-Za-z0-9_-]{22}_t\.webp$/),
      // Only its owner sees it until the nudity screening passed it; whether it shows a face is not known yet.
      screening: 'pending',
      hasFace: null,
    });

    const full = await fetchBytes(body.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('cache-control')).toMatch(/max-age=\d+/);
    // Only the person's own browser may keep it; a shared cache (CDN, proxy) must not serve
    // a deleted photo, or a deleted account's photos, for the 7 days of max-age.
    expect(full.headers.get('cache-control')).toMatch(/^private,/);
    expect(full.headers.get('cache-control')).not.toMatch(/public/);
    const thumbHead = await fetchBytes(body.thumbUrl);
    expect(thumbHead.headers.get('cache-control')).toMatch(/^private,/);
    const meta = await sharp(full.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(full.bytes.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(full.bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([640, 480]);

    const thumb = await fetchBytes(body.thumbUrl);
    const thumbMeta = await sharp(thumb.bytes).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([400, 400]);
    expect(thumbMeta.exif).toBeUndefined();

    // Nothing of the upload is left behind in storage; only the two WebP files.
    expect(readdirSync(path.join(storageDir, 'incoming'))).toEqual([]);
    const me = await client.request('GET', '/api/auth/user');
    expect(me.body.profile.photos).toEqual([{ ...body, screening: expect.stringMatching(/^(pending|passed)$/) }]);
  });

  test('a rotated phone photo (EXIF Orientation 6) is turned upright', async () => {
    const { client } = await withProfile();
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { body } = await client.request('POST', '/api/profile/photos', photoForm(sideways));
    const meta = await sharp((await fetchBytes(body.url)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.orientation).toBeUndefined();
  });

  test('newest first; a 6th photo is refused with 400; deleting one makes room and removes its files', async () => {
    const { client } = await withProfile();
    const uploaded: any[] = [];
    for (let i = 0; i < 5; i++) {
      const png = await sharp({ create: { width: 50 + i, height: 50, channels: 3, background: '#aa3300' } })
        .png()
        .toBuffer();
      const { status, body } = await client.request('POST', '/api/profile/photos', photoForm(png, `p${i}.png`, 'image/png'));
      expect(status).toBe(201);
      uploaded.push(body);
    }
    const me = await client.request('GET', '/api/auth/user');
    expect(me.body.profile.photos.map((p: any) => p.id)).toEqual(uploaded.map((p) => p.id).reverse());

    const sixth = await client.request('POST', '/api/profile/photos', photoForm(await jpegWithGps(60, 60)));
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('You can have at most 5 photos. Delete one to add another.');

    const removed = await client.request('DELETE', `/api/profile/photos/${uploaded[0].id}`);
    expect(removed.status).toBe(200);
    expect((await fetchBytes(uploaded[0].url)).status).toBe(404);
    expect((await fetchBytes(uploaded[0].thumbUrl)).status).toBe(404);
    expect((await client.request('DELETE', `/api/profile/photos/${uploaded[0].id}`)).status).toBe(404);
    expect((await client.request('POST', '/api/profile/photos', photoForm(await jpegWithGps(60, 60)))).status).toBe(201);
  });

  test("PUT photos keeps the listed photos in that order and deletes the rest; someone else's photo cannot be deleted", async () => {
    const { client } = await withProfile();
    const a = (await client.request('POST', '/api/profile/photos', photoForm(await jpegWithGps(40, 40)))).body;
    const b = (await client.request('POST', '/api/profile/photos', photoForm(await jpegWithGps(41, 40)))).body;
    const c = (await client.request('POST', '/api/profile/photos', photoForm(await jpegWithGps(42, 40)))).body;
    const { status, body } = await client.request('PUT', '/api/profile', { photos: [a.url, c.id] });
    expect(status).toBe(200);
    expect(body.profile.photos.map((p: any) => p.id)).toEqual([a.id, c.id]);
    expect((await fetchBytes(b.url)).status).toBe(404);

    const other = await withProfile();
    expect((await other.client.request('DELETE', `/api/profile/photos/${a.id}`)).status).toBe(404);
    expect((await fetchBytes(a.url)).status).toBe(200);
  });

  test('a non-image (even named .jpg with an image content type) is refused', async () => {
    const { client } = await withProfile();
    const { status, body } = await client.request('POST', '/api/profile/photos', photoForm(Buffer.from('%PDF-1.4 not a photo at all '.repeat(20)), 'me.jpg', 'image/jpeg'));
    expect(status).toBe(415);
    expect(body.message).toMatch(/not a supported image/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await client.request('POST', '/api/profile/photos', photoForm(svg, 'x.png', 'image/png'))).status).toBe(415);
    expect((await client.request('GET', '/api/auth/user')).body.profile.photos).toEqual([]);
  });

  test('more than 10 MB is refused with 413; no file or no session is refused', async () => {
    const { client } = await withProfile();
    const big = await client.request('POST', '/api/profile/photos', photoForm(Buffer.alloc(10 * 1024 * 1024 + 10, 1)));
    expect(big.status).toBe(413);
    // An upload route takes multipart only; JSON is refused before it is read.
    const json = await client.request('POST', '/api/profile/photos', { photo: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('This address only accepts a file upload (multipart/form-data).');
    const empty = await client.request('POST', '/api/profile/photos');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please choose a photo to upload.');
    expect((await stack.client().request('POST', '/api/profile/photos', photoForm(await jpegWithGps(20, 20)))).status).toBe(401);
  });

  test('unknown or malformed photo keys are 404', async () => {
    expect((await fetchBytes('/api/photos/AAAAAAAAAAAAAAAAAAAAAA.webp')).status).toBe(404);
    expect((await fetchBytes('/api/photos/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('privacy', () => {
  test('settings and incognito: toggles, publishes PrivacyChanged once per change, validates', async () => {
    const { client, user } = await withProfile();
    expect((await client.request('GET', '/api/privacy/settings')).body).toEqual({ isIncognito: false });
    expect((await client.request('POST', '/api/privacy/incognito', { enabled: true })).body).toEqual({ isIncognito: true });
    expect((await client.request('POST', '/api/privacy/incognito', { enabled: true })).status).toBe(200);
    expect((await client.request('GET', '/api/privacy/settings')).body).toEqual({ isIncognito: true });
    expect((await client.request('GET', '/api/auth/user')).body.profile.isIncognito).toBe(true);
    expect((await outboxTypes(user.id)).filter((t) => t === 'PrivacyChanged')).toHaveLength(1);
    expect((await client.request('POST', '/api/privacy/incognito', { enabled: 'on' })).status).toBe(400);
    expect((await stack.client().request('GET', '/api/privacy/settings')).status).toBe(401);
  });

  test("export: identity's part has the account and profile without the password hash; with the other services down the file is refused (503)", async () => {
    const { client, email, user } = await withProfile();
    const part = await stack.services[0].get(RpcClient).request<any>(RPC.identity.exportData, { actor: { userId: user.id, roles: [] } });
    expect(part.account.email).toBe(email);
    expect(part.profile.displayName).toBe('Alex');
    expect(JSON.stringify(part)).not.toMatch(/argon2/);
    // Only identity runs in this stack: never a partial file (the whole export: gateway/test/safety.int-spec.ts).
    const { status, body, headers } = await client.request('GET', '/api/privacy/export');
    expect(status).toBe(503);
    expect(body.code).toBe('EXPORT_UNAVAILABLE');
    expect(headers.get('content-disposition')).toBeNull();
  });

  test('delete-account erases the account, ends every session and publishes UserDeleted', async () => {
    const { client, email, user } = await withProfile();
    const second = stack.client();
    expect((await second.request('POST', '/api/auth/signin', { email, password: PASSWORD })).status).toBe(200);
    const photo = (await client.request('POST', '/api/profile/photos', photoForm(await jpegWithGps(30, 30)))).body;
    const { status, body } = await client.request('DELETE', '/api/privacy/delete-account');
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: true });
    expect((await second.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await client.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await stack.client().request('POST', '/api/auth/signin', { email, password: PASSWORD })).status).toBe(401);
    expect((await fetchBytes(photo.url)).status).toBe(404);
    expect((await outboxTypes(user.id)).at(-1)).toBe('UserDeleted');
  });
});
