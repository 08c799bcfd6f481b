import { signUpWithProfile, useStack, expect, test, type Person } from './harness.js';

/**
 * "Check on me" through the real UI at 390×844, with short timers (a check-in may be due 2 s ahead, the
 * grace period is 4 s) and a local SMTP inbox as the trusted contact's mail provider: no answer → the
 * full-screen prompt turns into "Help was alerted" and the contact is mailed; "I'm safe" stands it down.
 * Then the duress PIN: the screen shows a normal "I'm safe", the contact is alerted all the same.
 */
useStack(import.meta.filename, { SAFETY_CHECKIN_GRACE_SECONDS: '4', SAFETY_CHECKIN_MIN_AHEAD_SECONDS: '1' }, { smtp: true });
test.describe.configure({ mode: 'serial' });

let person: Person;
const contact = `mum-${Date.now()}@example.com`;

test.beforeAll(async ({ browser, stack }) => {
  person = await signUpWithProfile(browser, stack, { name: 'Robin' });
  const added = await person.context.request.post('/api/safety/contacts', { data: { name: 'Mum', email: contact }, headers: { origin: stack.baseUrl } });
  expect(added.status()).toBe(201);
});
test.afterAll(async () => person?.context.close());

/** A check-in due in `seconds` (the UI offers minutes; the test cannot wait an hour). */
async function dueSoon(seconds = 2) {
  const res = await person.context.request.post('/api/safety/check-ins', {
    data: { dueAt: new Date(Date.now() + seconds * 1000).toISOString() },
    headers: { origin: new URL(person.page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as string;
}

test('"Check on me" → no answer → "Help was alerted" and the trusted contact is emailed; "I\'m safe" stands it down', async ({ stack }) => {
  const page = person.page;
  await page.goto('/safety');
  const section = page.getByTestId('check-on-me-section');
  await expect(section.getByText('Check on me', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await section.getByTestId('check-on-me-button').click();
  await expect(page.getByText('We will check on you', { exact: true })).toBeVisible();
  // The first time, a PIN is offered.
  await expect(page.getByTestId('check-on-me-pin-offer')).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(section.getByText('Scheduled', { exact: false })).toBeVisible();

  await dueSoon();
  const prompt = page.getByTestId('check-in-prompt');
  await expect(prompt.getByRole('heading', { name: 'Are you safe?' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: '/tmp/shots/check-on-me-prompt.png' });
  // No answer: after the grace period the screen says help was alerted…
  await expect(prompt.getByRole('heading', { name: 'Help was alerted' })).toBeVisible({ timeout: 30_000 });
  // …and the contact has the alert.
  const alert = await stack.smtp!.waitForMessage(contact, (m) => m.subject === 'Safety alert: Robin did not check in');
  expect(alert.text).toMatch(/Live location \(for the next 4 hours\): http:\/\/localhost:\d+\/share\//);

  await prompt.getByTestId('check-in-safe').click();
  await expect(prompt).toBeHidden({ timeout: 10_000 });
  await stack.smtp!.waitForMessage(contact, (m) => m.subject === 'Robin says they are safe');
});

test('the duress PIN: the screen answers like "I\'m safe", the contact is alerted at once', async ({ stack }) => {
  const page = person.page;
  await page.goto('/safety');
  const section = page.getByTestId('check-on-me-section');
  await section.getByLabel('Safety PIN').fill('2468');
  await section.getByLabel('Duress PIN').fill('1357');
  await section.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Safety PIN saved', { exact: true })).toBeVisible();
  const alertsBefore = stack.smtp!.messagesTo(contact).filter((m) => m.subject.startsWith('Safety alert')).length;

  const id = await dueSoon();
  const prompt = page.getByTestId('check-in-prompt');
  await expect(prompt.getByRole('heading', { name: 'Are you safe?' })).toBeVisible({ timeout: 15_000 });
  await prompt.getByTestId('check-in-pin').fill('1357');
  await prompt.getByTestId('check-in-safe').click();
  await expect(prompt).toBeHidden({ timeout: 10_000 });

  await expect.poll(() => stack.smtp!.messagesTo(contact).filter((m) => m.subject.startsWith('Safety alert')).length, { timeout: 15_000 }).toBe(alertsBefore + 1);
  // Past the grace period nothing on the screen changes, and the person's own read says safe.
  await page.waitForTimeout(6000);
  await expect(prompt).toBeHidden();
  const mine = (await (await person.context.request.get('/api/safety/check-ins')).json()) as Array<{ id: string; status: string; escalatedAt: string | null }>;
  expect(mine.find((c) => c.id === id)).toMatchObject({ status: 'safe', escalatedAt: null });
});
