import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { eventually } from '@converge/platform';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { ChatModule } from '@converge/chat';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { checkInBody, insertVenue } from './support/venues.js';

/**
 * Editing photos (order = main photo, at most
 * 5, only one's own), name, bio, looking for and interest tags after setup, and the real stats
 * (matches from matching, venues from venue), through the real gateway and services.
 */
let stack: GatewayTestStack;
let venueDb: DataSource;
const storageDir = mkdtempSync(path.join(tmpdir(), 'converge-profile-edit-'));

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, ChatModule], { STORAGE_DIR: storageDir, REGISTER_MAX_PER_IP: '1000', SIGNIN_MAX_PER_IP: '1000' });
  venueDb = stack.services[1]!.get(DataSource);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

let counter = 0;
type Person = { client: TestClient; id: string };

async function person(name = 'Alex'): Promise<Person> {
  const client = stack.client();
  const email = `profile-edit.${Date.now()}.${++counter}@example.com`;
  const reg = await client.request('POST', '/api/auth/register', { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true });
  expect(reg.status).toBe(201);
  expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth: '1995-04-12' })).status).toBe(200);
  const created = await client.request('POST', '/api/profile', { displayName: name, dateOfBirth: '1995-04-12', bio: 'Hello', gender: null, lookingFor: ['Everyone'], photos: [] });
  expect(created.status).toBe(201);
  return { client, id: created.body.id };
}

async function upload(client: TestClient, width: number): Promise<{ id: string; url: string; thumbUrl: string }> {
  const png = await sharp({ create: { width, height: 40, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  const { status, body } = await client.request('POST', '/api/profile/photos', form);
  expect(status).toBe(201);
  return body;
}

// First in the file: its photo is then the first the screening queue takes, not the eighth (one at a
// time, each about a second of CPU, several on a busy machine).
describe('GET /api/profile/stats', () => {
  async function venue(): Promise<string> {
    counter += 1;
    const { id } = await insertVenue(venueDb, { name: `Stats ${counter}`, address: `${counter} Main St`, latitude: 30 + counter * 0.01, longitude: 40, meetPoints: ['Bar'] });
    return id;
  }

  test('counts the matches and the distinct venues checked in at; a new person has 0 and 0; the conversation shows the main photo', async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const annPhoto = await upload(ann.client, 44);
    expect((await ann.client.request('GET', '/api/profile/stats')).body).toEqual({ matches: 0, venues: 0 });

    const [first, second] = [await venue(), await venue()];
    // Ann: first, second, first again = 2 venues. Ben: first.
    for (const v of [first, second, first]) expect((await ann.client.request('POST', '/api/checkin', checkInBody(v))).status).toBe(201);
    expect((await ben.client.request('POST', '/api/checkin', checkInBody(first))).status).toBe(201);
    // Times at the venue read in its zone: the check-in carries it (null until set).
    expect((await ben.client.request('GET', '/api/checkin/current')).body.venue.timeZone).toBeNull();
    await venueDb.query("UPDATE venues SET time_zone = 'America/New_York' WHERE id = $1", [first]);
    expect((await ben.client.request('GET', '/api/checkin/current')).body.venue.timeZone).toBe('America/New_York');
    for (const [viewer, other] of [
      [ann, ben],
      [ben, ann],
    ] as const) {
      await eventually('both in discovery', async () => {
        const list = (await viewer.client.request('GET', `/api/discovery/profiles?venueId=${first}`)).body;
        return Array.isArray(list) && list.some((p: { id: string }) => p.id === other.id);
      });
    }
    expect((await ann.client.request('POST', '/api/likes', { toUserId: ben.id, venueId: first })).body).toMatchObject({ matched: false });
    expect((await ben.client.request('POST', '/api/likes', { toUserId: ann.id, venueId: first })).body).toMatchObject({ matched: true });

    expect((await ann.client.request('GET', '/api/profile/stats')).body).toEqual({ matches: 1, venues: 2 });
    expect((await ben.client.request('GET', '/api/profile/stats')).body).toEqual({ matches: 1, venues: 1 });
    expect((await stack.client().request('GET', '/api/profile/stats')).status).toBe(401);

    // Ben's conversation row shows Ann's main photo (thumbnail), not only her initial, once screening
    // passed it: on a busy machine the model's first load and the photos queued before hers take a while.
    await eventually("Ann's photo passed screening", async () => (await ann.client.request('GET', '/api/auth/user')).body.profile.photos[0]?.screening === 'passed', { timeoutMs: 60_000 });
    await eventually("Ann's photo in Ben's conversations", async () => {
      const list = (await ben.client.request('GET', '/api/conversations')).body;
      const other = Array.isArray(list) && list[0] ? (list[0].user1.id === ann.id ? list[0].user1 : list[0].user2) : null;
      return other?.profile?.photoUrl === annPhoto.thumbUrl;
    });
  }, 90_000);
});

describe('editing the profile after setup', () => {
  test('name, bio, looking for and interest tags are saved and read back; tags are trimmed and deduplicated', async () => {
    const { client } = await person();
    const { status, body } = await client.request('PUT', '/api/profile', {
      displayName: 'Alexandra',
      bio: 'Climbing on weekends',
      lookingFor: ['Women', 'Men'],
      interestTags: ['Jazz ', 'coffee', 'jazz', 'Hiking'],
    });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ displayName: 'Alexandra', bio: 'Climbing on weekends', lookingFor: ['Men', 'Women'], interestTags: ['Jazz', 'coffee', 'Hiking'] });
    const me = await client.request('GET', '/api/auth/user');
    expect(me.body.profile.interestTags).toEqual(['Jazz', 'coffee', 'Hiking']);
  });

  test('bad fields are refused with 400 and the error names the field', async () => {
    const { client } = await person();
    const longName = await client.request('PUT', '/api/profile', { displayName: 'x'.repeat(51) });
    expect(longName.status).toBe(400);
    expect(longName.body.fields).toHaveProperty('displayName');
    const longBio = await client.request('PUT', '/api/profile', { bio: 'x'.repeat(501) });
    expect(longBio.status).toBe(400);
    expect(longBio.body.fields).toHaveProperty('bio');
    const tooManyTags = await client.request('PUT', '/api/profile', { interestTags: Array.from({ length: 11 }, (_, i) => `t${i}`) });
    expect(tooManyTags.status).toBe(400);
    expect(tooManyTags.body.fields).toHaveProperty('interestTags');
    const badLookingFor = await client.request('PUT', '/api/profile', { lookingFor: ['Robots'] });
    expect(badLookingFor.status).toBe(400);
    expect(Object.keys(badLookingFor.body.fields).join()).toMatch(/^lookingFor/);
  });

  test("reordering photos makes another the main one; removing drops it; six are refused; duplicates and others' photos are refused", async () => {
    const { client } = await person();
    const a = await upload(client, 40);
    const b = await upload(client, 41);
    const c = await upload(client, 42);
    // Newest first after upload: c, b, a. The person makes a the main photo.
    const reordered = await client.request('PUT', '/api/profile', { photos: [a.id, c.id, b.id] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.profile.photos.map((p: { id: string }) => p.id)).toEqual([a.id, c.id, b.id]);
    expect((await client.request('GET', '/api/auth/user')).body.profile.photos[0].id).toBe(a.id);

    // Removing one = leaving it out of the list.
    const removed = await client.request('PUT', '/api/profile', { photos: [a.id, b.id] });
    expect(removed.body.profile.photos.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);

    const twice = await client.request('PUT', '/api/profile', { photos: [a.id, a.id] });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ photos: 'Each photo can appear only once.' });

    const other = await person('Sam');
    const theirs = await upload(other.client, 43);
    const stolen = await client.request('PUT', '/api/profile', { photos: [a.id, theirs.id] });
    expect(stolen.status).toBe(422);
    expect(stolen.body.fields).toEqual({ photos: 'One of those photos was not found. Upload it first.' });
    // Nothing changed for either person.
    expect((await client.request('GET', '/api/auth/user')).body.profile.photos.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);
    expect((await other.client.request('GET', '/api/auth/user')).body.profile.photos.map((p: { id: string }) => p.id)).toEqual([theirs.id]);

    const six = await client.request('PUT', '/api/profile', { photos: ['1', '2', '3', '4', '5', '6'] });
    expect(six.status).toBe(400);
    expect(six.body.fields).toHaveProperty('photos');
    for (let i = 0; i < 3; i++) await upload(client, 50 + i);
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'six.png');
    const sixth = await client.request('POST', '/api/profile/photos', form);
    expect(sixth.body.fields).toEqual({ photo: 'You can have at most 5 photos. Delete one to add another.' });
    expect(sixth.status).toBe(400);
  }, 30_000);
});

describe('GET /api/auth/user for a signed-out visitor', () => {
  test('401 as before, or 204 (no failed request in the console) when the web app says the session is optional', async () => {
    const visitor = stack.client();
    expect((await visitor.request('GET', '/api/auth/user')).status).toBe(401);
    const res = await fetch(`${stack.baseUrl}/api/auth/user`, { headers: { 'X-Session-Optional': '1' } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const { client } = await person('Kim');
    const me = await fetch(`${stack.baseUrl}/api/auth/user`, { headers: { 'X-Session-Optional': '1', cookie: client.cookie! } });
    expect(me.status).toBe(200);
    expect((await me.json()).profile.displayName).toBe('Kim');
  });
});
