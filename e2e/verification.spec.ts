// Identity verification in Chromium against the whole stack: the email code read from a
// local SMTP listener → Verified; a selfie through Chromium's fake camera → Verifying... → approved by
// a platform admin → Verified without a reload (the decision arrives over the socket).
// Screenshots (390×844): /tmp/shots/verification-*.png.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { animationsFinished, phoneContext, useStack, type Stack, expect, test } from './harness.js';
import { chromiumLaunchOptions } from './chromium.js';

const SHOTS = '/tmp/shots';
const ADMIN_EMAIL = `reviewer-${randomUUID().slice(0, 8)}@example.com`;
let stack: Stack;
let browser: Browser;
let smtp: SmtpInbox;

// The stack mails through a local SMTP inbox; the browser has a fake camera for the selfie.
// Chromium's fake camera shows a test pattern, no face: with Face Check on, the model would refuse it at
// once ("We couldn't find a face"). This spec is about the reviewer's path and the live push, so selfies
// go to people here; the model's decisions are covered by gateway/test/face-check.int-spec.ts.
useStack(import.meta.filename, { ADMIN_EMAILS: ADMIN_EMAIL, FACE_CHECK_ENABLED: 'false' }, { smtp: true });
test.use({ launchOptions: chromiumLaunchOptions(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']) });

test.beforeAll(({ stack: fileStack, browser: fileBrowser }) => {
  mkdirSync(SHOTS, { recursive: true });
  stack = fileStack;
  browser = fileBrowser;
  smtp = fileStack.smtp!;
});

async function signUp(name: string, email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await phoneContext(browser, stack.baseUrl);
  await context.grantPermissions(['camera']);
  const api = context.request;
  const registered = await api.post('/api/auth/register', { data: { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true } });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await api.post('/api/auth/verify-age', { data: { dateOfBirth: '1993-04-11' } })).ok()).toBeTruthy();
  const profile = await api.post('/api/profile', { data: { displayName: name, dateOfBirth: '1993-04-11', bio: '', gender: null, lookingFor: ['Everyone'], photos: [] } });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, email };
}

const CODE = /verification code is (\d{6})/;
const mailedCode = async (email: string) => (await smtp.waitForMessage(email, (mail) => CODE.test(mail.text))).text.match(CODE)![1];

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title, { exact: true })
    .first();
const step = (page: Page, name: string) => page.getByTestId(`step-${name}`);

test('email code from the SMTP listener → Verified; selfie via the fake camera → Verifying... → approved → Verified live', async () => {
  const { page, email } = await signUp('Noor');
  await page.goto('/verification');
  await expect(page.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible();
  await expect(page.getByText('0 of 6 steps')).toBeVisible();
  await expect(page.getByTestId('verification-level')).toHaveText('Unverified');
  await shot(page, 'verification-1-dashboard');

  // Email: a wrong code first, then the mailed one.
  await step(page, 'email').getByRole('button', { name: 'Start' }).click();
  await step(page, 'email').getByRole('button', { name: 'Send code by email' }).click();
  await expect(toast(page, 'Code sent')).toBeVisible();
  const code = await mailedCode(email);
  const input = step(page, 'email').getByLabel('6-digit code');
  await input.fill(code === '000000' ? '111111' : '000000');
  await step(page, 'email').getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Verification Failed')).toBeVisible();
  await expect(step(page, 'email').getByRole('alert').getByText('That code is not correct. 4 tries left.')).toBeVisible();
  await animationsFinished(page); // the toast's entry animation, for the screenshot
  await shot(page, 'verification-2-wrong-code');
  await input.fill(code);
  await step(page, 'email').getByRole('button', { name: 'Verify' }).click();
  const emailDone = step(page, 'email').getByRole('button', { name: 'Verified' });
  await expect(emailDone).toBeVisible();
  await expect(emailDone).toBeDisabled();
  await expect(page.getByText('1 of 6 steps')).toBeVisible();
  await expect(page.getByTestId('verification-score')).toHaveText('15/100');
  await shot(page, 'verification-3-email-verified');

  // Photo: the server's pose, the fake camera, then the review.
  await step(page, 'photo').getByRole('button', { name: 'Start' }).click();
  await step(page, 'photo').getByRole('button', { name: 'Take a selfie' }).click();
  const pose = await page.getByTestId('selfie-pose').textContent();
  expect(pose ?? '').toMatch(/^Pose: .+/);
  const capture = step(page, 'photo').getByRole('button', { name: 'Take selfie' });
  await expect(capture).toBeVisible();
  // Enabled once the camera stream plays.
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="step-photo"] button')];
    return buttons.some((b) => b.textContent?.includes('Take selfie') && !b.disabled);
  });
  await shot(page, 'verification-4-selfie-camera');
  await capture.click();
  await expect(step(page, 'photo').getByRole('button', { name: 'Verifying...' })).toBeVisible();
  await shot(page, 'verification-5-verifying');

  // The reviewer approves (platform admin from ADMIN_EMAILS).
  const admin = await signUp('Reviewer', ADMIN_EMAIL);
  const queue = await admin.context.request.get('/api/admin/verifications');
  expect(queue.status(), await queue.text()).toBe(200);
  const items = (await queue.json()) as Array<{ id: string; step: string; details: { pose?: string } }>;
  const item = items.find((i) => i.step === 'photo');
  expect(item, 'the selfie is in the review queue').toBeTruthy();
  expect(`Pose: ${item!.details.pose}`).toBe(pose);
  const decided = await admin.context.request.post(`/api/admin/verifications/${item!.id}/decision`, { data: { decision: 'approve' } });
  expect(decided.status(), await decided.text()).toBe(200);

  // No reload: the socket push refreshes the step.
  await expect(step(page, 'photo').getByRole('button', { name: 'Verified' })).toBeVisible();
  await expect(toast(page, 'Photo Verification approved')).toBeVisible();
  await expect(page.getByText('2 of 6 steps')).toBeVisible();
  await expect(page.getByTestId('verification-score')).toHaveText('35/100');
  await shot(page, 'verification-6-approved');
  await page.screenshot({ path: `${SHOTS}/verification-7-full.png`, fullPage: true });
});
