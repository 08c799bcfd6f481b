// The admin dashboard end to end in Chromium against the whole stack (ADMIN_EMAILS set for
// it): a regular user gets Access Denied and 403s; a person becomes a business admin, creates a venue
// (the form first shows the server's own messages), sees and downloads its QR code, and a guest checks
// in with exactly that code; a platform admin sees a harassment report arrive live (bell), suspends
// the reported person from the moderation queue, and the decision is in the audit log.
// Screenshots: /tmp/shots/admin-*.png at 390×844 (phone) and 1280×800 (desktop).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { eventually } from '@converge/platform/testing/eventually';
import jsQRModule from 'jsqr';
// @ts-expect-error pngjs ships no types (it comes with qrcode); only PNG.sync.read is used
import { PNG } from 'pngjs';
import { phoneContext, screenshots, signUpWithProfile, useStack, type Person, type Stack, expect, test } from './harness.js';

const BOSS = `boss-${randomUUID().slice(0, 8)}@example.com`;
let stack: Stack;
let browser: Browser;

useStack(import.meta.filename, { ADMIN_EMAILS: BOSS });
test.beforeAll(({ stack: fileStack, browser: fileBrowser }) => {
  stack = fileStack;
  browser = fileBrowser;
});

/** A signed-in person with a profile, made through the real REST API. Desktop width on request. */
async function signUp(name: string, options: { email?: string; desktop?: boolean } = {}): Promise<Person> {
  const person = { name, email: options.email, dateOfBirth: '1990-02-03' };
  return signUpWithProfile(browser, stack, person, { desktop: options.desktop, timeoutMs: 15_000, contextOptions: { acceptDownloads: true } });
}

const shot = screenshots('admin-', { fullPage: true });
const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title, { exact: true })
    .first();
const post = (p: Person, url: string, data?: unknown) => p.context.request.post(url, { headers: { origin: stack.baseUrl }, data });

async function step<T>(page: Page, name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    await shot(page, `failed-${name}`).catch(() => {});
    throw error;
  }
}

test('a regular user gets Access Denied on /admin and 403 from every admin call', async () => {
  const user = await signUp('Jordan');
  const { page } = user;
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
  await expect(page.getByText('Total Users')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await shot(page, '1-denied-phone');
  for (const url of ['/api/admin/analytics', '/api/admin/venues', '/api/admin/reports', '/api/admin/actions', '/api/admin/notifications']) {
    expect((await user.context.request.get(url)).status(), url).toBe(403);
  }
  const check = await (await user.context.request.get('/api/admin/check')).json();
  expect(check).toEqual({ isAdmin: false, role: null });
  await page.getByRole('link', { name: 'Return to Home' }).click();
  // Home, signed in with a profile, is the current main view at its own URL.
  await page.waitForURL((u) => u.pathname === '/app/checkin');
  await user.context.close();
});

test('a business admin creates a venue, sees and downloads its QR code, and a guest checks in with it', async () => {
  const owner = await signUp('Morgan');
  const { page } = owner;
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('button', { name: 'Become a business admin' }).click();
  await step(page, 'promote', () => page.getByTestId('admin-role-badge').getByText('Business Admin', { exact: true }).waitFor());
  // A business admin sees no platform tabs.
  const tabs = await page.getByRole('tab').allTextContents();
  expect(tabs.map((t) => t.trim())).toEqual(['Overview', 'Business', 'Analytics', 'Audit log', 'Payments', 'Settings']);
  expect((await owner.context.request.get('/api/admin/reports')).status()).toBe(403);
  await expect(page.getByRole('group', { name: 'Check-ins Today' }).getByText('0', { exact: true })).toBeVisible();
  await shot(page, '2-business-overview-phone');

  await page.getByRole('tab', { name: 'Business' }).click();
  await expect(page.getByText('No venues yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add venue' }).click();
  const form = page.getByRole('dialog', { name: 'New venue' });
  await form.getByLabel('Name', { exact: true }).fill('Harbour Lights');
  await form.getByLabel('Check-in radius (m)').fill('600');
  await form.getByRole('button', { name: 'Create venue' }).click();
  await expect(form.getByText('Address is required.')).toBeVisible();
  await expect(form.getByText('Check-in radius must be between 25 and 500 m.')).toBeVisible();
  await shot(page, '3-venue-form-errors-phone');
  await form.getByLabel('Address').fill('1 Pier Road, Brighton');
  await form.getByLabel('Latitude').fill('50.8197');
  await form.getByLabel('Longitude').fill('-0.1372');
  await form.getByLabel('Check-in radius (m)').fill('120');
  await form.getByLabel('Meet point 1', { exact: true }).fill('Front Bar');
  await form.getByRole('button', { name: 'Add meet point' }).click();
  await form.getByLabel('Meet point 2', { exact: true }).fill('Sea Terrace');
  await form.getByRole('button', { name: 'Create venue' }).click();

  // The new venue's QR code opens at once.
  const qr = page.getByRole('dialog', { name: 'QR code — Harbour Lights' });
  await step(page, 'qr', () => qr.getByRole('img', { name: 'Check-in QR code for Harbour Lights' }).waitFor());
  await page.waitForFunction(() => {
    const img = document.querySelector('img[alt="Check-in QR code for Harbour Lights"]') as HTMLImageElement | null;
    return Boolean(img && img.complete && img.naturalWidth > 0);
  });
  await shot(page, '4-venue-qr-phone');
  const download = page.waitForEvent('download');
  await qr.getByRole('button', { name: 'Download PNG' }).click();
  expect((await download).suggestedFilename()).toMatch(/^harbour-lights-qr\.png$/);

  const venues = await (await owner.context.request.get('/api/admin/venues')).json();
  expect(venues.length).toBe(1);
  expect(venues[0].meetPoints).toEqual(['Front Bar', 'Sea Terrace']);
  expect(venues[0].radiusM).toBe(120);
  const png = await owner.context.request.get(`/api/admin/venues/${venues[0].id}/qr?format=png`);
  expect(png.status()).toBe(200);

  // A guest checks in with exactly the text the code encodes.
  const guest = await signUp('Avery');
  const checkin = await post(guest, '/api/checkin', { qrCode: venues[0].qrCode });
  expect(checkin.status(), await checkin.text()).toBe(201);
  expect((await checkin.json()).venue.name).toBe('Harbour Lights');

  // The business's check-ins today on Overview rise from 0 to 1 (figures follow events: re-read until they arrive).
  await page.keyboard.press('Escape');
  await step(page, 'overview-tab', () => page.getByRole('tab', { name: 'Overview' }).click());
  const checkins = page.getByRole('group', { name: 'Check-ins Today' });
  await step(page, 'checkins', () =>
    eventually('Check-ins Today shows 1', async () => (await checkins.getByText('1', { exact: true }).isVisible()) || (await page.reload(), await checkins.waitFor(), false), {
      timeoutMs: 20_000,
      intervalMs: 500,
    }),
  );
  await shot(page, '5a-overview-after-checkin-phone');
  await page.getByRole('tab', { name: 'Business' }).click();

  await expect(page.getByTestId('venue-card').getByText('Harbour Lights')).toBeVisible();
  await shot(page, '5-venues-phone');
  // The creation is in the audit log.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText(/Harbour Lights/).first()).toBeVisible();

  // Desktop width: the same dashboard, wider.
  const desk = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 }, storageState: await owner.context.storageState() });
  const deskPage = await desk.newPage();
  await deskPage.goto('/admin?tab=business');
  await expect(deskPage.getByTestId('venue-card').getByText('Harbour Lights')).toBeVisible();
  await shot(deskPage, '6-venues-desktop');
  await deskPage.goto('/admin');
  await expect(deskPage.getByText('Check-ins Today')).toBeVisible();
  await expect(deskPage.getByText('Last 30 days', { exact: true })).toBeVisible();
  await shot(deskPage, '7-business-overview-desktop');
  await desk.close();
  await guest.context.close();
  await owner.context.close();
});

// jsqr is CommonJS: its default export arrives as the module (which also carries it as `.default`).
const jsQR = ((jsQRModule as unknown as { default?: unknown }).default ?? jsQRModule) as typeof jsQRModule.default;

/** What a phone camera reads off the screen: the QR in a screenshot of the element, decoded. */
async function scan(page: Page, selector: string): Promise<string> {
  const png: { data: Buffer; width: number; height: number } = PNG.sync.read(await page.locator(selector).screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  expect(code, 'a QR code in the screenshot').toBeTruthy();
  return code!.data;
}

test('a business admin opens the venue screen display; a guest scans its changing code and is checked in as "display"', async () => {
  const owner = await signUp('Rowan');
  expect((await post(owner, '/api/admin/promote-self')).status()).toBe(200);
  const created = await post(owner, '/api/admin/venues', {
    name: 'Lantern Hall',
    address: '3 Quay Street, Galway',
    latitude: 53.2707,
    longitude: -9.0568,
    radiusM: 100,
    meetPoints: ['Long Bar'],
  });
  expect(created.status(), await created.text()).toBe(201);
  const venue = await created.json();

  // From the venue card, "Screen display" opens the display page in its own tab.
  const { page } = owner;
  await page.goto('/admin?tab=business');
  const link = page.getByTestId('venue-card').filter({ hasText: 'Lantern Hall' }).getByRole('link', { name: 'Screen display' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  const [display] = await Promise.all([owner.context.waitForEvent('page'), link.click()]);
  await display.waitForURL(`**/admin/venues/${venue.id}/display`);
  await step(display, 'display', () => display.getByRole('heading', { name: 'Lantern Hall' }).waitFor());
  const qr = display.getByTestId('display-qr');
  await expect(qr).toBeVisible();
  await display.waitForFunction(() => {
    const img = document.querySelector('[data-testid="display-qr"]') as HTMLImageElement | null;
    return Boolean(img && img.complete && img.naturalWidth > 0);
  });
  await expect(display.getByText(/^New code in \d+ s$/)).toBeVisible();
  await shot(display, '11-venue-display-phone');

  // A guest points their phone at the screen: the code is the check-in link; opening it checks them in.
  const url = await scan(display, '[data-testid="display-qr"]');
  expect(url).toMatch(new RegExp(`^${stack.baseUrl}/checkin\\?v=${venue.id}&t=\\d+&d=[A-Za-z0-9_-]{22}$`));
  const guest = await signUp('Quinn');
  await guest.page.goto(url);
  await step(guest.page, 'guest-welcome', () => toast(guest.page, 'Welcome to Lantern Hall!').waitFor());
  await guest.page.waitForURL((u) => u.pathname === '/app/discovery'); // checked in: discovery, at its own URL
  await shot(guest.page, '12-checked-in-by-display-phone');
  const current = await (await guest.context.request.get('/api/checkin/current')).json();
  expect(current.venue.name).toBe('Lantern Hall');
  expect(current.presence).toBe('display');

  // The screen moves on by itself: a new code within one step (30 s), without a reload.
  const firstStep = Number(await qr.getAttribute('data-step'));
  await step(display, 'next-code', () =>
    expect
      .poll(async () => Number(await display.getByTestId('display-qr').getAttribute('data-step')), { message: 'the display shows the next code', timeout: 40_000, intervals: [500] })
      .toBeGreaterThan(firstStep),
  );
  const next = await scan(display, '[data-testid="display-qr"]');
  expect(next).not.toBe(url);
  await shot(display, '13-venue-display-next-code-phone');

  // A forged screen code (the step changed by hand) is refused with the bad-QR message.
  const forged = next.replace(/t=(\d+)/, (_m, t: string) => `t=${Number(t) + 1}`);
  const refused = await post(guest, '/api/checkin', { qrCode: forged });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('Invalid QR code or venue not found.');

  // A regular person cannot open the display: the page says why, and the API answers 403.
  await guest.page.goto(`/admin/venues/${venue.id}/display`);
  await expect(guest.page.getByRole('heading', { name: "This screen cannot show the venue's code" })).toBeVisible();
  expect((await guest.context.request.get(`/api/admin/venues/${venue.id}/display-code`)).status()).toBe(403);
  await shot(guest.page, '14-venue-display-refused-phone');

  // The owner's dashboard shows how check-ins proved presence.
  await page.goto('/admin');
  const share = page.getByRole('group', { name: 'How check-ins proved presence' });
  await step(page, 'presence-share', () =>
    eventually(
      'the share shows the display check-in',
      async () => (await share.getByTestId('presence-display').getByText('100 %').isVisible()) || (await page.reload(), await share.waitFor(), false),
      { timeoutMs: 20_000, intervalMs: 500 },
    ),
  );
  await share.scrollIntoViewIfNeeded();
  await shot(page, '15-presence-share-phone');
  await guest.context.close();
  await owner.context.close();
});

test('a platform admin sees a report arrive live and suspends the reported person from the queue', async () => {
  const boss = await signUp('Boss', { email: BOSS, desktop: true });
  const reporter = await signUp('Casey');
  const reported = await signUp('Drew');
  const { page } = boss;
  await page.goto('/admin');
  await step(page, 'super-badge', () => page.getByTestId('admin-role-badge').getByText('Super Admin', { exact: true }).waitFor());
  await expect(page.getByText('Total Users')).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(page.getByText('Business Notifications')).toBeVisible();
  await expect(page.getByText('Loading notifications...')).toHaveCount(0);
  const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unread();

  const filed = await post(reporter, '/api/safety/report', { reportedUserId: reported.userId, reason: 'harassment', description: 'Kept messaging after I said no.' });
  expect(filed.ok(), `${filed.status()} ${await filed.text()}`).toBeTruthy();

  // Live: the bell counts it without a reload.
  await step(page, 'bell', () => expect.poll(unread, { message: `the bell counts more than ${before} unread`, timeout: 20_000, intervals: [200] }).toBeGreaterThan(before));
  await shot(page, '8-platform-overview-desktop');

  await page.getByRole('tab', { name: 'Moderation' }).click();
  const card = page.getByTestId('report-case').filter({ hasText: 'Drew' });
  await step(page, 'case', () => card.getByText('Critical').waitFor());
  await expect(card.getByText('Harassment')).toBeVisible();
  await shot(page, '9-moderation-desktop');
  await card.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend Drew?' });
  await confirm.getByLabel('Reason (kept in the audit log)').fill('Harassment after being asked to stop');
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await step(page, 'suspended', () => toast(page, 'Account suspended').waitFor());
  await expect(page.getByText('No open reports')).toBeVisible();

  // The person is out: their session no longer works and sign-in says they are suspended.
  const session = await reported.context.request.get('/api/auth/user');
  expect(session.status()).toBe(401);
  const signIn = await reported.context.request.post('/api/auth/signin', { headers: { origin: stack.baseUrl }, data: { email: reported.email, password: 'correct horse battery' } });
  expect(signIn.status()).toBe(403);
  expect((await signIn.json()).message).toMatch(/suspended until/);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText('Moderation decision').first()).toBeVisible();
  await shot(page, '10-audit-desktop');

  // Phone width for the moderation view of a platform admin.
  const phone = await phoneContext(browser, stack.baseUrl, { storageState: await boss.context.storageState() });
  const phonePage = await phone.newPage();
  await phonePage.goto('/admin?tab=audit');
  await expect(phonePage.getByText('Moderation decision').first()).toBeVisible();
  await shot(phonePage, '11-audit-phone');
  await phonePage.goto('/admin');
  await expect(phonePage.getByText('Total Users')).toBeVisible();
  await shot(phonePage, '12-platform-overview-phone');
  await phone.close();
  await Promise.all([boss.context.close(), reporter.context.close(), reported.context.close()]);
});

test('a venue gets its country and time zone in the form; the card shows them and a check-in carries them', async () => {
  const owner = await signUp('Sigrun');
  const { page } = owner;
  expect((await post(owner, '/api/admin/promote-self')).status()).toBe(200);
  await page.goto('/admin?tab=business');
  await page.getByRole('button', { name: 'Add venue' }).click();
  const form = page.getByRole('dialog', { name: 'New venue' });
  await form.getByLabel('Name', { exact: true }).fill('Harbour Hall');
  await form.getByLabel('Address').fill('Geirsgata 1, Reykjavík');
  await form.getByLabel('Latitude').fill('51.5074');
  await form.getByLabel('Longitude').fill('-0.1278');
  // Left empty, the country comes from the coordinates; picking one narrows the time zones to its own.
  const country = form.getByLabel('Country');
  await expect(country.getByRole('option', { name: 'From the location (United Kingdom)' })).toBeAttached();
  await form.getByLabel('Latitude').fill('64.1497');
  await form.getByLabel('Longitude').fill('-21.9415');
  await country.selectOption('IS');
  await expect(form.getByLabel('Time zone')).toHaveValue('Atlantic/Reykjavik');
  expect(await form.getByLabel('Time zone').locator('option').count(), 'not set, and Iceland’s one zone').toBe(2);
  await shot(page, '13-venue-form-country-zone-phone');
  await form.getByRole('button', { name: 'Create venue' }).click();
  await expect(page.getByRole('dialog', { name: 'QR code — Harbour Hall' })).toBeVisible();
  await page.keyboard.press('Escape');
  const card = page.getByTestId('venue-card').filter({ hasText: 'Harbour Hall' });
  await expect(card.getByTestId('venue-locale').getByText('Iceland')).toBeVisible();
  await expect(card.getByTestId('venue-locale').getByText(/^Reykjavik \(/)).toBeVisible();
  await shot(page, '14-venue-card-country-zone-phone');

  const [venue] = await (await owner.context.request.get('/api/admin/venues')).json();
  expect([venue.country, venue.countryFromLocation, venue.timeZone]).toEqual(['IS', false, 'Atlantic/Reykjavik']);
  const guest = await signUp('Gudrun');
  const checkin = await post(guest, '/api/checkin', { qrCode: venue.qrCode });
  expect(checkin.status(), await checkin.text()).toBe(201);
  const { venue: checkedInAt } = await checkin.json();
  expect([checkedInAt.country, checkedInAt.timeZone]).toEqual(['IS', 'Atlantic/Reykjavik']);
  await Promise.all([guest.context.close(), owner.context.close()]);
});
