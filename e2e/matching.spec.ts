// Matching at a venue end to end in Chromium with two people (two browser contexts): both check in at one venue,
// like each other, both see "It's a Match!" live, choose a meet point, see a live distance driven by
// their (fake) geolocation, press I'm Here and watch the location-sharing countdown; Keep Sharing and
// Stop Now, then open the chat from the matches list. Screenshots: /tmp/shots/match-*.png (390×844).
import { checkInAt, near, screenshots, signUpWithProfile, stackAtSeededVenue, type Person, expect, test } from './harness.js';

const world = stackAtSeededVenue(import.meta.filename, 'The Spaniards Inn', { MEETING_AUTO_DISABLE_MS: '120000' });

/** Signs up over the API, opens the app and checks in with the phone's location 10 m from the venue. */
async function person(name: string, gender: string, dateOfBirth: string): Promise<Person> {
  const bio = `${name} likes live music and long walks.`;
  const someone = await signUpWithProfile(
    world.browser,
    world.stack,
    { name, dateOfBirth, gender, bio },
    // In London (en-GB): distances in metres; an en-US phone would read feet.
    { timeoutMs: 20_000, contextOptions: { locale: 'en-GB', permissions: ['geolocation'], geolocation: near(world.venue, 10) } },
  );
  await someone.page.goto('/app');
  await checkInAt(someone.page, world.venue.name).catch(async (error) => {
    await shot(someone.page, `0-checkin-failed-${name}`);
    throw error;
  });
  return someone;
}

const shot = screenshots('match-');

test('two people check in, match live, choose a meet point, find each other and end location sharing', async () => {
  const ava = await person('Ava', 'Woman', '1995-03-02');
  const ben = await person('Ben', 'Man', '1992-08-20');

  // Discovery: each sees the other at the venue (the card may need a refresh if they checked in first).
  for (const [me, other] of [
    [ava, 'Ben'],
    [ben, 'Ava'],
  ] as const) {
    await expect(me.page.getByRole('heading', { name: new RegExp(world.venue.name) })).toBeVisible();
    const card = me.page.getByRole('heading', { name: new RegExp(`^${other},`) });
    for (let i = 0; i < 20 && !(await card.isVisible()); i++) {
      const refresh = me.page.getByRole('button', { name: 'Refresh' }).first();
      // The card may arrive (and the empty state's Refresh go) between the check and the click.
      if (await refresh.isVisible()) await refresh.click({ timeout: 1000 }).catch(() => undefined);
      await card.waitFor({ timeout: 500 }).catch(() => undefined);
    }
    await expect(card).toBeVisible();
  }
  await expect(ava.page.getByText('1 person here')).toBeVisible();
  await shot(ava.page, '1-discovery');

  await ava.page.getByRole('button', { name: 'Like' }).click();
  await expect(ava.page.getByText('Interest sent!').first()).toBeVisible();
  await shot(ava.page, '2-interest-sent');

  // Ben likes back: both see the modal — Ben from his answer, Ava live over the socket, without a reload.
  await ben.page.getByRole('button', { name: 'Like' }).click();
  await expect(ben.page.getByRole('heading', { name: "It's a Match!" })).toBeVisible();
  await expect(ava.page.getByRole('heading', { name: "It's a Match!" })).toBeVisible();
  await shot(ava.page, '3-match-modal');

  // Ava chooses where to meet; Ben follows the match from his matches list.
  await ava.page.getByRole('button', { name: 'Choose Where to Meet' }).click();
  await expect(ava.page.getByRole('heading', { name: 'Choose Meet Point' })).toBeVisible();
  await expect(ava.page.getByText('Central location, well-lit area')).toBeVisible();
  await expect(ava.page.getByText('Safety First:')).toBeVisible();
  await shot(ava.page, '4-meet-point');
  await ava.page.getByRole('button', { name: /Main Bar/ }).click();
  await expect(ava.page.getByText('Meet point selected!').first()).toBeVisible();
  await expect(ava.page.getByRole('heading', { name: 'Find Ben' })).toBeVisible();
  await expect(ava.page.getByText('Head to Main Bar', { exact: true })).toBeVisible();
  // Nobody shares yet: Ava waits for Ben's consent (location is shared only once both agree), and nothing claims he is on the way.
  await expect(ava.page.getByTestId('distance').getByText('Waiting for Ben to accept')).toBeVisible();
  await expect(ava.page.getByText(/is on the way/)).toHaveCount(0);
  // Emergency numbers follow the venue's country: a London venue gives 999 or 112.
  await expect(ava.page.getByText('In danger? Emergency services: 999 or 112')).toBeVisible();
  await shot(ava.page, '4b-waiting-for-accept');

  // Ben is told at once (socket toast), and the match shows the point with Accept / Suggest another.
  await expect(ben.page.getByText('Ava wants to meet at Main Bar. Open Matches to accept or suggest another.').first()).toBeVisible();
  await shot(ben.page, '4c-told-meet-point');
  await ben.page.getByRole('button', { name: 'Maybe Later' }).click();
  await ben.page
    .getByRole('link', { name: 'Matches' })
    .or(ben.page.getByRole('button', { name: 'Matches' }))
    .first()
    .click();
  await expect(ben.page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await expect(ben.page.getByText('Active Matches')).toBeVisible();
  await expect(ben.page.getByText('Mutual match')).toBeVisible();
  await expect(ben.page.getByText('Meet point: Main Bar')).toBeVisible();
  await expect(ben.page.getByRole('button', { name: 'Suggest another' })).toBeVisible();
  await shot(ben.page, '5-matches');
  await ben.page.getByRole('button', { name: 'Accept Main Bar' }).click();
  await expect(ben.page.getByRole('heading', { name: 'Find Ava' })).toBeVisible();
  await expect(ben.page.getByText('Head to Main Bar', { exact: true })).toBeVisible();
  // Ava learns it without a reload.
  await expect(ava.page.getByText('You both agreed to meet at')).toBeVisible();

  // Ben is about 300 m away: both see a rounded live distance, never a position.
  await ben.context.setGeolocation(near(world.venue, 310));
  const avaDistance = ava.page.getByTestId('distance');
  await ava.page.waitForFunction(() => /\d+ m away/.test(document.querySelector('[data-testid="distance"]')?.textContent ?? ''));
  const far = Number((await avaDistance.innerText()).match(/(\d+) m away/)![1]);
  expect(far >= 250 && far <= 350, `about 300 m, got ${far}`).toBeTruthy();
  expect(far % 50, 'shown in 50 m steps').toBe(0);
  await expect(ava.page.getByText('Ben is on the way.', { exact: false })).toBeVisible();
  await shot(ava.page, '6-navigation-far');

  // He walks over: "You're here!".
  await ben.context.setGeolocation(near(world.venue, 12));
  await expect(ava.page.getByText("You're here!", { exact: true })).toBeVisible();
  await expect(ben.page.getByText("You're here!", { exact: true })).toBeVisible();
  await shot(ben.page, '7-navigation-here');

  // Both press I'm Here: the meeting ends and the location-sharing countdown starts.
  await ava.page.getByRole('button', { name: "I'm Here" }).click();
  await expect(ava.page.getByText('Arrival confirmed!').first()).toBeVisible();
  await ben.page.getByRole('button', { name: "I'm Here" }).click();
  await expect(ben.page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  const banner = ava.page.getByRole('status', { name: 'Meeting session' });
  await expect(banner).toBeVisible();
  const first = (await banner.innerText()).match(/(\d+:\d\d)/)![1];
  expect(first).toMatch(/^[12]:\d\d$/);
  // The countdown ticks every second: the banner soon shows another time.
  await expect(banner.filter({ hasNotText: first })).toBeVisible({ timeout: 3000 });
  await shot(ava.page, '8-countdown');

  // Keep Sharing hides itself; Stop Now ends it and the banner disappears for both.
  await ava.page.getByRole('button', { name: 'Keep Sharing' }).click();
  await expect(ava.page.getByRole('button', { name: 'Keep Sharing' })).toHaveCount(0);
  const benBanner = ben.page.getByRole('status', { name: 'Meeting session' });
  await expect(benBanner).toBeVisible();
  // The countdown shows on every screen of both people, not only on Matches.
  await ava.page.goto('/conversations');
  await expect(banner).toBeVisible();
  await shot(ava.page, '8b-countdown-on-conversations');
  await ben.page.getByRole('button', { name: 'Stop Now' }).click();
  await expect(benBanner).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await shot(ava.page, '9-sharing-stopped');

  // The Safety Center at this London venue: 999 or 112, and no US numbers.
  await ava.page.goto('/safety');
  await expect(ava.page.getByText('999 or 112').first()).toBeVisible();
  await expect(ava.page.getByText(/\b911\b/)).toHaveCount(0);
  await shot(ava.page, '9b-safety-uk');
  await ava.page.goto('/app');
  await ava.page
    .getByRole('link', { name: 'Matches' })
    .or(ava.page.getByRole('button', { name: 'Matches' }))
    .first()
    .click();

  // No response a person can get carries the other's coordinates.
  for (const url of ['/api/matches', '/api/discovery/current']) {
    const body = await (await ava.context.request.get(url)).text();
    expect(body).not.toMatch(/latitude|longitude/);
  }

  // Chat from the matches list opens the pair's conversation (looked up by matchId, or started).
  await expect(ava.page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await ava.page.getByRole('button', { name: 'Chat', exact: true }).click();
  await ava.page.waitForURL(/\/chat\/[^/]+$/);
  await expect(ava.page.getByPlaceholder('Type a message...')).toBeVisible();
  await expect(ava.page.getByText('Ben', { exact: true }).first()).toBeVisible();
  await shot(ava.page, '10-chat');
  await ava.context.close();
  await ben.context.close();
});
