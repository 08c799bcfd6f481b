// The Safety Center and the public safety pages in the person's own language, in Chromium: Ava reads
// German, Ben Arabic (right to left). Each opens the Safety Center, adds a trusted contact (a wrong phone
// number is refused in their language first), opens the location-sharing form and the account deletion
// question; Ava shares her location with Sam, whose mail is German; someone outside Converge opens a dead location link and a broken unsubscribe link with an
// Arabic browser, then a German mail's unsubscribe link, which opens in German. The words come from the translation files themselves; Arabic lays out right to left,
// and no screen scrolls sideways at 390 px. Screenshots (390×844): /tmp/shots/lang-safety-*.png.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LOCATION_SHARE_TEXTS } from '../services/safety/src/location-shares/location-shares.texts.js';
import { near, phoneContext, screenshots, signUpWithProfile, stackAtSeededVenue, expect, test } from './harness.js';

// A mail provider of its own: the German person's location share reaches its recipient in German.
const world = stackAtSeededVenue(import.meta.filename, 'The Spaniards Inn', {}, { smtp: true });
const shot = screenshots('lang-safety-');

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

for (const [name, gender, dateOfBirth, lang, locale] of [
  ['Ava', 'Woman', '1995-03-02', 'de', 'de-DE'],
  ['Ben', 'Man', '1992-08-20', 'ar', 'ar-EG'],
] as const) {
  test(`the Safety Center in ${lang}: a trusted contact added, the share form and the deletion question`, async () => {
    const at = { permissions: ['geolocation'], geolocation: near(world.venue, 10) };
    const me = await signUpWithProfile(world.browser, world.stack, { name, dateOfBirth, gender, bio: `${name} likes live music.` }, { timeoutMs: 20_000, contextOptions: { locale, ...at } });
    const changed = await me.context.request.put('/api/profile', { data: { language: lang }, headers: { origin: world.stack.baseUrl } });
    expect(changed.ok(), await changed.text()).toBe(true);
    const page = me.page;
    await page.goto('/safety');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    for (const [ns, key] of [
      ['safety', 'contacts.heading'],
      ['safety-checks', 'section.heading'],
      ['safety-sharing', 'share.heading'],
      ['safety', 'sessions.heading'],
      ['safety', 'tips.heading'],
    ] as const)
      await expect(page.getByRole('heading', { name: text(lang, ns, key), exact: true })).toBeVisible();
    await fitsThePhone(page, `${lang} Safety Center`);
    await shot(page, `${lang}-1-center`);

    await page.getByRole('button', { name: text(lang, 'safety', 'contacts.add') }).click();
    const form = page.getByRole('form', { name: text(lang, 'safety', 'contacts.add') });
    await form.getByLabel(text(lang, 'safety', 'contacts.form.name'), { exact: true }).fill('Robin');
    await form.getByLabel(text(lang, 'safety', 'contacts.form.phone'), { exact: true }).fill('12');
    await form.getByRole('button', { name: text(lang, 'safety', 'contacts.form.save') }).click();
    await expect(form.getByText(text(lang, 'errors', 'issue.CONTACT_PHONE_INVALID'))).toBeVisible();
    await fitsThePhone(page, `${lang} contact form`);
    await shot(page, `${lang}-2-contact-refused`);
    await form.getByLabel(text(lang, 'safety', 'contacts.form.phone'), { exact: true }).fill('+14155550123');
    await form.getByRole('button', { name: text(lang, 'safety', 'contacts.form.save') }).click();
    await expect(page.getByText(text(lang, 'safety', 'contacts.added.message', { name: 'Robin' })).first()).toBeVisible();

    await page.getByRole('button', { name: text(lang, 'safety-sharing', 'share.start') }).click();
    const share = page.getByRole('form', { name: text(lang, 'safety-sharing', 'form.label') });
    await expect(share.getByText(text(lang, 'safety-sharing', 'form.trusted'))).toBeVisible();
    await share.scrollIntoViewIfNeeded();
    await fitsThePhone(page, `${lang} share form`);
    await shot(page, `${lang}-3-share-form`);
    if (lang === 'de') {
      // Someone Ava shares her location with gets the mail in her language, as her people would.
      const friend = `sam-${me.userId.slice(0, 8)}@example.com`;
      await share.getByLabel(text(lang, 'safety-sharing', 'form.name'), { exact: true }).fill('Sam');
      await share.getByLabel(text(lang, 'safety-sharing', 'form.email'), { exact: true }).fill(friend);
      await share.getByRole('button', { name: text(lang, 'safety-sharing', 'form.submit') }).click();
      await expect(page.getByRole('list', { name: text(lang, 'safety-sharing', 'share.listLabel') })).toBeVisible({ timeout: 15_000 });
      const mail = await world.stack.smtp!.waitForMessage(friend);
      expect(mail.subject).toBe(LOCATION_SHARE_TEXTS.de.subject.replace('{person}', name));
      expect(mail.text).toContain(LOCATION_SHARE_TEXTS.de.see.split('{url}')[0]!.trim());
      await shot(page, `${lang}-3b-shared`);
    }

    await page.getByRole('button', { name: text(lang, 'safety', 'delete.button') }).click();
    const question = page.getByRole('alertdialog', { name: text(lang, 'safety', 'delete.confirm.title') });
    await expect(question.getByText(text(lang, 'safety', 'delete.item.safety'))).toBeVisible();
    await shot(page, `${lang}-4-delete-question`);
    await question.getByRole('button', { name: text(lang, 'common', 'cancel') }).click();
    await expect(question).toBeHidden();
    await me.context.close();
  });
}

test("the public pages with an Arabic browser: a dead location link, a broken unsubscribe link, and a German mail's unsubscribe link in German", async () => {
  const context = await phoneContext(world.browser, world.stack.baseUrl, { locale: 'ar-EG' });
  const page = await context.newPage();
  await page.goto('/share/no-such-link');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: text('ar', 'safety-public', 'share.notFound') })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(text('ar', 'safety-public', 'share.footer'))).toBeVisible();
  await fitsThePhone(page, 'ar location link');
  await shot(page, 'ar-5-share-not-found');
  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { name: text('ar', 'safety-public', 'unsubscribe.invalid') })).toBeVisible({ timeout: 15_000 });
  await fitsThePhone(page, 'ar unsubscribe');
  await shot(page, 'ar-6-unsubscribe');
  // A German mail's link (`/de/unsubscribe`) opens the page in German, though this browser reads Arabic.
  await page.goto('/de/unsubscribe?token=k.sig');
  await expect(page.getByRole('heading', { name: text('de', 'safety-public', 'unsubscribe.title') })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: text('de', 'safety-public', 'unsubscribe.button') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await fitsThePhone(page, 'de unsubscribe');
  await shot(page, 'de-7-unsubscribe');
  await context.close();
});
