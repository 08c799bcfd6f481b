// Issue 20 "Discovery at a venue is live", end to end in Chromium with two people (two browser
// contexts): Bea is on discovery when Ari checks in, and Ari's card appears on Bea's phone without
// Refresh; Ari sees Bea at once; after Ari's last like the card goes and the empty state shows; Bea
// checking out lowers Ari's count live; the Incognito button says what it does.
// Screenshots: /tmp/shots/venue-live-*.png (390×844).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { checkInAt, near, screenshots, signUpWithProfile, stackAtSeededVenue } from './harness.js';

const world = stackAtSeededVenue('The Spaniards Inn');

const shot = screenshots('venue-live-');



/** Signs up over the API, opens the app and checks in with the phone's location, as a person would. */
async function person(name: string, gender: string, dateOfBirth: string, photoColours: string[] = []) {
  const { context, page } = await signUpWithProfile(
    world.browser,
    world.stack,
    { name, dateOfBirth, gender, bio: `${name} is here for the quiz night.` },
    { timeoutMs: 20_000, contextOptions: { permissions: ['geolocation'], geolocation: near(world.venue) } },
  );
  for (const colour of photoColours) {
    const buffer = await sharp({ create: { width: 300, height: 400, channels: 3, background: colour } }).png().toBuffer();
    const response = await context.request.post('/api/profile/photos', { multipart: { photo: { name: `${colour}.png`, mimeType: 'image/png', buffer } }, headers: { origin: world.stack.baseUrl } });
    assert.equal(response.status(), 201, await response.text());
  }
  // Counts clicks on Refresh: the arrivals below must come without one.
  let refreshes = 0;
  await page.exposeFunction('countRefresh', () => (refreshes += 1));
  await page.addInitScript(() => {
    document.addEventListener('click', (e) => {
      if ((e.target as Element | null)?.closest('button')?.textContent?.includes('Refresh')) (window as unknown as { countRefresh: () => void }).countRefresh();
    }, true);
  });
  await page.goto('/app');
  await checkInAt(page, world.venue.name);
  await page.getByRole('heading', { name: new RegExp(world.venue.name) }).first().waitFor();
  return { page, context, refreshes: () => refreshes };
}

test('arrivals and departures reach the discovery screen live, without Refresh', async () => {
  const bea = await person('Bea', 'Woman', '1994-05-06', ['#c2410c', '#1d4ed8']);
  await bea.page.getByText('0 people here').waitFor();
  await bea.page.getByRole('heading', { name: 'No one new here yet' }).waitFor();
  await shot(bea.page, '1-bea-alone');

  // Ari checks in while Bea watches: his card and the count appear on her phone by themselves.
  const ari = await person('Ari', 'Man', '1991-02-03');
  await bea.page.getByRole('heading', { name: /^Ari,/ }).waitFor();
  await bea.page.getByText('1 person here').waitFor();
  await shot(bea.page, '2-bea-sees-ari-arrive');
  // And Ari sees Bea at once: no "0 people here" while she is already there.
  await ari.page.getByRole('heading', { name: /^Bea,/ }).waitFor();
  await ari.page.getByText('1 person here').waitFor();
  await shot(ari.page, '3-ari-sees-bea');
  // Every photo of Bea's, one tap apart; the info view adds the venue.
  await ari.page.getByRole('img', { name: "Bea's photo 1 of 2" }).waitFor();
  await ari.page.getByRole('button', { name: 'Next photo' }).click();
  await ari.page.getByRole('img', { name: "Bea's photo 2 of 2" }).waitFor();
  await ari.page.getByRole('button', { name: 'Info' }).click();
  await ari.page.getByText(`Checked in at ${world.venue.name}`).waitFor();
  // Opening the info scrolls it into view (on a phone it starts below the fold).
  await ari.page.waitForFunction((text) => {
    const line = [...document.querySelectorAll('li')].find((li) => li.textContent?.includes(text));
    const box = line?.getBoundingClientRect();
    return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
  }, `Checked in at ${world.venue.name}`);
  await shot(ari.page, '3b-ari-second-photo-info');
  await ari.page.getByRole('button', { name: 'Info' }).click();

  // Ari likes his last card: it goes, and the empty state shows.
  await ari.page.getByRole('button', { name: 'Like' }).click();
  await ari.page.getByText('Interest sent!').first().waitFor();
  await ari.page.getByRole('heading', { name: 'No more profiles' }).waitFor();
  assert.equal(await ari.page.getByRole('heading', { name: /^Bea,/ }).count(), 0);
  await shot(ari.page, '4-ari-after-last-like');

  // Incognito on discovery is the server setting, with the spec's toast and a visible state.
  await ari.page.getByRole('button', { name: 'Incognito', exact: true }).click();
  await ari.page.getByText('Incognito enabled').first().waitFor();
  await ari.page.getByRole('button', { name: 'Incognito on' }).waitFor();
  await ari.page.getByText(/You're hidden from discovery here/).waitFor();
  await shot(ari.page, '5-ari-incognito');
  const settings = await ari.context.request.get('/api/privacy/settings');
  assert.equal((await settings.json()).isIncognito, true);
  // Ari went incognito having liked Bea: she still sees him (spec: only people you like can see you).
  await ari.page.getByRole('button', { name: 'Incognito on' }).click();
  await ari.page.getByText('Incognito disabled').first().waitFor();

  // Filters are real controls, saved on the server.
  await ari.page.getByRole('button', { name: 'Filters' }).click();
  await ari.page.getByRole('slider', { name: 'Minimum age' }).fill('21');
  await ari.page.getByRole('radio', { name: 'Women' }).click();
  await shot(ari.page, '6-ari-filters');
  await ari.page.getByRole('button', { name: 'Apply filters' }).click();
  await ari.page.getByText('Filters saved').first().waitFor();
  const filters = await ari.context.request.get('/api/discovery/filters');
  assert.deepEqual(await filters.json(), { ageMin: 21, ageMax: 99, verifiedOnly: false });

  // Bea checks out: Ari's count drops live.
  const out = await bea.context.request.delete('/api/checkin', { headers: { origin: world.stack.baseUrl } });
  assert.ok(out.ok(), `check-out: ${out.status()}`);
  await ari.page.getByText('0 people here').waitFor();
  await shot(ari.page, '7-ari-after-bea-left');

  assert.equal(bea.refreshes() + ari.refreshes(), 0, 'nobody pressed Refresh');
  await bea.context.close();
  await ari.context.close();
});
