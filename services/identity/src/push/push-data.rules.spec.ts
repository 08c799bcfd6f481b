import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ICE_BREAKER_TEXTS, LANGUAGES, translationProblems } from '@converge/contracts';
import { iceBreakerIn, meetPointIn } from './push-data.rules.js';
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

describe("a request's ice breaker in the recipient's language", () => {
  it('an opener sent with its key reads in their language, with its arguments as sent', () => {
    expect(iceBreakerIn('de', 'Du magst auch jazz! Wie bist du dazu gekommen?', { key: 'sharedOne', params: { tag: 'jazz' } })).toBe('Du magst auch jazz! Wie bist du dazu gekommen?');
    expect(iceBreakerIn('fr', 'Du magst auch jazz! Wie bist du dazu gekommen?', { key: 'sharedOne', params: { tag: 'jazz' } })).toBe('Toi aussi, tu aimes jazz ! Comment as-tu commencé ?');
    expect(iceBreakerIn('en', 'Du magst auch jazz!', { key: 'sharedOne', params: { tag: 'jazz' } })).toBe('You are into jazz too! How did you get started with it?');
  });

  it('without a key, or with one this build does not know, as the sender sent it', () => {
    expect(iceBreakerIn('de', 'Hey there, nice hat', null)).toBe('Hey there, nice hat');
    expect(iceBreakerIn('de', 'Hey there, nice hat', undefined)).toBe('Hey there, nice hat');
    expect(iceBreakerIn('de', 'Hey there, nice hat', { key: 'constructor', params: {} })).toBe('Hey there, nice hat');
  });
});

describe("a chosen meet point in the recipient's language", () => {
  it("a default point (sent with its key) by its name in their language; a venue's own point as typed", () => {
    expect(meetPointIn('de', 'Main Bar', 'mainBar')).toBe('Hauptbar');
    expect(meetPointIn('ar', 'Entrance', 'entrance')).toBe('المدخل');
    expect(meetPointIn('de', 'Main Bar', null)).toBe('Main Bar');
    expect(meetPointIn('de', 'Main Bar', undefined)).toBe('Main Bar');
    expect(meetPointIn('de', 'Snug', 'toString')).toBe('Snug');
  });
});
