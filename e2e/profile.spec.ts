// Profile and signed-out entry points in Chromium at 390×844: a signed-out landing visit prints nothing in the console and its
// buttons open Create Account / Sign In; a deep link asks to "Sign in to continue" and returns there;
// a person edits their photos (reordering makes another the main photo), bio and interest tags.
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { phoneContext, useStack, type Stack, expect, test } from './harness.js';

const PASSWORD = 'a long enough password';
let stack: Stack;
let browser: Browser;
const shots = process.env.E2E_SCREENSHOTS;

useStack(import.meta.filename, {}, { ownStorage: true });
test.beforeAll(({ stack: fileStack, browser: fileBrowser }) => {
  stack = fileStack;
  browser = fileBrowser;
});

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `profile-${name}.png`) });
}

const colour = (background: string, width = 600) =>
  sharp({ create: { width, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * A member with a profile and two photos, made through the API from inside the page (same origin),
 * then signed out again: returns that page and the member's email.
 */
async function member(emailPrefix: string): Promise<{ page: Page; email: string }> {
  const page = await (await phoneContext(browser, stack.baseUrl)).newPage();
  page.setDefaultTimeout(15_000);
  const email = `${emailPrefix}.${Date.now()}@example.com`;
  await page.goto('/demo');
  const photos = [await colour('#c0506a'), await colour('#2f6fd0')].map((b) => b.toString('base64'));
  const status = await page.evaluate(
    async ({ email, password, photos }) => {
      const json = (method: string, url: string, body: unknown) => fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
      const codes = [
        await json('POST', '/api/auth/register', { email, password, ageConfirmed: true, termsAccepted: true }),
        await json('POST', '/api/auth/verify-age', { dateOfBirth: '1993-03-03' }),
        await json('POST', '/api/profile', { displayName: 'Robin', dateOfBirth: '1993-03-03', bio: 'Old bio', gender: null, lookingFor: ['Everyone'], photos: [] }),
      ];
      for (const b64 of photos) {
        const form = new FormData();
        form.append('photo', new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }), 'p.jpg');
        codes.push((await fetch('/api/profile/photos', { method: 'POST', body: form })).status);
      }
      await fetch('/api/auth/logout', { method: 'POST' });
      return codes;
    },
    { email, password: PASSWORD, photos },
  );
  expect(status).toEqual([201, 200, 201, 201, 201]);
  return { page, email };
}

test('a signed-out landing visit: no console errors or warnings; Find Your Match opens Create Account, Already Have Account opens Sign In', async () => {
  const page = await (await phoneContext(browser, stack.baseUrl)).newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Find Your Match' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, '1-landing');
  await page.getByRole('link', { name: 'Find Your Match' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Already Have Account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?mode=signin');
  expect(problems).toEqual([]);
});

test('a deep link signed out: "Sign in to continue", then back to that page', async () => {
  const { page, email } = await member('deep');
  await page.goto('/safety');
  await expect(page.getByText('Sign in to continue', { exact: true })).toBeVisible();
  await shot(page, '2-sign-in-to-continue');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/safety');
});

test('editing photos and bio: make another photo the main one, add and remove one, bio and tags saved', async () => {
  const { page, email } = await member('edit');
  await page.goto('/auth?mode=signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app/checkin');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Profile').click();
  const header = page.getByAltText("Robin's profile photo");
  await expect(header).toBeVisible();
  const mainBefore = await header.getAttribute('src');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const photos = page.getByRole('list', { name: 'Your photos' }).getByRole('img');
  await expect(photos.nth(1)).toBeVisible();
  const second = (await photos.nth(1).getAttribute('src'))!;
  expect(second).not.toBe(mainBefore);

  // Reorder: photo 2 becomes the main photo, on the profile header too.
  await page.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
  await expect(page.getByAltText('Main photo', { exact: true })).toHaveAttribute('src', second);
  await expect(page.getByAltText("Robin's profile photo", { exact: true })).toHaveAttribute('src', second);

  // Add a third photo; it goes last, the main photo stays.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add photo' }).click();
  await (await chooser).setFiles({ name: 'new.jpg', mimeType: 'image/jpeg', buffer: await colour('#22aa55') });
  await expect(photos.nth(2)).toBeVisible();
  await expect(photos.nth(0)).toHaveAttribute('src', second);
  await shot(page, '3-edit-photos');

  // Remove the old main photo.
  await page.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(page.locator('ul[aria-label="Your photos"] img')).toHaveCount(2);

  await page.getByLabel('Bio').fill('Jazz on Fridays, climbing on Sundays.');
  await page.getByLabel('Interest tags').fill('jazz, climbing, Jazz');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  await expect(page.getByText('Jazz on Fridays, climbing on Sundays.')).toBeVisible();
  await shot(page, '4-saved');

  // Reload: it was saved by the server.
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByText('Profile').click();
  await expect(page.getByText('Jazz on Fridays, climbing on Sundays.')).toBeVisible();
  const tags = page.getByRole('list', { name: 'Interest tags' }).getByRole('listitem');
  expect(await tags.allTextContents()).toEqual(['jazz', 'climbing']);
  await expect(page.getByAltText("Robin's profile photo")).toHaveAttribute('src', second);
});
