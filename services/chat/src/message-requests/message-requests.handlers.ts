import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  messageRequestIdPayloadSchema,
  messageRequestsQuerySchema,
  RPC,
  type ConversationDto,
  type MessageRequestDto,
  type MessageRequestsQuery,
  type SignedInPayload,
} from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { conversationView } from '../conversations/conversations.rules.js';
import { MessageRequestsRepository } from './message-requests.repository.js';
import { requestAccepted, requestView } from './message-requests.rules.js';
import { MessageModeration } from '../moderation/message-moderation.js';

/**
 * Message requests: live discovery's Chat before a match (sent by chat.start, StartConversationHandlers).
 * The recipient accepts (the conversation opens with the ice breaker as its first message,
 * MessageRequestAccepted) or declines (nothing is published; the sender keeps seeing "pending" and a
 * repeat is absorbed). Only the recipient may answer, only a pending request, never across a block: else 404.
 */
@Injectable()
export class MessageRequestsHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly conversations: ConversationsRepository,
    private readonly requests: MessageRequestsRepository,
    private readonly moderation: MessageModeration,
  ) {}

  /**
   * The caller's incoming pending requests, newest first (blocked pairs left out): the inbox, or with
   * `folder: 'hidden'` the ones that contained one of their Hidden Words (opened on purpose; they can be
   * accepted or declined like any other).
   */
  @RpcHandler(RPC.chat.requests, { actor: 'required', input: messageRequestsQuerySchema })
  async list({ actor, folder }: SignedInPayload<MessageRequestsQuery>): Promise<MessageRequestDto[]> {
    const hidden = folder === 'hidden';
    const rows = await this.requests.incoming(actor.userId, hidden);
    return rows.map((r) => (hidden ? { ...requestView(r, actor.userId), hidden: true } : requestView(r, actor.userId)));
  }

  @RpcHandler(RPC.chat.acceptRequest, { actor: 'required', input: messageRequestIdPayloadSchema })
  async accept({ actor, requestId }: SignedInPayload<{ requestId: string }>): Promise<ConversationDto> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.requests.lockIncoming(manager, requestId, actor.userId);
      if (!row) throw errors.requestNotFound();
      // The ice breaker becomes the first message, flagged for this recipient if it was sent anyway.
      const conversation = await this.requests.accept(manager, row, await this.moderation.labels(row.ice_breaker));
      await this.events.publish(manager, 'MessageRequestAccepted', requestAccepted(row, conversation.id, new Date()));
      return conversationView(await this.conversations.withNames(conversation.id, manager));
    });
  }

  @RpcHandler(RPC.chat.declineRequest, { actor: 'required', input: messageRequestIdPayloadSchema })
  async decline({ actor, requestId }: SignedInPayload<{ requestId: string }>): Promise<{ declined: true }> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.requests.lockIncoming(manager, requestId, actor.userId);
      if (!row) throw errors.requestNotFound();
      await this.requests.decline(manager, row.id);
    });
    return { declined: true };
  }
}
