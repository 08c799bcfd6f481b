import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, translationProblems } from '@converge/contracts';
import { CHECK_IN_DUE_TEXTS, checkInDueMail } from './check-in-due-mail.js';

test('every language has every message, with English placeholders, each translated', () => {
  expect(Object.keys(CHECK_IN_DUE_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  expect(translationProblems(CHECK_IN_DUE_TEXTS)).toEqual([]);
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const same = Object.keys(CHECK_IN_DUE_TEXTS.en).filter((k) => CHECK_IN_DUE_TEXTS[lang][k as 'hello'] === CHECK_IN_DUE_TEXTS.en[k as 'hello']);
    expect({ lang, same }).toEqual({ lang, same: [] });
  }
});

test('English reads as it always has; German is German; no link in any language', () => {
  expect(checkInDueMail()).toEqual({
    subject: 'Are you safe?',
    text: [
      'Hello,',
      '',
      'You asked Converge to check on you, and it is time. Are you safe?',
      '',
      'Open Converge and tap “I’m safe”. If you do not answer in the next few minutes, your trusted contacts will be alerted.',
      '',
      'If you are in danger, call your local emergency number now.',
    ].join('\n'),
  });
  const de = checkInDueMail('de');
  expect(de.subject).toBe('Bist du in Sicherheit?');
  expect(de.text).toContain('Öffne Converge und tippe auf „Ich bin in Sicherheit“.');
  for (const lang of LANGUAGES) expect(checkInDueMail(lang).text).not.toMatch(/https?:|www\./);
});

// The mail tells people which button to tap: in every language it must be the words the app's
// "Are you safe?" screen shows on that button (web/src/locales/<lang>/safety-prompt.json, `due.safe`).
test('the mail names the app’s own “I’m safe” button, in each language', () => {
  const webLocales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src/locales');
  for (const lang of LANGUAGES) {
    const button = (JSON.parse(readFileSync(path.join(webLocales, lang, 'safety-prompt.json'), 'utf8')) as Record<string, string>)['due.safe']!;
    expect({ lang, names: checkInDueMail(lang).text.includes(button) }).toEqual({ lang, names: true });
  }
});
