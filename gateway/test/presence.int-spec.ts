import { randomUUID } from 'node:crypto';
import { eventuallyValue } from '@converge/platform';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { AdminModule } from '@converge/admin';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';

/**
 * A check-in needs proof of presence, through the built gateway with identity, venue
 * and admin: the venue display code a business admin's screen shows (who may fetch it, what it is, that
 * it checks people in as 'display'), and the dashboard's share of each presence proof.
 * The refusals of stale, future, forged and foreign codes are in venue.int-spec.ts, the window's
 * boundaries in services/venue/src/venues/display-code.spec.ts.
 */
const SUPER = `boss-${randomUUID().slice(0, 6)}@test.example`;
const PASSWORD = 'correct horse battery';
// Somewhere no other test puts venues: Tromsø, venues a few hundred metres apart.
const BASE = { lat: 69.65, lng: 18.95 };

let stack: GatewayTestStack;

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, AdminModule], {
    ADMIN_EMAILS: SUPER,
    ARGON2_MEMORY_KIB: '19456',
    CHECKIN_RATE_LIMIT: '1000',
    REGISTER_MAX_PER_IP: '1000',
  });
}, 120_000);

afterAll(async () => {
  await stack?.close();
}, 60_000);

interface Person {
  client: TestClient;
  id: string;
}

async function person(name = 'Tester'): Promise<Person> {
  const client = stack.client();
  const email = `p-${randomUUID().slice(0, 8)}@test.example`;
  const registered = await client.request('POST', '/api/auth/register', { email, password: PASSWORD, ageConfirmed: true, termsAccepted: true });
  expect(registered.status).toBe(201);
  expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth: '1990-01-01' })).status).toBe(200);
  expect((await client.request('POST', '/api/profile', { displayName: name, dateOfBirth: '1990-01-01', lookingFor: ['Everyone'] })).status).toBe(201);
  return { client, id: registered.body.id };
}

async function businessAdmin(): Promise<Person> {
  const p = await person('Owner');
  expect((await p.client.request('POST', '/api/admin/promote-self')).status).toBe(200);
  return p;
}

async function platformAdmin(): Promise<TestClient> {
  const client = stack.client();
  const registered = await client.request('POST', '/api/auth/register', { email: SUPER, password: PASSWORD, ageConfirmed: true, termsAccepted: true });
  if (registered.status === 409) expect((await client.request('POST', '/api/auth/signin', { email: SUPER, password: PASSWORD })).status).toBe(200);
  else expect(registered.status).toBe(201);
  return client;
}

let venueCount = 0;
async function newVenue(owner: Person): Promise<{ id: string; name: string; latitude: number; longitude: number; qrCode: string }> {
  venueCount++;
  const created = await owner.client.request('POST', '/api/admin/venues', {
    name: `Fjord Bar ${venueCount}`,
    address: `Storgata ${venueCount}, Tromsø`,
    latitude: BASE.lat,
    longitude: BASE.lng + venueCount * 0.02,
    radiusM: 100,
    meetPoints: ['Bar'],
  });
  expect(created.status).toBe(201);
  return created.body;
}

describe('the dashboard shows how presence was proven', () => {
  // First in the file, so no check-in of another test is still on its way into the platform's figures.
  test("a business's analytics count its venues' check-ins by proof; the platform's count everyone's", async () => {
    const boss = await platformAdmin();
    const before = (await boss.request('GET', '/api/admin/analytics')).body.checkinsByPresence;
    expect(before).toEqual({ display: expect.any(Number), qr: expect.any(Number), location: expect.any(Number) });

    const owner = await businessAdmin();
    const venue = await newVenue(owner);
    const [ann, ben, cat, dan] = [await person('Ann'), await person('Ben'), await person('Cat'), await person('Dan')];
    const display = (await owner.client.request('GET', `/api/admin/venues/${venue.id}/display-code`)).body.url;
    const proofs: Array<[Person, Record<string, unknown>]> = [
      [ann, { qrCode: display }],
      [ben, { qrCode: display }],
      [cat, { qrCode: venue.qrCode }],
      [dan, { venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude }],
      [ann, { latitude: venue.latitude, longitude: venue.longitude }],
    ];
    for (const [p, body] of proofs) expect((await p.client.request('POST', '/api/checkin', body)).status).toBe(201);
    // Refused attempts count nothing.
    expect((await dan.client.request('POST', '/api/checkin', { venueId: venue.id })).status).toBe(422);

    const business = await eventuallyValue(
      "the business's figures",
      async () => (await owner.client.request('GET', '/api/admin/analytics')).body,
      (a) => a.totalCheckins === 5,
    );
    expect(business.checkinsByPresence).toEqual({ display: 2, qr: 1, location: 2 });
    // Another business sees none of it.
    const rival = await businessAdmin();
    expect((await rival.client.request('GET', '/api/admin/analytics')).body.checkinsByPresence).toEqual({ display: 0, qr: 0, location: 0 });

    const after = await eventuallyValue(
      'the platform figures',
      async () => (await boss.request('GET', '/api/admin/analytics')).body.checkinsByPresence,
      (c) => c.display + c.qr + c.location >= before.display + before.qr + before.location + 5,
    );
    expect(after).toEqual({ display: before.display + 2, qr: before.qr + 1, location: before.location + 2 });
  }, 60_000);
});

describe('GET /api/admin/venues/:id/display-code', () => {
  test("the owner's screen gets a code that changes with the step and checks a guest in with presence 'display'", async () => {
    const owner = await businessAdmin();
    const venue = await newVenue(owner);
    const answer = await owner.client.request('GET', `/api/admin/venues/${venue.id}/display-code`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const code = answer.body;
    expect(code).toMatchObject({ venueId: venue.id, venueName: venue.name, stepSeconds: 30 });
    expect(code.url).toMatch(new RegExp(`^http://localhost/checkin\\?v=${venue.id}&t=${code.step}&d=[A-Za-z0-9_-]{22}$`));
    expect(code.svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // The timing the page needs: this step's start, the next code, the end of acceptance (90 s), the server's clock.
    const t = (iso: string) => new Date(iso).getTime();
    expect(t(code.validFrom)).toBe(code.step * 30_000);
    expect(t(code.nextAt)).toBe((code.step + 1) * 30_000);
    expect(t(code.acceptedUntil)).toBe(code.step * 30_000 + 90_000);
    expect(t(code.serverTime)).toBeGreaterThanOrEqual(t(code.validFrom));
    expect(t(code.serverTime)).toBeLessThan(t(code.nextAt));
    // Nothing secret leaves the venue service: not the printed code, not a secret.
    expect(JSON.stringify(code)).not.toContain(venue.qrCode.split('&s=')[1]!);
    expect(Object.keys(code).sort()).toEqual(['acceptedUntil', 'nextAt', 'serverTime', 'step', 'stepSeconds', 'svg', 'url', 'validFrom', 'venueId', 'venueName']);

    // A guest scans it (the scanner sends the code's text) and is checked in, proven by the display.
    const guest = await person('Guest');
    const checkedIn = await guest.client.request('POST', '/api/checkin', { qrCode: code.url });
    expect(checkedIn.status).toBe(201);
    expect(checkedIn.body).toMatchObject({ venue: { id: venue.id, name: venue.name }, presence: 'display' });
    expect((await guest.client.request('GET', '/api/checkin/current')).body).toMatchObject({ id: checkedIn.body.id, presence: 'display' });

    // Rotating the venue's code retires the display codes too: the one fetched before no longer works.
    expect((await owner.client.request('POST', `/api/admin/venues/${venue.id}/qr/rotate`)).status).toBe(200);
    const retired = await guest.client.request('POST', '/api/checkin', { qrCode: code.url });
    expect([retired.status, retired.body.message]).toEqual([400, 'Invalid QR code or venue not found.']);
    const fresh = (await owner.client.request('GET', `/api/admin/venues/${venue.id}/display-code`)).body;
    expect(fresh.url).not.toBe(code.url);
    expect((await guest.client.request('POST', '/api/checkin', { qrCode: fresh.url })).body.presence).toBe('display');
  }, 60_000);

  test("nobody but the venue's business admin and platform admins gets its code", async () => {
    const owner = await businessAdmin();
    const venue = await newVenue(owner);
    const path = `/api/admin/venues/${venue.id}/display-code`;
    // Another business: as if the venue did not exist.
    const rival = await businessAdmin();
    const refused = await rival.client.request('GET', path);
    expect([refused.status, refused.body.url, refused.body.svg]).toEqual([404, undefined, undefined]);
    // A regular person: 403, the admin dashboard's refusal.
    const guest = await person('Guest');
    const forbidden = await guest.client.request('GET', path);
    expect([forbidden.status, forbidden.body.message]).toEqual([403, "You don't have permission to access the admin dashboard."]);
    // Signed out: 401.
    expect((await stack.client().request('GET', path)).status).toBe(401);
    // An unknown venue: 404; a platform admin: the code.
    expect((await owner.client.request('GET', `/api/admin/venues/${randomUUID()}/display-code`)).status).toBe(404);
    const boss = await platformAdmin();
    expect((await boss.request('GET', path)).body).toMatchObject({ venueId: venue.id });
    // A deactivated venue shows no code (it takes no check-ins).
    expect((await owner.client.request('DELETE', `/api/admin/venues/${venue.id}`)).status).toBe(200);
    expect((await owner.client.request('GET', path)).status).toBe(404);
  }, 60_000);
});
