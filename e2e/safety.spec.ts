import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { phoneContext, screenshots, stackWithMatchedPair } from './harness.js';

/**
 * The Safety Center and report / block through the real UI at 390×844: a trusted contact, a location
 * share opened by someone signed out in another browser context (live, then ended by Stop), emergency,
 * export, a report and a block from the chat (the conversation is gone afterwards, on both sides).
 * The match is the MatchCreated event matching would publish, as in chat.spec.ts.
 */
const HERE = { latitude: 40.741895, longitude: -73.989308 };
/** The mail provider of the trusted contact and the share recipient (issue 28: they can stop the mails). */
const smtp = await startSmtpInbox();
after(() => smtp.close());
const world = stackWithMatchedPair(['Alice', 'Bob'], { dateOfBirth: '1994-05-17' }, { contextOptions: { permissions: ['geolocation'], geolocation: HERE }, env: { SMTP_URL: smtp.url } });
const [alice, bob] = world.people;

const shot = screenshots('safety-', { fullPage: false });


test('a trusted contact is added in the Safety Center (validation first)', async () => {
  const page = alice.page;
  await page.goto('/safety');
  await page.getByRole('heading', { name: 'Safety Center' }).waitFor({ timeout: 15_000 });
  await page.getByText('No trusted contacts yet', { exact: true }).waitFor();
  await shot(page, 'center-top');
  await page.getByRole('button', { name: 'Add trusted contact' }).click();
  const form = page.getByRole('form', { name: 'Add trusted contact' });
  await form.getByLabel('Name').fill('Mum');
  await form.getByRole('button', { name: 'Save contact' }).click();
  await form.getByText('Please enter either a phone number or email', { exact: true }).waitFor();
  await form.getByLabel('Email').fill('mum@example.com');
  await form.getByRole('button', { name: 'Save contact' }).click();
  const list = page.getByRole('list', { name: 'Trusted contacts' });
  await list.getByText('Mum', { exact: true }).waitFor();
  await list.getByText('mum@example.com', { exact: true }).waitFor();
  await page.getByText('1/5', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Trusted contacts' }).scrollIntoViewIfNeeded();
  await shot(page, 'contacts');
  // It is stored, not only shown.
  await page.reload();
  await page.getByRole('list', { name: 'Trusted contacts' }).getByText('Mum', { exact: true }).waitFor({ timeout: 10_000 });
});

test('a location share opens for someone signed out, follows the position, and ends on Stop', async () => {
  const page = alice.page;
  await page.getByRole('button', { name: 'Share my location' }).click();
  const form = page.getByRole('form', { name: 'Share location' });
  await form.getByRole('button', { name: 'Share Location' }).click();
  await page.getByText('Please enter a contact name', { exact: true }).waitFor();
  await form.getByRole('button', { name: 'Mum' }).click();
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'share-form');
  await form.getByRole('button', { name: 'Share Location' }).click();
  await page.getByText('Location Shared!', { exact: true }).waitFor({ timeout: 15_000 });
  const active = page.getByRole('list', { name: 'Active location shares' });
  await active.getByText('Sharing with Mum', { exact: true }).waitFor();
  await active.getByText(/^(4 h left|3 h 59 min left)$/).waitFor();
  await active.scrollIntoViewIfNeeded();
  await shot(page, 'share-active');

  const [share] = (await (await alice.context.request.get('/api/location-shares')).json()) as Array<{ id: string; shareUrl: string }>;
  assert.ok(share, 'the share is listed by the API');
  assert.match(share.shareUrl, new RegExp(`^${world.stack.baseUrl}/share/[A-Za-z0-9_-]{22,}$`));

  // Someone without an account opens the link in another browser.
  const outsider = await phoneContext(world.browser, world.stack.baseUrl);
  const publicPage = await outsider.newPage();
  await publicPage.goto(share.shareUrl);
  await publicPage.getByRole('heading', { name: "Alice's live location" }).waitFor({ timeout: 15_000 });
  // The sharer's open app sends its position; the public page shows it (4 decimals).
  await publicPage.getByText('40.7419, -73.9893', { exact: true }).waitFor({ timeout: 20_000 });
  await publicPage.getByText(/(4 h left|3 h 59 min left)/).waitFor();
  await shot(publicPage, 'public-live');
  // The same page in the light theme (kept in local storage under "theme").
  await publicPage.evaluate(() => localStorage.setItem('theme', 'light'));
  await publicPage.reload();
  await publicPage.getByText('40.7419, -73.9893', { exact: true }).waitFor({ timeout: 10_000 });
  await shot(publicPage, 'public-live-light');

  // Alice moves; her open app sends the new position, and the public page follows without a reload.
  await alice.context.setGeolocation({ latitude: 40.758, longitude: -73.9855 });
  await page.reload();
  await page.getByRole('list', { name: 'Active location shares' }).waitFor({ timeout: 10_000 });
  await publicPage.getByText('40.7580, -73.9855', { exact: true }).waitFor({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Stop sharing with Mum' }).click();
  await page.getByText('Location sharing stopped', { exact: true }).waitFor();
  await active.waitFor({ state: 'detached' });
  const ended = Date.now();
  // The page polls every 10 s; the socket's share:ended makes it quicker than that.
  await publicPage.getByRole('heading', { name: 'Sharing has ended' }).waitFor({ timeout: 6000 });
  assert.equal(await publicPage.getByText('40.7580, -73.9855', { exact: true }).count(), 0, 'no position after the end');
  console.log(`public page ended ${Date.now() - ended} ms after Stop`);
  await shot(publicPage, 'public-ended');
  assert.equal((await outsider.request.get(new URL(share.shareUrl).pathname.replace('/share/', '/api/shares/'))).status(), 410);
  await outsider.close();
});

test('emergency: confirm → activated (the trusted contact is alerted) → back on /safety after 3 s', async () => {
  const page = alice.page;
  await page.goto('/safety');
  await page.getByRole('button', { name: 'Emergency' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Activate emergency?' });
  await dialog.waitFor();
  await shot(page, 'emergency-confirm');
  await dialog.getByRole('button', { name: 'Yes, I need help' }).click();
  await page.getByText('Emergency activated', { exact: true }).waitFor({ timeout: 10_000 });
  await page.getByText('We alerted your trusted contact with your location.', { exact: true }).waitFor();
  await shot(page, 'emergency-activated');
  await page.getByText(/Emergency alert sent at/).waitFor({ timeout: 6000 });
  assert.equal(new URL(page.url()).pathname, '/safety');
  assert.equal(await page.getByText('Emergency activated', { exact: true }).count(), 0);
});

test("the trusted contact stops Converge's emails from the alert's link; the Safety Center says so next to them", async () => {
  const alert = await smtp.waitForMessage('mum@example.com', (m) => m.subject === 'Emergency alert: Alice needs help');
  assert.match(alert.raw, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  const link = /To stop emails from Converge to this address: (\S+)/.exec(alert.text)?.[1];
  assert.ok(link?.startsWith(`${world.stack.baseUrl}/unsubscribe?token=`), `a visible unsubscribe link: ${link}`);

  // Mum, who has no account, opens the link: nothing happens until she confirms.
  const mum = await phoneContext(world.browser, world.stack.baseUrl);
  const page = await mum.newPage();
  await page.goto(link!);
  await page.getByRole('heading', { name: 'Stop emails from Converge?' }).waitFor({ timeout: 15_000 });
  await shot(page, 'unsubscribe-confirm');
  let contacts = (await (await alice.context.request.get('/api/safety/contacts')).json()) as Array<{ name: string; emailsStopped: boolean }>;
  assert.deepEqual(contacts.map((c) => [c.name, c.emailsStopped]), [['Mum', false]]);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor({ timeout: 10_000 });
  await shot(page, 'unsubscribe-done');
  await mum.close();

  contacts = (await (await alice.context.request.get('/api/safety/contacts')).json()) as Array<{ name: string; emailsStopped: boolean }>;
  assert.deepEqual(contacts.map((c) => [c.name, c.emailsStopped]), [['Mum', true]]);
  await alice.page.goto('/safety');
  const row = alice.page.getByRole('list', { name: 'Trusted contacts' }).getByRole('listitem').filter({ hasText: 'Mum' });
  await row.getByText('Stopped emails from Converge. Emergency alerts cannot reach them.', { exact: false }).waitFor({ timeout: 10_000 });
  await row.scrollIntoViewIfNeeded();
  await shot(alice.page, 'contact-emails-stopped');
});

test('export downloads converge-export-YYYY-MM-DD.json holding the trusted contact', async () => {
  const page = alice.page;
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  assert.match(download.suggestedFilename(), /^converge-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const text = readFileSync(file!, 'utf8');
  assert.ok(text.includes('mum@example.com'), 'the export holds the trusted contact');
  await page.getByText('Data exported', { exact: true }).waitFor();
});

test('report from the chat header: a reason is required, then "Report submitted"', async () => {
  const page = alice.page;
  await page.goto(`/chat/${world.conversationId}`);
  await page.getByText('Matched at The Velvet Room', { exact: true }).waitFor({ timeout: 15_000 });
  await shot(page, 'chat-header');
  await page.getByRole('button', { name: 'Report or block Bob' }).click();
  await page.getByRole('button', { name: /Report Bob/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Bob' });
  assert.equal(await dialog.getByRole('button', { name: 'Submit Report' }).isDisabled(), true);
  await dialog.getByText('Inappropriate behavior', { exact: true }).click();
  await dialog.getByLabel('Details (optional)').fill('Sent me rude messages.');
  await shot(page, 'report-dialog');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await page.getByText('Report submitted', { exact: true }).waitFor({ timeout: 10_000 });
  await dialog.waitFor({ state: 'detached' });
  // Reporting alone does not block: the chat is still open.
  assert.equal(new URL(page.url()).pathname, `/chat/${world.conversationId}`);
});

test('block from the chat: the conversation vanishes for both, and Bob is listed as blocked', async () => {
  await bob.page.goto(`/chat/${world.conversationId}`);
  await bob.page.getByText('Matched at The Velvet Room', { exact: true }).waitFor({ timeout: 15_000 });
  const page = alice.page;
  await page.getByRole('button', { name: 'Report or block Bob' }).click();
  await page.getByRole('button', { name: /Block Bob/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Bob?' });
  await shot(page, 'block-confirm');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await page.getByText('User blocked', { exact: true }).waitFor({ timeout: 10_000 });
  await page.waitForURL('**/conversations');
  await page.getByText('No conversations yet', { exact: true }).waitFor({ timeout: 10_000 });
  await shot(page, 'after-block');
  // Bob, who had the chat open, is taken out of it too.
  await bob.page.waitForURL('**/conversations', { timeout: 10_000 });
  await bob.page.getByText('No conversations yet', { exact: true }).waitFor({ timeout: 10_000 });

  // And the server agrees: a fresh load (nothing remembered by the tab) lists no conversation either.
  await page.reload();
  await page.getByText('No conversations yet', { exact: true }).waitFor({ timeout: 10_000 });
  const sent = await alice.context.request.post(`/api/conversations/${world.conversationId}/messages`, { data: { content: 'still there?' } });
  assert.equal(sent.status(), 403, 'a blocked pair cannot message');

  await page.goto('/safety');
  const blocked = page.getByRole('list', { name: 'Blocked people' });
  await blocked.getByText('Bob', { exact: true }).waitFor({ timeout: 10_000 });
  await blocked.scrollIntoViewIfNeeded();
  await shot(page, 'blocked-list');
  await blocked.getByRole('button', { name: 'Unblock Bob' }).click();
  await page.getByText('User unblocked', { exact: true }).waitFor();
  await page.getByText("You haven't blocked anyone.", { exact: true }).waitFor();
});
