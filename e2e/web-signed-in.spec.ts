// Signed-in web screens in Chromium against the whole stack: the Business tab (/professional, sample
// data) with its Connect toast, the Safety Center (911, incognito, data export, emergency, account
// deletion) and the "not available yet" pages. People sign up through the real REST API.
// Screenshots (390×844): /tmp/shots/pro-*.png and /tmp/shots/safety-*.png.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { screenshots, signUpWithProfile, useStack, type Stack, expect, test } from './harness.js';

let stack: Stack;
let browser: Browser;

useStack(import.meta.filename);
test.beforeAll(({ stack: fileStack, browser: fileBrowser }) => {
  stack = fileStack;
  browser = fileBrowser;
});

const signUp = (name: string) => signUpWithProfile(browser, stack, { name, dateOfBirth: '1993-04-11' }, { timeoutMs: 15_000, contextOptions: { acceptDownloads: true } });

const shot = screenshots('');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title, { exact: true })
    .first();

test('bottom nav Business opens /professional: no sample people, it asks for a professional profile first', async () => {
  const { page, context } = await signUp('Riley');
  await page.goto('/app');
  await nav(page).getByRole('button', { name: 'Business' }).click();
  await page.waitForURL('**/professional');
  await expect(page.getByRole('heading', { name: 'Create your professional profile' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
  // Sample people live only in /demo; real networking is covered by professional.spec.ts.
  await expect(page.getByText('Priya Raman')).toHaveCount(0);
  await shot(page, 'pro-1-create-profile');
  await context.close();
});

test('/safety: 911, incognito, data export, emergency, and account deletion', async () => {
  const { page, context } = await signUp('Quinn');
  await page.goto('/safety');
  await expect(page.getByRole('heading', { name: 'Safety Center' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^911/ })).toHaveAttribute('href', 'tel:911');
  await expect(page.getByRole('link', { name: /Text HOME to 741741/ })).toHaveAttribute('href', 'sms:741741?body=HOME');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await shot(page, 'safety-1-top');

  // Incognito: on, stored on the server, then off again.
  const incognito = page.getByRole('switch', { name: 'Incognito Mode' });
  await page.waitForFunction(() => !document.querySelector('#safety-incognito')?.hasAttribute('disabled'));
  await expect(incognito).toHaveAttribute('aria-checked', 'false');
  await incognito.click();
  await expect(toast(page, 'Incognito enabled')).toBeVisible();
  await expect(incognito).toHaveAttribute('aria-checked', 'true');
  expect(await (await context.request.get('/api/privacy/settings')).json()).toEqual({ isIncognito: true });
  await shot(page, 'safety-2-incognito');
  await incognito.click();
  await expect(toast(page, 'Incognito disabled')).toBeVisible();

  // Export: a dated JSON file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^converge-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(exported.exportedAt, 'the export carries its date').toBeTruthy();
  await expect(toast(page, 'Data exported')).toBeVisible();

  // Emergency: confirm, activated (no trusted contacts yet, so it says nobody was alerted) with the
  // call link, then back to the Safety Center after 3 s.
  await page.getByRole('button', { name: 'Emergency' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Activate emergency?' })).toBeVisible();
  await shot(page, 'safety-3-emergency-confirm');
  await page.getByRole('button', { name: 'Yes, I need help' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Emergency activated' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('You have no trusted contacts yet, so no one was alerted. Add them below.')).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await shot(page, 'safety-4-emergency-active');
  await expect(alert).toHaveCount(0, { timeout: 6000 });
  expect(pathOf(page)).toBe('/safety');

  // The scroll-down half of the page.
  await page.getByRole('heading', { name: 'Community standards' }).scrollIntoViewIfNeeded();
  await shot(page, 'safety-5-guidance');

  // Delete account: asks first, then deletes, says so, and goes home after 2 s, signed out.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  await shot(page, 'safety-6-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await shot(page, 'safety-7-deleted');
  expect(pathOf(page)).toBe('/safety');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
  await expect(page.getByRole('link', { name: 'Find Your Match' })).toBeVisible();
  expect((await context.request.get('/api/auth/user')).status()).toBe(401);
  await context.close();
});

test('someone signed in opening the landing never sees its sign-up buttons, not even before the app starts', async () => {
  const { page, context } = await signUp('Sage');
  await page.goto('/app');
  await expect(nav(page)).toBeVisible();
  // From each document's first script on, every frame notes whether the prerendered sign-up call to
  // action is visible (kept in sessionStorage, so nothing is lost to a reload or a redirect).
  await page.addInitScript(() => {
    const watch = () => {
      const cta = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Find Your Match');
      if (cta?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) sessionStorage.setItem('saw-sign-up', '1');
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto('/');
  await expect(nav(page)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('saw-sign-up'))).toBe(null);
  await context.close();
});
