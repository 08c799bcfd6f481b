import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ICE_BREAKER_TEXTS, LANGUAGES, translationProblems } from '@converge/contracts';
import { DEFAULT_MEET_POINT_NAMES, ICE_BREAKER_TEXTS_IN } from './push-data.texts.js';

const webLocales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src/locales');
const web = (lang: string, file: string) => JSON.parse(readFileSync(path.join(webLocales, lang, `${file}.json`), 'utf8')) as Record<string, string>;

test("the pushes quote the web's words: every opener and default meet point, in every language, each translated", () => {
  for (const lang of LANGUAGES) {
    expect({ lang, words: ICE_BREAKER_TEXTS_IN[lang] }).toEqual({ lang, words: web(lang, 'ice-breakers') });
    expect({ lang, words: DEFAULT_MEET_POINT_NAMES[lang] }).toEqual({ lang, words: web(lang, 'meet-points') });
  }
  expect(ICE_BREAKER_TEXTS_IN.en).toEqual(ICE_BREAKER_TEXTS);
  expect(translationProblems(ICE_BREAKER_TEXTS_IN)).toEqual([]);
  expect(translationProblems(DEFAULT_MEET_POINT_NAMES)).toEqual([]);
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const same = Object.entries(DEFAULT_MEET_POINT_NAMES[lang]).filter(([key, name]) => DEFAULT_MEET_POINT_NAMES.en[key as keyof (typeof DEFAULT_MEET_POINT_NAMES)['en']] === name);
    expect({ lang, same }).toEqual({ lang, same: [] });
  }
});
