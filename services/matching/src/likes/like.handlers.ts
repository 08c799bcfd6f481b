import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { RpcError, RPC, type RpcPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { activeCheckIn, isVisible, requireCheckedInAt } from '../discovery/visibility.js';

export interface LikeResult {
  liked: true;
  matched: boolean;
  matchId?: string;
}

const notVisible = () => RpcError.notFound('This person is no longer available.', 'PROFILE_NOT_AVAILABLE');

/**
 * Likes and passes. Both are idempotent (a repeat answers as the first did). A like serialises its
 * pair with a transaction-scoped advisory lock on the unordered pair, so of two likes arriving at
 * the same instant the second always sees the first and exactly one match is created; the unique
 * index on (least, greatest) is the backstop. MatchCreated is written to the outbox in that transaction.
 */
@Injectable()
export class LikeHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
  ) {}

  @RpcHandler(RPC.matching.like)
  async like({ actor, toUserId, venueId, contextMessage }: RpcPayload<{ toUserId: string; venueId?: string; contextMessage?: string }>): Promise<LikeResult> {
    if (!actor) throw RpcError.unauthorized();
    const me = actor.userId;
    if (!toUserId || toUserId === me) throw notVisible();
    return this.dataSource.transaction(async (manager) => {
      await lockPair(manager, me, toUserId);
      const [existing] = await manager.query('SELECT id FROM likes WHERE from_user_id = $1 AND to_user_id = $2', [me, toUserId]);
      let likeVenue = venueId ?? null;
      if (!existing) {
        if (venueId) await requireCheckedInAt(manager, me, venueId);
        if (!(await isVisible(manager, me, toUserId, venueId))) throw notVisible();
        likeVenue ??= (await activeCheckIn(manager, me))?.venueId ?? null;
        const likeId = randomUUID();
        await manager.query(
          'INSERT INTO likes (id, from_user_id, to_user_id, venue_id, context_message) VALUES ($1, $2, $3, $4, $5)',
          [likeId, me, toUserId, likeVenue, contextMessage ?? null],
        );
        await this.events.publish(manager, 'LikeCreated', { likeId, fromUserId: me, toUserId, venueId: likeVenue });
      }
      const [reverse] = await manager.query('SELECT venue_id FROM likes WHERE from_user_id = $1 AND to_user_id = $2', [toUserId, me]);
      if (!reverse) return { liked: true, matched: false };
      const [found] = await manager.query(
        'SELECT id FROM matches WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2)',
        [me, toUserId],
      );
      if (found) return { liked: true, matched: true, matchId: found.id };
      return { liked: true, matched: true, matchId: await this.createMatch(manager, toUserId, me, likeVenue ?? reverse.venue_id ?? null) };
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

  /** userA liked first, userB completed the match. */
  private async createMatch(manager: EntityManager, userAId: string, userBId: string, venueId: string | null): Promise<string> {
    const [venue] = venueId ? await manager.query('SELECT name FROM venues WHERE venue_id = $1', [venueId]) : [];
    const venueName: string | null = venue?.name ?? null;
    const matchId = randomUUID();
    const [row] = await manager.query(
      `INSERT INTO matches (id, user_a_id, user_b_id, venue_id, venue_name) VALUES ($1, $2, $3, $4, $5) RETURNING created_at`,
      [matchId, userAId, userBId, venueId, venueName],
    );
    await this.events.publish(manager, 'MatchCreated', {
      matchId,
      userAId,
      userBId,
      venueId,
      venueName,
      createdAt: new Date(row.created_at).toISOString(),
    });
    return matchId;
  }
}

/** Serialises everything that touches one unordered pair until the transaction ends. */
export async function lockPair(manager: EntityManager, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${low}|${high}`]);
}
