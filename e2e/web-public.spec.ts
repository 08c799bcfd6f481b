// Public pages of the web app, driven in Chromium against the whole stack:
// landing → demo tabs → age gate, the 404 page, theme persistence, legal pages' back buttons.
import type { Browser, Page } from '@playwright/test';
import { phoneContext, useStack, type Stack, expect, test } from './harness.js';

let stack: Stack;
let browser: Browser;

useStack(import.meta.filename);
test.beforeAll(({ stack: fileStack, browser: fileBrowser }) => {
  stack = fileStack;
  browser = fileBrowser;
});

async function newPage(): Promise<Page> {
  const page = await (await phoneContext(browser, stack.baseUrl)).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const path = (page: Page) => new URL(page.url()).pathname;

test('landing → See Demo → every tab → age verification', async () => {
  const page = await newPage();
  await page.goto('/');
  await expect(page.getByText('v2.0')).toBeVisible();
  await expect(page.getByText('Dating Mode')).toBeVisible();
  await expect(page.getByText('Professional Mode', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find Your Match' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Already Have Account' })).toHaveAttribute('href', '/auth?mode=signin');

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
    expect(await tab.getAttribute('aria-selected'), `${name} is selected`).toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.count(), 'one panel visible').toBe(1);
    await expect(panel.getByText(text).first()).toBeVisible();
  }

  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.waitForURL('**/age-verification');
  await expect(page.getByRole('heading', { name: 'Confirm your age' })).toBeVisible();
  await expect(page.getByLabel('Date of birth', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('an unknown route shows 404 Page Not Found', async () => {
  const page = await newPage();
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Converge' }).click();
  await expect(page.getByRole('link', { name: 'Find Your Match' })).toBeVisible();
});

test('the theme is dark by default and survives a reload', async () => {
  const page = await newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Find Your Match' })).toBeVisible();
  const htmlClass = () => page.evaluate(() => document.documentElement.className);
  expect(await htmlClass()).toMatch(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await htmlClass()).toMatch(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Find Your Match' })).toBeVisible();
  expect(await htmlClass()).toMatch(/\blight\b/);
  expect(await htmlClass()).not.toMatch(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
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
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page.getByRole('link', { name: 'Find Your Match' })).toBeVisible();
    expect(path(page)).toBe('/');
  }
});

test('the privacy policy goes back one step in history', async () => {
  const page = await newPage();
  await page.goto('/terms-of-service');
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  expect(path(page)).toBe('/terms-of-service');
});

test('the cookie policy covers each category', async () => {
  const page = await newPage();
  await page.goto('/cookie-policy');
  for (const heading of ['Essential cookies (always on)', 'Functional storage (optional)', 'No analytics cookies', 'No marketing cookies']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});
