import { createHash } from 'node:crypto';

export { MAX_PLAUSIBLE_SPEED_MPS, GPS_JUMP_TOLERANCE_M, judgeMovement, type Fix, type MovementVerdict } from '@converge/contracts';

/**
 * The list's order: by the shown (cell, 25 m step) distance, then by a hash of the pair, which is
 * stable per viewer but says nothing about exact positions. Never by exact distance.
 */
export function orderKey(viewerId: string, otherId: string): string {
  return createHash('sha256').update(`${viewerId}|${otherId}`).digest('hex').slice(0, 12);
}

export function compareEntries(viewerId: string) {
  return (a: { distance: number; userId: string }, b: { distance: number; userId: string }) =>
    a.distance - b.distance || (orderKey(viewerId, a.userId) < orderKey(viewerId, b.userId) ? -1 : 1);
}

/**
 * The page shown out of everyone who passed: the `size` first in compareEntries' order. The pair hash
 * is computed once per person, and only for those whose distance can still make the page.
 */
export function firstPage<T extends { distance: number; userId: string }>(viewerId: string, people: T[], size: number): T[] {
  if (people.length === 0) return [];
  const byDistance = [...people].sort((a, b) => a.distance - b.distance);
  const lastDistance = byDistance[Math.min(size, byDistance.length) - 1]!.distance;
  const contenders = byDistance.filter((p) => p.distance <= lastDistance).map((p) => ({ p, key: orderKey(viewerId, p.userId) }));
  contenders.sort((a, b) => a.p.distance - b.p.distance || (a.key < b.key ? -1 : 1));
  return contenders.slice(0, size).map((c) => c.p);
}

/** A status is live while its last update is younger than the stale cutoff. */
export function isFresh(lastSeenMs: number | null | undefined, nowMs: number, staleAfterMs: number): boolean {
  return typeof lastSeenMs === 'number' && Number.isFinite(lastSeenMs) && nowMs - lastSeenMs < staleAfterMs;
}
