// Signed-in web screens in Chromium against the whole stack: the Business tab (/professional, sample
// data) with its Connect toast, the Safety Center (911, incognito, data export, emergency, account
// deletion) and the "not available yet" pages. People sign up through the real REST API.
// Screenshots (390×844): /tmp/shots/pro-*.png and /tmp/shots/safety-*.png.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { closeAll, screenshots, signUpWithProfile, startStackAndBrowser, type Stack } from './harness.js';

let stack: Stack;
let browser: Browser;

before(async () => ({ stack, browser } = await startStackAndBrowser()));
after(() => closeAll(browser, stack));

const signUp = (name: string) => signUpWithProfile(browser, stack, { name, dateOfBirth: '1993-04-11' }, { timeoutMs: 15_000, contextOptions: { acceptDownloads: true } });

const shot = screenshots('');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true }).first();

test('bottom nav Business opens /professional: no sample people, it asks for a professional profile first', async () => {
  const { page, context } = await signUp('Riley');
  await page.goto('/app');
  await nav(page).getByRole('button', { name: 'Business' }).click();
  await page.waitForURL('**/professional');
  await page.getByRole('heading', { name: 'Create your professional profile' }).waitFor();
  assert.equal(await nav(page).getByRole('button', { name: 'Business' }).getAttribute('aria-current'), 'page');
  // The spec's samples live only in /demo now; real networking is covered by professional.spec.ts.
  assert.equal(await page.getByText('Priya Raman').count(), 0);
  await shot(page, 'pro-1-create-profile');
  await context.close();
});

test('/safety: 911, incognito, data export, emergency, and account deletion', async () => {
  const { page, context } = await signUp('Quinn');
  await page.goto('/safety');
  await page.getByRole('heading', { name: 'Safety Center' }).waitFor();
  assert.equal(await page.getByRole('link', { name: /^911/ }).getAttribute('href'), 'tel:911');
  assert.equal(await page.getByRole('link', { name: /Text HOME to 741741/ }).getAttribute('href'), 'sms:741741?body=HOME');
  await page.getByRole('link', { name: 'Privacy Policy' }).waitFor();
  await page.getByRole('link', { name: 'Terms of Service' }).waitFor();
  await shot(page, 'safety-1-top');

  // Incognito: on, stored on the server, then off again.
  const incognito = page.getByRole('switch', { name: 'Incognito Mode' });
  await page.waitForFunction(() => !document.querySelector('#safety-incognito')?.hasAttribute('disabled'));
  assert.equal(await incognito.getAttribute('aria-checked'), 'false');
  await incognito.click();
  await toast(page, 'Incognito enabled').waitFor();
  assert.equal(await incognito.getAttribute('aria-checked'), 'true');
  assert.deepEqual(await (await context.request.get('/api/privacy/settings')).json(), { isIncognito: true });
  await shot(page, 'safety-2-incognito');
  await incognito.click();
  await toast(page, 'Incognito disabled').waitFor();

  // Export: a dated JSON file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^converge-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  assert.ok(exported.exportedAt, 'the export carries its date');
  await toast(page, 'Data exported').waitFor();

  // Emergency: confirm, activated (no trusted contacts yet, so it says nobody was alerted) with the
  // call link, then back to the Safety Center after 3 s.
  await page.getByRole('button', { name: 'Emergency' }).click();
  await page.getByRole('alertdialog', { name: 'Activate emergency?' }).waitFor();
  await shot(page, 'safety-3-emergency-confirm');
  await page.getByRole('button', { name: 'Yes, I need help' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Emergency activated' });
  await alert.waitFor();
  await alert.getByText('You have no trusted contacts yet, so no one was alerted. Add them below.').waitFor();
  assert.equal(await alert.getByRole('link', { name: 'Call 911' }).getAttribute('href'), 'tel:911');
  await shot(page, 'safety-4-emergency-active');
  await alert.waitFor({ state: 'detached', timeout: 6000 });
  assert.equal(pathOf(page), '/safety');

  // The scroll-down half of the page.
  await page.getByRole('heading', { name: 'Community standards' }).scrollIntoViewIfNeeded();
  await shot(page, 'safety-5-guidance');

  // Delete account: asks first, then deletes, says so, and goes home after 2 s, signed out.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await confirm.waitFor();
  await shot(page, 'safety-6-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await toast(page, 'Account deleted').waitFor();
  await shot(page, 'safety-7-deleted');
  assert.equal(pathOf(page), '/safety');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
  await page.getByRole('link', { name: 'Find Your Match' }).waitFor();
  assert.equal((await context.request.get('/api/auth/user')).status(), 401);
  await context.close();
});


test('someone signed in opening the landing never sees its sign-up buttons, not even before the app starts', async () => {
  const { page, context } = await signUp('Sage');
  await page.goto('/app');
  await nav(page).waitFor();
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
  await nav(page).waitFor();
  assert.equal(await page.evaluate(() => sessionStorage.getItem('saw-sign-up')), null);
  await context.close();
});
