// Face Check in Chromium against the whole stack, with the real face model: Chromium's fake camera plays
// a face from the shipped test set (services/identity/test/fixtures/faces). Someone whose profile photo
// is that face takes the selfie → "Verifying..." → approved by the model, no reviewer, live over the
// socket; someone whose profile photo is another person is told why not and may try again. The liveness
// recording of that still face (a photo held up to the camera, in effect) is refused by the model: no turn.
// Screenshots (390×844): /tmp/shots/face-check-*.png.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { eventually } from '@converge/platform/testing/eventually';
import { launchBrowser, phoneContext, screenshots, useStack, type Stack, expect, test } from './harness.js';

const faces = path.resolve(import.meta.dirname, '../services/identity/test/fixtures/faces');
const CAMERA_FACE = 'face-07.jpg';
const shot = screenshots('face-check-');
let stack: Stack;
let camera: Browser;

useStack(import.meta.filename);

/** The camera's video: the face (mirrored, a little brighter, as a selfie is) on a plain wall, as MJPEG frames. */
async function faceVideo(): Promise<string> {
  const frame = await sharp(readFileSync(path.join(faces, CAMERA_FACE)))
    .flop()
    .modulate({ brightness: 1.1 })
    .resize(360, 360)
    .extend({ top: 60, bottom: 60, left: 140, right: 140, background: '#8a8f96' })
    .jpeg({ quality: 90 })
    .toBuffer();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'converge-camera-')), 'face.mjpeg');
  writeFileSync(file, Buffer.concat(Array.from({ length: 10 }, () => frame)));
  return file;
}

test.beforeAll(async ({ stack: fileStack }) => {
  stack = fileStack;
  camera = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${await faceVideo()}`]);
});
test.afterAll(async () => camera?.close());
test.setTimeout(240_000);

/** A signed-up person whose one profile photo (screened) is the given face of the test set. */
async function personWithPhoto(name: string, photo: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(camera, stack.baseUrl);
  await context.grantPermissions(['camera']);
  const api = context.request;
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await api.post('/api/auth/register', { data: { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true } })).status()).toBe(201);
  expect((await api.post('/api/auth/verify-age', { data: { dateOfBirth: '1993-04-11' } })).ok()).toBeTruthy();
  expect((await api.post('/api/profile', { data: { displayName: name, dateOfBirth: '1993-04-11', bio: '', gender: null, lookingFor: ['Everyone'], photos: [] } })).ok()).toBeTruthy();
  const png = await sharp(readFileSync(path.join(faces, photo)))
    .resize(384, 384)
    .png()
    .toBuffer();
  const uploaded = await api.post('/api/profile/photos', { multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: png } }, headers: { origin: stack.baseUrl } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  // Model load and screening on a busy two-core machine can take a while.
  let photos: unknown;
  await eventually(
    `${name}'s photo screened`,
    async () => {
      photos = ((await (await api.get('/api/auth/user')).json()) as { profile: { photos: Array<{ screening: string }> } }).profile.photos;
      return (photos as Array<{ screening: string }>)[0]?.screening === 'passed';
    },
    { timeoutMs: 90_000, intervalMs: 500 },
  ).catch((error: Error) => {
    throw new Error(`${error.message}: ${JSON.stringify(photos)}`);
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

const step = (page: Page) => page.getByTestId('step-photo');

async function takeSelfie(page: Page) {
  await page.goto('/verification');
  await step(page).getByRole('button', { name: 'Start' }).click();
  await step(page).getByRole('button', { name: 'Take a selfie' }).click();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="step-photo"] button')].some((b) => b.textContent?.includes('Take selfie') && !b.disabled));
  await step(page).getByRole('button', { name: 'Take selfie' }).click();
  await expect(step(page).getByRole('button', { name: 'Verifying...' })).toBeVisible();
}

test('the selfie of the face in the profile photo is approved by the model, live; another face is refused with the reason', async () => {
  const ava = await personWithPhoto('Ava', CAMERA_FACE);
  await takeSelfie(ava.page);
  await shot(ava.page, '1-verifying');
  // No reviewer: the model's decision arrives over the socket, without a reload.
  await expect(step(ava.page).getByRole('button', { name: 'Verified' })).toBeVisible({ timeout: 120_000 });
  await expect(ava.page.getByText('1 of 6 steps')).toBeVisible();
  await shot(ava.page, '2-approved');

  const ben = await personWithPhoto('Ben', 'face-10.jpg');
  await takeSelfie(ben.page);
  await expect(step(ben.page).getByText("We couldn't match your selfie to your profile photos")).toBeVisible({ timeout: 120_000 });
  await expect(step(ben.page).getByRole('button', { name: 'Verified' })).toHaveCount(0);
  await shot(ben.page, '3-refused');
  await ava.context.close();
  await ben.context.close();
});

test('a liveness recording of a still face (the fake camera plays one photo) is refused by the model: no head turn', async () => {
  const cai = await personWithPhoto('Cai', CAMERA_FACE);
  const page = cai.page;
  const card = page.getByTestId('step-liveness');
  await page.goto('/verification');
  await card.getByRole('button', { name: 'Start' }).click();
  await card.getByRole('button', { name: 'Start liveness check' }).click();
  await expect(card.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  await card.getByRole('button', { name: 'Start recording' }).click();
  await expect(card.getByRole('status').filter({ hasText: '(1/3)' })).toBeVisible();
  await shot(page, '4-recording');
  // Three prompts of 2.5 s, then the upload; the answer is "Verifying..." before the model has run.
  await expect(card.getByRole('button', { name: 'Verifying...' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("Not approved: We didn't see you turn your head")).toBeVisible({ timeout: 120_000 });
  await shot(page, '5-liveness-refused');
  // Refused, the step may be tried again.
  await expect(card.getByRole('button', { name: 'Start liveness check' })).toBeVisible();
  await cai.context.close();
});
