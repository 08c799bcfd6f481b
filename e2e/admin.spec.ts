// Issue 14, the admin dashboard end to end in Chromium against the whole stack (ADMIN_EMAILS set for
// it): a regular user gets Access Denied and 403s; a person becomes a business admin, creates a venue
// (the form first shows the server's own messages), sees and downloads its QR code, and a guest checks
// in with exactly that code; a platform admin sees a harassment report arrive live (bell), suspends
// the reported person from the moderation queue, and the decision is in the audit log.
// Screenshots: /tmp/shots/admin-*.png at 390×844 (phone) and 1280×800 (desktop).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@converge/platform/testing/eventually';
import jsQRModule from 'jsqr';
// @ts-expect-error pngjs ships no types (it comes with qrcode); only PNG.sync.read is used
import { PNG } from 'pngjs';
import { closeAll, phoneContext, screenshots, signUpWithProfile, startStackAndBrowser, type Person, type Stack } from './harness.js';

const BOSS = `boss-${randomUUID().slice(0, 8)}@example.com`;
let stack: Stack;
let browser: Browser;

before(async () => ({ stack, browser } = await startStackAndBrowser({ ADMIN_EMAILS: BOSS })));
after(() => closeAll(browser, stack));

/** A signed-in person with a profile, made through the real REST API. Desktop width on request. */
async function signUp(name: string, options: { email?: string; desktop?: boolean } = {}): Promise<Person> {
  const person = { name, email: options.email, dateOfBirth: '1990-02-03' };
  return signUpWithProfile(browser, stack, person, { desktop: options.desktop, timeoutMs: 15_000, contextOptions: { acceptDownloads: true } });
}

const shot = screenshots('admin-', { fullPage: true });
const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true }).first();
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
  await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  await page.getByText("You don't have permission to access the admin dashboard.").waitFor();
  assert.equal(await page.getByText('Total Users').count(), 0);
  assert.equal(await page.getByRole('tab').count(), 0);
  await shot(page, '1-denied-phone');
  for (const url of ['/api/admin/analytics', '/api/admin/venues', '/api/admin/reports', '/api/admin/actions', '/api/admin/notifications']) {
    assert.equal((await user.context.request.get(url)).status(), 403, url);
  }
  const check = await (await user.context.request.get('/api/admin/check')).json();
  assert.deepEqual(check, { isAdmin: false, role: null });
  await page.getByRole('link', { name: 'Return to Home' }).click();
  // Home, signed in with a profile, is the current main view at its own URL.
  await page.waitForURL((u) => u.pathname === '/app/checkin');
  await user.context.close();
});

test('a business admin creates a venue, sees and downloads its QR code, and a guest checks in with it', async () => {
  const owner = await signUp('Morgan');
  const { page } = owner;
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  await page.getByRole('button', { name: 'Become a business admin' }).click();
  await step(page, 'promote', () => page.getByTestId('admin-role-badge').getByText('Business Admin', { exact: true }).waitFor());
  // A business admin sees no platform tabs.
  const tabs = await page.getByRole('tab').allTextContents();
  assert.deepEqual(tabs.map((t) => t.trim()), ['Overview', 'Business', 'Analytics', 'Audit log', 'Payments', 'Settings']);
  assert.equal((await owner.context.request.get('/api/admin/reports')).status(), 403);
  await page.getByRole('group', { name: 'Check-ins Today' }).getByText('0', { exact: true }).waitFor();
  await shot(page, '2-business-overview-phone');

  await page.getByRole('tab', { name: 'Business' }).click();
  await page.getByText('No venues yet').waitFor();
  await page.getByRole('button', { name: 'Add venue' }).click();
  const form = page.getByRole('dialog', { name: 'New venue' });
  await form.getByLabel('Name', { exact: true }).fill('Harbour Lights');
  await form.getByLabel('Check-in radius (m)').fill('600');
  await form.getByRole('button', { name: 'Create venue' }).click();
  await form.getByText('Address is required.').waitFor();
  await form.getByText('Check-in radius must be between 25 and 500 m.').waitFor();
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
  assert.match((await download).suggestedFilename(), /^harbour-lights-qr\.png$/);

  const venues = await (await owner.context.request.get('/api/admin/venues')).json();
  assert.equal(venues.length, 1);
  assert.deepEqual(venues[0].meetPoints, ['Front Bar', 'Sea Terrace']);
  assert.equal(venues[0].radiusM, 120);
  const png = await owner.context.request.get(`/api/admin/venues/${venues[0].id}/qr?format=png`);
  assert.equal(png.status(), 200);

  // A guest checks in with exactly the text the code encodes.
  const guest = await signUp('Avery');
  const checkin = await post(guest, '/api/checkin', { qrCode: venues[0].qrCode });
  assert.equal(checkin.status(), 201, await checkin.text());
  assert.equal((await checkin.json()).venue.name, 'Harbour Lights');

  // The business's check-ins today on Overview rise from 0 to 1 (figures follow events: re-read until they arrive).
  await page.keyboard.press('Escape');
  await step(page, 'overview-tab', () => page.getByRole('tab', { name: 'Overview' }).click());
  const checkins = page.getByRole('group', { name: 'Check-ins Today' });
  await step(page, 'checkins', () =>
    eventually(
      'Check-ins Today shows 1',
      async () => (await checkins.getByText('1', { exact: true }).isVisible()) || (await page.reload(), await checkins.waitFor(), false),
      { timeoutMs: 20_000, intervalMs: 500 },
    ),
  );
  await shot(page, '5a-overview-after-checkin-phone');
  await page.getByRole('tab', { name: 'Business' }).click();

  await page.getByTestId('venue-card').getByText('Harbour Lights').waitFor();
  await shot(page, '5-venues-phone');
  // The creation is in the audit log.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByText(/Harbour Lights/).first().waitFor();

  // Desktop width: the same dashboard, wider.
  const desk = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 }, storageState: await owner.context.storageState() });
  const deskPage = await desk.newPage();
  await deskPage.goto('/admin?tab=business');
  await deskPage.getByTestId('venue-card').getByText('Harbour Lights').waitFor();
  await shot(deskPage, '6-venues-desktop');
  await deskPage.goto('/admin');
  await deskPage.getByText('Check-ins Today').waitFor();
  await deskPage.getByText('Last 30 days', { exact: true }).waitFor();
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
  assert.ok(code, 'a QR code in the screenshot');
  return code.data;
}

test('issue 28: a business admin opens the venue screen display; a guest scans its changing code and is checked in as "display"', async () => {
  const owner = await signUp('Rowan');
  assert.equal((await post(owner, '/api/admin/promote-self')).status(), 200);
  const created = await post(owner, '/api/admin/venues', {
    name: 'Lantern Hall', address: '3 Quay Street, Galway', latitude: 53.2707, longitude: -9.0568, radiusM: 100, meetPoints: ['Long Bar'],
  });
  assert.equal(created.status(), 201, await created.text());
  const venue = await created.json();

  // From the venue card, "Screen display" opens the display page in its own tab.
  const { page } = owner;
  await page.goto('/admin?tab=business');
  const link = page.getByTestId('venue-card').filter({ hasText: 'Lantern Hall' }).getByRole('link', { name: 'Screen display' });
  await link.waitFor();
  assert.equal(await link.getAttribute('target'), '_blank');
  const [display] = await Promise.all([owner.context.waitForEvent('page'), link.click()]);
  await display.waitForURL(`**/admin/venues/${venue.id}/display`);
  await step(display, 'display', () => display.getByRole('heading', { name: 'Lantern Hall' }).waitFor());
  const qr = display.getByTestId('display-qr');
  await qr.waitFor();
  await display.waitForFunction(() => {
    const img = document.querySelector('[data-testid="display-qr"]') as HTMLImageElement | null;
    return Boolean(img && img.complete && img.naturalWidth > 0);
  });
  await display.getByText(/^New code in \d+ s$/).waitFor();
  await shot(display, '11-venue-display-phone');

  // A guest points their phone at the screen: the code is the check-in link; opening it checks them in.
  const url = await scan(display, '[data-testid="display-qr"]');
  assert.match(url, new RegExp(`^${stack.baseUrl}/checkin\\?v=${venue.id}&t=\\d+&d=[A-Za-z0-9_-]{22}$`));
  const guest = await signUp('Quinn');
  await guest.page.goto(url);
  await step(guest.page, 'guest-welcome', () => toast(guest.page, 'Welcome to Lantern Hall!').waitFor());
  await guest.page.waitForURL((u) => u.pathname === '/app/discovery'); // checked in: discovery, at its own URL
  await shot(guest.page, '12-checked-in-by-display-phone');
  const current = await (await guest.context.request.get('/api/checkin/current')).json();
  assert.equal(current.venue.name, 'Lantern Hall');
  assert.equal(current.presence, 'display');

  // The screen moves on by itself: a new code within one step (30 s), without a reload.
  const firstStep = Number(await qr.getAttribute('data-step'));
  await step(display, 'next-code', () =>
    eventually('the display shows the next code', async () => Number(await display.getByTestId('display-qr').getAttribute('data-step')) > firstStep, { timeoutMs: 40_000, intervalMs: 500 }),
  );
  const next = await scan(display, '[data-testid="display-qr"]');
  assert.notEqual(next, url);
  await shot(display, '13-venue-display-next-code-phone');

  // A forged screen code (the step changed by hand) is refused with the bad-QR message.
  const forged = next.replace(/t=(\d+)/, (_m, t: string) => `t=${Number(t) + 1}`);
  const refused = await post(guest, '/api/checkin', { qrCode: forged });
  assert.equal(refused.status(), 400);
  assert.equal((await refused.json()).message, 'Invalid QR code or venue not found.');

  // A regular person cannot open the display: the page says why, and the API answers 403.
  await guest.page.goto(`/admin/venues/${venue.id}/display`);
  await guest.page.getByRole('heading', { name: "This screen cannot show the venue's code" }).waitFor();
  assert.equal((await guest.context.request.get(`/api/admin/venues/${venue.id}/display-code`)).status(), 403);
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
  await page.getByText('Total Users').waitFor();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.waitFor();
  await page.getByText('Business Notifications').waitFor();
  await page.getByText('Loading notifications...').waitFor({ state: 'detached' });
  const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unread();

  const filed = await post(reporter, '/api/safety/report', { reportedUserId: reported.userId, reason: 'harassment', description: 'Kept messaging after I said no.' });
  assert.ok(filed.ok(), `${filed.status()} ${await filed.text()}`);

  // Live: the bell counts it without a reload.
  await step(page, 'bell', () => eventually(`the bell counts more than ${before} unread`, async () => (await unread()) > before, { timeoutMs: 20_000, intervalMs: 200 }));
  await shot(page, '8-platform-overview-desktop');

  await page.getByRole('tab', { name: 'Moderation' }).click();
  const card = page.getByTestId('report-case').filter({ hasText: 'Drew' });
  await step(page, 'case', () => card.getByText('Critical').waitFor());
  await card.getByText('Harassment').waitFor();
  await shot(page, '9-moderation-desktop');
  await card.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend Drew?' });
  await confirm.getByLabel('Reason (kept in the audit log)').fill('Harassment after being asked to stop');
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await step(page, 'suspended', () => toast(page, 'Account suspended').waitFor());
  await page.getByText('No open reports').waitFor();

  // The person is out: their session no longer works and sign-in says they are suspended.
  const session = await reported.context.request.get('/api/auth/user');
  assert.equal(session.status(), 401);
  const signIn = await reported.context.request.post('/api/auth/signin', { headers: { origin: stack.baseUrl }, data: { email: reported.email, password: 'correct horse battery' } });
  assert.equal(signIn.status(), 403);
  assert.match((await signIn.json()).message, /suspended until/);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByText('Moderation decision').first().waitFor();
  await shot(page, '10-audit-desktop');

  // Phone width for the moderation view of a platform admin.
  const phone = await phoneContext(browser, stack.baseUrl, { storageState: await boss.context.storageState() });
  const phonePage = await phone.newPage();
  await phonePage.goto('/admin?tab=audit');
  await phonePage.getByText('Moderation decision').first().waitFor();
  await shot(phonePage, '11-audit-phone');
  await phonePage.goto('/admin');
  await phonePage.getByText('Total Users').waitFor();
  await shot(phonePage, '12-platform-overview-phone');
  await phone.close();
  await Promise.all([boss.context.close(), reporter.context.close(), reported.context.close()]);
});

test('a venue gets its country and time zone in the form; the card shows them and a check-in carries them', async () => {
  const owner = await signUp('Sigrun');
  const { page } = owner;
  assert.equal((await post(owner, '/api/admin/promote-self')).status(), 200);
  await page.goto('/admin?tab=business');
  await page.getByRole('button', { name: 'Add venue' }).click();
  const form = page.getByRole('dialog', { name: 'New venue' });
  await form.getByLabel('Name', { exact: true }).fill('Harbour Hall');
  await form.getByLabel('Address').fill('Geirsgata 1, Reykjavík');
  await form.getByLabel('Latitude').fill('51.5074');
  await form.getByLabel('Longitude').fill('-0.1278');
  // Left empty, the country comes from the coordinates; picking one narrows the time zones to its own.
  const country = form.getByLabel('Country');
  await country.getByRole('option', { name: 'From the location (United Kingdom)' }).waitFor({ state: 'attached' });
  await form.getByLabel('Latitude').fill('64.1497');
  await form.getByLabel('Longitude').fill('-21.9415');
  await country.selectOption('IS');
  assert.equal(await form.getByLabel('Time zone').inputValue(), 'Atlantic/Reykjavik');
  assert.equal(await form.getByLabel('Time zone').locator('option').count(), 2, 'not set, and Iceland’s one zone');
  await shot(page, '13-venue-form-country-zone-phone');
  await form.getByRole('button', { name: 'Create venue' }).click();
  await page.getByRole('dialog', { name: 'QR code — Harbour Hall' }).waitFor();
  await page.keyboard.press('Escape');
  const card = page.getByTestId('venue-card').filter({ hasText: 'Harbour Hall' });
  await card.getByTestId('venue-locale').getByText('Iceland').waitFor();
  await card.getByTestId('venue-locale').getByText('Atlantic/Reykjavik').waitFor();
  await shot(page, '14-venue-card-country-zone-phone');

  const [venue] = await (await owner.context.request.get('/api/admin/venues')).json();
  assert.deepEqual([venue.country, venue.countryFromLocation, venue.timeZone], ['IS', false, 'Atlantic/Reykjavik']);
  const guest = await signUp('Gudrun');
  const checkin = await post(guest, '/api/checkin', { qrCode: venue.qrCode });
  assert.equal(checkin.status(), 201, await checkin.text());
  const { venue: checkedInAt } = await checkin.json();
  assert.deepEqual([checkedInAt.country, checkedInAt.timeZone], ['IS', 'Atlantic/Reykjavik']);
  await Promise.all([guest.context.close(), owner.context.close()]);
});
