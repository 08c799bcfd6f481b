import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@converge/contracts';
import { complexArguments, LOCALE_FILES, NAMESPACES, placeholders } from './messages';

const others = LANGUAGES.filter((lang) => lang !== 'en');

describe('the translations', () => {
  it('every language has a file for every namespace, and nothing else', () => {
    expect(Object.keys(LOCALE_FILES).sort()).toEqual(LANGUAGES.flatMap((lang) => NAMESPACES.map((ns) => `${lang}/${ns}`)).sort());
  });

  for (const ns of NAMESPACES) {
    const english = LOCALE_FILES[`en/${ns}`];
    for (const lang of others) {
      it(`${lang}/${ns} has every English key, and no key English does not have`, () => {
        const translated = LOCALE_FILES[`${lang}/${ns}`];
        expect(
          Object.keys(english).filter((key) => !(key in translated)),
          'missing',
        ).toEqual([]);
        expect(
          Object.keys(translated).filter((key) => !(key in english)),
          'unknown',
        ).toEqual([]);
        expect(
          Object.keys(translated).filter((key) => !translated[key].trim()),
          'empty',
        ).toEqual([]);
      });

      it(`${lang}/${ns} messages parse and take the same placeholders as English`, () => {
        const differ = Object.keys(english)
          .filter((key) => key in LOCALE_FILES[`${lang}/${ns}`])
          .filter((key) => placeholders(LOCALE_FILES[`${lang}/${ns}`][key], lang).join() !== placeholders(english[key], 'en').join());
        expect(differ).toEqual([]);
      });
    }
  }

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
