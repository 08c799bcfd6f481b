// The core flow in the person's own language, in Chromium with two people: Ava reads German, Ben Arabic
// (right to left). Both check in, like each other, see "It's a Match!", Ava chooses a meet point, Ben
// opens Matches and they chat; each screen is in the account's language (the words come from the
// translation files themselves), Arabic lays out right to left, and no screen scrolls sideways at 390 px.
// Screenshots (390×844): /tmp/shots/lang-*.png.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { near, screenshots, signUpWithProfile, stackAtSeededVenue, type Person, expect, test } from './harness.js';

const world = stackAtSeededVenue(import.meta.filename, 'The Spaniards Inn');
const shot = screenshots('lang-');

/** A message of the web's translation files, `{name}` arguments filled. */
function text(lang: string, ns: string, key: string, args: Record<string, string | number> = {}): string {
  const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../web/src/locales/${lang}/${ns}.json`), 'utf8')) as Record<string, string>;
  const message = file[key];
  expect(message, `${lang}/${ns}:${key}`).toBeTruthy();
  return message!.replace(/\{(\w+)\}/g, (whole, name: string) => String(args[name] ?? whole));
}

/** Nothing wider than the phone: no sideways scrolling, no word cut off at the screen's edge. */
async function fitsThePhone(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

async function person(name: string, gender: string, dateOfBirth: string, language: string, locale: string): Promise<Person> {
  const someone = await signUpWithProfile(
    world.browser,
    world.stack,
    { name, dateOfBirth, gender, bio: `${name} likes live music.` },
    { timeoutMs: 20_000, contextOptions: { locale, permissions: ['geolocation'], geolocation: near(world.venue, 10) } },
  );
  const changed = await someone.context.request.put('/api/profile', { data: { language }, headers: { origin: world.stack.baseUrl } });
  expect(changed.ok(), await changed.text()).toBe(true);
  await someone.page.goto('/app');
  return someone;
}

test('a German and an Arabic person check in, match, choose a meet point and chat, each in their language', async () => {
  const ava = await person('Ava', 'Woman', '1995-03-02', 'de', 'de-DE');
  const ben = await person('Ben', 'Man', '1992-08-20', 'ar', 'ar-EG');
  const venue = world.venue.name;

  for (const [me, lang] of [
    [ava, 'de'],
    [ben, 'ar'],
  ] as const) {
    await expect(me.page.locator('html')).toHaveAttribute('lang', lang);
    await expect(me.page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(me.page.getByRole('heading', { name: text(lang, 'checkin', 'title'), exact: true })).toBeVisible();
    await fitsThePhone(me.page, `${lang} check-in`);
    await shot(me.page, `${lang}-1-checkin`);
    await me.page.getByRole('button', { name: text(lang, 'checkin', 'location.use') }).click();
    const welcome = me.page.getByText(text(lang, 'checkin', 'toast.welcome', { venue })).first();
    if (
      !(await welcome.waitFor({ timeout: 6000 }).then(
        () => true,
        () => false,
      ))
    ) {
      await me.page
        .getByRole('list', { name: text(lang, 'checkin', 'list.label') })
        .getByRole('button', { name: new RegExp(venue) })
        .click();
      await expect(welcome).toBeVisible();
    }
  }

  // Discovery: each sees the other (the card may need a refresh when they checked in first).
  for (const [me, lang, other] of [
    [ava, 'de', 'Ben'],
    [ben, 'ar', 'Ava'],
  ] as const) {
    const card = me.page.getByRole('heading', { name: new RegExp(`^${other},`) });
    for (let i = 0; i < 20 && !(await card.isVisible()); i++) {
      const refresh = me.page.getByRole('button', { name: text(lang, 'common', 'refresh') }).first();
      if (await refresh.isVisible()) await refresh.click({ timeout: 1000 }).catch(() => undefined);
      await card.waitFor({ timeout: 500 }).catch(() => undefined);
    }
    await expect(card).toBeVisible();
    await me.page.getByRole('button', { name: text(lang, 'discovery', 'info') }).click();
    await expect(me.page.getByText(text(lang, 'discovery', 'about', { name: other }))).toBeVisible();
    await fitsThePhone(me.page, `${lang} discovery`);
    await shot(me.page, `${lang}-2-discovery`);
    await me.page.getByRole('button', { name: text(lang, 'discovery', 'filters'), exact: true }).click();
    await expect(me.page.getByRole('button', { name: text(lang, 'discovery', 'filters.apply') })).toBeVisible();
    await fitsThePhone(me.page, `${lang} filters`);
    await shot(me.page, `${lang}-3-filters`);
    await me.page.getByRole('button', { name: text(lang, 'common', 'cancel') }).click();
  }
  await expect(ava.page.getByText(text('de', 'discovery', 'peopleHere_one', { count: 1 }))).toBeVisible();

  await ava.page.getByRole('button', { name: text('de', 'discovery', 'like') }).click();
  await expect(ava.page.getByText(text('de', 'discovery', 'toast.interest')).first()).toBeVisible();
  await ben.page.getByRole('button', { name: text('ar', 'discovery', 'like') }).click();
  await expect(ben.page.getByRole('heading', { name: text('ar', 'matches', 'modal.title') })).toBeVisible();
  await expect(ava.page.getByRole('heading', { name: text('de', 'matches', 'modal.title') })).toBeVisible();
  await shot(ava.page, 'de-4-match');
  await shot(ben.page, 'ar-4-match');

  // Ava chooses where to meet, in German.
  await ava.page.getByRole('button', { name: text('de', 'matches', 'modal.meet') }).click();
  await expect(ava.page.getByRole('heading', { name: text('de', 'meeting', 'choose.title') })).toBeVisible();
  await fitsThePhone(ava.page, 'de meet point');
  await shot(ava.page, 'de-5-meet-point');
  await ava.page.getByRole('button', { name: /Main Bar/ }).click();
  await expect(ava.page.getByRole('heading', { name: text('de', 'meeting', 'find', { name: 'Ben' }) })).toBeVisible();
  await expect(ava.page.getByTestId('distance').getByText(text('de', 'meeting', 'waitingAccept', { name: 'Ben' }))).toBeVisible();
  await fitsThePhone(ava.page, 'de navigation');
  await shot(ava.page, 'de-6-navigation');

  // Ben opens Matches, in Arabic, and sees Ava's proposal.
  await ben.page.getByRole('button', { name: text('ar', 'matches', 'modal.later') }).click();
  await ben.page
    .getByRole('link', { name: text('ar', 'common', 'nav.matches') })
    .or(ben.page.getByRole('button', { name: text('ar', 'common', 'nav.matches') }))
    .first()
    .click();
  await expect(ben.page.getByRole('heading', { name: text('ar', 'matches', 'title') })).toBeVisible();
  await expect(ben.page.getByTestId('meet-point-status').getByText(text('ar', 'meeting', 'status.wants', { name: 'Ava', point: 'Main Bar' }))).toBeVisible();
  await fitsThePhone(ben.page, 'ar matches');
  await shot(ben.page, 'ar-5-matches');

  // They chat: Ben writes in Arabic's layout, Ava reads in German.
  await ben.page.getByRole('button', { name: text('ar', 'matches', 'chat'), exact: true }).click();
  await expect(ben.page.getByRole('log', { name: text('ar', 'chat', 'log', { name: 'Ava' }) })).toBeVisible();
  await ben.page.getByLabel(text('ar', 'chat', 'message'), { exact: true }).fill('مرحبا Ava!');
  await ben.page.getByRole('button', { name: text('ar', 'chat', 'send') }).click();
  await expect(ben.page.getByTestId('message-mine').getByText('مرحبا Ava!')).toBeVisible();
  await fitsThePhone(ben.page, 'ar chat');
  await shot(ben.page, 'ar-6-chat');

  await ava.page.goto('/conversations');
  await expect(ava.page.getByRole('heading', { name: text('de', 'chat', 'messages') })).toBeVisible();
  await expect(ava.page.getByText(text('de', 'chat', 'list.count_one', { count: 1 }))).toBeVisible();
  await fitsThePhone(ava.page, 'de conversations');
  await shot(ava.page, 'de-7-conversations');
  await ava.page.getByTestId('conversation-row').click();
  await expect(ava.page.getByTestId('message-theirs').getByText('مرحبا Ava!')).toBeVisible();
  await fitsThePhone(ava.page, 'de chat');
  await shot(ava.page, 'de-8-chat');

  await ava.context.close();
  await ben.context.close();
});
