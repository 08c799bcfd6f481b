// The meeting hand-off end to end in Chromium at 390×844, two people at a London venue with a phone number: each main
// view has its own URL (Back goes from the meet point to the matches, a reload keeps the view and the
// match), Call Venue dials the venue, "You're here!" never sits above "… is on the way.", the countdown
// banner takes its own space (the chat keeps its header and message box on screen), its end switches
// sharing off without a reload, and a finished meeting offers to meet again (a new proposal). Once the
// meet point is agreed, "Check on me in 1 hour" is one tap away.
// Screenshots: /tmp/shots/handoff-*.png.
import type { Page } from '@playwright/test';
import { checkInAt, likeWhenBothHere, near, screenshots, signUpWithProfile, stackAtSeededVenue, type Person, expect, test } from './harness.js';

// A short countdown so its end can be watched (the product's is 3 minutes).
const world = stackAtSeededVenue(import.meta.filename, 'The Lamb & Flag', { MEETING_AUTO_DISABLE_MS: '20000' });
const shot = screenshots('handoff-');
const path = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function person(name: string, gender: string): Promise<Person> {
  const someone = await signUpWithProfile(
    world.browser,
    world.stack,
    { name, gender, dateOfBirth: '1994-02-03' },
    { timeoutMs: 20_000, contextOptions: { permissions: ['geolocation'], geolocation: near(world.venue, 10) } },
  );
  await someone.page.goto('/app');
  await someone.page.waitForURL('**/app/checkin');
  await checkInAt(someone.page, world.venue.name);
  await someone.page.waitForURL('**/app/discovery');
  return someone;
}

async function like(from: Person, to: Person) {
  const res = await likeWhenBothHere(from, { toUserId: to.userId, venueId: world.venue.id }, world.stack.baseUrl);
  expect(res.ok(), `like: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as { matched: boolean };
}

test('Back and links follow the views; the meeting ends without a reload and can start again', async () => {
  const ava = await person('Ava', 'Woman');
  const ben = await person('Ben', 'Man');

  // Back from discovery is the check-in screen, inside the app.
  await ava.page.goBack();
  await ava.page.waitForURL('**/app/checkin');
  await expect(ava.page.getByRole('button', { name: 'Use My Location' })).toBeVisible();
  await ava.page.goForward();
  await ava.page.waitForURL('**/app/discovery');

  await like(ava, ben);
  expect((await like(ben, ava)).matched).toBe(true);
  await ben.page.getByRole('button', { name: 'Maybe Later' }).click();

  // Matches → Meet Up → the meet point: each its own URL; Back goes from the meet point to the matches.
  await ava.page
    .getByRole('button', { name: 'Maybe Later' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await nav(ava.page).getByRole('button', { name: 'Matches' }).click();
  await ava.page.waitForURL('**/app/matches');
  await ava.page.getByRole('button', { name: 'Meet Up' }).click();
  await expect(ava.page.getByRole('heading', { name: 'Choose Meet Point' })).toBeVisible();
  expect(path(ava.page)).toMatch(/^\/app\/meetpoint\?match=[0-9a-f-]{36}$/);
  await shot(ava.page, '1-meetpoint');
  await ava.page.goBack();
  await expect(ava.page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  expect(path(ava.page)).toBe('/app/matches');
  await ava.page.goForward();
  await expect(ava.page.getByRole('heading', { name: 'Choose Meet Point' })).toBeVisible();

  await ava.page.getByRole('button', { name: /Front Bar/ }).click();
  await expect(ava.page.getByRole('heading', { name: 'Find Ben' })).toBeVisible();
  expect(path(ava.page)).toMatch(/^\/app\/navigation\?match=/);
  // A reload (or the link) opens the same screen for the same match.
  await ava.page.reload();
  await expect(ava.page.getByRole('heading', { name: 'Find Ben' })).toBeVisible();
  await expect(ava.page.getByText('Head to Front Bar', { exact: true })).toBeVisible();
  // The venue has a phone number: Call Venue dials it.
  await expect(ava.page.getByRole('link', { name: 'Call Venue' })).toHaveAttribute('href', 'tel:+442074979504');

  // Ben accepts; both stand at the same spot: "You're here!" and "Ben is here.", never "on the way".
  await nav(ben.page).getByRole('button', { name: 'Matches' }).click();
  await ben.page.getByRole('button', { name: 'Accept Front Bar' }).click();
  await expect(ben.page.getByRole('heading', { name: 'Find Ava' })).toBeVisible();
  await expect(ava.page.getByText("You're here!", { exact: true })).toBeVisible();
  await expect(ava.page.getByTestId('partner-status').getByText(/^Ben is here\./)).toBeVisible();
  await expect(ava.page.getByText(/is on the way/)).toHaveCount(0);
  await shot(ava.page, '2-both-here');

  // The meet point is agreed: one tap asks Converge to check on Ava in an hour, tied to this match.
  const matchId = new URL(ava.page.url()).searchParams.get('match');
  await ava.page.getByRole('button', { name: 'Check on me in 1 hour' }).click();
  await expect(toasts(ava.page).getByText('We will check on you', { exact: true })).toBeVisible();
  await expect(ava.page.getByTestId('check-on-me-pin-offer')).toBeVisible();
  await shot(ava.page, '2b-check-on-me');
  await ava.page.getByRole('button', { name: 'Not now' }).click();
  const checkIns = (await (await ava.context.request.get('/api/safety/check-ins')).json()) as Array<{ matchId: string; status: string; meetPoint: string; dueAt: string }>;
  expect(checkIns).toEqual([expect.objectContaining({ matchId, status: 'scheduled', meetPoint: 'Front Bar' })]);
  expect(Math.abs(Date.parse(checkIns[0]!.dueAt) - Date.now() - 3600_000)).toBeLessThan(120_000);

  // Both press I'm Here: the countdown starts. In the chat it takes its own space: header and box on screen.
  await ava.page.getByRole('button', { name: "I'm Here" }).click();
  await ava.page.waitForURL('**/app/matches');
  await ben.page.getByRole('button', { name: "I'm Here" }).click();
  const banner = ava.page.getByRole('status', { name: 'Meeting session' });
  await expect(banner).toBeVisible();
  await ava.page.getByRole('button', { name: 'Chat', exact: true }).click();
  await ava.page.waitForURL(/\/chat\/[^/]+$/);
  const box = ava.page.getByPlaceholder('Type a message...');
  await expect(box).toBeVisible();
  await expect(banner).toBeVisible();
  const bannerBox = (await banner.boundingBox())!;
  const header = (await ava.page.locator('header').first().boundingBox())!;
  const input = (await box.boundingBox())!;
  expect(header.y >= bannerBox.y + bannerBox.height - 1, `the header (top ${header.y}) starts below the banner (bottom ${bannerBox.y + bannerBox.height})`).toBeTruthy();
  expect(input.y + input.height <= 844, `the message box (bottom ${input.y + input.height}) is on the 844 px screen`).toBeTruthy();
  expect(await ava.page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight + 1), 'the chat screen does not scroll as a whole').toBe(true);
  await shot(ava.page, '3-chat-with-countdown');

  // The countdown reaches 0: sharing is visibly off, the banner goes, and the page was not reloaded.
  await ava.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await expect(toasts(ava.page).getByText('Location sharing is off', { exact: true })).toBeVisible({ timeout: 40_000 });
  await expect(banner).toHaveCount(0);
  expect(await ava.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await shot(ava.page, '4-sharing-off');

  // Meet Up on the finished meeting: not "Starting the meeting..." for ever, but an offer to meet again.
  await ava.page.goBack();
  await ava.page.waitForURL('**/app/matches');
  await ava.page.getByRole('button', { name: 'Meet Up' }).click();
  await expect(ava.page.getByRole('heading', { name: 'Your meeting has ended' })).toBeVisible();
  await expect(ava.page.getByText('Starting the meeting...')).toHaveCount(0);
  await shot(ava.page, '5-meeting-ended');
  await ava.page.getByRole('button', { name: 'Meet again' }).click();
  await expect(ava.page.getByRole('heading', { name: 'Choose Meet Point' })).toBeVisible();
  await ava.page.getByRole('button', { name: /Courtyard/ }).click();
  await expect(ava.page.getByTestId('distance').getByText('Waiting for Ben to accept')).toBeVisible();
  await expect(ben.page.getByText('Ava wants to meet at Courtyard', { exact: false }).first()).toBeVisible();
  await shot(ava.page, '6-new-proposal');
  await ava.context.close();
  await ben.context.close();
});
