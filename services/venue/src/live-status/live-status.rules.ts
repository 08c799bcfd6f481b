import { createHash } from 'node:crypto';
import { haversineMeters, type LatLon } from '@converge/contracts';

/** Faster than an airliner (~1,000 km/h) is not a person moving: the update is ignored and flagged. */
export const MAX_PLAUSIBLE_SPEED_MPS = 280;
/** GPS jumps of up to this much are normal (a fix indoors, a Wi-Fi position) whatever the time. */
export const GPS_JUMP_TOLERANCE_M = 1000;

export interface Fix extends LatLon {
  at: number;
}

export interface MovementVerdict {
  plausible: boolean;
  speedMps: number;
}

/** Could a person have moved from `previous` to `next` in the time between them? */
export function judgeMovement(previous: Fix | null, next: Fix): MovementVerdict {
  if (!previous) return { plausible: true, speedMps: 0 };
  const meters = haversineMeters(previous, next);
  const seconds = Math.max((next.at - previous.at) / 1000, 0.001);
  const speedMps = meters / seconds;
  return { plausible: meters <= GPS_JUMP_TOLERANCE_M || speedMps <= MAX_PLAUSIBLE_SPEED_MPS, speedMps };
}

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
