import type { DiscoveryProfile } from '@converge/contracts';

/** A venue's discovery (and a pass from it) is only for the venue the caller is checked in at now. */
export function isCheckedInAt(current: { venueId: string } | null, venueId: string): boolean {
  return current !== null && current.venueId === venueId;
}

/**
 * The feed as shown: the ring from the viewer's seed up, then (only when that was short of the limit)
 * the wrapped part from the lowest rank, at most `limit` cards.
 */
export function feedPage(first: DiscoveryProfile[], wrapped: DiscoveryProfile[], limit: number): DiscoveryProfile[] {
  return [...first, ...wrapped].slice(0, limit);
}

/** The first read (`count` cards) already filled the page: no second read. */
export const feedIsFull = (count: number, limit: number) => count >= limit;
