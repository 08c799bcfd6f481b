import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid, type TextKey } from '@converge/contracts';
import { ConversationsRepository, orderedPair, type ConversationRow } from '../conversations/conversations.repository.js';
import { MessagesRepository } from '../messages/messages.repository.js';
import { ICE_BREAKER_CLIENT_ID } from '../messages/messages.rules.js';
import { NO_MODERATION, type SendModeration } from '../moderation/message-moderation.js';

export interface RequestRow {
  id: string;
  from_user_id: string;
  to_user_id: string;
  ice_breaker: string;
  /** The opener's key and arguments (null: the text as sent). */
  ice_breaker_message?: TextKey | null;
  status: 'pending' | 'accepted' | 'declined';
  conversation_id: string | null;
  created_at: Date;
  /** Filed in the recipient's Hidden folder (one of their Hidden Words was in it). */
  hidden?: boolean;
  from_name?: string | null;
}

/** A blocked pair (either way) is left out of every read: such a request can be neither seen nor answered. */
const NOT_BLOCKED = `NOT EXISTS (SELECT 1 FROM blocked_pairs b
                           WHERE b.user1_id = LEAST(r.from_user_id, r.to_user_id) AND b.user2_id = GREATEST(r.from_user_id, r.to_user_id))`;

/** All SQL of message requests. */
@Injectable()
export class MessageRequestsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
  ) {}

  /** One request decision per pair at a time (two people tapping Chat at each other at once). */
  async lockPair(manager: EntityManager, a: string, b: string): Promise<void> {
    const [u1, u2] = orderedPair(a, b);
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 41))', [`${u1}|${u2}`]);
  }

  async isBlocked(manager: EntityManager, a: string, b: string): Promise<boolean> {
    const [u1, u2] = orderedPair(a, b);
    const [blocked] = await manager.query('SELECT 1 FROM blocked_pairs WHERE user1_id = $1 AND user2_id = $2', [u1, u2]);
    return !!blocked;
  }

  /** The person's entry in the display-name read model: undefined when this service does not know them. */
  async displayNameOf(manager: EntityManager, userId: string): Promise<{ display_name: string | null } | undefined> {
    const [known] = await manager.query('SELECT display_name FROM display_names WHERE user_id = $1', [userId]);
    return known;
  }

  /** A pending request from `fromId` to `toId`, locked until the transaction ends. */
  async lockPending(manager: EntityManager, fromId: string, toId: string): Promise<RequestRow | undefined> {
    const [row]: RequestRow[] = await manager.query("SELECT * FROM message_requests WHERE from_user_id = $1 AND to_user_id = $2 AND status = 'pending' FOR UPDATE", [fromId, toId]);
    return row;
  }

  /** The request from `fromId` to `toId` that is not accepted yet (pending, or declined without the sender knowing). */
  async unanswered(manager: EntityManager, fromId: string, toId: string): Promise<RequestRow | undefined> {
    const [row]: RequestRow[] = await manager.query("SELECT * FROM message_requests WHERE from_user_id = $1 AND to_user_id = $2 AND status <> 'accepted'", [fromId, toId]);
    return row;
  }

  async insert(manager: EntityManager, fromId: string, toId: string, iceBreaker: string, hidden = false, iceBreakerMessage: TextKey | null = null): Promise<RequestRow> {
    const [row]: RequestRow[] = await manager.query(
      'INSERT INTO message_requests (from_user_id, to_user_id, ice_breaker, hidden, ice_breaker_message) VALUES ($1, $2, $3, $4, $5) RETURNING *',
      [fromId, toId, iceBreaker, hidden, iceBreakerMessage === null ? null : JSON.stringify(iceBreakerMessage)],
    );
    return row!;
  }

  /** The recipient's Hidden Words, as chat's read model has them (none known: an empty list). */
  async hiddenWordsOf(manager: EntityManager, userId: string): Promise<string[]> {
    const [row] = await manager.query('SELECT words FROM hidden_words WHERE user_id = $1', [userId]);
    return row?.words ?? [];
  }

  /**
   * Whether a new request from `fromId` would change nothing: a blocked pair, someone unknown here, a
   * request of theirs that this one answers, or this request asked again.
   */
  async settled(fromId: string, toId: string): Promise<boolean> {
    const [u1, u2] = orderedPair(fromId, toId);
    const [{ settled }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM blocked_pairs WHERE user1_id = $3 AND user2_id = $4)
           OR NOT EXISTS (SELECT 1 FROM display_names WHERE user_id = $2)
           OR EXISTS (SELECT 1 FROM message_requests
                       WHERE (from_user_id = $2 AND to_user_id = $1 AND status = 'pending')
                          OR (from_user_id = $1 AND to_user_id = $2 AND status <> 'accepted')) AS settled`,
      [fromId, toId, u1, u2],
    );
    return settled;
  }

  /** The person's incoming pending requests of one folder (inbox or Hidden), newest first, at most 100, with the sender's name. */
  async incoming(userId: string, hidden = false): Promise<RequestRow[]> {
    return this.dataSource.query(
      `SELECT r.*, n.display_name AS from_name
         FROM message_requests r
         LEFT JOIN display_names n ON n.user_id = r.from_user_id
        WHERE r.to_user_id = $1 AND r.status = 'pending' AND r.hidden = $2
          AND ${NOT_BLOCKED}
        ORDER BY r.created_at DESC
        LIMIT 100`,
      [userId, hidden],
    );
  }

  /** A pending request to `userId` (only the recipient may answer), locked; undefined otherwise. */
  async lockIncoming(manager: EntityManager, requestId: unknown, userId: string): Promise<RequestRow | undefined> {
    if (!isUuid(requestId)) return undefined;
    const [row]: RequestRow[] = await manager.query(
      `SELECT r.* FROM message_requests r
        WHERE r.id = $1 AND r.to_user_id = $2 AND r.status = 'pending'
          AND ${NOT_BLOCKED}
        FOR UPDATE OF r`,
      [requestId, userId],
    );
    return row;
  }

  async decline(manager: EntityManager, requestId: string): Promise<void> {
    await manager.query("UPDATE message_requests SET status = 'declined', answered_at = now() WHERE id = $1", [requestId]);
  }

  /**
   * Accepts the request: the pair's conversation opens (create-or-get) with the ice breaker as its first
   * message from the sender (flagged for the recipient when it was sent anyway), and the request points
   * at it. Returns the conversation.
   */
  async accept(manager: EntityManager, row: RequestRow, moderation: SendModeration = NO_MODERATION): Promise<ConversationRow> {
    const conversation = await this.conversations.openFromLiveDiscovery(manager, row.from_user_id, row.to_user_id);
    await this.messages.sendFirst(manager, conversation.id, row.from_user_id, row.ice_breaker, ICE_BREAKER_CLIENT_ID, moderation);
    await manager.query("UPDATE message_requests SET status = 'accepted', answered_at = now(), conversation_id = $2 WHERE id = $1", [row.id, conversation.id]);
    return conversation;
  }
}
