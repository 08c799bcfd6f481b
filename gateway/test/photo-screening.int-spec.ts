import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { eventually } from '@converge/platform';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { ChatModule } from '@converge/chat';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';
import { registeredPerson, type Person } from './support/people.js';
import { insertVenue } from './support/venues.js';
import { noisePng, skinPng, uploadPhoto } from './support/photos.js';

/**
 * Photo screening through the real gateway and services: a photo the model held never reaches
 * discovery, matches or chat (they all read the card identity publishes), its owner sees its state,
 * and the admins' queue approves it. The threshold is lowered so a plain skin-coloured picture is
 * held (we ship no explicit imagery) while a noise picture passes; the model itself is the real one.
 */
const ADMIN_EMAIL = 'photo-admin@test.example';
let stack: GatewayTestStack;
let venueId: string;
const storageDir = mkdtempSync(path.join(tmpdir(), 'converge-photo-screening-'));

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, ChatModule], {
    ...MANY_PEOPLE,
    STORAGE_DIR: storageDir,
    PHOTO_SCREEN_THRESHOLD: '0.01',
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  ({ id: venueId } = await insertVenue(stack.services[1]!.get(DataSource), { name: 'Lens Bar', address: '3 Quay St' }));
}, 60_000);

afterAll(async () => {
  await stack?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const ownPhotos = async (p: Person): Promise<Array<{ id: string; screening: string }>> => (await p.request('GET', '/api/auth/user')).body.profile.photos;
/** Everything a person reads about others, as one text: discovery at the venue, matches, conversations. */
const whatOthersSee = async (viewer: Person) =>
  JSON.stringify(await Promise.all([`/api/discovery/profiles?venueId=${venueId}`, '/api/matches', '/api/conversations'].map(async (url) => (await viewer.request('GET', url)).body)));
/** A stored photo's name, common to its full-size and thumbnail files. */
const stem = (url: string) => url.replace('/api/photos/', '').replace('.webp', '');

test('a held photo never reaches discovery, matches or chat; its owner sees it under review; an admin approves it', async () => {
  const [ava, ben] = [await registeredPerson(stack, 'Ava', { venueId }), await registeredPerson(stack, 'Ben', { venueId })];
  const held = await uploadPhoto(ben, await skinPng());
  const passed = await uploadPhoto(ben, await noisePng());
  expect([held.screening, passed.screening]).toEqual(['pending', 'pending']);
  await eventually(
    'both photos screened',
    async () =>
      JSON.stringify((await ownPhotos(ben)).map((p) => [p.id, p.screening])) ===
      JSON.stringify([
        [passed.id, 'passed'],
        [held.id, 'held'],
      ]),
    { timeoutMs: 45_000 },
  );

  // Discovery shows Ben with the passed photo only; after a match, matches and chat do too.
  await eventually("Ben's passed photo on Ava's discovery", async () => (await whatOthersSee(ava)).includes(stem(passed.url)));
  await ava.request('POST', '/api/likes', { toUserId: ben.userId, venueId });
  expect((await ben.request('POST', '/api/likes', { toUserId: ava.userId, venueId })).body).toMatchObject({ matched: true });
  await eventually('the conversation is open', async () => (await ava.request('GET', '/api/conversations')).body.length === 1);
  const seen = await whatOthersSee(ava);
  expect(seen).toContain(stem(passed.url));
  expect(seen).not.toContain(stem(held.url));

  // The queue: admins only.
  expect((await ava.request('GET', '/api/admin/photos')).status).toBe(403);
  expect((await stack.client().request('GET', '/api/admin/photos')).status).toBe(401);
  expect((await ava.request('POST', `/api/admin/photos/${held.id}/decision`, { decision: 'approve' })).status).toBe(403);
  const admin = stack.client();
  expect((await admin.request('POST', '/api/auth/register', { email: ADMIN_EMAIL, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true })).status).toBe(201);
  const queue = await admin.request('GET', '/api/admin/photos');
  expect(queue.status).toBe(200);
  expect(queue.body.map((q: { id: string }) => q.id)).toEqual([held.id]);
  expect(queue.body[0]).toMatchObject({ userId: ben.userId, displayName: 'Ben', url: held.url, thumbUrl: held.thumbUrl });
  const bad = await admin.request('POST', `/api/admin/photos/${held.id}/decision`, { decision: 'maybe' });
  expect([bad.status, bad.body.fields]).toEqual([400, { decision: 'decision must be approve or reject.' }]);
  expect((await admin.request('POST', '/api/admin/photos/not-an-id/decision', { decision: 'approve' })).status).toBe(404);

  const approved = await admin.request('POST', `/api/admin/photos/${held.id}/decision`, { decision: 'approve' });
  expect([approved.status, approved.body]).toEqual([200, { id: held.id, decision: 'approve' }]);
  expect((await ownPhotos(ben)).map((p) => p.screening)).toEqual(['passed', 'passed']);
  await eventually('the approved photo reaches what Ava sees', async () => (await whatOthersSee(ava)).includes(stem(held.url)));
  expect((await admin.request('GET', '/api/admin/photos')).body).toEqual([]);
}, 120_000);
