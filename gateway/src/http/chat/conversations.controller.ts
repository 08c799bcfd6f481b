import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  listConversationsQuerySchema,
  listMessagesQuerySchema,
  RPC,
  sendMessageSchema,
  startConversationSchema,
  type Actor,
  type ListMessagesQuery,
  type SendMessageInput,
  type StartConversationInput,
  conversationListSchema,
  conversationStartResultSchema,
  conversationDtoSchema,
  messageListSchema,
  messageDtoSchema,
  markReadResultSchema,
  conversationIceBreakersSchema,
  templateIceBreakerLines,
  type ConversationIceBreakers,
  RpcError,
  botherDismissedSchema,
} from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { Answers } from '../answers.decorator.js';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { REFUSALS } from '../../errors.js';
import { rawJson, type RawJson } from '../raw-json.js';

/** Per person: a burst a fast typist never reaches, far below what a script would send. */
export const CHAT_SEND_LIMIT = Number(process.env.CHAT_SEND_LIMIT ?? 20);
export const CHAT_SEND_WINDOW_SECONDS = Number(process.env.CHAT_SEND_WINDOW_SECONDS ?? 10);

/** Starting conversations and message requests (live discovery's Chat): per person, per hour. */
export const MESSAGE_REQUEST_LIMIT = Number(process.env.MESSAGE_REQUEST_LIMIT ?? 30);
export const MESSAGE_REQUEST_WINDOW_SECONDS = Number(process.env.MESSAGE_REQUEST_WINDOW_SECONDS ?? 3600);

/** The chat API. Who may see what is decided by the chat service from the actor. */
@Controller('api/conversations')
@UseGuards(MainViewGuard)
export class ConversationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(conversationListSchema)
  list(@CurrentActor() actor: Actor, @Query(new ZodPipe(listConversationsQuerySchema)) query: { matchId?: string }) {
    return this.rpc.request(RPC.chat.list, { actor, matchId: query.matchId });
  }

  @Post('start')
  @Answers(conversationStartResultSchema)
  @HttpCode(200)
  @PerPersonLimit({ bucket: 'conversation-start', limit: MESSAGE_REQUEST_LIMIT, windowSeconds: MESSAGE_REQUEST_WINDOW_SECONDS, refusal: REFUSALS.tooManyMessageRequests })
  start(@CurrentActor() actor: Actor, @Body(new ZodPipe(startConversationSchema)) body: StartConversationInput) {
    return this.rpc.request(RPC.chat.start, {
      actor,
      userId: body.userId,
      iceBreaker: body.iceBreaker ?? null,
      iceBreakerMessage: body.iceBreakerMessage ?? null,
      confirmed: body.confirmed,
    });
  }

  @Get(':id')
  @Answers(conversationDtoSchema)
  get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.chat.get, { actor, conversationId: id });
  }

  /**
   * Three openers for an empty chat from the same template generator as live discovery, using what the
   * two share (interest tags, the match's venue and its chosen meet point). chat.get answers 404 unless
   * the caller is a participant, so the tags and the match are only asked for after that check. The meet
   * point is read from matching, which writes it in the transaction that publishes MeetPointChosen, so a
   * re-read on the `match:meetpoint` push already sees the new point.
   */
  @Get(':id/ice-breakers')
  @Answers(conversationIceBreakersSchema)
  async iceBreakers(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ConversationIceBreakers> {
    const conversation = await this.rpc.request(RPC.chat.get, { actor, conversationId: id });
    const otherId = conversation.user1Id === actor.userId ? conversation.user2Id : conversation.user1Id;
    const [{ tags }, chosen] = await Promise.all([this.rpc.request(RPC.identity.interestTags, { userIds: [actor.userId, otherId] }), this.meetPointOf(actor, conversation.matchId)]);
    const meetPoint = chosen?.meetPoint ?? null;
    const venueName = conversation.match.venue.name;
    const side = (userId: string, displayName: string) => ({
      displayName,
      currentActivity: null,
      currentMood: null,
      interestTags: tags[userId] ?? [],
      statusMessage: null,
      venueName,
      meetPoint,
    });
    const other = conversation.user1Id === actor.userId ? conversation.user2 : conversation.user1;
    const lines = templateIceBreakerLines(side(actor.userId, ''), side(otherId, other.profile.displayName ?? ''));
    return {
      iceBreakers: lines.map((line) => line.text),
      // A default meet point's key rides along, so the web names the point in the person's language too.
      iceBreakerMessages: lines.map(({ message }) =>
        message && 'meetPoint' in message.params && chosen?.meetPointKey ? { ...message, params: { ...message.params, meetPointKey: chosen.meetPointKey } } : message,
      ),
    };
  }

  /** The match's chosen meet point; none for a chat without a match or once the match has ended (404). */
  private async meetPointOf(actor: Actor, matchId: string | null): Promise<{ meetPoint: string | null; meetPointKey: string | null } | null> {
    if (!matchId) return null;
    try {
      const { meetPoint, meetPointKey } = await this.rpc.request(RPC.matching.getMatch, { actor, matchId });
      return { meetPoint, meetPointKey };
    } catch (error) {
      if (error instanceof RpcError && error.status === 404) return null;
      throw error;
    }
  }

  @Get(':id/messages')
  @Answers(messageListSchema)
  messages(@CurrentActor() actor: Actor, @Param('id') id: string, @Query(new ZodPipe(listMessagesQuerySchema)) query: ListMessagesQuery) {
    return this.rpc.request(RPC.chat.messages, { actor, conversationId: id, before: query.before, limit: query.limit });
  }

  /** The chat service's answer is passed on as the JSON bytes it came as (no parse and re-serialisation here). */
  @Post(':id/messages')
  @Answers(messageDtoSchema, { raw: true })
  @HttpCode(201)
  @PerPersonLimit({ bucket: 'chat-send', limit: CHAT_SEND_LIMIT, windowSeconds: CHAT_SEND_WINDOW_SECONDS, refusal: REFUSALS.sendingTooQuickly })
  async send(@CurrentActor() actor: Actor, @Param('id') id: string, @Body(new ZodPipe(sendMessageSchema)) body: SendMessageInput): Promise<RawJson> {
    return rawJson(await this.rpc.requestRaw(RPC.chat.send, { actor, conversationId: id, content: body.content, clientMessageId: body.clientMessageId, confirmed: body.confirmed }));
  }

  /** "No, it's fine" under a flagged message (its recipient only; remembered). */
  @Post(':id/messages/:messageId/dismiss-bother')
  @Answers(botherDismissedSchema)
  @PerPersonLimit(WRITE_LIMITS.markRead)
  @HttpCode(200)
  dismissBother(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('messageId') messageId: string) {
    return this.rpc.request(RPC.chat.dismissBother, { actor, conversationId: id, messageId });
  }

  @Post(':id/read')
  @Answers(markReadResultSchema)
  @PerPersonLimit(WRITE_LIMITS.markRead)
  @HttpCode(200)
  read(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.chat.read, { actor, conversationId: id });
  }
}
