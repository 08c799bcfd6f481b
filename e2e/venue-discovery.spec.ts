// Discovery at a venue is live: end to end in Chromium with two people (two browser
// contexts): Bea is on discovery when Ari checks in, and Ari's card appears on Bea's phone without
// Refresh; Ari sees Bea at once; after Ari's last like the card goes and the empty state shows; Bea
// checking out lowers Ari's count live; the Incognito button says what it does.
// Screenshots: /tmp/shots/venue-live-*.png (390×844).
import sharp from 'sharp';
import { checkInAt, near, screenshots, signUpWithProfile, stackAtSeededVenue, expect, test } from './harness.js';

const world = stackAtSeededVenue(import.meta.filename, 'The Spaniards Inn');

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
    const buffer = await sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const response = await context.request.post('/api/profile/photos', {
      multipart: { photo: { name: `${colour}.png`, mimeType: 'image/png', buffer } },
      headers: { origin: world.stack.baseUrl },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  // Others see a photo once the nudity screening passed it (a few seconds, off the request path).
  await expect
    .poll(
      async () => {
        const photos: Array<{ screening: string }> = (await (await context.request.get('/api/auth/user')).json()).profile.photos;
        return photos.every((p) => p.screening === 'passed');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  // Counts clicks on Refresh: the arrivals below must come without one.
  let refreshes = 0;
  await page.exposeFunction('countRefresh', () => (refreshes += 1));
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element | null)?.closest('button')?.textContent?.includes('Refresh')) (window as unknown as { countRefresh: () => void }).countRefresh();
      },
      true,
    );
  });
  await page.goto('/app');
  await checkInAt(page, world.venue.name);
  await expect(page.getByRole('heading', { name: new RegExp(world.venue.name) }).first()).toBeVisible();
  return { page, context, refreshes: () => refreshes };
}

test('arrivals and departures reach the discovery screen live, without Refresh', async () => {
  const bea = await person('Bea', 'Woman', '1994-05-06', ['#c2410c', '#1d4ed8']);
  await expect(bea.page.getByText('0 people here')).toBeVisible();
  await expect(bea.page.getByRole('heading', { name: 'No one new here yet' })).toBeVisible();
  await shot(bea.page, '1-bea-alone');

  // Ari checks in while Bea watches: his card and the count appear on her phone by themselves.
  const ari = await person('Ari', 'Man', '1991-02-03');
  await expect(bea.page.getByRole('heading', { name: /^Ari,/ })).toBeVisible();
  await expect(bea.page.getByText('1 person here')).toBeVisible();
  await shot(bea.page, '2-bea-sees-ari-arrive');
  // And Ari sees Bea at once: no "0 people here" while she is already there.
  await expect(ari.page.getByRole('heading', { name: /^Bea,/ })).toBeVisible();
  await expect(ari.page.getByText('1 person here')).toBeVisible();
  await shot(ari.page, '3-ari-sees-bea');
  // Every photo of Bea's, one tap apart; the info view adds the venue.
  await expect(ari.page.getByRole('img', { name: "Bea's photo 1 of 2" })).toBeVisible();
  await ari.page.getByRole('button', { name: 'Next photo' }).click();
  await expect(ari.page.getByRole('img', { name: "Bea's photo 2 of 2" })).toBeVisible();
  await ari.page.getByRole('button', { name: 'Info' }).click();
  await expect(ari.page.getByText(`Checked in at ${world.venue.name}`)).toBeVisible();
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
  await expect(ari.page.getByText('Interest sent!').first()).toBeVisible();
  await expect(ari.page.getByRole('heading', { name: 'No more profiles' })).toBeVisible();
  await expect(ari.page.getByRole('heading', { name: /^Bea,/ })).toHaveCount(0);
  await shot(ari.page, '4-ari-after-last-like');

  // Incognito on discovery is the server setting, with a toast and a visible state.
  await ari.page.getByRole('button', { name: 'Incognito', exact: true }).click();
  await expect(ari.page.getByText('Incognito enabled').first()).toBeVisible();
  await expect(ari.page.getByRole('button', { name: 'Incognito on' })).toBeVisible();
  await expect(ari.page.getByText(/You're hidden from discovery here/)).toBeVisible();
  await shot(ari.page, '5-ari-incognito');
  const settings = await ari.context.request.get('/api/privacy/settings');
  expect((await settings.json()).isIncognito).toBe(true);
  // Ari went incognito having liked Bea: she still sees him (spec: only people you like can see you).
  await ari.page.getByRole('button', { name: 'Incognito on' }).click();
  await expect(ari.page.getByText('Incognito disabled').first()).toBeVisible();

  // Filters are real controls, saved on the server.
  await ari.page.getByRole('button', { name: 'Filters' }).click();
  await ari.page.getByRole('slider', { name: 'Minimum age' }).fill('21');
  await ari.page.getByRole('radio', { name: 'Women' }).click();
  await shot(ari.page, '6-ari-filters');
  await ari.page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(ari.page.getByText('Filters saved').first()).toBeVisible();
  const filters = await ari.context.request.get('/api/discovery/filters');
  expect(await filters.json()).toEqual({ ageMin: 21, ageMax: 99, verifiedOnly: false });

  // Bea checks out: Ari's count drops live.
  const out = await bea.context.request.delete('/api/checkin', { headers: { origin: world.stack.baseUrl } });
  expect(out.ok(), `check-out: ${out.status()}`).toBeTruthy();
  await expect(ari.page.getByText('0 people here')).toBeVisible();
  await shot(ari.page, '7-ari-after-bea-left');

  expect(bea.refreshes() + ari.refreshes(), 'nobody pressed Refresh').toBe(0);
  await bea.context.close();
  await ari.context.close();
});
