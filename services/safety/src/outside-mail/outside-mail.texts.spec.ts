import { LANGUAGES, translationProblems } from '@converge/contracts';
import { unsubscribeFooter } from './outside-mail.rules.js';
import { UNSUBSCRIBE_TEXTS } from './outside-mail.texts.js';

test('every language has the footer’s lines, with English placeholders, each translated', () => {
  expect(Object.keys(UNSUBSCRIBE_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  expect(translationProblems(UNSUBSCRIBE_TEXTS)).toEqual([]);
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const same = (['why', 'stop'] as const).filter((k) => UNSUBSCRIBE_TEXTS[lang][k] === UNSUBSCRIBE_TEXTS.en[k]);
    expect({ lang, same }).toEqual({ lang, same: [] });
  }
});

test('the German footer is German and links to the German unsubscribe page', () => {
  expect(unsubscribeFooter('https://converge.app/', 'k.sig', 'de')).toEqual([
    '',
    '--',
    'Sie erhalten diese E-Mail, weil ein Converge-Mitglied diese Adresse angegeben hat.',
    'Keine E-Mails mehr von Converge an diese Adresse: https://converge.app/de/unsubscribe?token=k.sig',
  ]);
});
