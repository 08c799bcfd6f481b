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

/** A status is live while its last update is younger than the stale cutoff. */
export function isFresh(lastSeenMs: number | null | undefined, nowMs: number, staleAfterMs: number): boolean {
  return typeof lastSeenMs === 'number' && Number.isFinite(lastSeenMs) && nowMs - lastSeenMs < staleAfterMs;
}
