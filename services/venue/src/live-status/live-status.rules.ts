import type { MyLiveStatus } from '@converge/contracts';
import type { StoredStatus } from './live-status.store.js';
export { MAX_PLAUSIBLE_SPEED_MPS, GPS_JUMP_TOLERANCE_M, judgeMovement, type Fix, type MovementVerdict } from '@converge/contracts';

/**
 * The list's order: by the shown (cell, 25 m step) distance, then by a hash of the pair, which is
 * stable per viewer but says nothing about exact positions. Never by exact distance. The hash only
 * shuffles people within one step, so it needs no secrecy: 32-bit FNV-1a, not SHA-256 (which was
 * 2-3 % of the venue's CPU on a nearby query, one hash per person of the page).
 */
export function orderKey(viewerId: string, otherId: string): number {
  let hash = 0x811c9dc5;
  for (const text of [viewerId, '|', otherId]) {
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

type Entry = { distance: number; userId: string };
// Stryker disable next-line EqualityOperator: a person appears once in a list, so two entries never share a userId.
const byKey = (a: { key: number; userId: string }, b: { key: number; userId: string }) => a.key - b.key || (a.userId < b.userId ? -1 : 1);

export function compareEntries(viewerId: string) {
  return (a: Entry, b: Entry) => a.distance - b.distance || byKey({ key: orderKey(viewerId, a.userId), userId: a.userId }, { key: orderKey(viewerId, b.userId), userId: b.userId });
}

/**
 * The page shown out of everyone who passed: the `size` first in compareEntries' order. The pair hash
 * is computed once per person, and only for those whose distance can still make the page.
 */
export function firstPage<T extends Entry>(viewerId: string, people: T[], size: number): T[] {
  if (people.length === 0) return [];
  const byDistance = [...people].sort((a, b) => a.distance - b.distance);
  const lastDistance = byDistance[Math.min(size, byDistance.length) - 1]!.distance;
  // Stryker disable next-line MethodExpression,ConditionalExpression: the filter only spares hashing those too far to make the page; the sort and slice below give the same page without it.
  const contenders = byDistance.filter((p) => p.distance <= lastDistance).map((p) => ({ p, userId: p.userId, key: orderKey(viewerId, p.userId) }));
  contenders.sort((a, b) => a.p.distance - b.p.distance || byKey(a, b));
  return contenders.slice(0, size).map((c) => c.p);
}

/** A status is live while its last update is younger than the stale cutoff. */
export function isFresh(lastSeenMs: number | null | undefined, nowMs: number, staleAfterMs: number): boolean {
  // Stryker disable next-line ConditionalExpression: Number.isFinite is false for null and undefined too; the typeof only narrows the type.
  return typeof lastSeenMs === 'number' && Number.isFinite(lastSeenMs) && nowMs - lastSeenMs < staleAfterMs;
}

/** What a person is looking for: their live status's choice, else their profile's, else Everyone (the product default). */
export function effectiveLookingFor(status: { lookingFor: string[] }, card: { lookingFor: string[] } | null | undefined): string[] {
  if (status.lookingFor.length > 0) return status.lookingFor;
  if (card && card.lookingFor.length > 0) return card.lookingFor;
  return ['Everyone'];
}

/**
 * The caller's own live status: offline, or what they said and when it lapses (the later of their last
 * update and the stale cutoff, plus the time a status stays fresh).
 */
export function myLiveStatus(status: StoredStatus | null, nowMs: number, staleAfterMs: number): MyLiveStatus {
  if (!status) return { live: false, currentActivity: null, currentMood: null, statusMessage: null, interestTags: [], lookingFor: [], expiresAt: null };
  return {
    live: true,
    currentActivity: status.currentActivity,
    currentMood: status.currentMood,
    statusMessage: status.statusMessage,
    interestTags: status.interestTags,
    lookingFor: status.lookingFor,
    expiresAt: new Date(Math.max(status.at, nowMs - staleAfterMs) + staleAfterMs).toISOString(),
  };
}
