import { readFileSync } from 'node:fs';
import { liveConnectionOpened, phoneContext, screenshots, stackWithMatchedPair, expect, test } from './harness.js';

/**
 * The Safety Center and report / block through the real UI at 390×844: a trusted contact, a location
 * share opened by someone signed out in another browser context (live, then ended by Stop), emergency,
 * export, a report and a block from the chat (the conversation is gone afterwards, on both sides).
 * The match is the MatchCreated event matching would publish, as in chat.spec.ts.
 */
const HERE = { latitude: 40.741895, longitude: -73.989308 };
// The stack mails through a local SMTP inbox (stack.smtp): the mail provider of the trusted contact and
// the share recipient, who can stop Converge's mails.
const world = stackWithMatchedPair(
  import.meta.filename,
  ['Alice', 'Bob'],
  { dateOfBirth: '1994-05-17' },
  { contextOptions: { permissions: ['geolocation'], geolocation: HERE }, smtp: true },
);
const [alice, bob] = world.people;
const inbox = () => world.stack.smtp!;
// The tests follow Alice through the Safety Center: each builds on the one before.
test.describe.configure({ mode: 'serial' });

const shot = screenshots('safety-', { fullPage: false });

test('a trusted contact is added in the Safety Center (validation first)', async () => {
  const page = alice.page;
  await page.goto('/safety');
  await expect(page.getByRole('heading', { name: 'Safety Center' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No trusted contacts yet', { exact: true })).toBeVisible();
  await shot(page, 'center-top');
  await page.getByRole('button', { name: 'Add trusted contact' }).click();
  const form = page.getByRole('form', { name: 'Add trusted contact' });
  await form.getByLabel('Name').fill('Mum');
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expect(form.getByText('Please enter either a phone number or email', { exact: true })).toBeVisible();
  await form.getByLabel('Email').fill('mum@example.com');
  await form.getByRole('button', { name: 'Save contact' }).click();
  const list = page.getByRole('list', { name: 'Trusted contacts' });
  await expect(list.getByText('Mum', { exact: true })).toBeVisible();
  await expect(list.getByText('mum@example.com', { exact: true })).toBeVisible();
  await expect(page.getByText('1/5', { exact: true })).toBeVisible();
  await page.getByRole('heading', { name: 'Trusted contacts' }).scrollIntoViewIfNeeded();
  await shot(page, 'contacts');
  // It is stored, not only shown.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Trusted contacts' }).getByText('Mum', { exact: true })).toBeVisible({ timeout: 10_000 });
});

test('a location share opens for someone signed out, follows the position, and ends on Stop', async () => {
  const page = alice.page;
  await page.getByRole('button', { name: 'Share my location' }).click();
  const form = page.getByRole('form', { name: 'Share location' });
  await form.getByRole('button', { name: 'Share Location' }).click();
  await expect(page.getByText('Please enter a contact name', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Mum' }).click();
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'share-form');
  await form.getByRole('button', { name: 'Share Location' }).click();
  await expect(page.getByText('Location Shared!', { exact: true })).toBeVisible({ timeout: 15_000 });
  const active = page.getByRole('list', { name: 'Active location shares' });
  await expect(active.getByText('Sharing with Mum', { exact: true })).toBeVisible();
  await expect(active.getByText(/^(4 h left|3 h 59 min left)$/)).toBeVisible();
  await active.scrollIntoViewIfNeeded();
  await shot(page, 'share-active');

  const [share] = (await (await alice.context.request.get('/api/location-shares')).json()) as Array<{ id: string; shareUrl: string }>;
  expect(share, 'the share is listed by the API').toBeTruthy();
  expect(share.shareUrl).toMatch(new RegExp(`^${world.stack.baseUrl}/share/[A-Za-z0-9_-]{22,}$`));

  // Someone without an account opens the link in another browser.
  const outsider = await phoneContext(world.browser, world.stack.baseUrl);
  const publicPage = await outsider.newPage();
  await publicPage.goto(share.shareUrl);
  await expect(publicPage.getByRole('heading', { name: "Alice's live location" })).toBeVisible({ timeout: 15_000 });
  // The sharer's open app sends its position; the public page shows it (4 decimals).
  await expect(publicPage.getByText('40.7419, -73.9893', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(publicPage.getByText(/(4 h left|3 h 59 min left)/)).toBeVisible();
  await shot(publicPage, 'public-live');
  // The same page in the light theme (kept in local storage under "theme").
  await publicPage.evaluate(() => localStorage.setItem('theme', 'light'));
  await publicPage.reload();
  await expect(publicPage.getByText('40.7419, -73.9893', { exact: true })).toBeVisible({ timeout: 10_000 });
  await shot(publicPage, 'public-live-light');

  // Alice moves; her open app sends the new position, and the public page follows without a reload.
  await alice.context.setGeolocation({ latitude: 40.758, longitude: -73.9855 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Active location shares' })).toBeVisible({ timeout: 10_000 });
  await expect(publicPage.getByText('40.7580, -73.9855', { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Stop sharing with Mum' }).click();
  await expect(page.getByText('Location sharing stopped', { exact: true })).toBeVisible();
  await expect(active).toHaveCount(0);
  const ended = Date.now();
  // The page polls every 10 s; the socket's share:ended makes it quicker than that.
  await expect(publicPage.getByRole('heading', { name: 'Sharing has ended' })).toBeVisible({ timeout: 6000 });
  expect(await publicPage.getByText('40.7580, -73.9855', { exact: true }).count(), 'no position after the end').toBe(0);
  console.log(`public page ended ${Date.now() - ended} ms after Stop`);
  await shot(publicPage, 'public-ended');
  expect((await outsider.request.get(new URL(share.shareUrl).pathname.replace('/share/', '/api/shares/'))).status()).toBe(410);
  await outsider.close();
});

test('emergency: confirm → activated (the trusted contact is alerted) → back on /safety after 3 s', async () => {
  const page = alice.page;
  await page.goto('/safety');
  await page.getByRole('button', { name: 'Emergency' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Activate emergency?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'emergency-confirm');
  await dialog.getByRole('button', { name: 'Yes, I need help' }).click();
  await expect(page.getByText('Emergency activated', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('We alerted your trusted contact with your location.', { exact: true })).toBeVisible();
  await shot(page, 'emergency-activated');
  await expect(page.getByText(/Emergency alert sent at/)).toBeVisible({ timeout: 6000 });
  expect(new URL(page.url()).pathname).toBe('/safety');
  await expect(page.getByText('Emergency activated', { exact: true })).toHaveCount(0);
});

test("the trusted contact stops Converge's emails from the alert's link; the Safety Center says so next to them", async () => {
  const alert = await inbox().waitForMessage('mum@example.com', (m) => m.subject === 'Emergency alert: Alice needs help');
  expect(alert.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  const link = /To stop emails from Converge to this address: (\S+)/.exec(alert.text)?.[1];
  expect(link?.startsWith(`${world.stack.baseUrl}/unsubscribe?token=`), `a visible unsubscribe link: ${link}`).toBeTruthy();

  // Mum, who has no account, opens the link: nothing happens until she confirms.
  const mum = await phoneContext(world.browser, world.stack.baseUrl);
  const page = await mum.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Stop emails from Converge?' })).toBeVisible({ timeout: 15_000 });
  await shot(page, 'unsubscribe-confirm');
  let contacts = (await (await alice.context.request.get('/api/safety/contacts')).json()) as Array<{ name: string; emailsStopped: boolean }>;
  expect(contacts.map((c) => [c.name, c.emailsStopped])).toEqual([['Mum', false]]);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible({ timeout: 10_000 });
  await shot(page, 'unsubscribe-done');
  await mum.close();

  contacts = (await (await alice.context.request.get('/api/safety/contacts')).json()) as Array<{ name: string; emailsStopped: boolean }>;
  expect(contacts.map((c) => [c.name, c.emailsStopped])).toEqual([['Mum', true]]);
  await alice.page.goto('/safety');
  const row = alice.page.getByRole('list', { name: 'Trusted contacts' }).getByRole('listitem').filter({ hasText: 'Mum' });
  await expect(row.getByText('Stopped emails from Converge. Emergency alerts cannot reach them.', { exact: false })).toBeVisible({ timeout: 10_000 });
  await row.scrollIntoViewIfNeeded();
  await shot(alice.page, 'contact-emails-stopped');
});

test('export downloads converge-export-YYYY-MM-DD.json holding the trusted contact', async () => {
  const page = alice.page;
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^converge-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const text = readFileSync(file!, 'utf8');
  expect(text.includes('mum@example.com'), 'the export holds the trusted contact').toBeTruthy();
  await expect(page.getByText('Data exported', { exact: true })).toBeVisible();
});

test('report from the chat header: a reason is required, then "Report submitted"', async () => {
  const page = alice.page;
  await page.goto(`/chat/${world.conversationId}`);
  await expect(page.getByText('Matched at The Velvet Room', { exact: true })).toBeVisible({ timeout: 15_000 });
  await shot(page, 'chat-header');
  await page.getByRole('button', { name: 'Report or block Bob' }).click();
  await page.getByRole('button', { name: /Report Bob/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Bob' });
  await expect(dialog.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
  await dialog.getByText('Inappropriate behavior', { exact: true }).click();
  await dialog.getByLabel('Details (optional)').fill('Sent me rude messages.');
  await shot(page, 'report-dialog');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report submitted', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toHaveCount(0);
  // Reporting alone does not block: the chat is still open.
  expect(new URL(page.url()).pathname).toBe(`/chat/${world.conversationId}`);
});

test('block from the chat: the conversation vanishes for both, and Bob is listed as blocked', async () => {
  const bobIsLive = liveConnectionOpened(bob.page);
  await bob.page.goto(`/chat/${world.conversationId}`);
  await expect(bob.page.getByText('Matched at The Velvet Room', { exact: true })).toBeVisible({ timeout: 15_000 });
  // Bob's chat is open and live before Alice blocks: the block's push is what takes him out of it.
  await bobIsLive;
  const page = alice.page;
  await page.getByRole('button', { name: 'Report or block Bob' }).click();
  await page.getByRole('button', { name: /Block Bob/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Bob?' });
  await shot(page, 'block-confirm');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('User blocked', { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.waitForURL('**/conversations');
  await expect(page.getByText('No conversations yet', { exact: true })).toBeVisible({ timeout: 10_000 });
  await shot(page, 'after-block');
  // Bob, who had the chat open, is taken out of it too.
  await bob.page.waitForURL('**/conversations', { timeout: 10_000 });
  await expect(bob.page.getByText('No conversations yet', { exact: true })).toBeVisible({ timeout: 10_000 });

  // And the server agrees: a fresh load (nothing remembered by the tab) lists no conversation either.
  await page.reload();
  await expect(page.getByText('No conversations yet', { exact: true })).toBeVisible({ timeout: 10_000 });
  const sent = await alice.context.request.post(`/api/conversations/${world.conversationId}/messages`, { data: { content: 'still there?' } });
  expect(sent.status(), 'a blocked pair cannot message').toBe(403);
  // Opened again from a link or the history (no push comes now), the closed chat does not stay on
  // Bob's screen either: he is taken back to the list.
  await bob.page.goto(`/chat/${world.conversationId}`);
  await bob.page.waitForURL('**/conversations', { timeout: 10_000 });
  await expect(bob.page.getByText('No conversations yet', { exact: true })).toBeVisible({ timeout: 10_000 });
  await shot(bob.page, 'blocked-chat-reopened');

  await page.goto('/safety');
  const blocked = page.getByRole('list', { name: 'Blocked people' });
  await expect(blocked.getByText('Bob', { exact: true })).toBeVisible({ timeout: 10_000 });
  await blocked.scrollIntoViewIfNeeded();
  await shot(page, 'blocked-list');
  await blocked.getByRole('button', { name: 'Unblock Bob' }).click();
  await expect(page.getByText('User unblocked', { exact: true })).toBeVisible();
  await expect(page.getByText("You haven't blocked anyone.", { exact: true })).toBeVisible();
});
