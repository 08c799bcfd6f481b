/**
 * The "Are you safe?" email of a due "Check on me". No link on purpose (like the sign-in warning): a
 * safety mail that teaches people to tap links is a phishing template; they open the app themselves.
 */
export function checkInDueMail(): { subject: string; text: string } {
  return {
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
  };
}
