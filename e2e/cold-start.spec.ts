// Fast on a phone, not only the landing: what a phone downloads to open the signed-in app
// cold (empty cache, no service worker yet), read from Chromium's own network records: every script
// and stylesheet arrives brotli-compressed, their bodies together stay within 200 KB as sent, and /app
// asks for none of the code of screens it does not show (admin, charts, QR scanner and decoder,
// verification). Screenshot (390×844): /tmp/shots/cold-start-app.png.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { expect, screenshots, signUpWithProfile, test, useStack } from './harness.js';

const BUDGET_BYTES = 200 * 1000;

useStack(import.meta.filename);

const shot = screenshots('cold-start-');

/**
 * The built files of these source modules or named chunks (web/dist/.vite/manifest.json: source → hashed
 * chunk; a screen's first code is a chunk named `screen-<name>`, web/build/cold-start-chunk.ts).
 */
function chunksOf(sources: string[]): Set<string> {
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
  const files = new Set<string>();
  for (const source of sources) {
    const entry = Object.entries(manifest).find(([key, chunk]) => key === source || key.endsWith(`/${source}`) || chunk.name === source);
    expect(entry, `${source} is in the build manifest`).toBeTruthy();
    files.add(`/${entry![1].file}`);
  }
  return files;
}

test('a cold signed-in /app downloads at most 200 KB of compressed JavaScript and CSS and none of the other screens’ code', async ({ stack, browser }) => {
  const { page, context } = await signUpWithProfile(browser, stack, { name: 'Robin' }, { timeoutMs: 20_000 });
  const assets: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push(response);
  });
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use My Location' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, 'app');

  const received = await Promise.all(
    assets.map(async (response) => {
      const sizes = await response.request().sizes();
      // The body as it came over the wire (encoded); HTTP/1.1 headers (~1 KB each here) are reported, not budgeted.
      return { path: new URL(response.url()).pathname, coding: await response.headerValue('content-encoding'), body: sizes.responseBodySize, headers: sizes.responseHeadersSize };
    }),
  );
  expect(received.length > 3, 'the app loaded its scripts').toBeTruthy();
  // Every script and stylesheet came brotli-compressed (Chromium asks for br), but for the few
  // hundred-byte ones compression would not make smaller (the build keeps no copy of those).
  expect(received.filter((r) => r.coding !== 'br' && r.body > 512).map((r) => `${r.path} ${r.coding} ${r.body}`)).toEqual([]);
  const total = received.reduce((sum, r) => sum + r.body, 0);
  const headers = received.reduce((sum, r) => sum + r.headers, 0);
  console.log(`cold /app: ${received.length} scripts and stylesheets, ${total} bytes compressed as sent, plus ${headers} bytes of response headers`);
  expect(total <= BUDGET_BYTES, `a cold /app received ${total} bytes of JS+CSS (budget ${BUDGET_BYTES}): ${received.map((r) => `${r.path} ${r.body}`).join(', ')}`).toBeTruthy();

  const elsewhere = chunksOf([
    'screen-admin',
    'src/features/admin/components/daily-chart.tsx',
    'screen-verification',
    'src/components/qr-scanner-overlay.tsx',
    'node_modules/jsqr/dist/jsQR.js',
  ]);
  expect(received.filter((r) => elsewhere.has(r.path)).map((r) => r.path)).toEqual([]);
  await context.close();
});

test('a checked-in person opening /app cold sees their check-in above the cards from the first paint: nothing on the screen moves', async ({ stack, browser, venues }) => {
  const venue = venues['Ace Hotel Lobby Bar']!;
  const { page, context } = await signUpWithProfile(browser, stack, { name: 'Casey' }, { timeoutMs: 20_000 });
  const checkedIn = await context.request.post('/api/checkin', { data: { venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude }, headers: { origin: stack.baseUrl } });
  expect(checkedIn.status(), await checkedIn.text()).toBe(201);
  // Every layout shift the page makes without a tap, as Lighthouse counts them (cumulative layout shift).
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: venue.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use My Location' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, 'app-checked-in');
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
  await context.close();
});

test('while an app screen’s code is still on its way, the page shows the brand, not a blank screen; the screen replaces it', async ({ stack, browser }) => {
  const { page, context } = await signUpWithProfile(browser, stack, { name: 'Dana' }, { timeoutMs: 20_000 });
  // Slow mobile data, made certain: the app's scripts wait until the splash has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app', { waitUntil: 'commit' });
  const splash = page.locator('.boot-splash');
  await expect(splash).toBeVisible();
  await expect(splash).toHaveText('Converge');
  await shot(page, 'splash');
  release();
  await expect(page.getByRole('heading', { name: 'Check In' })).toBeVisible();
  await expect(splash).toBeHidden();
  await context.close();
});

test('a prerendered public page never shows the splash', async ({ stack, browser }) => {
  const context = await browser.newContext({ baseURL: stack.baseUrl });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Find Your Match' })).toBeVisible();
  await expect(page.locator('.boot-splash')).toBeHidden();
  await context.close();
});

test('a signed-in app screen’s page names its code and first reads at once, in a few files; a signed-out or public page names none of it', async ({ stack, browser }) => {
  const { page, context } = await signUpWithProfile(browser, stack, { name: 'Eli' }, { timeoutMs: 20_000 });
  const named = async (pagePath: string, signedIn = true) => {
    const html = signedIn ? await (await context.request.get(pagePath)).text() : await (await fetch(`${stack.baseUrl}${pagePath}`)).text();
    return {
      code: [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]!),
      reads: [...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
    };
  };
  // On a slow network a phone fetches six files at a time: the screen's code in a dozen files costs two
  // round trips where the bundler's own cut (about forty files) cost seven.
  const [coldStart, conversationsCode] = [...chunksOf(['cold-start', 'screen-conversations'])];
  const app = await named('/app');
  expect(app.code.length, app.code.join(', ')).toBeLessThanOrEqual(10);
  expect(app.code).toContain(coldStart);
  expect(app.reads).toEqual(['/api/auth/user', '/api/checkin/current']);
  const conversations = await named('/conversations');
  expect(conversations.code.length, conversations.code.join(', ')).toBeLessThanOrEqual(14);
  expect(conversations.code).toContain(conversationsCode);
  // The /app screen's own code is not the conversations' to wait for.
  expect(conversations.code).not.toContain(coldStart);
  expect(conversations.reads).toEqual(['/api/auth/user', '/api/conversations', '/api/message-requests', '/api/message-requests?folder=hidden']);
  // Screens that only show run no zod (it builds every schema as it loads: a fifth of a phone's CPU before the
  // list could draw); a form's schemas load when it is sent.
  const [zod] = [...chunksOf(['zod'])];
  expect(conversations.code).not.toContain(zod);
  expect((await named('/live-discovery')).code).not.toContain(zod);
  expect((await named('/admin')).code).not.toContain(zod);
  // Someone signed out is sent to sign in: their shell names only the page's own script.
  expect((await named('/app', false)).code).toHaveLength(1);
  // A visitor of the landing or the sign-in page downloads only the page's own small script, signed in or not.
  for (const publicPage of ['/', '/auth', '/de/']) expect((await named(publicPage)).code, publicPage).toHaveLength(1);

  // In the browser: the list's first read and who is signed in each go out once, from the page, and the app takes their answers.
  // The live connection opens only after that (its code and handshake wait for the screen), and then
  // re-reads the list once: whatever was pushed before it connected.
  const reads: string[] = [];
  const userReads: string[] = [];
  let readsBeforeTheSocket: [list: number, user: number] | undefined;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/conversations') reads.push(request.resourceType());
    if (pathname === '/api/auth/user') userReads.push(request.resourceType());
  });
  page.on('websocket', () => (readsBeforeTheSocket ??= [reads.length, userReads.length]));
  await page.goto('/conversations');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect.poll(() => readsBeforeTheSocket).toEqual([1, 1]);
  await expect.poll(() => reads.length).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(reads).toHaveLength(2);
  await context.close();
});

test('a signed-in screen’s page asks for nothing but its code and reads: the manifest and the service worker come after the first screen', async ({ stack, browser }) => {
  const { page, context } = await signUpWithProfile(browser, stack, { name: 'Noa' }, { timeoutMs: 20_000 });
  // The icon is in the page; the manifest is left to the app. A public page, where someone may install from, names it.
  const shell = await (await context.request.get('/conversations')).text();
  expect(shell).not.toContain('rel="manifest"');
  expect(shell).not.toContain('href="/favicon.svg"');
  expect(await (await fetch(`${stack.baseUrl}/`)).text()).toContain('<link rel="manifest" href="/manifest.webmanifest" />');

  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/manifest.webmanifest', '/favicon.svg', '/sw.js'].includes(pathname)) seen.push(pathname);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/conversations') seen.push('list answered');
  });
  await page.goto('/conversations');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  // Once the screen is shown: the manifest is named (the install offer needs it) and the service worker registers.
  await expect.poll(() => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'))).toBe('/manifest.webmanifest');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/')) !== undefined)).toBe(true);
  await page.waitForLoadState('networkidle');
  // Whatever the browser asks of these, it asks after the screen's read has answered.
  expect(seen[0]).toBe('list answered');
  await context.close();
});
