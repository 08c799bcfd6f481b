// Debian's Chromium and the flags every e2e browser starts with; read by playwright.config.ts and the
// harness (for the few specs that need a second browser with extra flags). Nothing downloads a browser.
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Debian's Chromium with the flags above plus `extraArgs` (fake camera etc.). */
export const chromiumLaunchOptions = (extraArgs: string[] = []): LaunchOptions => ({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
