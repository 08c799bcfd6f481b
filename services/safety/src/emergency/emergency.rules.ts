import { fill, type Language } from '@converge/contracts';
import type { OutgoingMessage } from '../outgoing/outgoing.repository.js';
import { EMERGENCY_TEXTS, formatTimeIn } from './emergency.texts.js';

/** The line the live-location page shows, in the language of the person who pressed the button (as the mail that brought the link). */
export const emergencyPageMessage = (personName: string, lang: Language) => fill(EMERGENCY_TEXTS[lang].pageMessage, { person: personName });

export interface EmergencyContact {
  name: string;
  phone: string | null;
  email: string | null;
}

/**
 * Every trusted contact gets an email and/or a text with who, when, where and the live location link.
 * The words are the app's own (the name the person gave a contact is not mailed, so an alert carries no words of the sender's choosing to a stranger); each mail
 * carries its one-click unsubscribe, and an address in `emailsStopped` (it used it) gets no mail.
 */
export function emergencyMessages(input: {
  personName: string;
  activatedAt: Date;
  venueName: string | null;
  url: string;
  contacts: EmergencyContact[];
  unsubscribable?: (email: string) => { headers: Record<string, string>; footer: string[] };
  emailsStopped?: ReadonlySet<string>;
  /** The language of the person who pressed the button: their contacts are written to in it. */
  language?: Language;
}): OutgoingMessage[] {
  const lang = input.language ?? 'en';
  const t = EMERGENCY_TEXTS[lang];
  const args = {
    person: input.personName,
    time: formatTimeIn(input.activatedAt, lang),
    where: input.venueName ? fill(t.whereVenue, { venue: input.venueName }) : t.whereNone,
    url: input.url,
    numbers: t.numbers,
  };
  const out: OutgoingMessage[] = [];
  for (const c of input.contacts) {
    if (c.email && !input.emailsStopped?.has(c.email)) {
      const unsubscribable = input.unsubscribable?.(c.email);
      out.push({
        channel: 'email',
        recipient: c.email,
        subject: fill(t.subject, args),
        body: [t.hello, '', fill(t.pressed, args), '', fill(t.when, args), fill(t.where, args), fill(t.live, args), '', fill(t.reach, args), ...(unsubscribable?.footer ?? [])].join('\n'),
        ...(unsubscribable ? { headers: unsubscribable.headers } : {}),
      });
    }
    if (c.phone) {
      out.push({
        channel: 'sms',
        recipient: c.phone,
        body: fill(t.sms, { ...args, venue: input.venueName ? fill(t.smsVenue, { venue: input.venueName }) : '' }),
      });
    }
  }
  return out;
}
