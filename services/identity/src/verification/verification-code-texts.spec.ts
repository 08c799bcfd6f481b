import { LANGUAGES, translationProblems, VERIFICATION_CODE_TTL_MINUTES } from '@converge/contracts';
import { VERIFICATION_CODE_TEXTS, verificationCodeMail, verificationCodeSms } from './verification-code-texts.js';

test('every language has every message, with English placeholders, each translated', () => {
  expect(Object.keys(VERIFICATION_CODE_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  expect(translationProblems(VERIFICATION_CODE_TEXTS)).toEqual([]);
  for (const lang of LANGUAGES.filter((l) => l !== 'en'))
    for (const key of ['subject', 'body', 'sms'] as const) expect(VERIFICATION_CODE_TEXTS[lang][key]).not.toBe(VERIFICATION_CODE_TEXTS.en[key]);
});

test('English reads as it always has; German is German; the code is in every one', () => {
  expect(verificationCodeMail('123456')).toEqual({
    subject: 'Your Converge verification code: 123456',
    text: 'Your Converge verification code is 123456.\n\nIt expires in 10 minutes. If you did not ask for it, you can ignore this email.',
  });
  expect(verificationCodeSms('123456')).toBe('Your Converge verification code is 123456. It expires in 10 minutes.');
  expect(verificationCodeMail('123456', 'de').subject).toBe('Dein Converge-Bestätigungscode: 123456');
  expect(verificationCodeSms('123456', 'de')).toBe('Dein Converge-Bestätigungscode lautet 123456. Er ist 10 Minuten lang gültig.');
  for (const lang of LANGUAGES) expect(verificationCodeMail('654321', lang).text).toContain('654321');
});

test('the sentences are written for a lifetime of 3 to 10 minutes (Arabic plural form; the others plural)', () => {
  expect(VERIFICATION_CODE_TTL_MINUTES).toBeGreaterThanOrEqual(3);
  expect(VERIFICATION_CODE_TTL_MINUTES).toBeLessThanOrEqual(10);
});
