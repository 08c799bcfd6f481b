import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with `npm start`
import { startStack as startProcesses } from '../scripts/stack.mjs';
import { cleanupTestNamespace, freePort } from '@converge/platform';

export interface Stack {
  baseUrl: string;
  namespace: string;
  stop(): Promise<void>;
  /** Kills one service with SIGKILL (as a crash would) and returns a function that starts it again. */
  kill(service: string): Promise<() => void>;
}


/**
 * Starts the whole stack as a user starts it (separate processes) on a free port in a fresh namespace,
 * so it never collides with a dev stack or another test run. `env` adds settings (short timers etc.).
 */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const namespace = `e2e${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  const shared = { NAMESPACE: namespace, LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', PUBLIC_URL: `http://localhost:${port}`, ...env };
  Object.assign(process.env, { NAMESPACE: namespace });
  const stack = await startProcesses({ env: shared, port, quiet: true });
  return {
    baseUrl: stack.baseUrl,
    namespace,
    async stop() {
      await stack.stop();
      await cleanupTestNamespace(namespace);
    },
    async kill(service: string) {
      const child = stack.processes.get(service);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      return () => stack.restart(service);
    },
  };
}

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

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A phone-sized browser context (390×844) pointed at the stack. */
export async function phoneContext(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, ...options });
}
