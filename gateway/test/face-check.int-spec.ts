import { jest } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { DataSource } from 'typeorm';
import { RPC } from '@converge/contracts';
import { CONFIG, eventually, eventuallyValue, RpcClient } from '@converge/platform';
import { FaceCheckJobs, IdentityModule } from '@converge/identity';
import { AdminModule } from '@converge/admin';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { registeredPerson, type Person } from './support/people.js';
import { noisePng, uploadPhoto } from './support/photos.js';
import { connectSocket } from './support/sockets.js';

/**
 * Face Check through the real gateway and services, with the real face model (human on tfjs wasm in
 * identity's thread) and faces from the shipped test set (crops of the @vladmandic/face-api sample
 * photos). The selfie answers "pending" at once; the model then approves a clear match, refuses a clear
 * non-match with a reason, or hands the middle band to a reviewer with its scores. Model load and
 * inference on a busy two-core machine take tens of seconds: the waits are long.
 */
jest.setTimeout(120_000);
const WAIT = { timeoutMs: 60_000 };
const ADMIN_EMAIL = 'face-admin@test.example';
const faces = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/identity/test/fixtures/faces');
const photosDir = mkdtempSync(path.join(tmpdir(), 'converge-face-photos-'));
const evidenceDir = mkdtempSync(path.join(tmpdir(), 'converge-face-evidence-'));
let stack: GatewayTestStack;
let identityDb: DataSource;
let config: Record<string, unknown>;

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, AdminModule], { ADMIN_EMAILS: ADMIN_EMAIL, STORAGE_DIR: photosDir, VERIFICATION_STORAGE_DIR: evidenceDir });
  identityDb = stack.services[0]!.get(DataSource);
  config = stack.services[0]!.get(CONFIG);
}, 120_000);

afterAll(async () => {
  await stack?.close();
  rmSync(photosDir, { recursive: true, force: true });
  rmSync(evidenceDir, { recursive: true, force: true });
});

/** A face of the test set as a photo a person would upload (PNG, 384 px). */
const face = (name: string, edit: (s: Sharp) => Sharp = (s) => s) =>
  edit(sharp(readFileSync(path.join(faces, name))))
    .resize(384, 384)
    .png()
    .toBuffer();

/** A person with one profile photo (the face given), its screening done. */
async function personWithPhoto(name: string, photo: string): Promise<Person> {
  const p = await registeredPerson(stack, name);
  const uploaded = await uploadPhoto(p, await face(photo));
  const screened = await eventuallyValue(
    `${name}'s photo screened`,
    async () => (await ownPhotos(p)).find((ph) => ph.id === uploaded.id),
    (ph) => ph?.screening !== 'pending',
    WAIT,
  );
  expect(screened).toMatchObject({ screening: 'passed', hasFace: true });
  return p;
}

const ownPhotos = async (p: TestClient): Promise<Array<{ id: string; screening: string; hasFace: boolean | null }>> => (await p.request('GET', '/api/auth/user')).body.profile.photos;
const photoStep = async (p: TestClient) => (await p.request('GET', '/api/verification/status')).body.details.photo as { state: string; reason: string | null };

/** Takes the pose challenge and sends the selfie; the answer comes at once, before the model ran. */
async function sendSelfie(p: TestClient, image: Buffer) {
  expect((await p.request('POST', '/api/verification/photo/challenge')).status).toBe(200);
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'selfie.png');
  const sent = await p.request('POST', '/api/verification/photo', form);
  expect(sent.status).toBe(200);
  return sent.body;
}

const decided = (p: TestClient) =>
  eventuallyValue(
    'the face check decided',
    () => photoStep(p),
    (step) => step.state !== 'pending',
    WAIT,
  );

let admin: TestClient | undefined;
async function signedInAdmin(): Promise<TestClient> {
  if (!admin) {
    admin = stack.client();
    expect((await admin.request('POST', '/api/auth/register', { email: ADMIN_EMAIL, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true })).status).toBe(201);
  }
  return admin;
}

test('a clear match is approved without a reviewer: "pending" at once, then the push, the step verified, the selfie deleted', async () => {
  const ava = await personWithPhoto('Ava', 'face-07.jpg');
  const socket = await connectSocket(stack, ava);
  const pushed = new Promise<{ step: string; decision: string; reason: string | null }>((resolve) => socket.once('verification:decided', resolve));
  const filesBefore = evidenceFiles();
  const answer = await sendSelfie(ava, await face('face-07.jpg', (s) => s.flop().modulate({ brightness: 1.1 })));
  expect(answer.pending).toEqual(['photo']);
  expect(answer.details.photo.state).toBe('pending');

  expect(await pushed).toMatchObject({ step: 'photo', decision: 'approve', reason: null });
  expect(await photoStep(ava)).toMatchObject({ state: 'verified', reason: null });
  const [review] = await identityDb.query(`SELECT state, media, face_check, face_scores, face_embedding, decided_by FROM verification_reviews WHERE user_id = $1`, [ava.userId]);
  expect(review).toMatchObject({ state: 'approved', media: [], face_check: 'done', face_embedding: null, decided_by: null });
  expect(review.face_scores.similarity).toBeGreaterThanOrEqual(0.85);
  // The selfie file went with the decision.
  expect(evidenceFiles()).toEqual(filesBefore);
  // The approved face is kept as an embedding (never an image), for the duplicate-account check.
  const [kept] = await identityDb.query('SELECT cardinality(embedding) AS n FROM face_embeddings WHERE user_id = $1', [ava.userId]);
  expect(kept.n).toBe(1024);
  // Nothing left for a reviewer.
  const queue = (await (await signedInAdmin()).request('GET', '/api/admin/verifications')).body as Array<{ userId: string }>;
  expect(queue.map((i) => i.userId)).not.toContain(ava.userId);
});

test('a clear non-match is refused with a reason the person understands; nothing is kept', async () => {
  const ben = await personWithPhoto('Ben', 'face-07.jpg');
  await sendSelfie(ben, await face('face-13.jpg'));
  expect(await decided(ben)).toEqual(expect.objectContaining({ state: 'rejected', reason: "We couldn't match your selfie to your profile photos" }));
  expect(await identityDb.query('SELECT 1 FROM face_embeddings WHERE user_id = $1', [ben.userId])).toEqual([]);
  // Refused, the step is open again: a new selfie may be sent.
  expect((await ben.request('POST', '/api/verification/photo/challenge')).status).toBe(200);
});

test('a selfie without a face is refused as such; a profile photo without a face tells its owner', async () => {
  const cai = await personWithPhoto('Cai', 'face-10.jpg');
  const noFace = await uploadPhoto(cai, await noisePng());
  await eventually('the noise photo screened', async () => (await ownPhotos(cai)).some((p) => p.id === noFace.id && p.screening === 'passed'), WAIT);
  const photos = await ownPhotos(cai);
  expect(photos.find((p) => p.id === noFace.id)?.hasFace).toBe(false);
  expect(photos.find((p) => p.id !== noFace.id)?.hasFace).toBe(true);

  await sendSelfie(cai, await noisePng());
  expect((await decided(cai)).reason).toBe("We couldn't find a face in your selfie. Take it again facing the camera in good light.");
});

test('the middle band goes to a reviewer with the scores; approving it keeps the face', async () => {
  const dee = await personWithPhoto('Dee', 'face-16.jpg');
  // Thresholds set so that this genuine pair falls between them (the model's real score is used).
  const saved = { approve: config.FACE_MATCH_APPROVE, refuse: config.FACE_MATCH_REFUSE };
  Object.assign(config, { FACE_MATCH_APPROVE: 0.9999, FACE_MATCH_REFUSE: -1 });
  try {
    await sendSelfie(dee, await face('face-16.jpg', (s) => s.modulate({ brightness: 0.8 })));
    const reviewer = await signedInAdmin();
    const item = await eventuallyValue(
      "Dee's selfie in the review queue",
      async () => ((await reviewer.request('GET', '/api/admin/verifications')).body as Array<any>).find((i) => i.userId === dee.userId),
      (found) => found !== undefined,
      WAIT,
    );
    expect(item.faceCheck).toBe('done');
    expect(item.faceScores).toMatchObject({ faces: 1, profileFaces: 1 });
    expect(item.faceScores.similarity).toBeGreaterThan(0.5);
    expect(item.faceScores.similarity).toBeLessThan(0.9999);
    expect(item.faceScores.real).toBeGreaterThan(0);
    expect(item.faceScores.live).toBeGreaterThan(0);
    expect((await dee.request('GET', '/api/verification/status')).body.details.photo.state).toBe('pending');

    expect((await reviewer.request('POST', `/api/admin/verifications/${item.id}/decision`, { decision: 'approve' })).status).toBe(200);
    expect(await photoStep(dee)).toMatchObject({ state: 'verified' });
    expect(await identityDb.query('SELECT user_id FROM face_embeddings WHERE user_id = $1', [dee.userId])).toEqual([{ user_id: dee.userId }]);
    const [review] = await identityDb.query('SELECT face_embedding, decided_by FROM verification_reviews WHERE id = $1', [item.id]);
    expect(review.face_embedding).toBeNull();
    expect(review.decided_by).not.toBeNull();
  } finally {
    Object.assign(config, { FACE_MATCH_APPROVE: saved.approve, FACE_MATCH_REFUSE: saved.refuse });
  }
});

test('the same face approved on a second account raises a "possible duplicate account" case with both accounts', async () => {
  const first = await personWithPhoto('Eli', 'face-20.jpg');
  await sendSelfie(first, await face('face-20.jpg', (s) => s.flop()));
  expect((await decided(first)).state).toBe('verified');
  const second = await personWithPhoto('Fay', 'face-20.jpg');
  await sendSelfie(second, await face('face-20.jpg', (s) => s.modulate({ brightness: 1.2 })));
  expect((await decided(second)).state).toBe('verified');

  const reviewer = await signedInAdmin();
  const found = await eventuallyValue(
    'the duplicate case',
    async () => ((await reviewer.request('GET', '/api/admin/reports')).body as Array<any>).find((c) => c.reportedUserId === second.userId),
    (c) => c !== undefined,
    WAIT,
  );
  expect(found.reasons).toContain('duplicate_account');
  expect(found.reportCount).toBe(0);
  expect(found.relatedAccounts).toEqual([expect.objectContaining({ userId: first.userId, name: 'Eli' })]);
  expect(found.relatedAccounts[0].similarity).toBeGreaterThanOrEqual(0.75);
  // Nothing is done to either account on the model's word: both stay active for a person to decide.
  expect(found.accountStatus).toBe('active');
  // A stranger cannot see the case.
  expect((await first.request('GET', '/api/admin/reports')).status).toBe(403);
});

test('the export says an embedding is kept (not its values); deleting the account erases it', async () => {
  const gus = await personWithPhoto('Gus', 'face-15.jpg');
  await sendSelfie(gus, await face('face-15.jpg', (s) => s.flop()));
  expect((await decided(gus)).state).toBe('verified');
  // Identity's part of the export (the whole file needs every service: gateway/test/safety.int-spec.ts).
  const exported = await stack.services[0]!.get(RpcClient).request<any>(RPC.identity.exportData, { actor: { userId: gus.userId, roles: [] } });
  const text = JSON.stringify(exported);
  const faceEmbedding = exported.verification.faceEmbedding;
  expect(faceEmbedding).toMatchObject({ kept: true, purpose: 'Finding the same face on another account' });
  const [row] = await identityDb.query('SELECT embedding FROM face_embeddings WHERE user_id = $1', [gus.userId]);
  const value = String(row.embedding.find((v: number) => String(v).length > 6));
  expect(text).not.toContain(value);
  expect(text).not.toMatch(/(-?\d+(\.\d+)?,){16}/);

  expect((await gus.request('DELETE', '/api/privacy/delete-account')).status).toBe(200);
  expect(await identityDb.query('SELECT 1 FROM face_embeddings WHERE user_id = $1', [gus.userId])).toEqual([]);
});

test('a lost job (Redis flushed) is queued again by the sweeper once overdue, and the selfie is decided', async () => {
  const jobs = stack.services[0]!.get(FaceCheckJobs);
  const hal = await personWithPhoto('Hal', 'face-22.jpg');
  await jobs.queue.pause();
  try {
    await sendSelfie(hal, await face('face-22.jpg', (s) => s.flop()));
    // The queued job is lost, as in a Redis flush.
    await jobs.queue.drain(true);
    expect(await jobs.queue.getJobCounts('waiting', 'delayed', 'active')).toEqual({ waiting: 0, delayed: 0, active: 0 });
  } finally {
    await jobs.queue.resume();
  }
  // Not yet overdue: the sweep leaves it alone.
  expect(await jobs.requeueOverdue()).toBe(0);
  expect((await photoStep(hal)).state).toBe('pending');

  await identityDb.query(`UPDATE verification_reviews SET face_queued_at = now() - interval '1 hour' WHERE user_id = $1`, [hal.userId]);
  expect(await jobs.requeueOverdue()).toBe(1);
  expect((await decided(hal)).state).toBe('verified');
});

/** The files in the private store of verification images. */
function evidenceFiles(): string[] {
  try {
    return readdirSync(evidenceDir).sort();
  } catch {
    return [];
  }
}
