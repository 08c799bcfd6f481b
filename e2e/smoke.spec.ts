import { expect, phoneContext, test, useStack } from './harness.js';

useStack(import.meta.filename);

test('the app loads in Chromium through the gateway', async ({ stack, browser }) => {
  const page = await (await phoneContext(browser, stack.baseUrl)).newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Converge').first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(/Converge/);
});

test('/api/health reports all six services up', async ({ stack }) => {
  const response = await fetch(`${stack.baseUrl}/api/health`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { services: Record<string, { status: string }> };
  expect(Object.keys(body.services).sort()).toEqual(['admin', 'chat', 'identity', 'matching', 'safety', 'venue']);
  expect(Object.values(body.services).every((s) => s.status === 'up')).toBeTruthy();
});

test('a killed service turns its row down while the gateway keeps answering, and comes back on restart', async ({ stack }) => {
  const restart = await stack.kill('chat');
  const down = await fetch(`${stack.baseUrl}/api/health`);
  expect(down.status).toBe(503);
  const body = (await down.json()) as { services: Record<string, { status: string }> };
  expect(body.services.chat.status).toBe('down');
  expect(body.services.identity.status).toBe('up');
  restart();
  await expect.poll(async () => (await fetch(`${stack.baseUrl}/api/health`)).status, { message: 'every service up again', timeout: 30_000, intervals: [300] }).toBe(200);
});
