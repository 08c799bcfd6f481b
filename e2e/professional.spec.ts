// Professional networking end to end in Chromium with two people (two browser contexts): Ava creates her professional
// profile in the form, both check in at one venue with the Professional mode switch on, see each other
// with a computed match score, Ava connects with a message, Ben sees the request live and accepts, and
// the conversation opens in Messages with Ava's message as its first line.
// Screenshots: /tmp/shots/pro-*.png (390×844).
import type { Page } from '@playwright/test';
import { eventually } from '@converge/platform/testing/eventually';
import { checkInAt, near, screenshots, signUpWithProfile, stackAtSeededVenue, expect, test } from './harness.js';

const world = stackAtSeededVenue(import.meta.filename, 'The Spaniards Inn');

const shot = screenshots('pro-');

const person = (name: string, dateOfBirth: string) =>
  signUpWithProfile(
    world.browser,
    world.stack,
    { name, dateOfBirth, gender: 'Woman' },
    { timeoutMs: 20_000, contextOptions: { permissions: ['geolocation'], geolocation: near(world.venue, 10) } },
  );

/** Check in from the check-in screen with the Professional mode switch on; lands on /professional. */
async function checkInProfessional(page: Page, who: string) {
  await page.goto('/app');
  const toggle = page.getByRole('switch', { name: 'Professional mode' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  if (who === 'ava') await shot(page, '2-checkin-switch');
  await checkInAt(page, world.venue.name);
  await page.waitForURL('**/professional');
}

test('two people network at one venue: see each other with a score, connect, accept, chat', async () => {
  const ava = await person('Ava', '1990-03-02');
  const ben = await person('Ben', '1985-08-20');

  // Ava creates her professional profile in the form.
  await ava.page.goto('/professional');
  await expect(ava.page.getByText('Create your professional profile')).toBeVisible();
  await ava.page.getByLabel('Name').fill('Ava Stone');
  await ava.page.getByLabel('Job title').fill('Product Manager');
  await ava.page.getByLabel('Company').fill('Finly');
  await ava.page.getByLabel('Industry', { exact: true }).selectOption('Technology');
  await ava.page.getByLabel('Seniority').selectOption('Mid');
  await ava.page.getByLabel('Expertise').fill('Product Strategy, Agile');
  await ava.page.getByLabel('Interests').fill('Machine Learning, Fintech, Startups');
  await ava.page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/ava-stone');
  await ava.page.getByLabel('Time zone').selectOption('Europe/London');
  await shot(ava.page, '1-profile-form');
  await ava.page.getByRole('button', { name: 'Create professional profile' }).click();
  await expect(ava.page.getByText('Professional profile created').first()).toBeVisible();

  // Ben's profile through the API (the same endpoint the form uses).
  const put = await ben.context.request.put('/api/professional/profile', {
    headers: { origin: world.stack.baseUrl },
    data: {
      displayName: 'Ben Okafor',
      jobTitle: 'CTO',
      company: 'Ledgerly',
      industry: 'Technology',
      seniority: 'Senior',
      expertise: ['Machine Learning', 'Cloud Architecture', 'Fintech'],
      interests: ['Startups', 'Product Strategy'],
      bio: 'Payments infrastructure.',
      linkedinUrl: 'https://www.linkedin.com/in/ben-okafor',
      workLocation: 'London',
      timezone: 'Europe/London',
    },
  });
  expect(put.status(), await put.text()).toBe(200);

  await checkInProfessional(ava.page, 'ava');
  await checkInProfessional(ben.page, 'ben');

  // Both see the other with the computed score (100: same industry, one level apart, shared topics).
  for (const [me, other] of [
    [ava, 'Ben Okafor'],
    [ben, 'Ava Stone'],
  ] as const) {
    const card = me.page.getByRole('article', { name: other });
    // The list is read on load: reload until the other's check-in has reached it.
    await eventually(`${other} in the nearby list`, async () => (await card.isVisible()) || (await me.page.reload(), false), { timeoutMs: 10_000, intervalMs: 500 });
    await expect(card.getByTestId('match-score')).toHaveText('100% match');
  }
  const benCard = ava.page.getByRole('article', { name: 'Ben Okafor' });
  await expect(benCard.getByText('High-quality match')).toBeVisible();
  await expect(benCard.getByText('Mentorship: Ben Okafor, CTO at Ledgerly (Senior), has expertise in Machine Learning and Fintech.')).toBeVisible();
  await shot(ava.page, '3-nearby');

  // Ava connects with a message; Ben sees the request live, without a reload.
  await benCard.getByRole('button', { name: 'Connect with Ben Okafor' }).click();
  const dialog = ava.page.getByRole('dialog', { name: 'Connect with Ben Okafor' });
  await dialog.getByLabel('Message (optional)').fill('Hi Ben, I would love to hear how Ledgerly uses machine learning.');
  await shot(ava.page, '4-connect-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(ava.page.getByText('Connection request sent').first()).toBeVisible();
  await expect(benCard.getByRole('button', { name: /Requested/ })).toBeVisible();

  await expect(ben.page.getByText('Ava Stone wants to connect with you.').first()).toBeVisible();
  const request = ben.page.getByRole('article', { name: 'Request from Ava Stone' });
  await expect(request.getByText('Hi Ben, I would love to hear how Ledgerly uses machine learning.')).toBeVisible();
  await shot(ben.page, '5-request');
  await request.getByRole('button', { name: "Accept Ava Stone's request" }).click();
  await expect(ben.page.getByText('Your conversation with Ava Stone is open in Messages.').first()).toBeVisible();
  await expect(ava.page.getByText('Connection accepted').first()).toBeVisible();

  // The conversation opened in chat with Ava's message as its first line.
  await ben.page.goto('/conversations');
  await expect(ben.page.getByText('1 conversation')).toBeVisible({ timeout: 15_000 });
  await expect(ben.page.getByText('Hi Ben, I would love to hear how Ledgerly uses machine learning.').first()).toBeVisible();
  await shot(ben.page, '6-conversations');
  await ben.page.getByTestId('conversation-row').click();
  await expect(ben.page.getByText('Hi Ben, I would love to hear how Ledgerly uses machine learning.').first()).toBeVisible();
  await ben.page.getByPlaceholder('Type a message...').fill('Happy to! Meet at the bar?');
  await ben.page.keyboard.press('Enter');
  await ava.page.goto('/conversations');
  await expect(ava.page.getByText('Happy to! Meet at the bar?').first()).toBeVisible({ timeout: 15_000 });
  await shot(ava.page, '7-chat');
});
