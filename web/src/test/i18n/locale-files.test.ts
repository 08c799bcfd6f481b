import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@converge/contracts';
import { complexArguments, LOCALE_FILES, NAMESPACES, placeholders } from './messages';

const others = LANGUAGES.filter((lang) => lang !== 'en');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys a language's file must have, each with the English key it translates: a plural's forms are the language's own. */
function expectedKeys(english: Record<string, string>, lang: string): Map<string, string> {
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Map<string, string>();
  for (const key of Object.keys(english)) {
    if (!PLURAL.test(key)) keys.set(key, key);
    else if (key.endsWith('_other')) for (const form of forms) keys.set(key.replace(PLURAL, `_${form}`), key);
  }
  return keys;
}

describe('the translations', () => {
  it('every language has a file for every namespace, and nothing else', () => {
    expect(Object.keys(LOCALE_FILES).sort()).toEqual(LANGUAGES.flatMap((lang) => NAMESPACES.map((ns) => `${lang}/${ns}`)).sort());
  });

  for (const ns of NAMESPACES) {
    const english = LOCALE_FILES[`en/${ns}`]!;
    for (const lang of others) {
      const expected = expectedKeys(english, lang);
      it(`${lang}/${ns} has every English key (a plural with every form the language has), and no key English does not have`, () => {
        const translated = LOCALE_FILES[`${lang}/${ns}`]!;
        expect(
          [...expected.keys()].filter((key) => !(key in translated)),
          'missing',
        ).toEqual([]);
        expect(
          Object.keys(translated).filter((key) => !expected.has(key)),
          'unknown',
        ).toEqual([]);
        expect(
          Object.keys(translated).filter((key) => !translated[key]!.trim()),
          'empty',
        ).toEqual([]);
      });

      // A plural form may leave the number out ("one person" / "شخص واحد"), but not take another argument.
      it(`${lang}/${ns} messages parse and take the same placeholders as English`, () => {
        const translated = LOCALE_FILES[`${lang}/${ns}`]!;
        const differ = [...expected]
          .filter(([key]) => key in translated)
          .filter(([key, source]) => {
            const mine = placeholders(translated[key]!, lang);
            const theirs = placeholders(english[source]!, 'en');
            return PLURAL.test(key) && !key.endsWith('_other') ? mine.some((p) => !theirs.includes(p)) : mine.join() !== theirs.join();
          })
          .map(([key]) => key);
        expect(differ).toEqual([]);
      });
    }
  }

  it('a plural needs every form of the language (Arabic six, French three, German two)', () => {
    const keys = (lang: string) => [...expectedKeys({ people_one: 'a', people_other: 'b', title: 'c' }, lang).keys()];
    expect(keys('de')).toEqual(['people_one', 'people_other', 'title']);
    expect(keys('fr')).toEqual(['people_one', 'people_many', 'people_other', 'title']);
    expect(keys('ar')).toEqual(['people_zero', 'people_one', 'people_two', 'people_few', 'people_many', 'people_other', 'title']);
  });

  // i18next fills in `{name}` only: a plural or a gender is a key per form (`_one`/`_other`, `_male`/`_female`).
  it('every message uses only text and {name} arguments, no ICU plural, select or number forms', () => {
    const complex = Object.entries(LOCALE_FILES).flatMap(([file, messages]) =>
      Object.entries(messages)
        .filter(([, message]) => complexArguments(message, file.split('/')[0]!).length > 0)
        .map(([key]) => `${file}:${key}`),
    );
    expect(complex).toEqual([]);
    expect(complexArguments('{count, plural, one {# venue} other {# venues}}', 'en')).toEqual([6]);
    expect(complexArguments('Welcome to {venue}!', 'en')).toEqual([]);
  });

  it('the placeholder check sees a renamed or dropped placeholder (it can fail)', () => {
    expect(placeholders('Welcome to {venue}!', 'en')).toEqual(['venue']);
    expect(placeholders('Willkommen im {ort}!', 'de')).toEqual(['ort']);
    expect(placeholders('{count, plural, one {# venue near {city}} other {# venues}}', 'en')).toEqual(['city', 'count']);
  });
});
