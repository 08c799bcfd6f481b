// The profile and verification in the person's own language, in Chromium: Ava reads German, Ben Arabic
// (right to left). Each opens the profile, its editor and the verification dashboard with a step open;
// the words come from the translation files themselves, Arabic lays out right to left, and no screen
// scrolls sideways at 390 px. Screenshots (390×844): /tmp/shots/lang-profile-*.png.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { screenshots, signUpWithProfile, useStack, expect, test } from './harness.js';

useStack(import.meta.filename);
const shot = screenshots('lang-profile-', { fullPage: true });

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

for (const [name, lang, locale] of [
  ['Ava', 'de', 'de-DE'],
  ['Ben', 'ar', 'ar-EG'],
] as const) {
  test(`${name} reads the profile, its editor and verification in ${lang}`, async ({ browser, stack }) => {
    const me = await signUpWithProfile(browser, stack, { name, bio: `${name} likes live music.` }, { timeoutMs: 20_000, contextOptions: { locale } });
    const changed = await me.context.request.put('/api/profile', { data: { language: lang, interestTags: ['jazz'] }, headers: { origin: stack.baseUrl } });
    expect(changed.ok(), await changed.text()).toBe(true);
    const page = me.page;

    await page.goto('/app/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(text(lang, 'verification', 'summary.title'))).toBeVisible();
    await expect(page.getByRole('heading', { name: text(lang, 'profile', 'legal.heading') })).toBeVisible();
    await fitsThePhone(page, `${lang} profile`);
    await shot(page, `${lang}-1-view`);

    await page.getByRole('button', { name: text(lang, 'profile', 'view.edit') }).click();
    await expect(page.getByRole('heading', { name: text(lang, 'profile', 'editor.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(lang, 'profile', 'lookingFor.everyone'), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await fitsThePhone(page, `${lang} profile editor`);
    await shot(page, `${lang}-2-editor`);

    await page.getByText(text(lang, 'verification', 'summary.title')).click();
    await expect(page.getByText(text(lang, 'verification', 'status.title'))).toBeVisible();
    await page
      .getByRole('button', { name: text(lang, 'verification', 'step.openLabel', { action: text(lang, 'verification', 'step.open'), step: text(lang, 'verification', 'step.phone.title') }) })
      .click();
    await expect(page.getByLabel(text(lang, 'verification', 'phone.label'))).toBeVisible();
    await fitsThePhone(page, `${lang} verification`);
    await shot(page, `${lang}-3-verification`);
  });
}
