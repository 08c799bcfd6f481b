import type { Page } from '@playwright/test';
import { screenshots, stackWithMatchedPair, expect, test } from './harness.js';

/**
 * "Are you sure?" → Send anyway → "Does this bother you?" → Report, through the real UI at 390×844.
 * Alice writes something hurtful, is asked, edits once, then sends it anyway; Bob sees the message
 * with "Does this bother you?" under it and reports it, the form already holding the message.
 */
const world = stackWithMatchedPair(import.meta.filename, ['Alice', 'Bob'], { dateOfBirth: '1993-02-11' });
const [alice, bob] = world.people;
test.describe.configure({ mode: 'serial' });

const shot = screenshots('kind-');
const HURTFUL = "You're pathetic, nobody will ever love you";

async function type(page: Page, text: string) {
  const input = page.getByPlaceholder('Type a message...');
  await input.fill(text);
  await input.press('Enter');
}

test('"Are you sure?" before a hurtful message: Edit keeps the text, Send anyway sends it', async () => {
  const page = alice.page;
  await page.goto(`/chat/${world.conversationId}`);
  await expect(page.getByText('Matched at The Velvet Room')).toBeVisible({ timeout: 15_000 });
  await type(page, HURTFUL);
  const dialog = page.getByRole('dialog', { name: 'Are you sure? This may be hurtful' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await shot(page, 'are-you-sure');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByPlaceholder('Type a message...')).toHaveValue(HURTFUL);
  await expect(page.locator('[data-testid="message-mine"] p', { hasText: HURTFUL })).toHaveCount(0);

  await page.getByPlaceholder('Type a message...').press('Enter');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Send anyway' }).click();
  await expect(page.locator('[data-testid="message-mine"] p', { hasText: HURTFUL })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByPlaceholder('Type a message...')).toHaveValue('');
  // The sender is not shown the recipient's prompt.
  await expect(page.getByTestId('bother-prompt')).toHaveCount(0);
});

test('the recipient sees "Does this bother you?" and reports the message, prefilled', async () => {
  const page = bob.page;
  await page.goto(`/chat/${world.conversationId}`);
  await expect(page.locator('[data-testid="message-theirs"] p', { hasText: HURTFUL })).toBeVisible({ timeout: 15_000 });
  const prompt = page.getByRole('group', { name: 'Does this bother you?' });
  await expect(prompt).toBeVisible();
  await shot(page, 'does-this-bother-you');
  await prompt.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Alice' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Harassment/ })).toBeChecked();
  await expect(dialog.getByLabel('Details (optional)')).toHaveValue(`They sent me: "${HURTFUL}"`);
  await shot(page, 'bother-report');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report submitted', { exact: true })).toBeVisible({ timeout: 10_000 });
});

test('"No, it\'s fine" puts the prompt away for good', async () => {
  await alice.page.goto(`/chat/${world.conversationId}`);
  await type(alice.page, 'Shut your mouth');
  await alice.page.getByRole('dialog', { name: 'Are you sure? This may be hurtful' }).getByRole('button', { name: 'Send anyway' }).click();
  const page = bob.page;
  const second = page.locator('div', { has: page.locator('[data-testid="message-theirs"] p', { hasText: 'Shut your mouth' }) }).getByRole('group', { name: 'Does this bother you?' });
  await expect(second.last()).toBeVisible({ timeout: 15_000 });
  await second.last().getByRole('button', { name: "No, it's fine" }).click();
  await expect(page.getByRole('group', { name: 'Does this bother you?' })).toHaveCount(1, { timeout: 10_000 });
  await page.reload();
  await expect(page.locator('[data-testid="message-theirs"] p', { hasText: 'Shut your mouth' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('group', { name: 'Does this bother you?' })).toHaveCount(1);
});
