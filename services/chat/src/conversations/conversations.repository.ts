import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid, LIVE_NEARBY_VENUE } from '@converge/contracts';
import { errors } from '../errors.js';

export interface ConversationRow {
  id: string;
  match_id: string | null;
  user1_id: string;
  user2_id: string;
  venue_name: string | null;
  user1_unread_count: number;
  user2_unread_count: number;
  user1_last_read_at: Date | null;
  user2_last_read_at: Date | null;
  last_message_at: Date | null;
  last_message_preview: string | null;
  closed_at: Date | null;
  closed_reason: 'blocked' | 'deleted' | null;
  created_at: Date;
  user1_name?: string | null;
  user1_photo?: string | null;
  user2_photo?: string | null;
  user1_verified?: boolean;
  user2_verified?: boolean;
  user2_name?: string | null;
}

/** Where a conversation that started from live discovery (no venue) says it started (shared with the web). */
export { LIVE_NEARBY_VENUE };

/** A pair is always stored in the same order, which makes "one conversation per pair" a unique index. */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/**
 * A deleted person's id in a conversation is replaced by an anonymous placeholder (SQL): '!' sorts before
 * and '~' after every id, so the pair stays ordered (user1_id < user2_id) without swapping columns.
 */
export const deletedPlaceholder = (position: 'first' | 'second') => `'${position === 'first' ? '!' : '~'}deleted:' || gen_random_uuid()`;

const SELECT_WITH_NAMES = `
  SELECT c.*, n1.display_name AS user1_name, n2.display_name AS user2_name, n1.photo_url AS user1_photo, n2.photo_url AS user2_photo,
    COALESCE(v1.level, 'unverified') <> 'unverified' AS user1_verified, COALESCE(v2.level, 'unverified') <> 'unverified' AS user2_verified
  FROM conversations c
  LEFT JOIN display_names n1 ON n1.user_id = c.user1_id
  LEFT JOIN display_names n2 ON n2.user_id = c.user2_id
  LEFT JOIN verification_levels v1 ON v1.user_id = c.user1_id
  LEFT JOIN verification_levels v2 ON v2.user_id = c.user2_id`;

/** All SQL of conversations; handlers and rules decide what it means. */
@Injectable()
export class ConversationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The caller's conversation, or 404 — a non-participant cannot tell it from one that does not exist. */
  async findForParticipant(conversationId: unknown, userId: string, manager: EntityManager = this.dataSource.manager): Promise<ConversationRow> {
    if (!isUuid(conversationId)) throw errors.conversationNotFound();
    const [row] = await manager.query(`${SELECT_WITH_NAMES} WHERE c.id = $1 AND (c.user1_id = $2 OR c.user2_id = $2)`, [conversationId, userId]);
    if (!row) throw errors.conversationNotFound();
    return row;
  }

  /** Same, locking the row so that sends and reads of one conversation apply one at a time. */
  async lockForParticipant(manager: EntityManager, conversationId: unknown, userId: string): Promise<ConversationRow> {
    if (!isUuid(conversationId)) throw errors.conversationNotFound();
    const [row] = await manager.query('SELECT * FROM conversations WHERE id = $1 AND (user1_id = $2 OR user2_id = $2) FOR UPDATE', [conversationId, userId]);
    if (!row) throw errors.conversationNotFound();
    return row;
  }

  async findByPair(a: string, b: string, manager: EntityManager = this.dataSource.manager): Promise<ConversationRow | undefined> {
    const [u1, u2] = orderedPair(a, b);
    const [row] = await manager.query(`${SELECT_WITH_NAMES} WHERE c.user1_id = $1 AND c.user2_id = $2`, [u1, u2]);
    return row;
  }

  /**
   * Create-or-get of a match's conversation: the unique pair index makes a second opening (a redelivered
   * MatchCreated, or "start" racing the event) harmless. A pair that blocked each other before the
   * match arrived gets a closed conversation.
   */
  async openForMatch(
    manager: EntityManager,
    match: { matchId: string; userAId: string; userBId: string; venueId: string | null; venueName: string | null; createdAt: string },
  ): Promise<void> {
    const [user1, user2] = orderedPair(match.userAId, match.userBId);
    // Blocked before the match arrived: the conversation opens closed. A new match after an unblock
    // reopens the one the block had closed. A match from live discovery has no venue: its chat says
    // where it started, as a request's does.
    await manager.query(
      `INSERT INTO conversations (match_id, user1_id, user2_id, venue_id, venue_name, created_at, closed_at, closed_reason)
       VALUES ($1, $2, $3, $4, $5, $6,
               (SELECT blocked_at FROM blocked_pairs WHERE user1_id = $2 AND user2_id = $3),
               (SELECT 'blocked' FROM blocked_pairs WHERE user1_id = $2 AND user2_id = $3))
       ON CONFLICT (user1_id, user2_id) DO UPDATE
         SET match_id = EXCLUDED.match_id, venue_id = EXCLUDED.venue_id, venue_name = EXCLUDED.venue_name,
             closed_at = EXCLUDED.closed_at, closed_reason = EXCLUDED.closed_reason
         WHERE conversations.closed_reason = 'blocked' AND EXCLUDED.closed_at IS NULL AND conversations.match_id IS DISTINCT FROM EXCLUDED.match_id`,
      [match.matchId, user1, user2, match.venueId, match.venueName ?? (match.venueId ? null : LIVE_NEARBY_VENUE), match.createdAt],
    );
  }

  async withNames(id: string, manager: EntityManager = this.dataSource.manager): Promise<ConversationRow> {
    const [row] = await manager.query(`${SELECT_WITH_NAMES} WHERE c.id = $1`, [id]);
    return row;
  }

  /** Most recent activity first; a conversation without messages counts from when it opened. */
  async listForUser(userId: string, matchId?: string): Promise<ConversationRow[]> {
    const params: unknown[] = [userId];
    let filter = '';
    if (matchId) {
      params.push(matchId);
      filter = ' AND c.match_id = $2';
    }
    return this.dataSource.query(
      `${SELECT_WITH_NAMES}
       WHERE (c.user1_id = $1 OR c.user2_id = $1) AND (c.closed_at IS NULL OR c.closed_reason = 'deleted')${filter}
       ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC
       LIMIT 500`,
      params,
    );
  }

  /** The reader's unread count to 0 and read pointer to now (the database's clock); the time it set. */
  async markRead(manager: EntityManager, conversationId: string, side: 'user1' | 'user2'): Promise<Date> {
    const [{ now }] = await manager.query('SELECT clock_timestamp() AS now');
    await manager.query(`UPDATE conversations SET ${side}_unread_count = 0, ${side}_last_read_at = $2 WHERE id = $1`, [conversationId, now]);
    return now;
  }

  /** The pair's one conversation (open or closed), if any. */
  async idOfPair(a: string, b: string): Promise<string | null> {
    const [user1, user2] = orderedPair(a, b);
    const [row] = await this.dataSource.query('SELECT id FROM conversations WHERE user1_id = $1 AND user2_id = $2', [user1, user2]);
    return row?.id ?? null;
  }

  /** Create-or-get of a live-discovery conversation (an accepted message request): it says it started in live discovery. */
  async openFromLiveDiscovery(manager: EntityManager, a: string, b: string): Promise<ConversationRow> {
    const [u1, u2] = orderedPair(a, b);
    await manager.query(`INSERT INTO conversations (user1_id, user2_id, venue_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [u1, u2, LIVE_NEARBY_VENUE]);
    return (await this.findByPair(u1, u2, manager))!;
  }

  /** Create-or-get of a professional connection's conversation; a blocked pair's opens closed. */
  async openForConnection(manager: EntityManager, a: string, b: string, venueName: string, createdAt: string): Promise<ConversationRow | undefined> {
    const [user1, user2] = orderedPair(a, b);
    await manager.query(
      `INSERT INTO conversations (user1_id, user2_id, venue_name, created_at, closed_at, closed_reason)
       VALUES ($1, $2, $3, $4,
               (SELECT blocked_at FROM blocked_pairs WHERE user1_id = $1 AND user2_id = $2),
               (SELECT 'blocked' FROM blocked_pairs WHERE user1_id = $1 AND user2_id = $2))
       ON CONFLICT DO NOTHING`,
      [user1, user2, venueName, createdAt],
    );
    return this.findByPair(user1, user2, manager);
  }
}
