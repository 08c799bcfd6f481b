import { fill, type Language } from '@converge/contracts';
import { formatUtcIn, SIGN_IN_WARNING_TEXTS } from './sign-in-warnings.texts.js';

/**
 * The "someone is trying to sign in" email, in the account's language. No link at all: nothing in it
 * signs anyone in.
 */
export function signInWarningMail(input: { failures: number; since: Date }, lang: Language = 'en'): { subject: string; text: string } {
  const t = SIGN_IN_WARNING_TEXTS[lang];
  return {
    subject: t.subject,
    text: [t.hello, '', fill(t.what, { count: input.failures, since: formatUtcIn(input.since, lang) }), '', t.ifYou, '', t.ifNotYou, '', t.noLinks].join('\n'),
  };
}

/** Whether this failure is the one to warn about: enough of them in this attack, and no warning sent for it yet. */
export const shouldWarn = (failures: number, alreadyWarned: boolean, threshold: number) => failures >= threshold && !alreadyWarned;
