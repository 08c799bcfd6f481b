import { RPC, type HeldPhoto, type PhotoView, type UserView } from '@converge/contracts';
import { bootService, cleanupTestNamespace, eventually, eventuallyValue, failureOf, Naming, newTestNamespace, RpcClient, Sweeper, useTestEnvironment } from '@converge/platform';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { IdentityModule } from '../src/identity.module.js';
import { AccountsRepository } from '../src/accounts/accounts.repository.js';
import { PHOTO_STORAGE, type PhotoStorage } from '../src/storage/photo-storage.js';
import { ScreeningJobs } from '../src/screening/screening.jobs.js';

/**
 * Nudity screening of profile photos with the real nsfwjs model (loaded from the npm package, run in
 * the classifier thread) against the real Postgres and Redis. We cannot ship explicit pictures, so
 * the threshold is lowered until a plain skin-coloured picture (score ≈ 0.03) is held while a noise
 * picture (score ≈ 0.0001) still passes: the same code path, only the cut-off differs.
 */
let app: INestApplicationContext;
let rpc: RpcClient;
let db: DataSource;
let jobs: ScreeningJobs;
const namespace = newTestNamespace('scr');
const storageDir = `/tmp/${namespace}-photos`;

beforeAll(async () => {
  // Selfies go to the human queue here (this file is about nudity screening; the face model's decisions
  // are gateway/test/face-check.int-spec.ts): its skin-coloured "selfie" has no face and would be refused.
  useTestEnvironment(namespace, { STORAGE_DIR: storageDir, PHOTO_SCREEN_THRESHOLD: '0.01', FACE_CHECK_ENABLED: 'false' });
  app = await bootService(IdentityModule);
  rpc = app.get(RpcClient);
  db = app.get(DataSource);
  jobs = app.get(ScreeningJobs);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
  rmSync(storageDir, { recursive: true, force: true });
});

let n = 0;
type Actor = { userId: string; roles: string[] };

async function person(name: string): Promise<Actor> {
  const user = await rpc.request<{ id: string }>(RPC.identity.register, {
    email: `scr.${Date.now()}.${++n}@example.com`,
    password: 'long enough password',
    ageConfirmed: true,
    termsAccepted: true,
  });
  const actor = { userId: user.id, roles: [] };
  await rpc.request(RPC.identity.verifyAge, { actor, dateOfBirth: '1990-01-01' });
  await rpc.request(RPC.identity.createProfile, { actor, displayName: name, dateOfBirth: '1990-01-01' });
  return actor;
}

async function admin(): Promise<Actor> {
  const actor = await person('Admin');
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [actor.userId]);
  return { ...actor, roles: ['admin'] };
}

/** A picture the model sees as harmless noise. */
const noise = () =>
  sharp(Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => ((i * 2654435761) >>> 13) & 255)), { raw: { width: 64, height: 64, channels: 3 } })
    .resize(400, 400)
    .png()
    .toBuffer();
/** A plain skin-coloured picture: far from explicit, but above the lowered threshold. */
const skin = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: '#e0ac69' } })
    .png()
    .toBuffer();

async function upload(actor: Actor, image: Buffer): Promise<PhotoView> {
  const uploadKey = `incoming/${namespace}${++n}abcdefghijklmnop`;
  await app.get<PhotoStorage>(PHOTO_STORAGE).put(uploadKey, image);
  return rpc.request<PhotoView>(RPC.identity.addPhoto, { actor, uploadKey });
}

const screening = async (photoId: string) => (await db.query('SELECT screening FROM photos WHERE id = $1', [photoId]))[0]?.screening ?? null;
const ownView = (actor: Actor) => rpc.request<UserView>(RPC.identity.getUser, { actor });
/** The public card other services keep, as identity would publish it now. */
const card = async (actor: Actor) => (await db.transaction((m) => app.get(AccountsRepository).card(m, actor.userId)))!;
/** Every ProfileUpdated card published for the person (the outbox: what other services ever received). */
const publishedPhotos = async (actor: Actor): Promise<string[][]> =>
  (await db.query(`SELECT payload FROM outbox WHERE type = 'ProfileUpdated' AND payload->'data'->>'userId' = $1 ORDER BY created_at`, [actor.userId])).map(
    (r: { payload: { data: { photos: string[] } } }) => r.payload.data.photos,
  );

/** Deletes every BullMQ key of this namespace, as a Redis flush would. */
async function flushQueues(): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const keys = await redis.keys(`${app.get(Naming).bullPrefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

test('a new photo is visible only to its owner ("pending") until the model passed it, then it is on the public card', async () => {
  const actor = await person('Pat');
  await jobs.queue.pause();
  let photo: PhotoView;
  try {
    photo = await upload(actor, await noise());
    expect(photo.screening).toBe('pending');
    expect((await ownView(actor)).profile!.photos).toEqual([expect.objectContaining({ id: photo.id, screening: 'pending' })]);
    expect((await card(actor)).photos).toEqual([]);
    expect((await publishedPhotos(actor)).flat()).not.toContain(photo.url);
  } finally {
    await jobs.queue.resume();
  }
  await eventually('the photo is screened', async () => (await screening(photo.id)) !== 'pending', { timeoutMs: 45_000 });
  expect(await screening(photo.id)).toBe('passed');
  const [row] = await db.query('SELECT screen_score, screen_labels FROM photos WHERE id = $1', [photo.id]);
  // The real model answered: its five labels, adding up to 1.
  expect(Object.keys(row.screen_labels).sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy']);
  expect(Object.values<number>(row.screen_labels).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
  expect(row.screen_score).toBeLessThan(0.01);
  expect((await ownView(actor)).profile!.photos).toEqual([expect.objectContaining({ id: photo.id, screening: 'passed' })]);
  expect((await card(actor)).photos).toEqual([photo.url]);
  expect((await publishedPhotos(actor)).at(-1)).toEqual([photo.url]);
}, 60_000);

test("a photo above the threshold is held: never on the card, in the admins' queue; approve publishes it", async () => {
  const actor = await person('Sam');
  const passed = await upload(actor, await noise());
  const held = await upload(actor, await skin());
  await eventually('both photos screened', async () => (await screening(held.id)) !== 'pending' && (await screening(passed.id)) !== 'pending', { timeoutMs: 45_000 });
  expect(await screening(held.id)).toBe('held');
  expect(await screening(passed.id)).toBe('passed');
  // The owner sees "Under review" on it; nobody else ever received it.
  expect((await ownView(actor)).profile!.photos.map((p) => [p.id, p.screening])).toEqual([
    [held.id, 'held'],
    [passed.id, 'passed'],
  ]);
  expect((await card(actor)).photos).toEqual([passed.url]);
  expect((await publishedPhotos(actor)).flat()).not.toContain(held.url);

  const reviewer = await admin();
  const queue = await rpc.request<HeldPhoto[]>(RPC.identity.heldPhotos, { actor: reviewer });
  const item = queue.find((q) => q.id === held.id)!;
  expect(item).toMatchObject({ userId: actor.userId, displayName: 'Sam', url: held.url, thumbUrl: held.thumbUrl });
  expect(item.score).toBeGreaterThanOrEqual(0.01);
  expect(queue.map((q) => q.id)).not.toContain(passed.id);

  expect(await rpc.request(RPC.identity.decidePhoto, { actor: reviewer, photoId: held.id, decision: 'approve' })).toEqual({ id: held.id, decision: 'approve' });
  expect(await screening(held.id)).toBe('passed');
  expect((await card(actor)).photos).toEqual([held.url, passed.url]);
  expect((await publishedPhotos(actor)).at(-1)).toEqual([held.url, passed.url]);
  // Decided once: a second decision finds nothing waiting.
  expect((await failureOf(rpc.request(RPC.identity.decidePhoto, { actor: reviewer, photoId: held.id, decision: 'reject' }))).status).toBe(404);
  expect((await rpc.request<HeldPhoto[]>(RPC.identity.heldPhotos, { actor: reviewer })).map((q) => q.id)).not.toContain(held.id);
}, 90_000);

test('reject deletes the held photo and its files; only platform admins may list or decide, with clear errors', async () => {
  const actor = await person('Lee');
  const held = await upload(actor, await skin());
  await eventually('the photo is held', async () => (await screening(held.id)) === 'held', { timeoutMs: 45_000 });
  const reviewer = await admin();

  // The owner (or anyone else) is no reviewer; bad input answers a sentence, not a 500.
  expect((await failureOf(rpc.request(RPC.identity.heldPhotos, { actor }))).status).toBe(403);
  expect((await failureOf(rpc.request(RPC.identity.decidePhoto, { actor, photoId: held.id, decision: 'approve' }))).status).toBe(403);
  expect(await screening(held.id)).toBe('held');
  const bad = await failureOf(rpc.request(RPC.identity.decidePhoto, { actor: reviewer, photoId: held.id, decision: 'maybe' }));
  expect([bad.status, bad.message]).toEqual([400, 'decision must be approve or reject.']);
  expect((await failureOf(rpc.request(RPC.identity.decidePhoto, { actor: reviewer, photoId: 'not-an-id', decision: 'approve' }))).status).toBe(404);
  expect((await failureOf(rpc.request(RPC.identity.decidePhoto, { actor: reviewer, photoId: '0190d4c2-0000-7000-8000-0000000000ff', decision: 'approve' }))).status).toBe(404);

  const fileOf = (url: string) => path.join(storageDir, url.replace('/api/photos/', ''));
  expect(existsSync(fileOf(held.url))).toBe(true);
  expect(await rpc.request(RPC.identity.decidePhoto, { actor: reviewer, photoId: held.id, decision: 'reject' })).toEqual({ id: held.id, decision: 'reject' });
  expect(await screening(held.id)).toBeNull();
  expect((await ownView(actor)).profile!.photos).toEqual([]);
  expect(existsSync(fileOf(held.url))).toBe(false);
  expect(existsSync(fileOf(held.thumbUrl))).toBe(false);
  expect((await publishedPhotos(actor)).flat()).not.toContain(held.url);
}, 60_000);

test('a Redis flush loses the job, not the photo: the sweeper queues a photo still pending again and it is screened', async () => {
  const actor = await person('Kit');
  await jobs.queue.pause();
  const photo = await upload(actor, await noise());
  // The flush takes the queued job (and the pause) with it.
  await flushQueues();
  expect(await jobs.queue.getJobCounts('waiting', 'delayed', 'active')).toEqual({ waiting: 0, delayed: 0, active: 0 });
  expect(await screening(photo.id)).toBe('pending');

  // Not yet overdue: the sweep leaves it alone.
  await app.get(Sweeper).sweepNow();
  expect(await jobs.queue.count()).toBe(0);
  expect(await screening(photo.id)).toBe('pending');

  await db.query(`UPDATE photos SET screen_queued_at = now() - interval '1 hour' WHERE id = $1`, [photo.id]);
  await app.get(Sweeper).sweepNow();
  const verdict = await eventuallyValue(
    'the swept photo is screened',
    async () => ((await screening(photo.id)) === 'pending' ? null : screening(photo.id)),
    (value) => value !== null,
    { timeoutMs: 45_000 },
  );
  expect(verdict).toBe('passed');
  expect((await card(actor)).photos).toEqual([photo.url]);
}, 60_000);

test('verification images are screened too: the reviewer is told before opening a held submission; a lost job is swept', async () => {
  const reviewer = await admin();
  const screeningOf = async (userId: string) => (await db.query('SELECT screening, screen_score FROM verification_reviews WHERE user_id = $1', [userId]))[0];
  const submit = async (actor: Actor, image: Buffer) => {
    await rpc.request(RPC.verification.photoChallenge, { actor });
    const uploadKey = `incoming/${namespace}${++n}abcdefghijklmnop`;
    await app.get<PhotoStorage>(PHOTO_STORAGE).put(uploadKey, image);
    await rpc.request(RPC.verification.submitPhoto, { actor, uploadKey });
  };

  const held = await person('Ren');
  await submit(held, await skin());
  await eventually('the selfie is screened', async () => (await screeningOf(held.userId)).screening !== 'pending', { timeoutMs: 45_000 });
  expect((await screeningOf(held.userId)).screening).toBe('held');
  const queue = await rpc.request<Array<{ userId: string; screening: string; nudityScore: number }>>(RPC.verification.reviews, { actor: reviewer });
  expect(queue.find((r) => r.userId === held.userId)).toMatchObject({ screening: 'held', nudityScore: expect.any(Number) });

  // A flush loses the job; the sweeper queues the submission again once it is overdue.
  const swept = await person('Vic');
  await jobs.reviewQueue.pause();
  await submit(swept, await noise());
  await flushQueues();
  expect((await screeningOf(swept.userId)).screening).toBe('pending');
  await db.query(`UPDATE verification_reviews SET screen_queued_at = now() - interval '1 hour' WHERE user_id = $1`, [swept.userId]);
  await app.get(Sweeper).sweepNow();
  await eventually('the swept selfie is screened', async () => (await screeningOf(swept.userId)).screening === 'passed', { timeoutMs: 45_000 });
}, 90_000);
