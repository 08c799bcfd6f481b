// The app is accessible to everyone: checked in Chromium at 390×844 against the whole stack:
// - an axe-core pass over every route of the app (signed out, half signed up, signed in, platform admin)
//   in both themes: no serious or critical violation, exactly one `main` landmark, every control a
//   44 px touch target;
// - 200 % text (root font size 200 %, see useDoubleText) on check-in, discovery, chat, live and safety:
//   no sideways scrolling, key elements do not overlap, the chat header keeps the name;
// - every dialog opened with the keyboard and closed with Escape gives focus back to its opener;
// - every route in the pseudo-locale (lib/pseudo-locale.ts: each message accented, 30 % longer, in ⟦ ⟧):
//   no word on screen that did not come through the translation layer (what the server sent aside), no
//   text cut and no sideways scrolling at 390 px.
// Screenshots: /tmp/shots/a11y-*.png.
//
// Add a screen: one entry in SCREENS (who sees it, its URL, what shows when it is ready). When a main
// view gets its own URL (/app/<view>), change its `path` here.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { animationsFinished, likeWhenBothHere, near, phoneContext, screenshots, signUpWithProfile, stackAtSeededVenue, type Person, expect, test } from './harness.js';
import { findUntranslated } from '../web/src/lib/pseudo-locale.js';
import { assertNoFindings, mainLandmarks, cutOff, overlapping, scrollsSideways, seriousAxeViolations, smallTouchTargets, useDoubleText, useTheme, type Theme } from './a11y-support.js';

const BOSS = `boss-${randomUUID().slice(0, 8)}@example.com`;
const world = stackAtSeededVenue(import.meta.filename, 'The Spaniards Inn', { ADMIN_EMAILS: BOSS, MEETING_AUTO_DISABLE_MS: '120000' });
const shot = screenshots('a11y-');
// Each test walks every screen (axe, touch targets, screenshots): minutes on a busy two-core machine.
test.describe.configure({ timeout: 10 * 60_000 });

type Who = 'visitor' | 'newcomer' | 'unprofiled' | 'ava' | 'boss';

interface Ids {
  conversationId: string;
  shareToken: string;
}

interface Screen {
  name: string;
  who: Who;
  path: (ids: Ids) => string;
  /** Resolves once the screen shows what it is about (data loaded). */
  ready: (page: Page) => Locator;
  /** Admin: every tab is checked too. */
  tabs?: boolean;
  /** What to do on the screen first (e.g. cause an error toast). */
  act?: (page: Page) => Promise<void>;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

/** Every route of the app, as the person who can see it. */
const SCREENS: Screen[] = [
  { name: 'landing', who: 'visitor', path: () => '/', ready: (p) => p.getByRole('link', { name: 'Find Your Match' }) },
  { name: 'auth', who: 'visitor', path: () => '/auth', ready: h1(/Create Account|Sign In/) },
  {
    name: 'sign-in-error-toast',
    who: 'visitor',
    path: () => '/auth?mode=signin',
    // The destructive toast: white on the destructive red must reach 4.5:1.
    ready: (p) => p.getByRole('region', { name: /Notifications/ }).getByText('Sign in failed', { exact: true }),
    act: async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      await p.waitForFunction(() => !document.querySelector('fieldset')?.disabled);
      await p.getByLabel('Email').fill('nobody@example.com');
      await p.getByLabel('Password', { exact: true }).fill('not the password');
      await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    },
  },
  { name: 'demo', who: 'visitor', path: () => '/demo', ready: h1('Converge Demo') },
  { name: 'privacy-policy', who: 'visitor', path: () => '/privacy-policy', ready: h1(/Privacy/) },
  { name: 'terms-of-service', who: 'visitor', path: () => '/terms-of-service', ready: h1(/Terms/) },
  { name: 'community-guidelines', who: 'visitor', path: () => '/community-guidelines', ready: h1(/Community/) },
  { name: 'cookie-policy', who: 'visitor', path: () => '/cookie-policy', ready: h1(/Cookie/) },
  { name: 'not-found', who: 'visitor', path: () => '/no-such-page', ready: h1('404 Page Not Found') },
  { name: 'share', who: 'visitor', path: (ids) => `/share/${ids.shareToken}`, ready: h1(/live location/) },
  { name: 'age-verification', who: 'newcomer', path: () => '/age-verification', ready: h1('Age Verification') },
  { name: 'profile-setup', who: 'unprofiled', path: () => '/profile-setup', ready: h1('Setup Profile') },
  { name: 'checkin', who: 'ava', path: () => '/checkin', ready: h1('Check In') },
  { name: 'app-checkin', who: 'ava', path: () => '/app?view=checkin', ready: h1('Check In') },
  { name: 'app-discovery', who: 'ava', path: () => '/app?view=discovery', ready: (p) => p.getByRole('heading', { name: /^Cleo,/ }) },
  { name: 'app-matches', who: 'ava', path: () => '/app?view=matches', ready: (p) => p.getByText('Meet point: Main Bar') },
  { name: 'app-meetpoint', who: 'ava', path: () => '/app?view=meetpoint', ready: h1('Choose Meet Point') },
  { name: 'app-navigation', who: 'ava', path: () => '/app?view=navigation', ready: h1('Find Ben') },
  { name: 'app-profile', who: 'ava', path: () => '/app?view=profile', ready: h1('Profile') },
  { name: 'conversations', who: 'ava', path: () => '/conversations', ready: (p) => p.getByRole('main').getByText('Ben').first() },
  { name: 'chat', who: 'ava', path: (ids) => `/chat/${ids.conversationId}`, ready: (p) => p.getByText('Hello Ava, see you at the bar?') },
  { name: 'live-discovery', who: 'ava', path: () => '/live-discovery', ready: (p) => p.getByText('You are hidden') },
  { name: 'safety', who: 'ava', path: () => '/safety', ready: (p) => p.getByText('Mum', { exact: true }).first() },
  { name: 'verification', who: 'ava', path: () => '/verification', ready: h1('Verification') },
  { name: 'professional', who: 'ava', path: () => '/professional', ready: (p) => p.getByRole('heading', { name: 'Create your professional profile' }) },
  { name: 'admin', who: 'boss', path: () => '/admin', ready: (p) => p.getByRole('tab').first(), tabs: true },
];

interface World {
  ids: Ids;
  ava: Person;
  ben: Person;
  boss: Person;
  newcomer: BrowserContext;
  unprofiled: BrowserContext;
}
let people: World | undefined;

const post = async (person: { context: BrowserContext }, url: string, data: unknown, method: 'post' | 'put' = 'post') => {
  const response = await person.context.request[method](url, { data, headers: { origin: world.stack.baseUrl } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return response.json();
};

/** Ava and Ben checked in at the venue, matched there, with a meet point and a chat; an admin; two people half way through sign-up. */
async function setUp(): Promise<World> {
  if (people) return people;
  const at = { permissions: ['geolocation'], geolocation: near(world.venue, 10) };
  const ava = await signUpWithProfile(world.browser, world.stack, { name: 'Ava', gender: 'Woman', bio: 'Live music and long walks.' }, { contextOptions: at, timeoutMs: 20_000 });
  const ben = await signUpWithProfile(world.browser, world.stack, { name: 'Ben', gender: 'Man', bio: 'Climbing, coffee.' }, { contextOptions: at, timeoutMs: 20_000 });
  // Cleo is at the venue too and not matched with Ava: her card is what Ava's discovery shows.
  const cleo = await signUpWithProfile(world.browser, world.stack, { name: 'Cleo', gender: 'Woman', bio: 'Jazz, books and a good flat white.' }, { contextOptions: at, timeoutMs: 20_000 });
  const boss = await signUpWithProfile(world.browser, world.stack, { name: 'Robin', email: BOSS }, { timeoutMs: 20_000 });
  // Two photos, so the profile's photo tiles (remove, move, make main) are on screen.
  for (const background of ['#c0506a', '#2f6fd0']) {
    const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const uploaded = await ava.context.request.post('/api/profile/photos', {
      multipart: { photo: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
      headers: { origin: world.stack.baseUrl },
    });
    expect(uploaded.ok(), `photo upload: ${uploaded.status()} ${await uploaded.text()}`).toBeTruthy();
  }
  for (const p of [ava, ben, cleo]) await post(p, '/api/checkin', { latitude: near(world.venue, 10).latitude, longitude: world.venue.longitude });
  for (const [from, to] of [
    [ava, ben],
    [ben, ava],
  ] as const) {
    const liked = await likeWhenBothHere(from, { toUserId: to.userId, venueId: world.venue.id }, world.stack.baseUrl);
    expect(liked.ok(), `/api/likes: ${liked.status()} ${await liked.text()}`).toBeTruthy();
  }
  const [match] = (await (await ava.context.request.get('/api/matches')).json()) as Array<{ id: string }>;
  expect(match, 'the two likes made a match').toBeTruthy();
  await post(ava, `/api/matches/${match.id}/meetpoint`, { meetPoint: 'Main Bar' }, 'put');
  const { id: conversationId } = (await post(ava, '/api/conversations/start', { userId: ben.userId })) as { id: string };
  await post(ben, `/api/conversations/${conversationId}/messages`, { content: 'Hello Ava, see you at the bar?' });
  await post(ava, '/api/safety/contacts', { name: 'Mum', email: 'mum@example.com' });
  const share = (await post(ava, '/api/location-share', { recipientName: 'Mum', recipientEmail: 'mum@example.com', latitude: world.venue.latitude, longitude: world.venue.longitude })) as {
    shareUrl?: string;
    token?: string;
  };
  const shareToken = (share.shareUrl ?? '').split('/share/')[1] ?? share.token ?? '';
  expect(shareToken, `a share link: ${JSON.stringify(share)}`).toBeTruthy();

  const newcomer = await phoneContext(world.browser, world.stack.baseUrl);
  await post({ context: newcomer }, '/api/auth/register', {
    email: `new-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    ageConfirmed: true,
    termsAccepted: true,
  });
  const unprofiled = await phoneContext(world.browser, world.stack.baseUrl);
  await post({ context: unprofiled }, '/api/auth/register', {
    email: `half-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    ageConfirmed: true,
    termsAccepted: true,
  });
  await post({ context: unprofiled }, '/api/auth/verify-age', { dateOfBirth: '1994-06-01' });
  people = { ids: { conversationId, shareToken }, ava, ben, boss, newcomer, unprofiled };
  return people;
}

/** A fresh page for `who` in `theme` (cookies shared with their context). */
async function pageFor(who: Who, theme: Theme): Promise<{ page: Page; close: () => Promise<void> }> {
  const w = await setUp();
  if (who === 'visitor') {
    const context = await phoneContext(world.browser, world.stack.baseUrl);
    await useTheme(context, theme);
    const page = await context.newPage();
    return { page, close: () => context.close() };
  }
  // A second context with the same cookies, so the theme's init script is the only difference.
  const source = who === 'newcomer' ? w.newcomer : who === 'unprofiled' ? w.unprofiled : who === 'ava' ? w.ava.context : w.boss.context;
  const context = await phoneContext(world.browser, world.stack.baseUrl, {
    storageState: await source.storageState(),
    ...(who === 'ava' ? { permissions: ['geolocation'], geolocation: near(world.venue, 10) } : {}),
  });
  await useTheme(context, theme);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { page, close: () => context.close() };
}

async function settle(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await animationsFinished(page);
}

async function findingsOn(page: Page, label: string): Promise<string[]> {
  const findings = await collectFindings(page, label);
  // Shown as they are found, so a long run can be read (and its fixes started) before it ends.
  for (const f of findings) console.log(f);
  return findings;
}

async function collectFindings(page: Page, label: string): Promise<string[]> {
  const findings: string[] = [];
  for (const v of await seriousAxeViolations(page)) findings.push(`${label}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(' | ')} — ${v.summary}`);
  const mains = await mainLandmarks(page);
  if (mains !== 1) findings.push(`${label}: ${mains} main landmarks (want exactly 1)`);
  for (const t of await smallTouchTargets(page)) findings.push(`${label}: touch target ${t.control} ${t.size} misses ${t.missed}`);
  return findings;
}

for (const theme of ['dark', 'light'] as const) {
  test(`every screen in the ${theme} theme: no serious or critical axe violation, one main landmark, 44 px controls`, async () => {
    const w = await setUp();
    const findings: string[] = [];
    for (const screen of SCREENS) {
      const { page, close } = await pageFor(screen.who, theme);
      const label = `${screen.name} (${theme})`;
      try {
        await page.goto(screen.path(w.ids));
        if (screen.act) await screen.act(page);
        await expect(screen.ready(page).first()).toBeVisible();
        await settle(page);
        findings.push(...(await findingsOn(page, label)));
        await shot(page, `${screen.name}-${theme}`);
        if (screen.tabs) {
          const names = (await page.getByRole('tab').allTextContents()).map((t) => t.trim());
          expect(names.length >= 6, `the admin sees its tabs: ${names.join(', ')}`).toBeTruthy();
          for (const name of names.slice(1)) {
            await page.getByRole('tab', { name, exact: true }).click();
            await expect(page.getByRole('tabpanel').first()).toBeVisible();
            await settle(page);
            findings.push(...(await findingsOn(page, `${label} tab ${name}`)));
            await shot(page, `${screen.name}-${name.toLowerCase().replace(/\W+/g, '-')}-${theme}`);
          }
        }
      } catch (error) {
        await shot(page, `failed-${screen.name}-${theme}`).catch(() => undefined);
        findings.push(`${label}: did not show (${(error as Error).message.split('\n')[0]})`);
      } finally {
        await close();
      }
    }
    assertNoFindings(findings, `accessibility findings in the ${theme} theme`);
  });
}

interface DialogCase {
  name: string;
  who: Who;
  path: (ids: Ids) => string;
  /** Anything to do first (a tab to open). */
  before?: (page: Page) => Promise<void>;
  opener: (page: Page) => Locator;
  dialog: (page: Page) => Locator;
}

/** Every dialog a person can open, with what opens it. */
const DIALOGS: DialogCase[] = [
  {
    name: 'emergency',
    who: 'ava',
    path: () => '/safety',
    opener: (p) => p.getByRole('button', { name: 'Emergency' }),
    dialog: (p) => p.getByRole('alertdialog', { name: 'Activate emergency?' }),
  },
  {
    name: 'delete account',
    who: 'ava',
    path: () => '/safety',
    opener: (p) => p.getByRole('button', { name: 'Delete Account' }),
    dialog: (p) => p.getByRole('alertdialog', { name: 'Delete your account?' }),
  },
  {
    name: 'report or block (chat)',
    who: 'ava',
    path: (ids) => `/chat/${ids.conversationId}`,
    opener: (p) => p.getByRole('button', { name: 'Report or block Ben' }),
    dialog: (p) => p.getByRole('dialog'),
  },
  {
    name: 'report or block (matches)',
    who: 'ava',
    path: () => '/app?view=matches',
    opener: (p) => p.getByRole('button', { name: 'Report or block Ben' }).first(),
    dialog: (p) => p.getByRole('dialog'),
  },
  {
    name: 'go live',
    who: 'ava',
    path: () => '/live-discovery',
    opener: (p) => p.getByRole('button', { name: 'Go live' }).first(),
    dialog: (p) => p.getByRole('dialog', { name: 'Go live' }),
  },
  {
    name: 'QR scanner',
    who: 'boss',
    path: () => '/app?view=checkin',
    opener: (p) => p.getByRole('button', { name: 'Scan QR Code' }),
    dialog: (p) => p.getByRole('dialog', { name: 'Scan Venue QR' }),
  },
  { name: 'admin notifications', who: 'boss', path: () => '/admin', opener: (p) => p.getByRole('button', { name: /^Notifications/ }), dialog: (p) => p.getByRole('dialog') },
  {
    name: 'new venue',
    who: 'boss',
    path: () => '/admin',
    before: async (p) => {
      await p.getByRole('tab', { name: 'Business' }).click();
    },
    opener: (p) => p.getByRole('button', { name: 'Add venue' }),
    dialog: (p) => p.getByRole('dialog', { name: 'New venue' }),
  },
];

test('every dialog opened with the keyboard and closed with Escape gives focus back to what opened it', async () => {
  const w = await setUp();
  const findings: string[] = [];
  for (const c of DIALOGS) {
    const { page, close } = await pageFor(c.who, 'dark');
    try {
      await page.goto(c.path(w.ids));
      await c.before?.(page);
      const opener = c.opener(page);
      await expect(opener).toBeVisible();
      await settle(page);
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(c.dialog(page)).toBeVisible();
      // Each dialog as it opened (most load their code on first open now): looked at, phone size.
      await shot(page, `dialog-${c.name.replace(/\W+/g, '-')}-dark`);
      await page.keyboard.press('Escape');
      await expect(c.dialog(page)).toHaveCount(0);
      const back = await page
        .waitForFunction((el) => el === document.activeElement, await opener.elementHandle(), { timeout: 3000 })
        .then(
          () => true,
          () => false,
        );
      if (!back) {
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          return el ? `<${el.tagName.toLowerCase()}> "${el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
        });
        findings.push(`${c.name}: focus went to ${focused}, not to its opener`);
      }
    } catch (error) {
      await shot(page, `failed-dialog-${c.name.replace(/\W+/g, '-')}`).catch(() => undefined);
      findings.push(`${c.name}: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await close();
    }
  }
  assertNoFindings(findings, 'dialogs that lose focus');
});

interface ZoomCase {
  name: string;
  who: Who;
  path: (ids: Ids) => string;
  ready: (page: Page) => Locator;
  /** Elements that must not overlap each other. */
  keep: string[];
}

const CONTROLS = ['main button', 'main a[href]', 'main h1', 'main h2', 'main input', 'header h1', 'header button'];

/** What must read in full at 200 % text: titles, headings, the lines under them, the buttons and chips. */
const READ_IN_FULL = ['header h1', 'main h2', 'main h3', 'main p', 'main button'];

/** The screens that must work at 200 % text. */
const ZOOMED: ZoomCase[] = [
  // Ava is checked in: her check-in card's two buttons (See who's here, Check out) are on screen too.
  { name: 'check-in', who: 'ava', path: () => '/app?view=checkin', ready: (p) => p.getByRole('button', { name: "See who's here" }), keep: CONTROLS },
  { name: 'discovery', who: 'ava', path: () => '/app?view=discovery', ready: (p) => p.getByRole('heading', { name: /^Cleo,/ }), keep: CONTROLS },
  {
    name: 'chat',
    who: 'ava',
    path: (ids) => `/chat/${ids.conversationId}`,
    ready: (p) => p.getByText('Hello Ava, see you at the bar?'),
    keep: [...CONTROLS, 'main textarea', 'main form button'],
  },
  { name: 'live', who: 'ava', path: () => '/live-discovery', ready: (p) => p.getByText('You are hidden'), keep: CONTROLS },
  { name: 'safety', who: 'ava', path: () => '/safety', ready: (p) => p.getByText('Mum', { exact: true }).first(), keep: CONTROLS },
];

test('at 200 % text (root font size 200 %): no sideways scrolling, nothing overlaps or is cut, the chat header keeps the name', async () => {
  const w = await setUp();
  const findings: string[] = [];
  for (const c of ZOOMED) {
    const { page, close } = await pageFor(c.who, 'dark');
    try {
      await useDoubleText(page.context());
      await page.goto(c.path(w.ids));
      await expect(c.ready(page).first()).toBeVisible();
      await settle(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), 'the text is at 200 %').toBe('32px');
      const wide = await scrollsSideways(page);
      if (wide) findings.push(`${c.name}: scrolls sideways (${wide.scrollWidth} > ${wide.clientWidth})`);
      for (const o of await overlapping(page, c.keep)) findings.push(`${c.name}: ${o}`);
      for (const o of await cutOff(page, READ_IN_FULL)) findings.push(`${c.name}: ${o}`);
      if (c.name === 'chat') {
        const name = page.locator('header h1').getByText('Ben', { exact: true });
        const shown = await name.evaluate((el) => el.checkVisibility() && el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().width > 0).catch(() => false);
        if (!shown) findings.push('chat: the header does not show the name "Ben" in full');
      }
      await shot(page, `zoom200-${c.name}`);
    } catch (error) {
      await shot(page, `failed-zoom200-${c.name}`).catch(() => undefined);
      findings.push(`${c.name}: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await close();
    }
  }
  assertNoFindings(findings, 'problems at 200 % text');
});

/**
 * Server text sent with a key beside it (the field, then the field with its keys): the web shows the key
 * through the translation layer, so its English is not data (live ice breakers, a message request's opener,
 * networking's suggested topics, the default meet points). Without a key (null) it is data as before.
 */
const KEYED: ReadonlyArray<readonly [text: string, keys: string]> = [
  ['iceBreakers', 'iceBreakerMessages'],
  ['iceBreaker', 'iceBreakerMessage'],
  ['suggestedTopics', 'suggestedTopicMessages'],
  ['meetPoints', 'meetPointKeys'],
  ['meetPoint', 'meetPointKey'],
];

/**
 * Every string the server sent in a JSON answer to `page`: data (names, venues, messages), not words to
 * translate. An admin notification or audit line with a key is not: the dashboard words it through the
 * layer, so only its values (names, venues, a typed reason) count as data, never its stored English.
 * The page itself keeps a copy of every JSON answer it fetched (an init script wraps `fetch`), read by
 * `settled()` when the screen is judged: Playwright's response events reach the test a moment after the
 * page has them, and on a busy machine the screen was judged before the venues' answer had been read.
 */
async function serverStrings(page: Page): Promise<{ settled: () => Promise<Set<string>> }> {
  await page.addInitScript(() => {
    const served: unknown[] = [];
    (window as unknown as { servedJson: unknown[] }).servedJson = served;
    const fetchAsBefore = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await fetchAsBefore(...args);
      if (response.ok && response.url.includes('/api/') && (response.headers.get('content-type') ?? '').includes('json'))
        response
          .clone()
          .json()
          .then((body: unknown) => served.push(body))
          .catch(() => undefined);
      return response;
    };
  });
  const strings = new Set<string>();
  const KEYED_ENGLISH = new Set(['title', 'message', 'description']);
  const walk = (value: unknown): void => {
    // Three letters or more: a two-letter value (a language code, "en") would wipe those letters out of real words.
    if (typeof value === 'string' && value.trim().length > 2) strings.add(value.trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const adminKeyed = typeof record.key === 'string' && typeof record.params === 'object';
      const keyed = new Set<string>(adminKeyed ? KEYED_ENGLISH : []);
      for (const [text, keys] of KEYED) {
        const key = record[keys];
        if (!(text in record) || key === undefined) continue;
        keyed.add(text);
        // A list beside its keys: only the entries without one are data; a single text, when its key is null.
        if (Array.isArray(record[text]) && Array.isArray(key)) (record[text] as unknown[]).forEach((entry, i) => key[i] == null && walk(entry));
        else if (key === null) walk(record[text]);
      }
      for (const [field, inner] of Object.entries(record)) if (!keyed.has(field)) walk(inner);
    }
  };
  return {
    settled: async () => {
      (await page.evaluate(() => (window as unknown as { servedJson?: unknown[] }).servedJson ?? [])).forEach(walk);
      return strings;
    },
  };
}

/** Words Intl writes in the page's language (month and day names, AM/PM): not the translation layer's. */
const INTL_WORDS = [
  ...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 15))).flatMap((d) =>
    ['long', 'short'].map((month) => d.toLocaleString('en', { month: month as 'long' | 'short', timeZone: 'UTC' })),
  ),
  ...Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 10, 22 + day))).flatMap((d) =>
    ['long', 'short'].map((weekday) => d.toLocaleString('en', { weekday: weekday as 'long' | 'short', timeZone: 'UTC' })),
  ),
  'AM',
  'PM',
  // The venue's emergency numbers as Intl joins them in the page's language ("999 or 112").
  new Intl.ListFormat('en', { type: 'disjunction' }).format(['999', '112']),
];

/** Not ours to translate anywhere: the brand, the language pickers (each language named in itself). */
const ALWAYS_DATA = ['Converge', 'English', 'Deutsch', 'Français', 'Español', 'العربية', ...INTL_WORDS];

const withPseudoLocale = (path: string) => `${path}${path.includes('?') ? '&' : '?'}pseudo-locale=on`;

/**
 * The words on the page that came through neither the translation layer nor a JSON answer. The DOM is read
 * after the answers it is judged against, so an answer that lands (and renders) in between would count as
 * untranslated: the page is read again until no answer arrived while it was read. What the page shows
 * was kept by the fetch wrapper before the app rendered it, so a read bracketed by two equal sets is sound.
 */
async function untranslatedWords(page: Page, served: Awaited<ReturnType<typeof serverStrings>>): Promise<string[]> {
  let before = await served.settled();
  for (let attempt = 0; ; attempt++) {
    const size = before.size;
    const data = [...ALWAYS_DATA, ...before];
    const words: string[] = await page.evaluate(`(${findUntranslated.toString()})(document.body, ${JSON.stringify(data)}, (el) => !!el?.closest('script, style'))`);
    const after = await served.settled();
    if (after.size === size || attempt === 4) return words;
    before = after;
  }
}

/** The page in the pseudo-locale: every word through the layer, nothing cut, nothing wider than the phone. */
async function pseudoLocaleFindings(page: Page, label: string, served: Awaited<ReturnType<typeof serverStrings>>): Promise<string[]> {
  const findings: string[] = [];
  const words = await untranslatedWords(page, served);
  for (const w of words) findings.push(`${label}: untranslated ${w}`);
  const wide = await scrollsSideways(page);
  if (wide) findings.push(`${label}: scrolls sideways (${wide.scrollWidth} > ${wide.clientWidth})`);
  for (const o of await cutOff(page, READ_IN_FULL, 'allowed')) findings.push(`${label}: ${o}`);
  for (const f of findings) console.log(f);
  return findings;
}

test('every screen in the pseudo-locale: every word through the translation layer, nothing cut or wider than the phone', async () => {
  const w = await setUp();
  const findings: string[] = [];
  // A screen reached by steps (a failed sign-in's toast) is left to the unit tests: its steps read English labels.
  for (const screen of SCREENS.filter((s) => !s.act)) {
    const { page, close } = await pageFor(screen.who, 'dark');
    const served = await serverStrings(page);
    const label = `${screen.name} (pseudo-locale)`;
    try {
      await page.goto(withPseudoLocale(screen.path(w.ids)));
      await expect(page.locator('main').first()).toContainText('⟦');
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await animationsFinished(page);
      findings.push(...(await pseudoLocaleFindings(page, label, served)));
      await shot(page, `pseudo-${screen.name}`);
      if (screen.tabs) {
        const tabs = page.getByRole('tab');
        const count = await tabs.count();
        for (let i = 1; i < count; i++) {
          await tabs.nth(i).click();
          await expect(page.getByRole('tabpanel').first()).toBeVisible();
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
          await animationsFinished(page);
          findings.push(...(await pseudoLocaleFindings(page, `${label} tab ${i + 1}`, served)));
          await shot(page, `pseudo-${screen.name}-tab-${i + 1}`);
        }
      }
    } catch (error) {
      await shot(page, `failed-pseudo-${screen.name}`).catch(() => undefined);
      findings.push(`${label}: did not show (${(error as Error).message.split('\n')[0]})`);
    } finally {
      await close();
    }
  }
  assertNoFindings(findings, 'words outside the translation layer, or cut, in the pseudo-locale');
});
