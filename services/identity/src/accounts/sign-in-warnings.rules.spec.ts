import { shouldWarn, signInWarningMail } from './sign-in-warnings.rules.js';

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
