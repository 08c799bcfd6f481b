import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { eventually } from '@converge/platform/testing/eventually';
import { closeAll, phoneContext, startStackAndBrowser, type Stack } from './harness.js';

let stack: Stack;
let browser: Browser;

before(async () => ({ stack, browser } = await startStackAndBrowser()));
after(() => closeAll(browser, stack));

test('the app loads in Chromium through the gateway', async () => {
  const page = await (await phoneContext(browser, stack.baseUrl)).newPage();
  const response = await page.goto('/');
  assert.equal(response?.status(), 200);
  await page.getByText('Converge').first().waitFor({ timeout: 15_000 });
  assert.match(await page.title(), /Converge/);
});

test('/api/health reports all six services up', async () => {
  const response = await fetch(`${stack.baseUrl}/api/health`);
  assert.equal(response.status, 200);
  const body = (await response.json()) as { services: Record<string, { status: string }> };
  assert.deepEqual(Object.keys(body.services).sort(), ['admin', 'chat', 'identity', 'matching', 'safety', 'venue']);
  assert.ok(Object.values(body.services).every((s) => s.status === 'up'));
});

test('a killed service turns its row down while the gateway keeps answering, and comes back on restart', async () => {
  const restart = await stack.kill('chat');
  const down = await fetch(`${stack.baseUrl}/api/health`);
  assert.equal(down.status, 503);
  const body = (await down.json()) as { services: Record<string, { status: string }> };
  assert.equal(body.services.chat.status, 'down');
  assert.equal(body.services.identity.status, 'up');
  restart();
  await eventually('every service up again', async () => (await fetch(`${stack.baseUrl}/api/health`)).status === 200, { timeoutMs: 30_000, intervalMs: 300 });
});
