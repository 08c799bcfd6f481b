// Public pages of the web app, driven in Chromium against the whole stack:
// landing → demo tabs → age gate, the 404 page, theme persistence, legal pages' back buttons; the
// landing in each language (/de/, /ar/ right to left), its picker, and its size in every language.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

test('the German landing’s theme toggle (driven without React) is named in German, before and after a tap', async () => {
  const page = await newPage();
  await page.goto('/de/');
  const toLight = page.getByRole('button', { name: text('de', 'common', 'theme.toLight') });
  await expect(toLight).toBeVisible();
  await toLight.click();
  expect(await page.evaluate(() => document.documentElement.className)).toMatch(/\blight\b/);
  await expect(page.getByRole('button', { name: text('de', 'common', 'theme.toDark') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: text('de', 'common', 'theme.toDark') })).toBeVisible();
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

/** A message of the web's translation files (the words the pages are prerendered with). */
function text(lang: string, ns: string, key: string): string {
  const file = JSON.parse(readFileSync(resolve(import.meta.dirname, `../web/src/locales/${lang}/${ns}.json`), 'utf8')) as Record<string, string>;
  expect(file[key], `${lang}/${ns}:${key}`).toBeTruthy();
  return file[key]!;
}

test('the German and Arabic landings are in their language in the HTML itself: right without JavaScript, and never English with it', async () => {
  // No JavaScript at all: what a phone paints before any script has run (and what a crawler reads).
  const bare = await (await phoneContext(browser, stack.baseUrl, { javaScriptEnabled: false })).newPage();
  await bare.goto('/de/');
  await expect(bare.locator('html')).toHaveAttribute('lang', 'de');
  await expect(bare.getByRole('link', { name: text('de', 'landing', 'cta.register') })).toHaveAttribute('href', '/de/auth');
  await expect(bare.getByText(text('de', 'landing', 'title.accent'))).toBeVisible();
  await expect(bare.getByText(text('en', 'landing', 'cta.register'))).toHaveCount(0);
  await bare.goto('/ar/');
  await expect(bare.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(bare.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(bare.getByRole('link', { name: text('ar', 'landing', 'cta.register') })).toBeVisible();
  // Right to left: the sign-up button's text starts at the right.
  const direction = await bare.getByRole('link', { name: text('ar', 'landing', 'cta.register') }).evaluate((el) => getComputedStyle(el).direction);
  expect(direction).toBe('rtl');
  await bare.context().close();

  // With JavaScript, a browser asking for German: `/` leads to /de/, and no English word ever shows.
  const context = await phoneContext(browser, stack.baseUrl, { locale: 'de-DE' });
  await context.addInitScript(
    (english: string) => {
      const w = window as unknown as { sawEnglish: boolean };
      w.sawEnglish = false;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(english)) w.sawEnglish = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    text('en', 'landing', 'cta.register'),
  );
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  expect(path(page)).toBe('/de/');
  await expect(page.getByRole('link', { name: text('de', 'landing', 'cta.register') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { sawEnglish: boolean }).sawEnglish)).toBe(false);
  // The page is its HTML: the German landing loads the entry script only, no app and no translation library.
  expect(scripts.filter((s) => !/\/assets\/index-[\w-]+\.js$/.test(s) && s !== '/theme-init.js')).toEqual([]);
  await context.close();
});

test('the language picker leads to each language’s landing, and the choice sticks on this device', async () => {
  const context = await phoneContext(browser, stack.baseUrl, { locale: 'de-DE' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // The app takes the Arabic page's HTML over as it is: a mismatch with the prerendered words would warn.
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto('/de/');
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Find Your Match' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The browser still asks for German, but the person chose English here.
  await page.goto('/');
  expect(path(page)).toBe('/');
  await expect(page.getByRole('link', { name: 'Find Your Match' })).toBeVisible();

  await page.getByRole('link', { name: 'العربية' }).click();
  await page.waitForURL('**/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: text('ar', 'landing', 'cta.register') })).toBeVisible();
  // Reading the Arabic pages makes Arabic the choice: `/` comes back to them.
  await page.goto('/');
  expect(path(page)).toBe('/ar/');

  // The Arabic sign-up page, opened from there, is the app's page in Arabic, right to left.
  await page.getByRole('link', { name: text('ar', 'landing', 'cta.register') }).click();
  await page.waitForURL('**/ar/auth');
  await expect(page.getByRole('heading', { name: text('ar', 'auth', 'title.register') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await context.close();
});

test('every language’s landing stays within the landing’s size budget as sent: HTML ≤ 30 KB, JavaScript ≤ 100 KB', async () => {
  const HTML_BUDGET = 30 * 1000;
  const JS_BUDGET = 100 * 1000;
  for (const url of ['/', '/de/', '/fr/', '/es/', '/ar/']) {
    const context = await phoneContext(browser, stack.baseUrl, { locale: 'en-US' });
    const page = await context.newPage();
    const sent: Array<{ type: string; path: string; body: number }> = [];
    page.on('requestfinished', (request) => {
      void request.sizes().then((sizes) => sent.push({ type: request.resourceType(), path: new URL(request.url()).pathname, body: sizes.responseBodySize }));
    });
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', url === '/' ? 'en' : url.slice(1, 3));
    await page.waitForLoadState('networkidle');
    const html = sent.filter((r) => r.type === 'document').reduce((sum, r) => sum + r.body, 0);
    const js = sent.filter((r) => r.type === 'script').reduce((sum, r) => sum + r.body, 0);
    console.log(`landing ${url}: HTML ${html} bytes, JavaScript ${js} bytes as sent`);
    expect({ url, htmlWithinBudget: html > 0 && html <= HTML_BUDGET, jsWithinBudget: js > 0 && js <= JS_BUDGET }).toEqual({ url, htmlWithinBudget: true, jsWithinBudget: true });
    await context.close();
  }
});
