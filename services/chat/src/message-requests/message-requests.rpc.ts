import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid, RPC, type ConversationDto, type MessageRequestDto, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, RpcClient, RpcHandler } from '@converge/platform';
import { ConversationRepository, LIVE_NEARBY_VENUE, orderedPair } from '../conversations/conversations.repository.js';
import { SendMessage } from '../messages/send-message.js';
import { errors } from '../errors.js';

/** The ice breaker becomes the conversation's first message once (retries reuse this client id). */
const ICE_BREAKER_CLIENT_ID = 'ice-breaker';
/** Where an accepted request's conversation says it started ("Matched at {venue}"). */

interface RequestRow {
  id: string;
  from_user_id: string;
  to_user_id: string;
  ice_breaker: string;
  status: 'pending' | 'accepted' | 'declined';
  conversation_id: string | null;
  created_at: Date;
  from_name?: string | null;
}

const notFound = errors.requestNotFound;

/** What the sender sees: never whether it was declined. */
function toDto(row: RequestRow, viewerId: string): MessageRequestDto {
  const accepted = row.status === 'accepted';
  return {
    id: row.id,
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    fromDisplayName: row.from_name ?? null,
    iceBreaker: row.ice_breaker,
    createdAt: new Date(row.created_at).toISOString(),
    status: accepted ? 'accepted' : 'pending',
    conversationId: accepted && (viewerId === row.from_user_id || viewerId === row.to_user_id) ? row.conversation_id : null,
  };
}

/**
 * Message requests: live discovery's Chat before a match. The recipient accepts (the conversation
 * opens with the ice breaker as its first message, MessageRequestAccepted) or declines (nothing is
 * published; the sender keeps seeing "pending" and a repeat is absorbed). Blocked pairs cannot send.
 */
@Injectable()
export class MessageRequests {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly conversations: ConversationRepository,
    private readonly sendMessage: SendMessage,
    private readonly rpc: RpcClient,
  ) {}

  /** Called by "start" when the pair has no conversation: makes (or finds) the request. */
  async create(fromId: string, toId: string, iceBreaker: string): Promise<{ request?: MessageRequestDto; conversation?: ConversationDto }> {
    await this.requireReach(fromId, toId);
    return this.dataSource.transaction(async (manager) => {
      // One request decision per pair at a time (two people tapping Chat at each other at once).
      const [u1, u2] = orderedPair(fromId, toId);
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 41))', [`${u1}|${u2}`]);
      const [blocked] = await manager.query('SELECT 1 FROM blocked_pairs WHERE user1_id = $1 AND user2_id = $2', [u1, u2]);
      if (blocked) throw errors.requestBlocked();
      const [known] = await manager.query('SELECT display_name FROM display_names WHERE user_id = $1', [toId]);
      if (!known) throw errors.requestToStranger();

      // They already asked me: my Chat is an answer, so the conversation opens.
      const [reverse]: RequestRow[] = await manager.query(
        "SELECT * FROM message_requests WHERE from_user_id = $1 AND to_user_id = $2 AND status = 'pending' FOR UPDATE",
        [toId, fromId],
      );
      if (reverse) return { conversation: await this.acceptRow(manager, reverse) };

      const [existing]: RequestRow[] = await manager.query(
        "SELECT * FROM message_requests WHERE from_user_id = $1 AND to_user_id = $2 AND status <> 'accepted'",
        [fromId, toId],
      );
      if (existing) return { request: toDto(existing, fromId) };

      const [row]: RequestRow[] = await manager.query(
        'INSERT INTO message_requests (from_user_id, to_user_id, ice_breaker) VALUES ($1, $2, $3) RETURNING *',
        [fromId, toId, iceBreaker],
      );
      const [me] = await manager.query('SELECT display_name FROM display_names WHERE user_id = $1', [fromId]);
      await this.events.publish(manager, 'MessageRequestCreated', {
        requestId: row!.id,
        fromUserId: fromId,
        toUserId: toId,
        fromDisplayName: me?.display_name ?? null,
        iceBreaker,
        createdAt: new Date(row!.created_at).toISOString(),
      });
      return { request: toDto(row!, fromId) };
    });
  }

  /**
   * Issue 28: a new request needs a shared context now (the same venue and mode, or both live within
   * 500 m) and reaches an incognito person only if they liked the sender; matching decides
   * (RPC.matching.reach answers 403 NO_SHARED_CONTEXT, passed on as it is). Not asked when the
   * transaction answers without sending anything new: a blocked pair, someone unknown here, a request of theirs that my Chat
   * accepts, or my own request asked again. Read before the transaction so no connection or lock is
   * held across the call; the transaction decides again.
   */
  private async requireReach(fromId: string, toId: string): Promise<void> {
    const [u1, u2] = orderedPair(fromId, toId);
    const [{ settled }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM blocked_pairs WHERE user1_id = $3 AND user2_id = $4)
           OR NOT EXISTS (SELECT 1 FROM display_names WHERE user_id = $2)
           OR EXISTS (SELECT 1 FROM message_requests
                       WHERE (from_user_id = $2 AND to_user_id = $1 AND status = 'pending')
                          OR (from_user_id = $1 AND to_user_id = $2 AND status <> 'accepted')) AS settled`,
      [fromId, toId, u1, u2],
    );
    if (!settled) await this.rpc.request(RPC.matching.reach, { actor: { userId: fromId, roles: [] }, toUserId: toId });
  }

  /** The caller's incoming pending requests, newest first (blocked pairs left out). */
  @RpcHandler(RPC.chat.requests, { actor: 'required' })
  async list({ actor }: SignedInPayload): Promise<MessageRequestDto[]> {
    const userId = actor.userId;
    const rows: RequestRow[] = await this.dataSource.query(
      `SELECT r.*, n.display_name AS from_name
         FROM message_requests r
         LEFT JOIN display_names n ON n.user_id = r.from_user_id
        WHERE r.to_user_id = $1 AND r.status = 'pending'
          AND NOT EXISTS (SELECT 1 FROM blocked_pairs b
                           WHERE b.user1_id = LEAST(r.from_user_id, r.to_user_id) AND b.user2_id = GREATEST(r.from_user_id, r.to_user_id))
        ORDER BY r.created_at DESC
        LIMIT 100`,
      [userId],
    );
    return rows.map((r) => toDto(r, userId));
  }

  @RpcHandler(RPC.chat.acceptRequest, { actor: 'required' })
  async accept({ actor, requestId }: SignedInPayload<{ requestId: string }>): Promise<ConversationDto> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockIncoming(manager, requestId, actor.userId);
      return this.acceptRow(manager, row);
    });
  }

  @RpcHandler(RPC.chat.declineRequest, { actor: 'required' })
  async decline({ actor, requestId }: SignedInPayload<{ requestId: string }>): Promise<{ declined: true }> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockIncoming(manager, requestId, actor.userId);
      await manager.query("UPDATE message_requests SET status = 'declined', answered_at = now() WHERE id = $1", [row.id]);
    });
    return { declined: true };
  }

  /** Only the recipient may answer, only a pending request, never across a block: else 404. */
  private async lockIncoming(manager: EntityManager, requestId: unknown, userId: string): Promise<RequestRow> {
    if (!isUuid(requestId)) throw notFound();
    const [row]: RequestRow[] = await manager.query(
      `SELECT r.* FROM message_requests r
        WHERE r.id = $1 AND r.to_user_id = $2 AND r.status = 'pending'
          AND NOT EXISTS (SELECT 1 FROM blocked_pairs b
                           WHERE b.user1_id = LEAST(r.from_user_id, r.to_user_id) AND b.user2_id = GREATEST(r.from_user_id, r.to_user_id))
        FOR UPDATE OF r`,
      [requestId, userId],
    );
    if (!row) throw notFound();
    return row;
  }

  private async acceptRow(manager: EntityManager, row: RequestRow): Promise<ConversationDto> {
    const [u1, u2] = orderedPair(row.from_user_id, row.to_user_id);
    await manager.query(
      `INSERT INTO conversations (user1_id, user2_id, venue_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [u1, u2, LIVE_NEARBY_VENUE],
    );
    const conversation = (await this.conversations.findByPair(u1, u2, manager))!;
    const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1', [conversation.id]);
    if (n === 0) await this.sendMessage.send(manager, conversation.id, row.from_user_id, row.ice_breaker, ICE_BREAKER_CLIENT_ID);
    await manager.query("UPDATE message_requests SET status = 'accepted', answered_at = now(), conversation_id = $2 WHERE id = $1", [row.id, conversation.id]);
    await this.events.publish(manager, 'MessageRequestAccepted', {
      requestId: row.id,
      fromUserId: row.from_user_id,
      toUserId: row.to_user_id,
      conversationId: conversation.id,
      acceptedAt: new Date().toISOString(),
    });
    return ConversationRepository.toDto(await this.conversations.withNames(conversation.id, manager));
  }
}
