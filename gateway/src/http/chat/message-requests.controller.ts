import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  RPC,
  conversationDtoSchema,
  messageRequestDeclinedSchema,
  messageRequestListSchema,
  messageRequestsQuerySchema,
  type Actor,
  type ConversationDto,
  type MessageRequestDto,
  type MessageRequestsQuery,
} from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { Answers } from '../answers.decorator.js';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';

/** Incoming message requests (sent with POST /api/conversations/start from live discovery). */
@Controller('api/message-requests')
@UseGuards(MainViewGuard)
export class MessageRequestsController {
  constructor(private readonly rpc: RpcClient) {}

  /** `?folder=hidden`: the requests that contained one of my Hidden Words (never pushed). */
  @Get()
  @Answers(messageRequestListSchema)
  list(@CurrentActor() actor: Actor, @Query(new ZodPipe(messageRequestsQuerySchema)) query: MessageRequestsQuery): Promise<MessageRequestDto[]> {
    return this.rpc.request(RPC.chat.requests, { actor, ...(query.folder ? { folder: query.folder } : {}) });
  }

  /** Opens the conversation with the ice breaker as its first message. */
  @Post(':id/accept')
  @Answers(conversationDtoSchema)
  @HttpCode(200)
  @PerPersonLimit({ bucket: 'message-request-answer', limit: 60, windowSeconds: 60 })
  accept(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ConversationDto> {
    return this.rpc.request(RPC.chat.acceptRequest, { actor, requestId: id });
  }

  /** The sender is not told. */
  @Post(':id/decline')
  @Answers(messageRequestDeclinedSchema)
  @HttpCode(200)
  @PerPersonLimit({ bucket: 'message-request-answer', limit: 60, windowSeconds: 60 })
  decline(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<{ declined: true }> {
    return this.rpc.request(RPC.chat.declineRequest, { actor, requestId: id });
  }
}
