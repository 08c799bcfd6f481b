import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, RpcError, startConversationSchema, type ConversationDto, type MessageRequestStarted, type SignedInPayload, type StartConversationInput } from '@converge/contracts';
import { RpcClient, RpcHandler } from '@converge/platform';
import { ConversationRepository, type ConversationRow } from './conversations.repository.js';
import { SendMessage } from '../messages/send-message.js';
import { MessageRequests } from '../message-requests/message-requests.rpc.js';
import { errors } from '../errors.js';

/** The ice breaker is sent once per person and conversation, however often "start" is called. */
const ICE_BREAKER_CLIENT_ID = 'ice-breaker';

/**
 * Opens (returns) the conversation with someone the caller matched with, and sends the ice breaker as
 * the first message when the conversation is still empty. MatchCreated normally opened it already;
 * when the like has just matched and the event is still on its way, the match itself (asked of
 * matching) opens it now — create-or-get, so the event arriving later changes nothing. With an ice
 * breaker and no match (Chat from live discovery) it sends a message request instead
 * (`{messageRequest}`); the other person accepts or declines it. Without an ice breaker and no match: 403.
 */
@Injectable()
export class StartConversation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationRepository,
    private readonly sendMessage: SendMessage,
    private readonly requests: MessageRequests,
    private readonly rpc: RpcClient,
  ) {}

  @RpcHandler(RPC.chat.start, { actor: 'required', input: startConversationSchema })
  async handle({ actor, userId, iceBreaker }: SignedInPayload<StartConversationInput>): Promise<ConversationDto | MessageRequestStarted> {
    const callerId = actor.userId;
    if (userId === callerId) throw errors.conversationWithSelf();

    // With an ice breaker (Chat from live discovery) a matching service that does not answer only means
    // no match is known: a message request goes out instead. Without one, the caller hears it failed.
    const conversation =
      (await this.conversations.findByPair(callerId, userId)) ??
      (await this.openFromMatch(callerId, userId).catch((error: unknown) => {
        if (iceBreaker && error instanceof RpcError && error.status >= 500) return undefined;
        throw error;
      }));
    if (!conversation && iceBreaker) {
      const made = await this.requests.create(callerId, userId, iceBreaker);
      if (made.conversation) return made.conversation;
      return { messageRequest: made.request! };
    }
    if (!conversation) throw errors.notMatched();
    if (iceBreaker && !conversation.closed_at) {
      await this.dataSource.transaction(async (manager) => {
        const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1', [conversation.id]);
        if (n === 0) await this.sendMessage.send(manager, conversation.id, callerId, iceBreaker, ICE_BREAKER_CLIENT_ID);
      });
    }
    return ConversationRepository.toDto(await this.conversations.withNames(conversation.id));
  }

  /** The caller's match with `partnerId` (matching owns matches), opened as a conversation; none → undefined. */
  private async openFromMatch(callerId: string, partnerId: string): Promise<ConversationRow | undefined> {
    const matches = await this.rpc.request(RPC.matching.matches, { actor: { userId: callerId, roles: [] } });
    const match = matches.find((m) => [m.userA.id, m.userB.id].includes(partnerId));
    if (!match) return undefined;
    await this.conversations.openForMatch(this.dataSource.manager, {
      matchId: match.id,
      userAId: match.userA.id,
      userBId: match.userB.id,
      venueId: match.venue.id,
      venueName: match.venue.name,
      createdAt: match.createdAt,
    });
    return this.conversations.findByPair(callerId, partnerId);
  }
}
