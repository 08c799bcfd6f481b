import { randomBytes } from 'node:crypto';
import { errors } from '../errors.js';
import type { OutgoingMessage } from '../outgoing/outgoing.repository.js';

/** 256 random bits, URL-safe: the public page's only key. */
export const newShareToken = () => randomBytes(32).toString('base64url');

export const shareUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/share/${token}`;

/** Times in mails and texts: unambiguous whatever the reader's zone. */
export const formatTime = (d: Date) =>
  `${d.toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} UTC`;

export type ShareState = 'active' | 'ended';
/** A share is live until it is stopped or its time runs out, whichever comes first. */
export function shareState(row: { ended_at: Date | null; expires_at: Date }, now = new Date()): ShareState {
  return row.ended_at || new Date(row.expires_at).getTime() <= now.getTime() ? 'ended' : 'active';
}

/**
 * What the recipient of a location share receives (email and/or SMS): the app's own words only, with
 * the sharer's display name, the venue's name as the venue service knows it, the link and the expiry
 * (the service is not a mail relay). The sharer's own message is shown on the share page, never sent.
 * `unsubscribable` is the mail's one-click unsubscribe (headers and the visible link).
 */
export function shareMessages(input: {
  sharerName: string;
  venueName: string | null;
  url: string;
  expiresAt: Date;
  email?: string | null;
  phone?: string | null;
  unsubscribable?: { headers: Record<string, string>; footer: string[] };
}): OutgoingMessage[] {
  const out: OutgoingMessage[] = [];
  const where = input.venueName ? ` at ${input.venueName}` : '';
  const until = formatTime(input.expiresAt);
  if (input.email) {
    out.push({
      channel: 'email',
      recipient: input.email,
      subject: `${input.sharerName} is sharing their location with you`,
      body: [
        `${input.sharerName} is sharing their location with you${where} through Converge, so that someone they trust knows where they are.`,
        '',
        `See where they are: ${input.url}`,
        '',
        `The link works until ${until}, or until ${input.sharerName} stops sharing.`,
        ...(input.unsubscribable?.footer ?? []),
      ].join('\n'),
      ...(input.unsubscribable ? { headers: input.unsubscribable.headers } : {}),
    });
  }
  if (input.phone)
    out.push({ channel: 'sms', recipient: input.phone, body: `Converge: ${input.sharerName} is sharing their location with you${where} until ${until}. See where they are: ${input.url}` });
  return out;
}

/** A person shares with at most this many contacts at once (each share mails and texts someone). */
export const MAX_ACTIVE_SHARES = 10;

export function assertRoomForShare(active: number, max = MAX_ACTIVE_SHARES) {
  if (active >= max) throw errors.tooManyShares(max);
}
