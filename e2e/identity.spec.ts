// Sign-up end to end in Chromium: a new person registers, verifies their age, creates a profile with
// a photo, reloads and is still signed in, signs out, and signs back in.
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { phoneContext, useStack, type Stack, expect, test } from './harness.js';

let stack: Stack;
let browser: Browser;
const shots = process.env.E2E_SCREENSHOTS; // e.g. /tmp/shots: keep screenshots of each step

useStack(import.meta.filename, {}, { ownStorage: true });
test.beforeAll(({ stack: fileStack, browser: fileBrowser }) => {
  stack = fileStack;
  browser = fileBrowser;
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `identity-${name}.png`) });
}

test('register → verify age → profile with a photo → reload → sign out → sign in', async () => {
  const page = await (await phoneContext(browser, stack.baseUrl)).newPage();
  page.setDefaultTimeout(15_000);
  const email = `e2e.${Date.now()}@example.com`;
  const password = 'a long enough password';

  // Create Account: the 18+ confirmation is checked before the account is made.
  await page.goto('/api/login');
  await page.waitForURL('**/auth?mode=signin');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('You must be 18 or older to use Converge').first()).toBeVisible();
  await page.getByRole('checkbox', { name: "I'm 18 or older" }).click();
  await page.getByRole('checkbox', { name: 'I agree to Terms & Privacy Policy' }).click();
  await shot(page, '1-register');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Age verification.
  await page.waitForURL('**/age-verification');
  await page.locator('#dob').fill('1994-05-20');
  await page.getByRole('checkbox', { name: /I confirm this date of birth is correct/ }).click();
  await shot(page, '2-age');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Age verified').first()).toBeVisible();

  // Profile setup with a photo from the "gallery".
  await page.waitForURL('**/profile-setup');
  const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#c0506a' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose from gallery' }).click();
  await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByAltText('Your profile photo')).toBeVisible();
  // The birth date the age check took is kept, not asked again.
  await expect(page.getByTestId('dob-from-age-check').getByText('20 May 1994')).toBeVisible();
  await expect(page.locator('#profile-dob')).toHaveCount(0);
  await page.getByLabel('First name').fill('Jordan');
  await page.locator('#bio').fill('Live music and long walks.');
  await shot(page, '3-profile-setup');
  await page.getByRole('button', { name: 'Continue to Converge' }).click();
  await expect(page.getByText('Profile created!').first()).toBeVisible();
  await page.waitForURL('**/app/checkin');

  // The profile view shows the stored photo (served by the gateway), name and age.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Profile').click();
  await expect(page.getByRole('heading', { name: /Jordan/ })).toBeVisible();
  const img = page.getByAltText("Jordan's profile photo");
  await expect(img).toBeVisible();
  expect((await img.getAttribute('src')) ?? '').toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{22}(_t)?\.webp$/);
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), 'the photo loads').toBeTruthy();
  await shot(page, '4-profile-view');

  // Reload: still signed in, still in the app, on the same view (its own URL).
  await page.reload();
  await page.waitForURL('**/app/profile');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const me = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
  expect(me).toBe(200);

  // Sign out.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Profile').click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Already Have Account' })).toBeVisible();
  expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);

  // Sign back in: straight to the app.
  await page.getByRole('link', { name: 'Already Have Account' }).click();
  await page.waitForURL('**/auth?mode=signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('the wrong password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app/checkin');
  expect(pathOf(page)).toBe('/app/checkin');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Profile').click();
  await expect(page.getByRole('heading', { name: /Jordan/ })).toBeVisible();
  await shot(page, '5-signed-in-again');
});

test('Skip on profile setup needs only a first name and never makes one from the email', async () => {
  const page = await (await phoneContext(browser, stack.baseUrl)).newPage();
  page.setDefaultTimeout(15_000);
  const email = `ux-b-${Date.now() % 100_000}@example.com`;
  const created = await page.request.post('/api/auth/register', {
    data: { email, password: 'a long enough password', ageConfirmed: true, termsAccepted: true },
    headers: { origin: stack.baseUrl },
  });
  expect(created.status()).toBe(201);
  expect((await page.request.post('/api/auth/verify-age', { data: { dateOfBirth: '1996-01-09' }, headers: { origin: stack.baseUrl } })).status()).toBe(200);
  await page.goto('/profile-setup');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  // Nothing made up: the one thing Skip needs is asked for.
  await expect(page.getByText('Please enter your first name').first()).toBeVisible();
  expect(pathOf(page)).toBe('/profile-setup');
  await shot(page, '6-skip-needs-a-first-name');
  await page.getByLabel('First name').fill('Uma');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL('**/app/checkin');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { profile: { displayName: string; dateOfBirth: string } };
  expect(me.profile.displayName).toBe('Uma');
  expect(me.profile.dateOfBirth).toBe('1996-01-09');
  await page.context().close();
});
