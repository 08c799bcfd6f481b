import { Injectable } from '@nestjs/common';
import { RpcError, type ConversationDto, type RpcPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { RPC } from '@converge/contracts';
import { ConversationRepository } from './conversations.repository.js';

function requireActor(payload: RpcPayload): string {
  if (!payload.actor?.userId) throw RpcError.unauthorized();
  return payload.actor.userId;
}

/** Reads of conversations: the caller's list, one conversation, and who takes part (for socket rooms). */
@Injectable()
export class ConversationQueries {
  constructor(private readonly conversations: ConversationRepository) {}

  @RpcHandler(RPC.chat.list)
  async list(payload: RpcPayload<{ matchId?: string }>): Promise<ConversationDto[]> {
    const userId = requireActor(payload);
    const rows = await this.conversations.listForUser(userId, typeof payload.matchId === 'string' ? payload.matchId : undefined);
    return rows.map(ConversationRepository.toDto);
  }

  @RpcHandler(RPC.chat.get)
  async get(payload: RpcPayload<{ conversationId: string }>): Promise<ConversationDto> {
    const userId = requireActor(payload);
    return ConversationRepository.toDto(await this.conversations.findForParticipant(payload.conversationId, userId));
  }

  /** The gateway asks before it lets a socket into `conversation:<id>`; 404 for anyone else. */
  @RpcHandler(RPC.chat.participants)
  async participants(payload: RpcPayload<{ conversationId: string }>): Promise<{ conversationId: string; userIds: [string, string]; closed: boolean }> {
    const userId = requireActor(payload);
    const row = await this.conversations.findForParticipant(payload.conversationId, userId);
    return { conversationId: row.id, userIds: [row.user1_id, row.user2_id], closed: row.closed_at !== null };
  }
}

export { requireActor };
