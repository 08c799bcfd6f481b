// Check-in end to end in Chromium: check in by geolocation (one venue → at once; several → pick from
// the list; none → the server's "No venue found near you"), by QR through Chromium's fake camera
// playing a seeded venue's code, by the scanner's paste-the-link fallback (a forged link is refused),
// and by opening the printed link itself. Screenshots: /tmp/shots/checkin-*.png (390×844).
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error qrcode ships no types (the venue service declares the two calls it uses)
import QRCode from 'qrcode';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { launchBrowser, screenshots, signUpWithProfile, SHOTS, useStack, type Stack, expect, test } from './harness.js';

let stack: Stack;
let browser: Browser;
let qrBrowser: Browser;
const venues: Record<string, { id: string; latitude: number; longitude: number; url: string }> = {};

/** The venue's printed code, computed the way the venue service signs it. */
function signedUrl(baseUrl: string, id: string, secret: string) {
  const s = createHmac('sha256', secret).update(`checkin:${id}`).digest().subarray(0, 16).toString('base64url');
  return `${baseUrl}/checkin?v=${id}&s=${s}`;
}

/** A Y4M clip (what --use-file-for-fake-video-capture plays) showing the QR code, centred. */
async function writeQrVideo(file: string, text: string) {
  const W = 640;
  const H = 480;
  const qr = (QRCode as any).create(text, { errorCorrectionLevel: 'M' });
  const n: number = qr.modules.size;
  const scale = Math.floor(360 / (n + 8));
  const size = (n + 8) * scale;
  const x0 = Math.floor((W - size) / 2);
  const y0 = Math.floor((H - size) / 2);
  const y = Buffer.alloc(W * H, 200); // a grey "wall" around a white card
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const mx = Math.floor(px / scale) - 4;
      const my = Math.floor(py / scale) - 4;
      const dark = mx >= 0 && my >= 0 && mx < n && my < n && qr.modules.get(my, mx);
      y[(y0 + py) * W + x0 + px] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]));
}

useStack(import.meta.filename);

test.beforeAll(async ({ stack: fileStack, browser: fileBrowser, venues: seedVenues }) => {
  stack = fileStack;
  browser = fileBrowser;
  const seeded = Object.values(seedVenues);
  expect(seeded.length >= 50, `the seed loads at least 50 venues (got ${seeded.length})`).toBeTruthy();
  for (const v of seeded) venues[v.name] = { ...v, url: signedUrl(stack.baseUrl, v.id, v.qrSecret) };
  const video = path.join(SHOTS, 'checkin-qr.y4m');
  await writeQrVideo(video, venues['Klunkerkranich']!.url);
  qrBrowser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
});

test.afterAll(() => qrBrowser?.close());

/** A signed-in person with an age check and a profile (made through the real identity API) on the check-in screen. */
async function openApp(options: { at?: { latitude: number; longitude: number }; qr?: boolean } = {}): Promise<{ page: Page; context: BrowserContext }> {
  // A person in London (the seeded venues are there): distances in kilometres; en-US would read miles.
  const london = { locale: 'en-GB' };
  const contextOptions = options.at ? { ...london, permissions: ['geolocation'], geolocation: { ...options.at, accuracy: 10 } } : london;
  const { page, context } = await signUpWithProfile(options.qr ? qrBrowser : browser, stack, { name: 'Robin', dateOfBirth: '1994-06-15' }, { contextOptions, timeoutMs: 15_000 });
  if (options.qr) await context.grantPermissions(['camera'], { origin: stack.baseUrl });
  await page.goto('/app');
  await page
    .getByRole('button', { name: 'Use My Location' })
    .waitFor()
    .catch(async (error) => {
      await shot(page, 'failed-open');
      throw error;
    });
  return { page, context };
}

const shot = screenshots('checkin-');

async function currentVenue(context: BrowserContext): Promise<string | null> {
  const body = await (await context.request.get('/api/checkin/current')).text();
  return body ? (JSON.parse(body)?.venue?.name ?? null) : null;
}

/** Discovery is the next view: the check-in cards are gone and the check-in is stored server-side. */
async function assertLandedOnDiscovery(page: Page, context: BrowserContext, venue: string) {
  await page
    .getByText(`Welcome to ${venue}!`, { exact: true })
    .waitFor()
    .catch(async (error) => {
      await shot(page, 'failed-welcome');
      throw error;
    });
  await expect(page.getByRole('button', { name: 'Use My Location' })).toHaveCount(0);
  expect(await currentVenue(context)).toBe(venue);
}

test('geolocation at a venue with no other venue near it checks in at once and lands on discovery', async () => {
  const spaniards = venues['The Spaniards Inn'];
  const { page, context } = await openApp({ at: { latitude: spaniards.latitude + 0.0003, longitude: spaniards.longitude } });
  await shot(page, '1-view');
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await assertLandedOnDiscovery(page, context, 'The Spaniards Inn');
  await shot(page, '2-welcome');
  await context.close();
});

test('geolocation among several venues asks to pick one from "Select your location"; a tap checks in there, radius-checked', async () => {
  const ace = venues['Ace Hotel Lobby Bar'];
  const { page, context } = await openApp({ at: { latitude: ace.latitude, longitude: ace.longitude } });
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expect(page.getByText('Multiple venues found', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Nearby venues' });
  await expect(list.getByRole('button', { name: /Ace Hotel Lobby Bar\s*0\.0 km/ })).toBeVisible();
  const names = await list.getByRole('button').allInnerTexts();
  expect(names.length > 1).toBeTruthy();
  expect(names[0], 'nearest first').toMatch(/^Ace Hotel Lobby Bar/);
  expect(
    names.every((n) => /\d+\.\d km/.test(n)),
    'each venue shows km with one decimal',
  ).toBeTruthy();
  await shot(page, '3-several');
  // BOXPARK is in the list (about 200 m away) but its radius does not reach here: the server says so.
  await list.getByRole('button', { name: /BOXPARK Shoreditch/ }).click();
  await expect(page.getByText('Check-in failed', { exact: true })).toBeVisible();
  await expect(page.getByText("You're not at BOXPARK Shoreditch", { exact: true })).toBeVisible();
  expect(await currentVenue(context)).toBe(null);
  await list.getByRole('button', { name: /Ace Hotel Lobby Bar/ }).click();
  await assertLandedOnDiscovery(page, context, 'Ace Hotel Lobby Bar');
  await context.close();
});

test('geolocation far from every venue shows the server’s "No venue found near you"', async () => {
  const { page, context } = await openApp({ at: { latitude: 45.0, longitude: -30.0 } });
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expect(page.getByText('Check-in failed', { exact: true })).toBeVisible();
  await expect(page.getByText('No venue found near you', { exact: true })).toBeVisible();
  await expect(page.getByText('No Converge venues near you')).toBeVisible();
  await shot(page, '4-none');
  expect(await currentVenue(context)).toBe(null);
  await context.close();
});

test('QR: the scanner reads the seeded venue’s code from the (fake) camera and lands on discovery', async () => {
  const { page, context } = await openApp({ qr: true });
  await page.getByRole('button', { name: 'Scan QR Code' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan Venue QR' })).toBeVisible();
  await shot(page, '5-scanner');
  await assertLandedOnDiscovery(page, context, 'Klunkerkranich');
  await expect(page.getByRole('dialog', { name: 'Scan Venue QR' })).toHaveCount(0);
  await shot(page, '6-qr-welcome');
  await context.close();
});

test('QR fallback: a pasted forged link is refused with "QR check-in failed" and the server’s message; the genuine one checks in', async () => {
  const { page, context } = await openApp();
  await page.getByRole('button', { name: 'Scan QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan Venue QR' });
  await expect(dialog).toBeVisible();
  const genuine = venues['Markthalle Neun'].url;
  const forged = genuine.replace(/s=([^&]+)/, (_m, s: string) => `s=${(s[0] === 'A' ? 'B' : 'A') + s.slice(1)}`);
  await dialog.getByLabel('Venue check-in link').fill(forged);
  await dialog.getByRole('button', { name: 'Check in with link' }).click();
  await expect(page.getByText('QR check-in failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid QR code or venue not found.', { exact: true })).toBeVisible();
  await shot(page, '7-forged');
  expect(await currentVenue(context)).toBe(null);
  await dialog.getByLabel('Venue check-in link').fill(genuine);
  await dialog.getByRole('button', { name: 'Check in with link' }).click();
  await assertLandedOnDiscovery(page, context, 'Markthalle Neun');
  await context.close();
});

test('a forged or rotated printed link opened with the phone’s camera says "QR check-in failed" on the check-in screen', async () => {
  const { page, context } = await openApp();
  const genuine = venues['House of Yes'].url;
  const forged = genuine.replace(/s=([^&]+)/, (_m, s: string) => `s=${(s[0] === 'A' ? 'B' : 'A') + s.slice(1)}`);
  // The refusal must still be said after the move to the check-in screen (which once closed the toast).
  await page.goto(forged);
  await page.waitForURL('**/app/checkin');
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('QR check-in failed', { exact: true })).toBeVisible();
  // The toast shows the server's own message under "QR check-in failed".
  const refused = await context.request.post('/api/checkin', { data: { qrCode: forged } });
  expect(refused.status() >= 400 && refused.status() < 500).toBe(true);
  const serverMessage = ((await refused.json()) as { message: string }).message;
  await expect(toasts.getByText(serverMessage, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use My Location' })).toBeVisible();
  await shot(page, '8b-deeplink-forged');
  expect(await currentVenue(context)).toBe(null);
  await context.close();
});

test('opening the printed link with the phone’s own camera (the /checkin deep link) checks in', async () => {
  const { page, context } = await openApp();
  await page.goto(venues['House of Yes'].url);
  await page.waitForURL('**/app/discovery');
  await assertLandedOnDiscovery(page, context, 'House of Yes');
  await shot(page, '8-deeplink');
  await context.close();
});
