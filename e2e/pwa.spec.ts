// Installable app and push in Chromium: the manifest and robots.txt, the service worker's
// offline shell with its offline state, and its push handler — a push delivered through the DevTools
// protocol (ServiceWorker.deliverPushMessage) shows the notification, read back with getNotifications().
// Screenshots (390×844): /tmp/shots/pwa-*.png.
import type { Browser, Page } from '@playwright/test';
import { eventuallyValue } from '@converge/platform/testing/eventually';
import { checkInAt, near, phoneContext, screenshots, seedVenues, signUpWithProfile, useStack, type Stack, expect, test } from './harness.js';

let stack: Stack;
let browser: Browser;

useStack(import.meta.filename);
test.beforeAll(({ stack: fileStack, browser: fileBrowser }) => {
  stack = fileStack;
  browser = fileBrowser;
});

const signUp = (name: string) => signUpWithProfile(browser, stack, { name, dateOfBirth: '1993-04-11' }, { timeoutMs: 15_000 });
const shot = screenshots('pwa-');

/** Waits until /sw.js controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('manifest, icons and robots.txt are real files, not the app page', async () => {
  const context = await phoneContext(browser, stack.baseUrl);
  const manifest = await context.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; display: string; start_url: string; icons: Array<{ src: string; sizes: string }> };
  expect(body.name).toBe('Converge');
  expect(body.display).toBe('standalone');
  expect(body.icons.some((i) => i.sizes === '512x512')).toBeTruthy();
  for (const icon of body.icons) expect((await context.request.get(icon.src)).status(), icon.src).toBe(200);
  const robots = await context.request.get('/robots.txt');
  expect(robots.headers()['content-type'] ?? '').toMatch(/text\/plain/);
  expect(await robots.text()).toMatch(/User-agent: \*/);
  await context.close();
});

test('a push message shows a notification whose data opens the right screen', async () => {
  const { context, page } = await signUp('Jordan');
  await context.grantPermissions(['notifications'], { origin: stack.baseUrl });
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await controlled(page);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string }> }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(stack.baseUrl));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = { title: "It's a Match!", body: 'You have a new match at Harbour Lights. Choose where to meet.', url: '/app/matches', tag: 'match-e2e' };
  const push = { origin: new URL(stack.baseUrl).origin, registrationId: await registrationId, data: JSON.stringify(payload) };

  const notifications = () =>
    page.evaluate(async () => {
      const list = await (await navigator.serviceWorker.ready).getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }));
    });
  // DevTools answers a delivery before it happens and drops its outcome (a no-op callback), so a push
  // the worker could not take on a loaded machine fails without a word. It is sent again every 3 s
  // until its notification shows; the tag is the same, so a late copy replaces it rather than adding one.
  let sentAt = 0;
  let sent = 0;
  const pushedAndShown = async () => {
    if (Date.now() - sentAt >= 3000) {
      sentAt = Date.now();
      sent++;
      await cdp.send('ServiceWorker.deliverPushMessage', push);
    }
    return notifications();
  };
  const shown = await eventuallyValue('the push notification is shown', pushedAndShown, (list) => list.length > 0, { timeoutMs: 15_000, intervalMs: 100 });
  if (sent > 1) console.log(`push: the notification showed after ${sent} deliveries`);
  expect(shown).toEqual([{ title: payload.title, body: payload.body, tag: 'match-e2e', url: '/app/matches' }]);

  // The tap's target, /app/matches, opens the matches view; a notification sent before the views had
  // their own URLs (/app?view=matches) lands there too.
  await page.goto('/app/matches');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Matches/ })).toHaveAttribute('aria-current', 'page');
  await page.goto('/app?view=matches');
  await page.waitForURL((u) => u.pathname === '/app/matches' && u.search === '');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Matches/ })).toHaveAttribute('aria-current', 'page');
  await shot(page, '1-matches-from-notification');
  await context.close();
});

test('offline, the installed shell still opens and says it is offline', async () => {
  const { context, page } = await signUp('Sam');
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await shot(page, '2-offline-shell');
  // A page never visited still answers from the shell (client routing), never the browser's error page.
  await page.goto('/safety');
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
  await context.close();
});

let seeded: ReturnType<typeof seedVenues> | undefined;
const spaniards = async () => (await (seeded ??= seedVenues(stack)))['The Spaniards Inn']!;

/** What Chromium fires when the app can be installed: a synthetic one whose prompt() counts its calls. */
async function offerInstallation(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { promptCalls: number };
    w.promptCalls ??= 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        w.promptCalls += 1;
        return Promise.resolve({ outcome: 'accepted' });
      },
    });
    window.dispatchEvent(event);
  });
}

test('Install app: not on first load; offered after the first check-in; Install calls the browser prompt; not offered again', async () => {
  const venue = await spaniards();
  const { page, context } = await signUpWithProfile(browser, stack, { name: 'Ines' }, { timeoutMs: 20_000, contextOptions: { permissions: ['geolocation'], geolocation: near(venue, 10) } });
  const offer = page.getByRole('complementary', { name: 'Install Converge' });
  await page.goto('/app');
  await expect(page.getByRole('button', { name: 'Use My Location' })).toBeVisible();
  await offerInstallation(page);
  // First load: the browser may install, but nothing is offered yet (and the browser's own infobar was prevented).
  await expect(page.getByRole('heading', { name: 'Check In', level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);

  await checkInAt(page, venue.name);
  await expect(offer).toBeVisible();
  // The check-in's welcome toast stacks above the offer instead of covering it for its five seconds.
  const welcome = page.locator('li').filter({ hasText: `Welcome to ${venue.name}!` });
  await expect(welcome).toBeVisible();
  const [toastBox, offerBox] = [await welcome.boundingBox(), await offer.boundingBox()];
  expect(toastBox!.y + toastBox!.height, 'the toast ends above the install offer').toBeLessThanOrEqual(offerBox!.y + 1);
  await expect(offer.getByText('Open it from your home screen and get match and message alerts.')).toBeVisible();
  await shot(page, 'install-offer');
  await offer.getByRole('button', { name: 'Install app' }).click();
  await page.waitForFunction(() => (window as unknown as { promptCalls: number }).promptCalls === 1);
  await expect(offer).toHaveCount(0);

  // Answered: a new page load with the browser offering again shows nothing.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await offerInstallation(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(offer).toHaveCount(0);
  await context.close();
});

test('Install app on iOS Safari: the Add to Home Screen steps and why (push needs the installed app); Got it is remembered', async () => {
  const venue = await spaniards();
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const { page, context } = await signUpWithProfile(
    browser,
    stack,
    { name: 'Iris' },
    { timeoutMs: 20_000, contextOptions: { userAgent: iphone, permissions: ['geolocation'], geolocation: near(venue, 10) } },
  );
  const offer = page.getByRole('complementary', { name: 'Add Converge to your Home Screen' });
  await page.goto('/app');
  await expect(page.getByRole('button', { name: 'Use My Location' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  await checkInAt(page, venue.name);
  await expect(offer).toBeVisible();
  // The check-in's welcome toast stacks above the offer instead of covering it for its five seconds.
  const welcome = page.locator('li').filter({ hasText: `Welcome to ${venue.name}!` });
  await expect(welcome).toBeVisible();
  const [toastBox, offerBox] = [await welcome.boundingBox(), await offer.boundingBox()];
  expect(toastBox!.y + toastBox!.height, 'the toast ends above the install offer').toBeLessThanOrEqual(offerBox!.y + 1);
  await expect(offer.getByText('On iPhone and iPad, match and message notifications work only in the installed app.')).toBeVisible();
  await expect(offer).toHaveText(/Share, then\s+Add to Home Screen/);
  await shot(page, 'install-offer-ios');
  await offer.getByRole('button', { name: 'Got it' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(offer).toHaveCount(0);
  await context.close();
});
