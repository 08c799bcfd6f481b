import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RpcError, RPC, type RpcPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler, type PendingEvent } from '@converge/platform';
import { isVisible, notCheckedIn, requireCheckedInAt, visibleAnywhere, visibleAtVenue } from '../discovery/visibility.js';
import { KeyedTransactions, NamedSql, sqlLiteral } from '../sql.js';

export interface LikeResult {
  liked: true;
  matched: boolean;
  matchId?: string;
}

const notVisible = () => RpcError.notFound('This person is no longer available.', 'PROFILE_NOT_AVAILABLE');

/**
 * Everything a like decides, in one statement run after the pair's lock is held (so it sees whatever
 * the other like of the pair committed): $1 me, $2 them, $3 venue (or null), $4 new like id, $5 context
 * message, $6 new match id.
 * - a repeat like ("existing") skips the checks and inserts nothing;
 * - otherwise the venue rule (checked in at $3, when given) and the visibility rule must both hold
 *   before the like is inserted; its venue is $3, else where I am checked in;
 * - when the reverse like exists and the pair has no match yet, the match is inserted: user A liked
 *   first (them), user B completed it (me); its venue is this like's, else the reverse like's.
 * Nothing is written when a check fails (the caller then throws, which also rolls back).
 */
const LIKE = new NamedSql(
  'matching_like_v1',
  `WITH existing AS (SELECT 1 FROM likes WHERE from_user_id = $1 AND to_user_id = $2),
   mine AS (SELECT venue_id FROM active_checkins WHERE user_id = $1 AND expires_at > now()),
   allowed AS (SELECT $3::text IS NULL OR EXISTS (SELECT 1 FROM mine WHERE venue_id = $3::text) AS ok),
   visible AS (
     SELECT CASE WHEN $3::text IS NULL THEN EXISTS (SELECT 1 ${visibleAnywhere('$1', '$2')})
                 ELSE EXISTS (SELECT 1 ${visibleAtVenue('$1', '$3::text')} AND c.user_id = $2) END AS ok),
   inserted AS (
     INSERT INTO likes (id, from_user_id, to_user_id, venue_id, context_message)
     SELECT $4::uuid, $1, $2, COALESCE($3::text, (SELECT venue_id FROM mine)), $5
     WHERE NOT EXISTS (SELECT 1 FROM existing) AND (SELECT ok FROM allowed) AND (SELECT ok FROM visible)
     RETURNING id, venue_id),
   reverse AS (SELECT venue_id FROM likes WHERE from_user_id = $2 AND to_user_id = $1),
   found AS (
     SELECT id FROM matches
     WHERE LEAST(user_a_id, user_b_id) = LEAST($1::text, $2::text) AND GREATEST(user_a_id, user_b_id) = GREATEST($1::text, $2::text)),
   match_venue AS (
     SELECT COALESCE((SELECT venue_id FROM inserted), $3::text, (SELECT venue_id FROM reverse)) AS venue_id),
   created AS (
     INSERT INTO matches (id, user_a_id, user_b_id, venue_id, venue_name)
     SELECT $6::uuid, $2, $1, mv.venue_id, (SELECT v.name FROM venues v WHERE v.venue_id = mv.venue_id)
     FROM match_venue mv
     WHERE EXISTS (SELECT 1 FROM reverse) AND NOT EXISTS (SELECT 1 FROM found)
       AND (EXISTS (SELECT 1 FROM existing) OR EXISTS (SELECT 1 FROM inserted))
     RETURNING id, venue_id, venue_name, created_at)
   SELECT EXISTS (SELECT 1 FROM existing) AS existing,
     (SELECT ok FROM allowed) AS allowed,
     (SELECT ok FROM visible) AS visible,
     (SELECT id FROM inserted) AS like_id,
     (SELECT venue_id FROM inserted) AS like_venue_id,
     EXISTS (SELECT 1 FROM reverse) AS reverse,
     (SELECT id FROM found) AS found_match_id,
     m.id AS match_id, m.venue_id AS match_venue_id, m.venue_name AS match_venue_name, m.created_at AS match_created_at
   FROM (SELECT 1) one LEFT JOIN created m ON true`,
);

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
}

/**
 * Likes and passes. Both are idempotent (a repeat answers as the first did). A like serialises its
 * pair with a transaction-scoped advisory lock on the unordered pair, so of two likes arriving at
 * the same instant the second always sees the first and exactly one match is created; the unique
 * index on (least, greatest) is the backstop. MatchCreated is written to the outbox in that transaction.
 * In this process the likes of a pair also queue before taking a pooled connection and then run one
 * after the other on one connection (KeyedTransactions), so a like waiting for its pair holds no
 * connection meanwhile and does not queue for the pool twice; the lock still decides between replicas.
 */
@Injectable()
export class LikeHandlers {
  private readonly pairs: KeyedTransactions;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
  ) {
    this.pairs = new KeyedTransactions(dataSource);
  }

  @RpcHandler(RPC.matching.like)
  async like({ actor, toUserId, venueId, contextMessage }: RpcPayload<{ toUserId: string; venueId?: string; contextMessage?: string }>): Promise<LikeResult> {
    if (!actor) throw RpcError.unauthorized();
    const me = actor.userId;
    if (!toUserId || toUserId === me) throw notVisible();
    if (toUserId.includes('\0')) throw notVisible();
    const pair = pairKey(me, toUserId);
    return this.pairs.run(pair, beginAndLockPair(pair), async (manager) => {
      const [row]: LikeRow[] = await manager.query(LIKE.query, [me, toUserId, venueId ?? null, randomUUID(), contextMessage ?? null, randomUUID()]);
      if (!row.existing) {
        if (!row.allowed) throw notCheckedIn();
        if (!row.visible) throw notVisible();
      }
      const events: PendingEvent[] = [];
      if (row.like_id) events.push({ type: 'LikeCreated', data: { likeId: row.like_id, fromUserId: me, toUserId, venueId: row.like_venue_id } });
      // Reverse like present and no match before: the statement created it (user A liked first).
      if (row.match_id) {
        events.push({
          type: 'MatchCreated',
          data: {
            matchId: row.match_id,
            userAId: toUserId,
            userBId: me,
            venueId: row.match_venue_id,
            venueName: row.match_venue_name,
            createdAt: new Date(row.match_created_at!).toISOString(),
          },
        });
      }
      await this.events.publishMany(manager, events);
      if (!row.reverse) return { liked: true, matched: false };
      return { liked: true, matched: true, matchId: (row.found_match_id ?? row.match_id)! };
    });
  }

  @RpcHandler(RPC.matching.pass)
  async pass({ actor, toUserId, venueId }: RpcPayload<{ toUserId: string; venueId?: string }>) {
    if (!actor) throw RpcError.unauthorized();
    const me = actor.userId;
    if (!toUserId || toUserId === me) throw notVisible();
    return this.dataSource.transaction(async (manager) => {
      const [existing] = await manager.query('SELECT 1 FROM passes WHERE from_user_id = $1 AND to_user_id = $2', [me, toUserId]);
      if (existing) return { passed: true };
      if (venueId) await requireCheckedInAt(manager, me, venueId);
      if (!(await isVisible(manager, me, toUserId, venueId))) throw notVisible();
      await manager.query('INSERT INTO passes (from_user_id, to_user_id, venue_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [me, toUserId, venueId ?? null]);
      return { passed: true };
    });
  }
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * Opens the like's transaction and takes the lock that serialises everything touching one unordered
 * pair until the transaction ends, in one round trip (simple protocol, so the key is a literal).
 */
function beginAndLockPair(pair: string): string {
  return `BEGIN; SELECT pg_advisory_xact_lock(hashtext(${sqlLiteral(pair)}))`;
}
