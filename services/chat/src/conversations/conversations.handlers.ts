import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { conversationIdPayloadSchema, listConversationsQuerySchema, pairConversationPayloadSchema, RPC, type ConversationDto, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { ConversationsRepository } from './conversations.repository.js';
import { conversationView, otherParticipant, readState } from './conversations.rules.js';

/**
 * The caller's conversations: the list, one conversation, who takes part (for socket rooms), marking
 * it read, and the pair's conversation id (for the block push). A non-participant gets 404 everywhere.
 */
@Injectable()
export class ConversationsHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly events: EventPublisher,
  ) {}

  @RpcHandler(RPC.chat.list, { actor: 'required', input: listConversationsQuerySchema })
  async list({ actor, matchId }: SignedInPayload<{ matchId?: string }>): Promise<ConversationDto[]> {
    const rows = await this.conversations.listForUser(actor.userId, matchId);
    return rows.map(conversationView);
  }

  @RpcHandler(RPC.chat.get, { actor: 'required', input: conversationIdPayloadSchema })
  async get({ actor, conversationId }: SignedInPayload<{ conversationId: string }>): Promise<ConversationDto> {
    return conversationView(await this.conversations.findForParticipant(conversationId, actor.userId));
  }

  /** The gateway asks before it lets a socket into `conversation:<id>`; 404 for anyone else. */
  @RpcHandler(RPC.chat.participants, { actor: 'required', input: conversationIdPayloadSchema })
  async participants({ actor, conversationId }: SignedInPayload<{ conversationId: string }>): Promise<{ conversationId: string; userIds: [string, string]; closed: boolean }> {
    const row = await this.conversations.findForParticipant(conversationId, actor.userId);
    return { conversationId: row.id, userIds: [row.user1_id, row.user2_id], closed: row.closed_at !== null };
  }

  /**
   * The reader has seen everything: their unread count goes to 0 and their read pointer moves to now.
   * The read receipt (ConversationRead) is published only when something was unread, so a screen
   * that calls this on every incoming message does not flood the other person with receipts.
   */
  @RpcHandler(RPC.chat.read, { actor: 'required', input: conversationIdPayloadSchema })
  async read({ actor, conversationId }: SignedInPayload<{ conversationId: string }>): Promise<{ conversationId: string; unreadCount: 0; readAt: string | null }> {
    const readerId = actor.userId;
    return this.dataSource.transaction(async (manager) => {
      // Locked, so that sends and reads of one conversation apply one at a time.
      const conversation = await this.conversations.lockForParticipant(manager, conversationId, readerId);
      const state = readState(conversation, readerId);
      if (state.unchanged) return { conversationId: conversation.id, unreadCount: 0 as const, readAt: new Date(state.lastReadAt!).toISOString() };
      const readAt = new Date(await this.conversations.markRead(manager, conversation.id, state.side)).toISOString();
      if (state.unread > 0) {
        await this.events.publish(manager, 'ConversationRead', {
          conversationId: conversation.id,
          readerId,
          otherUserId: otherParticipant(conversation, readerId),
          readAt,
        });
      }
      return { conversationId: conversation.id, unreadCount: 0 as const, readAt };
    });
  }

  /**
   * When a block parts the caller and another person, the gateway tells the blocked person which
   * conversation to close by its id, never who blocked them. One conversation per pair (open or closed,
   * as the block's own consumer may have closed it already); none → null.
   */
  @RpcHandler(RPC.chat.pairConversation, { actor: 'required', input: pairConversationPayloadSchema })
  async pairConversation({ actor, otherUserId }: SignedInPayload<{ otherUserId?: unknown }>): Promise<{ conversationId: string | null }> {
    if (typeof otherUserId !== 'string' || !otherUserId || otherUserId.includes('\0')) return { conversationId: null };
    return { conversationId: await this.conversations.idOfPair(actor.userId, otherUserId) };
  }
}
