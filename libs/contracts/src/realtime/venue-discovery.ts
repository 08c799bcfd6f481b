/**
 * Venue discovery: everyone on a venue's discovery screen watches the socket room
 * `venue:<venueId>` (joined with `discovery:watch` once the venue service confirms the check-in).
 * A push says who arrived or left and why; the page refetches its cards and the count through the
 * API, which applies blocks, incognito, looking-for and the person's filters, so a push never shows
 * anyone the server would not.
 */
export const DISCOVERY_CHANGED = 'discovery:changed' as const;
export const DISCOVERY_WATCH = 'discovery:watch' as const;

/**
 * arrived: checked in or left incognito; left: checked out, expired, blocked or went incognito.
 * A push about a person goes only to the viewers who may see that person in discovery, and
 * incognito is never named: switching it is told as 'other', only to those whose view it changes.
 */
export type DiscoveryChange = 'arrived' | 'left';
export type DiscoveryChangeReason = 'checked_in' | 'checked_out' | 'expired' | 'replaced' | 'blocked' | 'other';

export interface DiscoveryChangedPush {
  /** The venue whose discovery changed; null for a block (sent only to the two people). */
  venueId: string | null;
  change: DiscoveryChange;
  reason: DiscoveryChangeReason;
  /** Who arrived or left: the page checks its refetched list against it. Null when the viewer may not
   *  learn who (the person blocked by someone is told only that their view changed). */
  userId: string | null;
  at: string;
}

export const venueRoom = (venueId: string) => `venue:${venueId}`;
