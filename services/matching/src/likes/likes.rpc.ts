import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid, passSchema, RPC, type PassRequest, type LikeResult, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, returnedRows, RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { isVisible, requireCheckedInAt } from '../discovery/visibility.js';
import { KeyedConnections, NamedSql } from '../sql.js';
import { Reach, sharedVenue } from '../reach/reach.js';
import { LIKE_FUNCTION } from './like-function.js';

/** The like, its checks, the match and their events in one call (see like-function.ts). */
const LIKE = new NamedSql(`${LIKE_FUNCTION}_call`, `SELECT * FROM ${LIKE_FUNCTION}(${Array.from({ length: 20 }, (_, i) => `$${i + 1}`).join(', ')})`);

interface LikeRow {
  existing: boolean;
  allowed: boolean;
  visible: boolean;
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

/**
 * Likes and passes. Both are idempotent (a repeat answers as the first did). A like is one call of the
 * like function, which serialises its pair with an advisory lock, so of two likes arriving at the
 * same instant the second always sees the first and exactly one match is created; MatchCreated is
 * written to the outbox in that same call. In this process the likes of a pair also queue before
 * taking a pooled connection and then run one after the other on one connection (KeyedConnections),
 * so a like waiting for its pair holds no connection meanwhile and does not queue for the pool twice;
 * the lock still decides between replicas.
 */
@Injectable()
export class LikeHandlers {
  private readonly pairs: KeyedConnections;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly reach: Reach,
  ) {
    this.pairs = new KeyedConnections(dataSource);
  }

  @RpcHandler(RPC.matching.like, { actor: 'required' })
  async like({ actor, toUserId, venueId, contextMessage }: SignedInPayload<{ toUserId: string; venueId?: string; contextMessage?: string }>): Promise<LikeResult> {
    const me = actor.userId;
    if (!toUserId || toUserId === me) throw errors.profileNotAvailable();
    if (toUserId.includes('\0')) throw errors.profileNotAvailable();
    // Issue 28: a like needs a shared context now. From a venue's discovery ($3) the like function checks
    // that both are there in dating mode. Without a venue (live discovery): checked in at the same venue
    // in dating mode counts as a like there; otherwise both must be live within 500 m. A repeat like
    // answers as the first did.
    const fromLiveDiscovery = !venueId;
    if (!venueId) {
      const shared = await sharedVenue(this.dataSource.manager, me, toUserId);
      if (shared?.mode === 'dating') venueId = shared.venueId;
      else if (!(await this.reach.liveWithin(me, toUserId)) && !(await this.alreadyLiked(me, toUserId))) throw errors.likeOutOfReach();
    }
    const pair = pairKey(me, toUserId);
    const likeId = randomUUID();
    const matchId = randomUUID();
    const createdAt = new Date().toISOString();
    // Built and validated here; the call fills in the venue fields it decides and inserts only the
    // events whose rows it inserted.
    const likeEvent = this.events.rowFor('LikeCreated', { likeId, fromUserId: me, toUserId, venueId: venueId ?? null });
    const matchEvent = this.events.rowFor('MatchCreated', { matchId, userAId: toUserId, userBId: me, venueId: null, venueName: null, createdAt });
    return this.pairs.run(pair, async (manager) => {
      const call = async (): Promise<LikeRow> => (await manager.query(LIKE.query, [
        me, toUserId, venueId ?? null, likeId, contextMessage ?? null, matchId, pair, ...likeEvent.values, ...matchEvent.values, createdAt,
      ]))[0];
      let row = await call();
      // A pass is not for ever: liking someone from live discovery (no venue asked for, even
      // when the two turn out to share one) after passing them at a venue is a change of mind, so the pass
      // goes and the like is tried again. Only on this refused path, so an ordinary like stays one round
      // trip; the first call wrote nothing.
      if (fromLiveDiscovery && !row.existing && row.allowed && !row.visible && !row.blocked) {
        const dropped = await manager.query('DELETE FROM passes WHERE from_user_id = $1 AND to_user_id = $2 RETURNING 1', [me, toUserId]);
        if (returnedRows(dropped).length) row = await call();
      }
      // The events as stored: published as soon as the call has committed (it has, by now).
      if (row.like_event) this.events.inserted(manager, likeEvent, row.like_event);
      if (row.match_event) this.events.inserted(manager, matchEvent, row.match_event);
      // They blocked me: the same answer as for anyone out of reach, so a block is never revealed.
      if (row.blocked === 'them') throw errors.likeOutOfReach();
      if (row.blocked === 'me') throw errors.youBlocked();
      if (!row.existing) {
        if (!row.allowed) throw (await this.networkingAt(manager, me, venueId)) ? errors.networkingHere() : errors.notCheckedIn();
        // Not at this venue, another mode, hidden (incognito, a block): one answer, which tells nothing.
        if (!row.visible) throw errors.likeOutOfReach();
      }
      if (!row.reverse) return { liked: true, matched: false };
      // Matched before this like: said as such, so the app does not announce the match again.
      if (row.found_match_id) return { liked: true, matched: true, matchId: row.found_match_id, alreadyMatched: true };
      return { liked: true, matched: true, matchId: row.match_id! };
    });
  }

  private async alreadyLiked(me: string, toUserId: string): Promise<boolean> {
    const rows = await this.dataSource.query('SELECT 1 FROM likes WHERE from_user_id = $1 AND to_user_id = $2', [me, toUserId]);
    return rows.length > 0;
  }

  /** Only on the refused path: is the caller checked in at that venue, but in professional mode? */
  private async networkingAt(manager: EntityManager, me: string, venueId: string | undefined): Promise<boolean> {
    if (!venueId || !isUuid(venueId)) return false;
    const rows = await manager.query("SELECT 1 FROM active_checkins WHERE user_id = $1 AND venue_id = $2 AND expires_at > now() AND mode = 'professional'", [me, venueId]);
    return rows.length > 0;
  }

  @RpcHandler(RPC.matching.pass, { actor: 'required', input: passSchema })
  async pass({ actor, toUserId, venueId }: SignedInPayload<PassRequest>) {
    const me = actor.userId;
    if (toUserId === me) throw errors.profileNotAvailable();
    return this.dataSource.transaction(async (manager) => {
      const [existing] = await manager.query('SELECT 1 FROM passes WHERE from_user_id = $1 AND to_user_id = $2', [me, toUserId]);
      if (existing) return { passed: true };
      if (venueId) await requireCheckedInAt(manager, me, venueId);
      if (!(await isVisible(manager, me, toUserId, venueId))) throw errors.profileNotAvailable();
      await manager.query('INSERT INTO passes (from_user_id, to_user_id, venue_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [me, toUserId, venueId ?? null]);
      return { passed: true };
    });
  }
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
