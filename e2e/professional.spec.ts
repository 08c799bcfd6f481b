// Issue 17 end to end in Chromium with two people (two browser contexts): Ava creates her professional
// profile in the form, both check in at one venue with the Professional mode switch on, see each other
// with a computed match score, Ava connects with a message, Ben sees the request live and accepts, and
// the conversation opens in Messages with Ava's message as its first line.
// Screenshots: /tmp/shots/pro-*.png (390×844).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '@converge/platform/testing/eventually';
import { checkInAt, near, screenshots, signUpWithProfile, stackAtSeededVenue } from './harness.js';

const world = stackAtSeededVenue('The Spaniards Inn');

const shot = screenshots('pro-');

const person = (name: string, dateOfBirth: string) =>
  signUpWithProfile(world.browser, world.stack, { name, dateOfBirth, gender: 'Woman' }, { timeoutMs: 20_000, contextOptions: { permissions: ['geolocation'], geolocation: near(world.venue, 10) } });

/** Check in from the check-in screen with the Professional mode switch on; lands on /professional. */
async function checkInProfessional(page: Page, who: string) {
  await page.goto('/app');
  const toggle = page.getByRole('switch', { name: 'Professional mode' });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-checked'), 'true');
  if (who === 'ava') await shot(page, '2-checkin-switch');
  await checkInAt(page, world.venue.name);
  await page.waitForURL('**/professional');
}

test('two people network at one venue: see each other with a score, connect, accept, chat', async () => {
  const ava = await person('Ava', '1990-03-02');
  const ben = await person('Ben', '1985-08-20');

  // Ava creates her professional profile in the form.
  await ava.page.goto('/professional');
  await ava.page.getByText('Create your professional profile').waitFor();
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
  await ava.page.getByText('Professional profile created').first().waitFor();

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
  assert.equal(put.status(), 200, await put.text());

  await checkInProfessional(ava.page, 'ava');
  await checkInProfessional(ben.page, 'ben');

  // Both see the other with the computed score (100: same industry, one level apart, shared topics).
  for (const [me, other] of [[ava, 'Ben Okafor'], [ben, 'Ava Stone']] as const) {
    const card = me.page.getByRole('article', { name: other });
    // The list is read on load: reload until the other's check-in has reached it.
    await eventually(`${other} in the nearby list`, async () => (await card.isVisible()) || (await me.page.reload(), false), { timeoutMs: 10_000, intervalMs: 500 });
    assert.equal(await card.getByTestId('match-score').innerText(), '100% match');
  }
  const benCard = ava.page.getByRole('article', { name: 'Ben Okafor' });
  await benCard.getByText('High-quality match').waitFor();
  await benCard.getByText('Mentorship: Ben Okafor is a senior CTO at Ledgerly with expertise in Machine Learning and Fintech.').waitFor();
  await shot(ava.page, '3-nearby');

  // Ava connects with a message; Ben sees the request live, without a reload.
  await benCard.getByRole('button', { name: 'Connect with Ben Okafor' }).click();
  const dialog = ava.page.getByRole('dialog', { name: 'Connect with Ben Okafor' });
  await dialog.getByLabel('Message (optional)').fill('Hi Ben, I would love to hear how Ledgerly uses machine learning.');
  await shot(ava.page, '4-connect-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await ava.page.getByText('Connection request sent').first().waitFor();
  await benCard.getByRole('button', { name: /Requested/ }).waitFor();

  await ben.page.getByText('Ava Stone wants to connect with you.').first().waitFor();
  const request = ben.page.getByRole('article', { name: 'Request from Ava Stone' });
  await request.getByText('Hi Ben, I would love to hear how Ledgerly uses machine learning.').waitFor();
  await shot(ben.page, '5-request');
  await request.getByRole('button', { name: "Accept Ava Stone's request" }).click();
  await ben.page.getByText('Your conversation with Ava Stone is open in Messages.').first().waitFor();
  await ava.page.getByText('Connection accepted').first().waitFor();

  // The conversation opened in chat with Ava's message as its first line.
  await ben.page.goto('/conversations');
  await ben.page.getByText('1 conversation').waitFor({ timeout: 15_000 });
  await ben.page.getByText('Hi Ben, I would love to hear how Ledgerly uses machine learning.').first().waitFor();
  await shot(ben.page, '6-conversations');
  await ben.page.getByTestId('conversation-row').click();
  await ben.page.getByText('Hi Ben, I would love to hear how Ledgerly uses machine learning.').first().waitFor();
  await ben.page.getByPlaceholder('Type a message...').fill('Happy to! Meet at the bar?');
  await ben.page.keyboard.press('Enter');
  await ava.page.goto('/conversations');
  await ava.page.getByText('Happy to! Meet at the bar?').first().waitFor({ timeout: 15_000 });
  await shot(ava.page, '7-chat');
});
