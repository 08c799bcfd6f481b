import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, translationProblems } from '@converge/contracts';
import { PUSH_TEXTS } from './push.texts.js';

type Key = keyof (typeof PUSH_TEXTS)['en'];

test('every language has every push text, with English placeholders, each translated', () => {
  expect(Object.keys(PUSH_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  expect(translationProblems(PUSH_TEXTS)).toEqual([]);
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const same = (Object.keys(PUSH_TEXTS.en) as Key[]).filter((k) => PUSH_TEXTS[lang][k] === PUSH_TEXTS.en[k]);
    expect({ lang, same }).toEqual({ lang, same: [] });
  }
});

test('the English pushes read as the spec words them', () => {
  expect(PUSH_TEXTS.en).toMatchObject({
    matchTitle: "It's a Match!",
    messageTitle: 'New message',
    meetPointTitle: 'Meet point chosen',
    requestTitle: 'New message request',
    sharingEndedTitle: 'Location sharing ended',
    checkInDueTitle: 'Are you safe?',
  });
});

// A push title the app also shows on a screen must be that screen's words in every language, so the
// notification and the screen it opens agree.
test('a title the app shows on a screen is the screen’s own words, in each language', () => {
  const webLocales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src/locales');
  const screen = (lang: string, file: string, key: string) => (JSON.parse(readFileSync(path.join(webLocales, lang, `${file}.json`), 'utf8')) as Record<string, string>)[key];
  for (const lang of LANGUAGES) {
    expect({ lang, title: PUSH_TEXTS[lang].matchTitle }).toEqual({ lang, title: screen(lang, 'matches', 'modal.title') });
    expect({ lang, title: PUSH_TEXTS[lang].meetPointTitle }).toEqual({ lang, title: screen(lang, 'sharing', 'meetPointChosen') });
    expect({ lang, title: PUSH_TEXTS[lang].checkInDueTitle }).toEqual({ lang, title: screen(lang, 'safety-prompt', 'due.title') });
  }
});
