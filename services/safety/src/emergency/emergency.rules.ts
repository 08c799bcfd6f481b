import type { OutgoingMessage } from '../outgoing/outgoing.repository.js';
import { formatTime } from '../location-shares/location-shares.rules.js';

/**
 * ARCHITECTURE §4: emergency numbers follow the country; a trusted contact may be anywhere, so the
 * text names the common ones rather than guessing (the spec's 911 is the US row).
 */
export const EMERGENCY_NUMBERS_LINE = 'call your local emergency number (911 in the US and Canada, 999 or 112 in the UK, 112 in the EU, 000 in Australia)';

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
}): OutgoingMessage[] {
  const when = formatTime(input.activatedAt);
  const where = input.venueName ? `checked in at ${input.venueName}` : 'not checked in at a venue';
  const out: OutgoingMessage[] = [];
  for (const c of input.contacts) {
    if (c.email && !input.emailsStopped?.has(c.email)) {
      const unsubscribable = input.unsubscribable?.(c.email);
      out.push({
        channel: 'email',
        recipient: c.email,
        subject: `Emergency alert: ${input.personName} needs help`,
        body: [
          'Hello,',
          '',
          `${input.personName} pressed the emergency button in Converge and has you as a trusted contact.`,
          '',
          `When: ${when}`,
          `Where: ${where}`,
          `Live location (for the next 4 hours): ${input.url}`,
          '',
          `Please try to reach ${input.personName} now. If you think they are in danger, ${EMERGENCY_NUMBERS_LINE}.`,
          ...(unsubscribable?.footer ?? []),
        ].join('\n'),
        ...(unsubscribable ? { headers: unsubscribable.headers } : {}),
      });
    }
    if (c.phone) {
      out.push({
        channel: 'sms',
        recipient: c.phone,
        body: `Converge emergency alert: ${input.personName} pressed the emergency button at ${when}${input.venueName ? ` at ${input.venueName}` : ''}. Live location: ${input.url} If they may be in danger, call local emergency services.`,
      });
    }
  }
  return out;
}
