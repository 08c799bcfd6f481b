import { mkdirSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { signUpWithProfile, useStack, type Person, type Stack, expect, test } from './harness.js';

/**
 * Live discovery through the real UI with two people ~120 m apart: both go live, see each other with
 * a rounded distance and an ice breaker, like back and forth (a match), and one's Chat becomes a
 * message request the other accepts, which opens a chat that starts with the ice breaker.
 */
const SHOTS = '/tmp/shots';
const HERE = { latitude: 52.5163, longitude: 13.3777 };
const THERE = { latitude: HERE.latitude + 120 / 111_320, longitude: HERE.longitude };
let stack: Stack;
let browser: Browser;
let maya: Person;
let noah: Person;

const signUp = (name: string, position: { latitude: number; longitude: number }) =>
  // People in London: distances in metres (an en-US browser reads feet).
  signUpWithProfile(browser, stack, { name, dateOfBirth: '1993-03-02' }, { contextOptions: { locale: 'en-GB', geolocation: position, permissions: ['geolocation'] } });

async function goLive(person: Person, activity: string, status: string, tags: string) {
  const page = person.page;
  await page.goto('/live-discovery');
  await expect(page.getByText('You are hidden')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Go live' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: activity }).click();
  await dialog.getByLabel('Status').fill(status);
  await dialog.getByLabel('Interests').fill(tags);
  await page.screenshot({ path: `${SHOTS}/live-go-live-${person.name.toLowerCase()}.png` });
  await dialog.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByText('You are visible nearby')).toBeVisible({ timeout: 10_000 });
}

useStack(import.meta.filename);
// The tests follow Maya and Noah from going live to a chat: each builds on the one before.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ stack: fileStack, browser: fileBrowser }) => {
  mkdirSync(SHOTS, { recursive: true });
  stack = fileStack;
  browser = fileBrowser;
  maya = await signUp('Maya', HERE);
  noah = await signUp('Noah', THERE);
});

test.afterAll(async () => {
  await maya?.context.close();
  await noah?.context.close();
});

test('two people go live and see each other with a rounded distance and an ice breaker from their shared tags', async () => {
  await goLive(maya, 'Coffee break', 'Flat white and a good book', 'jazz, books, climbing, design, tea');
  await maya.page.screenshot({ path: `${SHOTS}/live-maya-alone.png` });
  // Nobody else yet within the default 100 m; Noah appears once he goes live (pushed, no reload).
  await expect(maya.page.getByText('No one nearby right now')).toBeVisible({ timeout: 10_000 });
  await maya.page.getByLabel('Distance:').fill('150');
  await goLive(noah, 'Coffee break', 'Anyone know a quiet spot to read?', 'Jazz, running');

  const mayaCard = maya.page.getByRole('article', { name: 'Noah' });
  await expect(mayaCard).toBeVisible({ timeout: 10_000 });
  await expect(mayaCard.getByText(/^\d+ m away$/)).toBeVisible();
  const distance = Number((await mayaCard.getByText(/^\d+ m away$/).innerText()).split(' ')[0]);
  expect(distance % 25, 'distances come in 25 m steps').toBe(0);
  expect(Math.abs(distance - 120) <= 50, `shown ${distance} m for ~120 m`).toBeTruthy();
  await expect(maya.page.getByText('1 person active nearby')).toBeVisible();
  await expect(mayaCard.getByText(/Jazz/).first()).toBeVisible();

  await noah.page.getByLabel('Distance:').fill('150');
  const noahCard = noah.page.getByRole('article', { name: 'Maya' });
  await expect(noahCard).toBeVisible({ timeout: 10_000 });
  await expect(noahCard.getByText('+2')).toBeVisible(); // five tags: three shown and +2
  await noah.page.screenshot({ path: `${SHOTS}/live-noah-sees-maya.png` });
  await maya.page.screenshot({ path: `${SHOTS}/live-maya-sees-noah.png` });

  // An activity filter that matches nobody, then Clear all.
  await maya.page.getByRole('button', { name: 'Studying' }).click();
  await expect(maya.page.getByText('No one nearby right now')).toBeVisible({ timeout: 10_000 });
  await maya.page.getByRole('button', { name: 'Clear all' }).click();
  await maya.page.getByLabel('Distance:').fill('150');
  await expect(mayaCard).toBeVisible({ timeout: 10_000 });
});

test('like back and forth makes a match', async () => {
  await maya.page.getByRole('button', { name: 'Like Noah' }).click();
  await expect(maya.page.getByText('Interest sent!').first()).toBeVisible({ timeout: 10_000 });
  await noah.page.getByRole('button', { name: 'Like Maya' }).click();
  await expect(noah.page.getByText("It's a Match!").first()).toBeVisible({ timeout: 10_000 });
  await noah.page.screenshot({ path: `${SHOTS}/live-match.png` });
});

test('Chat sends a message request; accepting it opens a conversation that starts with the ice breaker', async () => {
  // A fresh pair without a match: Maya and a third person.
  const ella = await signUp('Ella', { latitude: HERE.latitude, longitude: HERE.longitude + 0.0005 });
  await goLive(ella, 'Coffee break', 'Between meetings', 'jazz');
  const card = maya.page.getByRole('article', { name: 'Ella' });
  await expect(card).toBeVisible({ timeout: 10_000 });
  const iceBreaker = (await card.locator('p', { hasText: 'Ice breaker:' }).innerText()).replace('Ice breaker:', '').trim();
  await card.getByRole('button', { name: 'Chat with Ella' }).click();
  await expect(maya.page.getByText('Message request sent').first()).toBeVisible({ timeout: 10_000 });
  await expect(card.getByRole('button', { name: 'Chat with Ella' }).getByText('Request sent')).toBeVisible();

  await ella.page.goto('/conversations');
  const request = ella.page.getByRole('listitem', { name: 'Request from Maya' });
  await expect(request).toBeVisible({ timeout: 10_000 });
  await expect(request.getByText(iceBreaker)).toBeVisible();
  await ella.page.screenshot({ path: `${SHOTS}/live-message-request.png` });
  await request.getByRole('button', { name: 'Accept' }).click();
  await ella.page.waitForURL('**/chat/*', { timeout: 10_000 });
  await expect(ella.page.getByText(iceBreaker)).toBeVisible({ timeout: 10_000 });
  await ella.page.screenshot({ path: `${SHOTS}/live-request-accepted-chat.png` });

  // Going offline hides Ella from Maya without a reload.
  await ella.page.goto('/live-discovery');
  await ella.page.getByRole('button', { name: 'Stop' }).click();
  await expect(ella.page.getByText('You are hidden').first()).toBeVisible();
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  await ella.context.close();
});
