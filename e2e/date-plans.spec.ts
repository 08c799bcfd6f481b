import { likeWhenBothHere, near, phoneContext, screenshots, signUpWithProfile, useStack, expect, test, type Person } from './harness.js';

/**
 * Share My Date at 390×844 through the real UI: Ava, matched with Ben at a venue, creates a plan from
 * the match card, sends it to her trusted contact (the mail arrives), and someone signed out opens the
 * link and sees Ben's first name, the venue, the time and the note; once Ava stops the link the page
 * says it is no longer shared.
 */
useStack(import.meta.filename, {}, { smtp: true });
test.describe.configure({ mode: 'serial' });
const shot = screenshots('date-plans-', { fullPage: false });

let ava: Person;
let ben: Person;
let link = '';

test.beforeAll(async ({ browser, stack, venues }) => {
  const venue = venues['The Spaniards Inn']!;
  const at = { permissions: ['geolocation'], geolocation: near(venue, 10) };
  ava = await signUpWithProfile(browser, stack, { name: 'Ava' }, { contextOptions: at, timeoutMs: 20_000 });
  ben = await signUpWithProfile(browser, stack, { name: 'Ben Carter', email: `ben-${Date.now().toString(36)}@example.com` }, { contextOptions: at, timeoutMs: 20_000 });
  const send = async (p: Person, url: string, data: unknown) => {
    const response = await p.context.request.post(url, { data, headers: { origin: stack.baseUrl } });
    expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBeTruthy();
  };
  for (const p of [ava, ben]) await send(p, '/api/checkin', { latitude: near(venue, 10).latitude, longitude: venue.longitude });
  for (const [from, to] of [
    [ava, ben],
    [ben, ava],
  ] as const) {
    const liked = await likeWhenBothHere(from, { toUserId: to.userId, venueId: venue.id }, stack.baseUrl);
    expect(liked.ok(), `/api/likes: ${liked.status()} ${await liked.text()}`).toBeTruthy();
  }
  await send(ava, '/api/safety/contacts', { name: 'Mum', email: `mum-${ava.userId.slice(0, 8)}@example.com` });
});

test.afterAll(async () => {
  await ava?.context.close();
  await ben?.context.close();
});

test('Ava shares her date from the match card and sends it to her trusted contacts', async ({ stack }) => {
  const page = ava.page;
  await page.goto('/app/matches');
  await page.getByRole('button', { name: 'Share my date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share my date' });
  await expect(dialog.getByText(/They see Ben's first name, age and photo/)).toBeVisible();
  await dialog.getByLabel('Note (optional)').fill('Drinks first, I will text you by 10');
  await shot(page, 'create');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const linkField = dialog.getByLabel('Your private link');
  await expect(linkField).toHaveValue(/\/date\/[A-Za-z0-9_-]{43}$/);
  link = await linkField.inputValue();
  await dialog.getByRole('button', { name: 'Send to my trusted contacts' }).click();
  // The toast's own line, not Radix's screen-reader announcement of it (the same words, for a second).
  await expect(page.getByText('Emailed to 1 trusted contact.', { exact: true })).toBeVisible();
  await shot(page, 'link');
  const mail = await stack.smtp!.waitForMessage(`mum-${ava.userId.slice(0, 8)}@example.com`);
  expect(mail.subject).toBe('Ava shared their date plan with you');
  expect(mail.text).toContain(new URL(link).pathname);
});

test('someone signed out opens the link: first name, venue, time and note, nothing else; stopped → no longer shared', async ({ browser, stack }) => {
  const friend = await phoneContext(browser, stack.baseUrl);
  const page = await friend.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Meeting Ben' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The Spaniards Inn')).toBeVisible();
  await expect(page.getByText('Drinks first, I will text you by 10')).toBeVisible();
  await expect(page.getByText('Carter')).toHaveCount(0);
  await shot(page, 'public');

  // Ava stops it from the Safety Center.
  await ava.page.goto('/safety');
  const plans = ava.page.getByRole('list', { name: 'Shared date plans' });
  await expect(plans.getByText(/Ben at The Spaniards Inn/)).toBeVisible({ timeout: 15_000 });
  await plans.getByRole('button', { name: 'Stop sharing this link' }).click();
  await expect(ava.page.getByText('No date plans shared right now.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'This date plan is no longer shared' })).toBeVisible({ timeout: 15_000 });
  await shot(page, 'ended');
  await friend.close();
});
