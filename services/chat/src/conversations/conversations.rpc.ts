import { Injectable } from '@nestjs/common';
import { listConversationsQuerySchema, type ConversationDto, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { RPC } from '@converge/contracts';
import { ConversationRepository } from './conversations.repository.js';

/** Reads of conversations: the caller's list, one conversation, and who takes part (for socket rooms). */
@Injectable()
export class ConversationQueries {
  constructor(private readonly conversations: ConversationRepository) {}

  @RpcHandler(RPC.chat.list, { actor: 'required', input: listConversationsQuerySchema })
  async list({ actor, matchId }: SignedInPayload<{ matchId?: string }>): Promise<ConversationDto[]> {
    const rows = await this.conversations.listForUser(actor.userId, matchId);
    return rows.map(ConversationRepository.toDto);
  }

  @RpcHandler(RPC.chat.get, { actor: 'required' })
  async get({ actor, conversationId }: SignedInPayload<{ conversationId: string }>): Promise<ConversationDto> {
    return ConversationRepository.toDto(await this.conversations.findForParticipant(conversationId, actor.userId));
  }

  /** The gateway asks before it lets a socket into `conversation:<id>`; 404 for anyone else. */
  @RpcHandler(RPC.chat.participants, { actor: 'required' })
  async participants({ actor, conversationId }: SignedInPayload<{ conversationId: string }>): Promise<{ conversationId: string; userIds: [string, string]; closed: boolean }> {
    const row = await this.conversations.findForParticipant(conversationId, actor.userId);
    return { conversationId: row.id, userIds: [row.user1_id, row.user2_id], closed: row.closed_at !== null };
  }
}
