import { jest } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { DataSource } from 'typeorm';
import { CONFIG, eventuallyValue } from '@converge/platform';
import { FaceCheckJobs, IdentityModule } from '@converge/identity';
import { AdminModule } from '@converge/admin';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { registeredPerson, type Person } from './support/people.js';
import { connectSocket } from './support/sockets.js';

/**
 * The liveness step judged by the face model, through the real gateway and services with the real model
 * (human on tfjs wasm in identity's thread). The recordings are built from the shipped test set: each
 * frame a face shifted, cropped or relit a little as a hand-held phone would take it. A head turn is built
 * honestly by mirroring a face that is not frontal (face-01 looks ~22° to the image's left: mirrored, the
 * camera sees the head turned ~44° the other way, to the person's left). A smile and a blink of the same
 * person cannot be built from one photo: where a test needs them seen, it sets those two checks aside
 * (the thresholds are config; the turn, the same face and the anti-spoof scores stay the model's own).
 */
jest.setTimeout(150_000);
const WAIT = { timeoutMs: 90_000 };
const ADMIN_EMAIL = 'liveness-admin@test.example';
const faces = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/identity/test/fixtures/faces');
const photosDir = mkdtempSync(path.join(tmpdir(), 'converge-liveness-photos-'));
const evidenceDir = mkdtempSync(path.join(tmpdir(), 'converge-liveness-evidence-'));
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

type Challenge = 'blink' | 'turn_left' | 'smile';

/** A hand-held phone's frames differ a little: shifted, cropped, relit. */
const JITTER: Array<(s: Sharp) => Sharp> = [
  (s) => s.extract({ left: 4, top: 2, width: 184, height: 184 }),
  (s) => s.extract({ left: 0, top: 6, width: 186, height: 186 }).modulate({ brightness: 1.08 }),
  (s) => s.modulate({ brightness: 0.92 }),
  (s) => s.extract({ left: 8, top: 8, width: 180, height: 180 }),
  (s) => s.blur(0.6),
  (s) => s.extract({ left: 2, top: 0, width: 188, height: 188 }),
];

/** One frame: a test-set face (mirrored if asked), jittered, as the camera's JPEG. */
const frame = (name: string, i: number, mirrored = false) => {
  const base = sharp(readFileSync(path.join(faces, name)));
  return JITTER[i % JITTER.length](mirrored ? base.flop() : base)
    .resize(384, 384)
    .jpeg({ quality: 85 })
    .toBuffer();
};

/** What the camera shows under each prompt (two frames each): `pick` answers the face and whether it is mirrored. */
async function recording(order: Challenge[], pick: (c: Challenge, i: number) => [string, boolean] | 'blank'): Promise<Array<{ challenge: Challenge; image: Buffer }>> {
  const frames = [];
  let i = 0;
  for (const challenge of order)
    for (let k = 0; k < 2; k++, i++) {
      const chosen = pick(challenge, i);
      const image =
        chosen === 'blank'
          ? await sharp({ create: { width: 384, height: 384, channels: 3, background: '#7a7f86' } })
              .jpeg()
              .toBuffer()
          : await frame(chosen[0], i, chosen[1]);
      frames.push({ challenge, image });
    }
  return frames;
}

/** face-01 as the camera sees a person following the prompts: the head turned to their left under "turn left". */
const turning = (c: Challenge): [string, boolean] => ['face-01.jpg', c === 'turn_left'];

/** Takes the challenge and sends the recording built for its order; the answer comes at once, before the model ran. */
async function sendRecording(p: TestClient, build: (order: Challenge[]) => Promise<Array<{ challenge: Challenge; image: Buffer }>>) {
  const challenge = await p.request('POST', '/api/verification/liveness/challenge');
  expect(challenge.status).toBe(200);
  const order = challenge.body.challenges as Challenge[];
  const form = new FormData();
  form.append('challenges', order.join(','));
  for (const [i, f] of (await build(order)).entries()) form.append(`frame_${f.challenge}`, new Blob([new Uint8Array(f.image)], { type: 'image/jpeg' }), `${f.challenge}-${i}.jpg`);
  const sent = await p.request('POST', '/api/verification/liveness', form);
  expect(sent.status).toBe(200);
  return sent.body;
}

const livenessStep = async (p: TestClient) => (await p.request('GET', '/api/verification/status')).body.details.liveness as { state: string; reason: string | null };
const decided = (p: TestClient) =>
  eventuallyValue(
    'the liveness check decided',
    () => livenessStep(p),
    (step) => step.state !== 'pending',
    WAIT,
  );

/** Runs `body` with some liveness thresholds moved, then puts them back. */
async function withThresholds(moved: Record<string, number>, body: () => Promise<void>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(moved).map((k) => [k, config[k]]));
  Object.assign(config, moved);
  try {
    await body();
  } finally {
    Object.assign(config, saved);
  }
}
/** The smile and blink cannot be built from one photo: set aside (never seen as missing, always as seen). */
const SMILE_AND_BLINK_ASIDE = { LIVENESS_SMILE_SEEN: -1, LIVENESS_SMILE_MISSING: -1, LIVENESS_BLINK_SEEN: -1 };

let admin: TestClient | undefined;
async function signedInAdmin(): Promise<TestClient> {
  if (!admin) {
    admin = stack.client();
    expect((await admin.request('POST', '/api/auth/register', { email: ADMIN_EMAIL, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true })).status).toBe(201);
  }
  return admin;
}

const reviewRow = async (p: Person) =>
  (await identityDb.query(`SELECT state, media, face_check, face_scores, decided_by, reason FROM verification_reviews WHERE user_id = $1 AND step = 'liveness'`, [p.userId]))[0];

test('a recording that turns left, one live face throughout, is approved without a reviewer: "pending" at once, the push, the frames deleted', async () => {
  await withThresholds(SMILE_AND_BLINK_ASIDE, async () => {
    const ava = await registeredPerson(stack, 'Ava');
    const socket = await connectSocket(stack, ava);
    const pushed = new Promise<{ step: string; decision: string }>((resolve) => socket.once('verification:decided', resolve));
    const filesBefore = evidenceFiles();
    const answer = await sendRecording(ava, (order) => recording(order, turning));
    expect(answer.pending).toEqual(['liveness']);

    expect(await pushed).toMatchObject({ step: 'liveness', decision: 'approve' });
    expect(await livenessStep(ava)).toMatchObject({ state: 'verified', reason: null });
    const review = await reviewRow(ava);
    expect(review).toMatchObject({ state: 'approved', media: [], face_check: 'done', decided_by: null });
    expect(review.face_scores).toMatchObject({ frames: 6, framesWithFace: 6 });
    // The model's own measures: the same face in every frame, the head turned well over 12° to the left.
    expect(review.face_scores.sameFace).toBeGreaterThanOrEqual(0.75);
    expect(review.face_scores.turn).toBeGreaterThan(20);
    // Every frame went with the decision; no face of a recording is kept.
    expect(evidenceFiles()).toEqual(filesBefore);
    expect(await identityDb.query('SELECT 1 FROM face_embeddings WHERE user_id = $1', [ava.userId])).toEqual([]);
    socket.disconnect();
  });
});

test('a photo held up to the camera (the same face, still) is refused: "We didn\'t see you turn your head"', async () => {
  // Even with the smile and blink set aside, a still face does not pass.
  await withThresholds(SMILE_AND_BLINK_ASIDE, async () => {
    const ben = await registeredPerson(stack, 'Ben');
    await sendRecording(ben, (order) => recording(order, () => ['face-01.jpg', false]));
    expect(await decided(ben)).toEqual(expect.objectContaining({ state: 'rejected', reason: "We didn't see you turn your head" }));
    const review = await reviewRow(ben);
    expect(review.media).toEqual([]);
    expect(Math.abs(review.face_scores.turn)).toBeLessThan(4);
    // Refused, the step is open again: a new recording may be made.
    expect((await ben.request('POST', '/api/verification/liveness/challenge')).status).toBe(200);
  });
});

test('another face mid-recording is refused, and so is a frame without a face', async () => {
  const cai = await registeredPerson(stack, 'Cai');
  // The smile frames show someone else (face-13), the turn is real.
  await sendRecording(cai, (order) => recording(order, (c) => (c === 'smile' ? ['face-13.jpg', false] : turning(c))));
  expect(await decided(cai)).toEqual(expect.objectContaining({ state: 'rejected', reason: 'The face changed during your recording. Record it again yourself, without anyone else.' }));
  expect((await reviewRow(cai)).face_scores.sameFace).toBeLessThan(0.5);

  const dee = await registeredPerson(stack, 'Dee');
  await sendRecording(dee, (order) => recording(order, (c, i) => (i === 1 ? 'blank' : turning(c))));
  expect(await decided(dee)).toEqual(
    expect.objectContaining({ state: 'rejected', reason: "We couldn't see your face all through the recording. Record it again facing the camera in good light." }),
  );
  expect((await reviewRow(dee)).face_scores).toMatchObject({ frames: 6, framesWithFace: 5 });
});

test('a smile the model could not confirm goes to a reviewer with the liveness scores; the reviewer decides', async () => {
  // The smile is neither refused nor confirmed (one photo has one expression), the blink set aside: a reviewer looks.
  await withThresholds({ LIVENESS_SMILE_SEEN: 2, LIVENESS_SMILE_MISSING: -1, LIVENESS_BLINK_SEEN: -1 }, async () => {
    const eli = await registeredPerson(stack, 'Eli');
    await sendRecording(eli, (order) => recording(order, turning));
    const reviewer = await signedInAdmin();
    const item = await eventuallyValue(
      "Eli's recording in the review queue",
      async () => ((await reviewer.request('GET', '/api/admin/verifications')).body as Array<any>).find((i) => i.userId === eli.userId),
      (found) => found !== undefined,
      WAIT,
    );
    expect(item).toMatchObject({ step: 'liveness', faceCheck: 'done', faceScores: { frames: 6, framesWithFace: 6 } });
    for (const k of ['sameFace', 'turn', 'smile', 'blink', 'real', 'live']) expect(typeof item.faceScores[k]).toBe('number');
    expect(item.faceScores.turn).toBeGreaterThan(20);
    expect((await livenessStep(eli)).state).toBe('pending');
    // The reviewer sees the frames (kept until the decision).
    const detail = (await reviewer.request('GET', `/api/admin/verifications/${item.id}`)).body;
    expect(detail.media).toHaveLength(6);

    expect((await reviewer.request('POST', `/api/admin/verifications/${item.id}/decision`, { decision: 'approve' })).status).toBe(200);
    expect(await livenessStep(eli)).toMatchObject({ state: 'verified' });
    expect((await reviewRow(eli)).media).toEqual([]);
  });
});

test('a lost job (Redis flushed) is queued again by the sweeper once overdue, and the recording is decided', async () => {
  const jobs = stack.services[0]!.get(FaceCheckJobs);
  const fay = await registeredPerson(stack, 'Fay');
  await jobs.queue.pause();
  try {
    await sendRecording(fay, (order) => recording(order, () => ['face-01.jpg', false]));
    await jobs.queue.drain(true);
    expect(await jobs.queue.getJobCounts('waiting', 'delayed', 'active')).toEqual({ waiting: 0, delayed: 0, active: 0 });
  } finally {
    await jobs.queue.resume();
  }
  expect(await jobs.requeueOverdue()).toBe(0);
  expect((await livenessStep(fay)).state).toBe('pending');

  await identityDb.query(`UPDATE verification_reviews SET face_queued_at = now() - interval '1 hour' WHERE user_id = $1`, [fay.userId]);
  expect(await jobs.requeueOverdue()).toBe(1);
  expect(await decided(fay)).toMatchObject({ state: 'rejected', reason: "We didn't see you turn your head" });
  expect((await reviewRow(fay)).media).toEqual([]);
});

/** The files in the private store of verification images. */
function evidenceFiles(): string[] {
  try {
    return readdirSync(evidenceDir).sort();
  } catch {
    return [];
  }
}
