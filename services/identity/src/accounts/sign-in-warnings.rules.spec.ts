import { LANGUAGES, translationProblems } from '@converge/contracts';
import { shouldWarn, signInWarningMail } from './sign-in-warnings.rules.js';
import { SIGN_IN_WARNING_TEXTS } from './sign-in-warnings.texts.js';

test('the tenth wrong password of an attack warns, once', () => {
  expect(shouldWarn(9, false, 10)).toBe(false);
  expect(shouldWarn(10, false, 10)).toBe(true);
  expect(shouldWarn(11, true, 10)).toBe(false);
});

test('the email says what happened and carries no link', () => {
  const mail = signInWarningMail({ failures: 10, since: new Date('2026-05-01T21:05:00Z') });
  expect(mail.subject).toBe('Someone is trying to sign in to your Converge account');
  expect(mail.text).toContain('a wrong password was entered 10 times since 1 May 2026, 21:05 UTC');
  expect(mail.text).not.toMatch(/https?:|www\.|\/\//);
});

test('the email reads in full: what happened, that nobody got in, what to do, and that no link is in it', () => {
  const mail = signInWarningMail({ failures: 12, since: new Date('2026-05-01T21:05:00Z') });
  expect(mail.text).toBe(
    [
      'Hello,',
      '',
      'Someone is trying to sign in to your Converge account: a wrong password was entered 12 times since 1 May 2026, 21:05 UTC.',
      '',
      'If this was you, you can ignore this email.',
      '',
      'If it was not you: nobody got in with a wrong password. Converge slows down every further guess from devices you have not signed in on, while the devices you use keep signing in as usual. Make sure your password is long and used nowhere else.',
      '',
      'We will not email you again about these attempts. For your safety this email contains no links: open Converge yourself to check your account.',
    ].join('\n'),
  );
});

test('every language has every message of the warning, with English placeholders, each translated', () => {
  expect(Object.keys(SIGN_IN_WARNING_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  expect(translationProblems(SIGN_IN_WARNING_TEXTS)).toEqual([]);
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const same = (Object.keys(SIGN_IN_WARNING_TEXTS.en) as Array<keyof (typeof SIGN_IN_WARNING_TEXTS)['en']>).filter((k) => SIGN_IN_WARNING_TEXTS[lang][k] === SIGN_IN_WARNING_TEXTS.en[k]);
    expect({ lang, same }).toEqual({ lang, same: [] });
  }
});

test('a German account is warned in German, with the count and the time as German writes it; no language carries a link', () => {
  const mail = signInWarningMail({ failures: 12, since: new Date('2026-05-01T21:05:00Z') }, 'de');
  expect(mail.subject).toBe('Jemand versucht, sich bei deinem Converge-Konto anzumelden');
  expect(mail.text).toContain('Seit 1. Mai 2026, 21:05 UTC wurde 12-mal ein falsches Passwort eingegeben.');
  for (const lang of LANGUAGES) expect(signInWarningMail({ failures: 10, since: new Date() }, lang).text).not.toMatch(/https?:|www\.|\/\/|\{/);
});
