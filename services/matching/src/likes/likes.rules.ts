import { matchViewFromCreated, type LikeResult } from '@converge/contracts';

/** What the like function answers for one like (like-batch-function.ts). */
export interface LikeRow {
  existing: boolean;
  allowed: boolean;
  /** Decided only when it can matter (a new like, no block, allowed); null otherwise. */
  visible: boolean | null;
  like_id: string | null;
  like_venue_id: string | null;
  reverse: boolean;
  found_match_id: string | null;
  match_id: string | null;
  match_venue_id: string | null;
  match_venue_name: string | null;
  match_created_at: Date | null;
  blocked: 'me' | 'them' | null;
  like_event: unknown;
  match_event: unknown;
}

/** One key per unordered pair: both likes of a pair queue and lock on it. */
export function pairKey(a: string, b: string): string {
  // Stryker disable next-line EqualityOperator: when a equals b both branches give the same key.
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * A pass is not for ever: liking someone from live discovery (no venue asked for, even when the two
 * turn out to share one) after passing them at a venue is a change of mind, so the pass goes and the
 * like is tried again. Only on this refused path (hidden, nothing else wrong), so an ordinary like stays
 * one round trip; the refused call wrote nothing.
 */
export function passMayGo(row: Pick<LikeRow, 'existing' | 'allowed' | 'visible' | 'blocked'>, fromLiveDiscovery: boolean): boolean {
  return fromLiveDiscovery && !row.existing && row.allowed && !row.visible && !row.blocked;
}

/**
 * Why a like is refused, or null:
 * - they blocked me: the same answer as for anyone out of reach, so a block is never revealed;
 * - I blocked them: told so (they can unblock);
 * - a new like where I am not checked in for dating: 'notAllowed';
 * - a new like of someone hidden (not at this venue, another mode, incognito, a block): out of reach,
 *   one answer that tells nothing.
 * A repeat like answers as the first did.
 */
export function likeRefusal(row: Pick<LikeRow, 'existing' | 'allowed' | 'visible' | 'blocked'>): 'outOfReach' | 'youBlocked' | 'notAllowed' | null {
  if (row.blocked === 'them') return 'outOfReach';
  if (row.blocked === 'me') return 'youBlocked';
  if (!row.existing) {
    if (!row.allowed) return 'notAllowed';
    if (!row.visible) return 'outOfReach';
  }
  return null;
}

/** The answer to a like that went through; a pair matched before this like is said as such, so the app does not announce it again. */
export function likeResult(row: Pick<LikeRow, 'reverse' | 'found_match_id' | 'match_id' | 'match_event'>, likerId: string): LikeResult {
  if (!row.reverse) return { liked: true, matched: false };
  if (row.found_match_id) return { liked: true, matched: true, matchId: row.found_match_id, alreadyMatched: true };
  // The MatchCreated envelope the like wrote carries both cards: the liker's modal is built from it.
  const created = (row.match_event as { data?: Parameters<typeof matchViewFromCreated>[0] } | null)?.data;
  const match = created ? matchViewFromCreated(created, likerId) : null;
  return { liked: true, matched: true, matchId: row.match_id!, ...(match ? { match } : {}) };
}
