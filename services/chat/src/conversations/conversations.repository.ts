import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DELETED_USER_NAME, isUuid, LIVE_NEARBY_VENUE, type ConversationDto, type MessageDto } from '@converge/contracts';
import { isoOrNull as iso } from '@converge/platform';
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
  created_at: Date;
  user1_name?: string | null;
  user1_photo?: string | null;
  user2_photo?: string | null;
  user1_verified?: boolean;
  user2_verified?: boolean;
  user2_name?: string | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  client_message_id: string | null;
  sent_at: Date;
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
export const isDeletedPlaceholder = (id: string) => id.startsWith('!deleted:') || id.startsWith('~deleted:');
const nameOf = (id: string, name: string | null | undefined) => name ?? (isDeletedPlaceholder(id) ? DELETED_USER_NAME : null);

const SELECT_WITH_NAMES = `
  SELECT c.*, n1.display_name AS user1_name, n2.display_name AS user2_name, n1.photo_url AS user1_photo, n2.photo_url AS user2_photo,
    COALESCE(v1.level, 'unverified') <> 'unverified' AS user1_verified, COALESCE(v2.level, 'unverified') <> 'unverified' AS user2_verified
  FROM conversations c
  LEFT JOIN display_names n1 ON n1.user_id = c.user1_id
  LEFT JOIN display_names n2 ON n2.user_id = c.user2_id
  LEFT JOIN verification_levels v1 ON v1.user_id = c.user1_id
  LEFT JOIN verification_levels v2 ON v2.user_id = c.user2_id`;

/** The SQL of conversations and messages; use cases decide what it means. */
@Injectable()
export class ConversationRepository {
  constructor(private readonly dataSource: DataSource) {}

  static toDto(row: ConversationRow): ConversationDto {
    return {
      id: row.id,
      matchId: row.match_id,
      user1: { id: row.user1_id, profile: { displayName: nameOf(row.user1_id, row.user1_name), isVerified: row.user1_verified ?? false, photoUrl: row.user1_photo ?? null } },
      user2: { id: row.user2_id, profile: { displayName: nameOf(row.user2_id, row.user2_name), isVerified: row.user2_verified ?? false, photoUrl: row.user2_photo ?? null } },
      user1Id: row.user1_id,
      user2Id: row.user2_id,
      user1UnreadCount: row.user1_unread_count,
      user2UnreadCount: row.user2_unread_count,
      user1LastReadAt: iso(row.user1_last_read_at),
      user2LastReadAt: iso(row.user2_last_read_at),
      lastMessageAt: iso(row.last_message_at),
      lastMessagePreview: row.last_message_preview,
      createdAt: iso(row.created_at)!,
      closed: row.closed_at !== null,
      match: { venue: { name: row.venue_name } },
    };
  }

  static messageDto(row: MessageRow): MessageDto {
    return {
      id: row.id,
      conversationId: row.conversation_id,
      content: row.content,
      sentAt: iso(row.sent_at)!,
      sender: { id: row.sender_id },
      clientMessageId: row.client_message_id,
    };
  }

  /** The caller's conversation, or 404 — a non-participant cannot tell it from one that does not exist. */
  async findForParticipant(conversationId: unknown, userId: string, manager: EntityManager = this.dataSource.manager): Promise<ConversationRow> {
    if (!isUuid(conversationId)) throw notFound();
    const [row] = await manager.query(`${SELECT_WITH_NAMES} WHERE c.id = $1 AND (c.user1_id = $2 OR c.user2_id = $2)`, [conversationId, userId]);
    if (!row) throw notFound();
    return row;
  }

  /** Same, locking the row so that sends and reads of one conversation apply one at a time. */
  async lockForParticipant(manager: EntityManager, conversationId: unknown, userId: string): Promise<ConversationRow> {
    if (!isUuid(conversationId)) throw notFound();
    const [row] = await manager.query('SELECT * FROM conversations WHERE id = $1 AND (user1_id = $2 OR user2_id = $2) FOR UPDATE', [conversationId, userId]);
    if (!row) throw notFound();
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
}

export const notFound = errors.conversationNotFound;
