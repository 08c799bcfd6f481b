// The e2e tests' harness on Playwright Test: `test` (Playwright's, plus the worker-scoped `stack` and
// `venues` fixtures), `expect`, and the helpers the specs share (phone-sized contexts, screenshots into
// /tmp/shots, signing people up through the REST API, the seed venues, checking in, matching two people).
// Every spec file calls useStack (or stackAtSeededVenue / stackWithMatchedPair) once: it gets a stack of
// its own, in a fresh namespace, started before its first test and stopped after its last. The browser is
// Playwright's `browser` fixture: Debian's Chromium with the flags in chromium.ts (playwright.config.ts).
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { chromium, expect, test as base, type APIResponse, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type WebSocket } from '@playwright/test';
import { createEnvelope, eventCatalog } from '@converge/contracts';
import { eventuallyValue } from '@converge/platform/testing/eventually';
// @ts-expect-error plain ESM helper shared with `npm start`
import { startStack as startProcesses } from '../scripts/stack.mjs';
import { cleanupTestNamespace, freePort } from '@converge/platform';
import { startSmtpInbox, type SmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { chromiumLaunchOptions } from './chromium.js';

const root = path.resolve(import.meta.dirname, '..');

export interface Stack {
  baseUrl: string;
  namespace: string;
  stop(): Promise<void>;
  /** The mail provider the stack sends to (SMTP_URL), when the spec file asked for one (useStack's `smtp`). */
  smtp?: SmtpInbox;
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
  // E2E_STACK_TIMEOUT_MS: a machine busy with other work may need longer than the default 60 s to start everything.
  const stack = await startProcesses({ env: shared, port, quiet: true, timeoutMs: Number(process.env.E2E_STACK_TIMEOUT_MS) || undefined });
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

/** A second Chromium with `extraArgs` (e.g. a fake camera playing a file), for a spec that needs two. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}

/** A phone-sized browser context (390×844) pointed at the stack. */
export async function phoneContext(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, ...options });
}

/** Where the specs keep their screenshots (390×844 unless said otherwise). */
export const SHOTS = '/tmp/shots';

/** A page.screenshot into SHOTS named `<prefix><name>.png`; creates the folder. */
export function screenshots(prefix: string, options: { fullPage?: boolean } = {}): (page: Page, name: string) => Promise<Buffer> {
  mkdirSync(SHOTS, { recursive: true });
  return (page, name) => page.screenshot({ path: `${SHOTS}/${prefix}${name}.png`, ...options });
}

/** Waits until every finite animation and transition on the page has finished (e.g. a toast's entry, before a screenshot). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Resolves when the page's next live connection is open: socket.io's CONNECT reply (`40…`) has
 * arrived, and the server put the socket in its person's room before sending it, so a push to them
 * reaches this page from then on. Call it before the navigation that opens the connection. The app
 * opens its connection only after the screen has drawn, and re-reads the screen's data once it is open,
 * but a push sent before that (a block, say) is not sent again.
 */
export function liveConnectionOpened(page: Page, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const opened = (socket: WebSocket) =>
      socket.on('framereceived', ({ payload }) => {
        if (!String(payload).startsWith('40')) return;
        clearTimeout(timer);
        page.off('websocket', opened);
        resolve();
      });
    const timer = setTimeout(() => {
      page.off('websocket', opened);
      reject(new Error(`no live connection opened within ${timeoutMs} ms`));
    }, timeoutMs);
    page.on('websocket', opened);
  });
}

export interface NewPerson {
  name: string;
  dateOfBirth?: string;
  email?: string;
  password?: string;
  gender?: string | null;
  bio?: string;
}

export interface Person {
  name: string;
  email: string;
  userId: string;
  context: BrowserContext;
  page: Page;
}

export const PASSWORD = 'correct horse battery';

/**
 * A new person as the app makes one, through the real REST API in their own browser context: an account
 * (18+ and terms confirmed), the age check and a profile. Returns them signed in, with a page open
 * (`timeoutMs` its default wait). `contextOptions` go to the phone-sized context (geolocation etc.).
 */
export async function signUpWithProfile(
  browser: Browser,
  stack: Pick<Stack, 'baseUrl'>,
  person: NewPerson,
  { contextOptions = {}, timeoutMs, desktop = false }: { contextOptions?: BrowserContextOptions; timeoutMs?: number; desktop?: boolean } = {},
): Promise<Person> {
  const context = desktop
    ? await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 }, ...contextOptions })
    : await phoneContext(browser, stack.baseUrl, contextOptions);
  const { name, dateOfBirth = '1993-04-11', gender = null, bio = '', password = PASSWORD } = person;
  const email = person.email ?? `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const post = async (url: string, data: unknown) => {
    const response = await context.request.post(url, { data, headers: { origin: stack.baseUrl } });
    expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
    return response;
  };
  const registered = await post('/api/auth/register', { email, password, ageConfirmed: true, termsAccepted: true });
  expect(registered.status()).toBe(201);
  const userId = (await registered.json()).id as string;
  await post('/api/auth/verify-age', { dateOfBirth });
  await post('/api/profile', { displayName: name, dateOfBirth, bio, gender, lookingFor: ['Everyone'], photos: [] });
  const page = await context.newPage();
  if (timeoutMs) page.setDefaultTimeout(timeoutMs);
  return { name, email, userId, context, page };
}

export interface SeededVenue {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  qrSecret: string;
}

/** Loads the venue service's seed venues into the stack's namespace and returns them by name. */
export async function seedVenues(stack: Stack): Promise<Record<string, SeededVenue>> {
  execFileSync(process.execPath, [path.join(root, 'services/venue/dist/seed/seed.js'), '--quiet'], {
    env: { ...process.env, NAMESPACE: stack.namespace, PUBLIC_URL: stack.baseUrl },
    stdio: 'inherit',
  });
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${stack.namespace}_converge_venue` });
  await db.connect();
  try {
    const { rows } = await db.query('SELECT id, name, latitude, longitude, qr_secret FROM venues');
    return Object.fromEntries(rows.map((r) => [r.name, { id: r.id, name: r.name, latitude: r.latitude, longitude: r.longitude, qrSecret: r.qr_secret }]));
  } finally {
    await db.end();
  }
}

/** A phone's geolocation `metresNorth` of a venue. */
export const near = (venue: { latitude: number; longitude: number }, metresNorth = 0) => ({ latitude: venue.latitude + metresNorth / 111_320, longitude: venue.longitude, accuracy: 10 });

/**
 * Checks in from the check-in screen with the phone's location, as a person does: Use My Location checks
 * in at once, or, with several venues near, the nearby list shows and a tap on `venueName` checks in there.
 * Ends when the app says "Welcome to <venue>!".
 */
export async function checkInAt(page: Page, venueName: string): Promise<void> {
  await page.getByRole('button', { name: 'Use My Location' }).click();
  const welcome = page.getByText(`Welcome to ${venueName}!`).first();
  if (
    !(await welcome.waitFor({ timeout: 6000 }).then(
      () => true,
      () => false,
    ))
  ) {
    // The nearby list may already be showing: tapping the venue checks in by venueId.
    await page
      .getByRole('list', { name: 'Nearby venues' })
      .getByRole('button', { name: new RegExp(venueName) })
      .click();
    await expect(welcome).toBeVisible();
  }
}

/**
 * A like sent by the API right after both people checked in. Matching hears of a check-in an event later
 * (its read model gathers events for a few milliseconds) and until then answers 403 NO_SHARED_CONTEXT, as it
 * would for someone elsewhere. A phone cannot like before discovery has shown the person; a test can, so it
 * asks again while that is the answer. Any other answer is returned as it is.
 */
export async function likeWhenBothHere(from: Person, body: { toUserId: string; venueId: string }, origin: string): Promise<APIResponse> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await from.context.request.post('/api/likes', { data: body, headers: { origin } });
    const notYet = response.status() === 403 && (await response.text()).includes('NO_SHARED_CONTEXT');
    if (!notYet || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Matches two people the way matching does (its MatchCreated event, put on JetStream directly) and
 * returns the conversation chat opens for them.
 */
export async function matchThem(stack: Stack, a: Person, b: Person, venueName = 'The Velvet Room'): Promise<string> {
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  const data = { matchId: randomUUID(), userAId: a.userId, userBId: b.userId, venueId: randomUUID(), venueName, createdAt: new Date().toISOString() };
  const envelope = createEnvelope('MatchCreated', data, 'e2e');
  try {
    await jetstream(nc).publish(`${stack.namespace}.${eventCatalog.MatchCreated.subject}`, JSON.stringify(envelope), { msgID: envelope.id });
  } finally {
    await nc.close();
  }
  return eventuallyValue(
    'the match opened a conversation',
    async () => {
      const res = await a.context.request.get(`/api/conversations?matchId=${data.matchId}`);
      return res.ok() ? ((await res.json()) as Array<{ id: string }>)[0]?.id : undefined;
    },
    (id) => id !== undefined,
    { timeoutMs: 20_000, intervalMs: 200 },
  ) as Promise<string>;
}

export interface StackOptions {
  /** The spec file's name: a different value per file keeps one stack per file. */
  file: string;
  /** Settings on top of the defaults (short timers, ADMIN_EMAILS...). */
  env: Record<string, string>;
  /** Start a local SMTP inbox first and point the stack's SMTP_URL at it (`stack.smtp`). */
  smtp?: boolean;
  /** Keep uploaded photos in a temporary folder of the stack's own (STORAGE_DIR), removed when it stops. */
  ownStorage?: boolean;
}

/** Worker-scoped fixtures: a spec file's stack and (when it asks for them) the seed venues in it. */
interface StackFixtures {
  /** What `stack` starts with: set per spec file by useStack (a worker option, so each file gets its own worker). */
  stackOptions: StackOptions;
  /** The whole stack, started once for the spec file's worker and stopped when it ends. */
  stack: Stack;
  /** The venue service's seed venues, loaded into the stack once, by name. */
  venues: Record<string, SeededVenue>;
}

/** How long starting the stack may take: scripts/stack.mjs's own limit (E2E_STACK_TIMEOUT_MS, 60 s by default) plus room to stop it. */
const STACK_FIXTURE_TIMEOUT_MS = (Number(process.env.E2E_STACK_TIMEOUT_MS) || 60_000) + 120_000;

/** The e2e tests' `test`: Playwright's, with `stack` and `venues` (the `browser` is Playwright's, configured in playwright.config.ts). */
export const test = base.extend<object, StackFixtures>({
  stackOptions: [
    { file: '', env: {} },
    { scope: 'worker', option: true },
  ],
  stack: [
    async ({ stackOptions }, use) => {
      const smtp = stackOptions.smtp ? await startSmtpInbox() : undefined;
      const storageDir = stackOptions.ownStorage ? mkdtempSync(path.join(tmpdir(), 'converge-e2e-storage-')) : undefined;
      try {
        const stack = await startStack({ ...stackOptions.env, ...(smtp && { SMTP_URL: smtp.url }), ...(storageDir && { STORAGE_DIR: storageDir }) });
        try {
          await use(Object.assign(stack, { smtp }));
        } finally {
          await stack.stop();
        }
      } finally {
        await smtp?.close();
        if (storageDir) rmSync(storageDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: STACK_FIXTURE_TIMEOUT_MS },
  ],
  venues: [async ({ stack }, use) => use(await seedVenues(stack)), { scope: 'worker', timeout: STACK_FIXTURE_TIMEOUT_MS }],
});

export { expect };

/**
 * Gives the spec file its own stack (a fresh namespace, started with `env` on top of the defaults: short
 * timers etc.), as each file had when it ran in a process of its own: pass `import.meta.filename`.
 * Call once at the top level of the file.
 */
export function useStack(file: string, env: Record<string, string> = {}, options: Pick<StackOptions, 'smtp' | 'ownStorage'> = {}): void {
  test.use({ stackOptions: { file: path.basename(file), env, ...options } });
}

/** The seed venue a spec file's people meet at, once `venues` is loaded. */
export interface AtVenue {
  stack: Stack;
  browser: Browser;
  venue: SeededVenue;
}

/**
 * For a spec file where people meet at one venue: its own stack with `env` on top, the seed venues
 * loaded, and a test.beforeAll that fills in the returned object (`venueName` picked as `venue`).
 */
export function stackAtSeededVenue(file: string, venueName: string, env: Record<string, string> = {}, options: Pick<StackOptions, 'smtp'> = {}): AtVenue {
  useStack(file, env, options);
  const world = {} as AtVenue;
  test.beforeAll(async ({ stack, browser, venues }) => {
    Object.assign(world, { stack, browser, venue: venues[venueName]! });
  });
  return world;
}

/** What a spec file about two matched people runs against, filled in by the test.beforeAll that stackWithMatchedPair registers. */
export interface MatchedPair {
  stack: Stack;
  browser: Browser;
  /** The two people, in the order named: the same objects before and after beforeAll has signed them up. */
  people: [Person, Person];
  conversationId: string;
}

/**
 * For a spec file about two people who matched: its own stack (useStack with `stackOptions`), and a
 * test.beforeAll that signs both up with a profile and matches them; their contexts close in test.afterAll.
 */
export function stackWithMatchedPair(
  file: string,
  names: [string, string],
  person: Omit<NewPerson, 'name'> = {},
  options: { contextOptions?: BrowserContextOptions; env?: Record<string, string> } & Pick<StackOptions, 'smtp'> = {},
): MatchedPair {
  useStack(file, options.env, { smtp: options.smtp });
  const world = { people: [{}, {}] } as MatchedPair;
  test.beforeAll(async ({ browser, stack }) => {
    Object.assign(world, { stack, browser });
    for (const [i, name] of names.entries()) Object.assign(world.people[i]!, await signUpWithProfile(browser, stack, { ...person, name }, options));
    world.conversationId = await matchThem(stack, ...world.people);
  });
  test.afterAll(async () => {
    for (const person of world.people) await person.context?.close();
  });
  return world;
}
