// Public pages of the web app, driven in Chromium against the whole stack (issue 3):
// landing → demo tabs → age gate, the 404 page, theme persistence, legal pages' back buttons.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { closeAll, phoneContext, startStackAndBrowser, type Stack } from './harness.js';

let stack: Stack;
let browser: Browser;

before(async () => ({ stack, browser } = await startStackAndBrowser()));
after(() => closeAll(browser, stack));

async function newPage(): Promise<Page> {
  const page = await (await phoneContext(browser, stack.baseUrl)).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const path = (page: Page) => new URL(page.url()).pathname;

test('landing → See Demo → every tab → age verification', async () => {
  const page = await newPage();
  await page.goto('/');
  await page.getByText('v2.0').waitFor();
  await page.getByText('Dating Mode').waitFor();
  await page.getByText('Professional Mode', { exact: true }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Find Your Match' }).getAttribute('href'), '/auth');
  assert.equal(await page.getByRole('link', { name: 'Already Have Account' }).getAttribute('href'), '/auth?mode=signin');

  await page.getByRole('link', { name: 'See Demo (No Login Required)' }).click();
  await page.waitForURL('**/demo');

  // Each tab shows its own sample content, and only one panel is visible at a time.
  const tabs: Array<[string, string]> = [
    ['Smart Check-In', 'The Copper Room'],
    ['Live Discovery', 'people'],
    ['Professional Mode', 'Priya Raman'],
    ['Smart Ice Breakers', 'What Converge knows'],
    ['Context Chat', 'Matched at The Copper Room'],
  ];
  for (const [name, text] of tabs) {
    const tab = page.getByRole('tab', { name });
    await tab.click();
    assert.equal(await tab.getAttribute('aria-selected'), 'true', `${name} is selected`);
    const panel = page.getByRole('tabpanel');
    assert.equal(await panel.count(), 1, 'one panel visible');
    await panel.getByText(text).first().waitFor();
  }

  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.waitForURL('**/age-verification');
  await page.getByRole('heading', { name: 'Confirm your age' }).waitFor();
  await page.getByLabel('Date of birth', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).waitFor();
});

test('an unknown route shows 404 Page Not Found', async () => {
  const page = await newPage();
  await page.goto('/this/page/does-not-exist');
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Back to Converge' }).click();
  await page.getByRole('link', { name: 'Find Your Match' }).waitFor();
});

test('the theme is dark by default and survives a reload', async () => {
  const page = await newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Find Your Match' }).waitFor();
  const htmlClass = () => page.evaluate(() => document.documentElement.className);
  assert.match(await htmlClass(), /\bdark\b/);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  assert.match(await htmlClass(), /\blight\b/);
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');

  await page.reload();
  await page.getByRole('link', { name: 'Find Your Match' }).waitFor();
  assert.match(await htmlClass(), /\blight\b/);
  assert.doesNotMatch(await htmlClass(), /\bdark\b/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
});

test('terms, community guidelines and cookie policy go back to the landing page', async () => {
  const page = await newPage();
  for (const [route, heading] of [
    ['/terms-of-service', 'Terms of Service'],
    ['/community-guidelines', 'Community Guidelines'],
    ['/cookie-policy', 'Cookie Policy'],
  ]) {
    await page.goto('/demo'); // an earlier page in history, which these back buttons must NOT return to
    await page.goto(route);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.getByRole('link', { name: 'Find Your Match' }).waitFor();
    assert.equal(path(page), '/');
  }
});

test('the privacy policy goes back one step in history', async () => {
  const page = await newPage();
  await page.goto('/terms-of-service');
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Go back' }).click();
  await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
  assert.equal(path(page), '/terms-of-service');
});

test('the cookie policy covers each category', async () => {
  const page = await newPage();
  await page.goto('/cookie-policy');
  for (const heading of ['Essential cookies (always on)', 'Functional storage (optional)', 'No analytics cookies', 'No marketing cookies']) {
    await page.getByRole('heading', { name: heading }).waitFor();
  }
});
