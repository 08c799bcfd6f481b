import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { eventually, staysTrue } from '@converge/platform/testing/eventually';
import pg from 'pg';
import { matchThem, screenshots, signUpWithProfile, stackWithMatchedPair, expect, test } from './harness.js';

/**
 * Two people chat through the real UI. They sign up through the REST API (identity), and their match
 * is the MatchCreated event matching would publish, put on JetStream directly so this spec does not
 * depend on check-in, discovery and likes.
 */
const world = stackWithMatchedPair(import.meta.filename, ['Alice', 'Bob'], { dateOfBirth: '1994-05-17' });
const [alice, bob] = world.people;
// Alice and Bob's conversation carries over from test to test.
test.describe.configure({ mode: 'serial' });

const shot = screenshots('chat-');
const bubbles = (page: Page, text: string) => page.locator('[data-testid^="message-"] p', { hasText: text });

async function send(page: Page, text: string) {
  const input = page.getByPlaceholder('Type a message...');
  await input.fill(text);
  await input.press('Enter');
}

test('the conversation list shows the match, and a message appears on the other side in under a second', async () => {
  await alice.page.goto('/conversations');
  await expect(alice.page.getByText('1 conversation')).toBeVisible({ timeout: 15_000 });
  await expect(alice.page.getByText('Bob').first()).toBeVisible();
  await expect(alice.page.getByText('Start your conversation...')).toBeVisible();
  await expect(alice.page.getByText('The Velvet Room')).toBeVisible();
  await shot(alice.page, 'list-empty-conversation');
  await alice.page.getByTestId('conversation-row').click();
  await alice.page.waitForURL(`**/chat/${world.conversationId}`);
  await expect(alice.page.getByText('Matched at The Velvet Room')).toBeVisible();
  // The empty chat offers three starters from the shared generator; a tap puts one in the message box.
  const starters = alice.page.getByRole('list', { name: 'Conversation starters' }).getByRole('button');
  await expect(starters.nth(2)).toBeVisible({ timeout: 15_000 });
  await expect(starters).toHaveCount(3);
  const lines = await starters.allTextContents();
  expect(
    lines.some((line) => line.includes('The Velvet Room')),
    `a starter names the venue: ${lines.join(' | ')}`,
  ).toBeTruthy();
  await starters.first().click();
  await expect(alice.page.getByPlaceholder('Type a message...')).toHaveValue(lines[0]);
  await shot(alice.page, 'starters');
  await alice.page.getByPlaceholder('Type a message...').fill('');

  await bob.page.goto(`/chat/${world.conversationId}`);
  await expect(bob.page.getByText('Matched at The Velvet Room')).toBeVisible({ timeout: 15_000 });
  await expect(bob.page.getByText('Alice').first()).toBeVisible();
  // Typing shows on the other side. Bob's socket joins the conversation's room as his page opens, and a
  // signal sent before that passes him by: typing again (one signal per 2 s) until he sees it also shows
  // both sockets are in the room before we time anything.
  for (let attempt = 1; ; attempt++) {
    await alice.page.getByPlaceholder('Type a message...').pressSequentially('Hi');
    const shown = await bob.page
      .getByText('Alice is typing...')
      .waitFor({ timeout: 2500 })
      .then(
        () => true,
        () => false,
      );
    if (shown) break;
    expect(attempt < 5, 'Bob never saw Alice typing').toBeTruthy();
  }

  const text = `Hi Bob! ${randomUUID().slice(0, 6)}`;
  const input = alice.page.getByPlaceholder('Type a message...');
  await input.fill(text);
  const started = Date.now();
  await input.press('Enter');
  await expect(bubbles(bob.page, text)).toBeVisible({ timeout: 5000 });
  const elapsed = Date.now() - started;
  expect(elapsed < 1000, `the message took ${elapsed} ms to appear`).toBeTruthy();
  expect(await input.inputValue(), 'the input is cleared after a successful send').toBe('');
  expect(await bob.page.getByText('Alice is typing...').count(), 'typing stops with the message').toBe(0);

  // Bob has it on screen, so it is read: Alice's tick turns into "Read".
  await expect(alice.page.getByLabel('Read').last()).toBeVisible({ timeout: 5000 });
  await send(bob.page, 'Hey Alice 👋 <b>not bold</b>');
  await expect(bubbles(alice.page, 'Hey Alice 👋 <b>not bold</b>')).toBeVisible({ timeout: 3000 });
  expect(await alice.page.locator('[data-testid="message-theirs"] b').count(), 'text is shown as text').toBe(0);
  await shot(alice.page, 'alice');
  await shot(bob.page, 'bob');

  await bob.page.goto('/conversations');
  await expect(bob.page.getByText('Hey Alice 👋 <b>not bold</b>')).toBeVisible({ timeout: 5000 });
  await shot(bob.page, 'list');
  await bob.page.goto(`/chat/${world.conversationId}`);
  await expect(bubbles(bob.page, text)).toBeVisible({ timeout: 10_000 });
});

test("messages sent while one side's connection is down appear after it reconnects", async () => {
  await bob.page.evaluate(() => undefined);
  await bob.context.setOffline(true);
  const whileAway = [`While you were away 1 ${randomUUID().slice(0, 4)}`, `While you were away 2 ${randomUUID().slice(0, 4)}`];
  for (const text of whileAway) {
    await send(alice.page, text);
    await expect(bubbles(alice.page, text)).toBeVisible();
    await expect(alice.page.getByText('Sending...')).toHaveCount(0, { timeout: 5000 });
  }
  expect(await bubbles(bob.page, whileAway[0]!).count(), 'an offline page cannot have received it').toBe(0);
  await shot(bob.page, 'bob-offline');
  await bob.context.setOffline(false);
  for (const text of whileAway) await expect(bubbles(bob.page, text)).toBeVisible({ timeout: 15_000 });
  for (const text of whileAway) await expect(bubbles(bob.page, text)).toHaveCount(1);
  // And live delivery works again on the new connection.
  const after = `Back online ${randomUUID().slice(0, 4)}`;
  await send(alice.page, after);
  await expect(bubbles(bob.page, after)).toBeVisible({ timeout: 5000 });
});

test('a kill -9 of chat while a message is being sent ends with it shown exactly once after the client retries', async () => {
  const text = `Survives a crash ${randomUUID().slice(0, 6)}`;
  await send(alice.page, text);
  const restart = await world.stack.kill('chat');
  await shot(alice.page, 'sending-while-down');
  restart();
  // The client retries by itself; if it ran out of attempts first, the person presses Retry.
  await eventually(
    'the message delivered after the restart',
    async () => {
      if ((await alice.page.getByText('Failed to send').count()) > 0) await alice.page.getByRole('button', { name: 'Retry' }).click();
      return (await bubbles(bob.page, text).count()) > 0 && (await alice.page.getByText('Sending...').count()) === 0;
    },
    { timeoutMs: 45_000, intervalMs: 300 },
  );
  // A late push or refetch must not add a copy: once stays once.
  await staysTrue('shown once to each', async () => (await bubbles(alice.page, text).count()) === 1 && (await bubbles(bob.page, text).count()) === 1, { forMs: 1500 });
  await alice.page.reload();
  // locator.waitFor rather than expect(...).toBeVisible: in this runner the latter twice saw the reloaded
  // page stay empty while the restarted chat service came up, and waitFor passed each time (not yet
  // understood; see the e2e conversion notes).
  await bubbles(alice.page, text).waitFor({ timeout: 15_000 });
  expect(await bubbles(alice.page, text).count(), 'stored once').toBe(1);
});

test('once a meet point is chosen the empty chat proposes it, and follows a new choice live', async () => {
  const [carol, dave] = [
    await signUpWithProfile(world.browser, world.stack, { name: 'Carol', dateOfBirth: '1994-05-17' }),
    await signUpWithProfile(world.browser, world.stack, { name: 'Dave', dateOfBirth: '1994-05-17' }),
  ];
  const id = await matchThem(world.stack, carol, dave);
  // Matching holds the match too (as after a mutual like), so either of them can choose a meet point.
  const { matchId } = (await (await carol.context.request.get(`/api/conversations/${id}`)).json()) as { matchId: string };
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${world.stack.namespace}_converge_matching` });
  await db.connect();
  try {
    await db.query(`INSERT INTO matches (id, user_a_id, user_b_id, venue_id, venue_name) VALUES ($1, $2, $3, NULL, 'The Velvet Room')`, [matchId, carol.userId, dave.userId]);
  } finally {
    await db.end();
  }
  await carol.page.goto(`/chat/${id}`);
  const starters = carol.page.getByRole('list', { name: 'Conversation starters' }).getByRole('button');
  await expect(starters.nth(2)).toBeVisible({ timeout: 15_000 });
  await expect(starters.filter({ hasText: 'Shall we meet' })).toHaveCount(0);

  const choose = async (meetPoint: string) => {
    const chosen = await dave.context.request.put(`/api/matches/${matchId}/meetpoint`, { data: { meetPoint }, headers: { origin: world.stack.baseUrl } });
    expect(chosen.status(), await chosen.text()).toBe(200);
  };
  await choose('Main Bar');
  await expect(starters.filter({ hasText: 'Shall we meet at the Main Bar?' })).toBeVisible({ timeout: 15_000 });
  await expect(starters).toHaveCount(3);
  await shot(carol.page, 'starters-meet-point');
  await choose('Entrance');
  await expect(starters.filter({ hasText: 'Shall we meet at the Entrance?' })).toBeVisible({ timeout: 15_000 });
  await expect(starters.filter({ hasText: 'Main Bar' })).toHaveCount(0);
  await starters.first().click();
  expect(await carol.page.getByPlaceholder('Type a message...').inputValue()).toMatch(/^Shall we meet at the Entrance\?/);
});
