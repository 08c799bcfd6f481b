/** The words of the "someone is trying to sign in" email. No link at all: nothing in it signs anyone in. */
export function signInWarningMail(input: { failures: number; since: Date }): { subject: string; text: string } {
  const since = `${input.since.toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} UTC`;
  return {
    subject: 'Someone is trying to sign in to your Converge account',
    text: [
      'Hello,',
      '',
      `Someone is trying to sign in to your Converge account: a wrong password was entered ${input.failures} times since ${since}.`,
      '',
      'If this was you, you can ignore this email.',
      '',
      'If it was not you: nobody got in with a wrong password. Converge slows down every further guess from devices you have not signed in on, while the devices you use keep signing in as usual. Make sure your password is long and used nowhere else.',
      '',
      'We will not email you again about these attempts. For your safety this email contains no links: open Converge yourself to check your account.',
    ].join('\n'),
  };
}

/** Whether this failure is the one to warn about: enough of them in this attack, and no warning sent for it yet. */
export const shouldWarn = (failures: number, alreadyWarned: boolean, threshold: number) => failures >= threshold && !alreadyWarned;
