// End-to-end tests: each spec file starts the whole stack (scripts/stack.mjs) on a free port in a fresh
// namespace and drives it in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium; Playwright
// never downloads a browser here). `npm test -- e2e` or `npx playwright test e2e/<file>`.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.js';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // One spec file at a time: every file runs its own stack (six services, the gateway), and two cores
  // are shared with other work.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A busy two-core machine: a stack may take a minute to start, a test several minutes to run.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions(),
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
