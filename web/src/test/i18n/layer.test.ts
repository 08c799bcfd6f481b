/**
 * The two ways a message is filled agree: English (and the pseudo-locale) without a library, every other
 * language through i18next. Each English message is filled both ways with the same arguments.
 */
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { currentLanguage, fill, loadLanguage, namespace, setLanguage } from '@/lib/i18n';
import { LOCALE_FILES, NAMESPACES } from './messages';

const engine = i18next.createInstance();
await engine.init({
  lng: 'en',
  resources: { en: Object.fromEntries(NAMESPACES.map((ns) => [ns, LOCALE_FILES[`en/${ns}`]])) },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

const SUFFIX = /_(zero|one|two|few|many|other|male|female)$/;

describe('the translation layer', () => {
  afterAll(() => setLanguage('en'));

  for (const ns of NAMESPACES) {
    it(`fills every English ${ns} message as i18next does`, () => {
      const messages = LOCALE_FILES[`en/${ns}`]!;
      for (const key of Object.keys(messages)) {
        let base = key;
        while (SUFFIX.test(base)) base = base.replace(SUFFIX, '');
        const context = /_(male|female)(_|$)/.exec(key)?.[1];
        for (const count of [undefined, 0, 1, 2, 7]) {
          const args = { count, context, name: 'Ana', venue: 'Alpha Bar', distance: '1 km', time: '9 PM', minutes: count };
          expect(fill(messages, base, args, 'en'), `${ns}:${key} with ${count}`).toBe(engine.t(base, { ...args, ns }));
        }
      }
    });
  }

  it('plural forms by count, context forms by context, arguments by name', () => {
    const messages = {
      venues_one: '{count} venue',
      venues_other: '{count} venues',
      venues_zero: 'No venues',
      invite_male: 'He invites {name}',
      invite_female: 'She invites {name}',
      invite: 'They invite {name}',
    };
    expect(fill(messages, 'venues', { count: 0 }, 'en')).toBe('No venues');
    expect(fill(messages, 'venues', { count: 1 }, 'en')).toBe('1 venue');
    expect(fill(messages, 'venues', { count: 3 }, 'en')).toBe('3 venues');
    expect(fill(messages, 'invite', { context: 'female', name: 'Ana' }, 'en')).toBe('She invites Ana');
    expect(fill(messages, 'invite', { name: 'Ana' }, 'en')).toBe('They invite Ana');
    expect(fill(messages, 'missing', {}, 'en')).toBe('missing');
  });

  it('another language arrives through i18next, with its own plural forms, and falls back to English for a key it lacks', async () => {
    const ns = namespace('layer-test', { hello: 'Hello {name}', only: 'Only English' });
    await loadLanguage('de');
    await setLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(ns.t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(ns.t('only')).toBe('Only English');
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
