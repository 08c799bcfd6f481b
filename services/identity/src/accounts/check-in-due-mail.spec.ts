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
