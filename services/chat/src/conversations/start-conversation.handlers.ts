import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  findHiddenWord,
  RPC,
  RpcError,
  startConversationSchema,
  type ConversationDto,
  type MessageRequestDto,
  type MessageRequestStarted,
  type SignedInPayload,
  type StartConversationInput,
  type TextKey,
} from '@converge/contracts';
import { EventPublisher, RpcClient, RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { ConversationsRepository, type ConversationRow } from './conversations.repository.js';
import { conversationView } from './conversations.rules.js';
import { MessagesRepository } from '../messages/messages.repository.js';
import { ICE_BREAKER_CLIENT_ID } from '../messages/messages.rules.js';
import { MessageRequestsRepository } from '../message-requests/message-requests.repository.js';
import { keptIceBreakerMessage, requestAccepted, requestView } from '../message-requests/message-requests.rules.js';
import { MessageModeration, NO_MODERATION } from '../moderation/message-moderation.js';

/**
 * Opens (returns) the conversation with someone the caller matched with, and sends the ice breaker as
 * the first message when the conversation is still empty. MatchCreated normally opened it already;
 * when the like has just matched and the event is still on its way, the match itself (asked of
 * matching) opens it now — create-or-get, so the event arriving later changes nothing. With an ice
 * breaker and no match (Chat from live discovery) it sends a message request instead
 * (`{messageRequest}`); the other person accepts or declines it. Without an ice breaker and no match: 403.
 */
@Injectable()
export class StartConversationHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly requests: MessageRequestsRepository,
    private readonly rpc: RpcClient,
    private readonly moderation: MessageModeration,
  ) {}

  @RpcHandler(RPC.chat.start, { actor: 'required', input: startConversationSchema })
  async start({ actor, userId, iceBreaker, iceBreakerMessage, confirmed }: SignedInPayload<StartConversationInput>): Promise<ConversationDto | MessageRequestStarted> {
    const callerId = actor.userId;
    if (userId === callerId) throw errors.conversationWithSelf();
    // The ice breaker is the first thing the other person reads (a request or the first message):
    // a hurtful one asks "Are you sure?" (422) before anything is looked up or written.
    const moderation = iceBreaker ? await this.moderation.check(iceBreaker, confirmed === true) : NO_MODERATION;

    // With an ice breaker (Chat from live discovery) a matching service that does not answer only means
    // no match is known: a message request goes out instead. Without one, the caller hears it failed.
    const conversation =
      (await this.conversations.findByPair(callerId, userId)) ??
      (await this.openFromMatch(callerId, userId).catch((error: unknown) => {
        if (iceBreaker && error instanceof RpcError && error.status >= 500) return undefined;
        throw error;
      }));
    if (!conversation && iceBreaker) {
      const made = await this.sendRequest(callerId, userId, iceBreaker, keptIceBreakerMessage(iceBreaker, iceBreakerMessage));
      if (made.conversation) return made.conversation;
      return { messageRequest: made.request! };
    }
    if (!conversation) throw errors.notMatched();
    if (iceBreaker && !conversation.closed_at) {
      await this.dataSource.transaction((manager) => this.messages.sendFirst(manager, conversation.id, callerId, iceBreaker, ICE_BREAKER_CLIENT_ID, moderation));
    }
    return conversationView(await this.conversations.withNames(conversation.id));
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

  /** No conversation yet: makes (or finds) the message request, or opens the conversation when they already asked the caller. */
  private async sendRequest(fromId: string, toId: string, iceBreaker: string, iceBreakerMessage: TextKey | null): Promise<{ request?: MessageRequestDto; conversation?: ConversationDto }> {
    await this.requireReach(fromId, toId);
    return this.dataSource.transaction(async (manager) => {
      await this.requests.lockPair(manager, fromId, toId);
      if (await this.requests.isBlocked(manager, fromId, toId)) throw errors.requestBlocked();
      if (!(await this.requests.displayNameOf(manager, toId))) throw errors.requestToStranger();

      // They already asked me: my Chat is an answer, so the conversation opens.
      const reverse = await this.requests.lockPending(manager, toId, fromId);
      if (reverse) {
        // Their ice breaker becomes the first message, labelled from its text (they confirmed it when sending).
        const conversation = await this.requests.accept(manager, reverse, await this.moderation.labels(reverse.ice_breaker));
        await this.events.publish(manager, 'MessageRequestAccepted', requestAccepted(reverse, conversation.id, new Date()));
        return { conversation: conversationView(await this.conversations.withNames(conversation.id, manager)) };
      }

      const existing = await this.requests.unanswered(manager, fromId, toId);
      if (existing) return { request: requestView(existing, fromId) };

      // Hidden Words: a request containing one of the recipient's goes to their Hidden folder, decided
      // here from chat's read model. It publishes no MessageRequestCreated: that event is what pushes and
      // notifies (socket and web push), and a hidden request must do neither. The sender sees it as any
      // pending request, so they learn nothing.
      const hidden = findHiddenWord(await this.requests.hiddenWordsOf(manager, toId), iceBreaker) !== null;
      const row = await this.requests.insert(manager, fromId, toId, iceBreaker, hidden, iceBreakerMessage);
      if (hidden) return { request: requestView(row, fromId) };
      const me = await this.requests.displayNameOf(manager, fromId);
      await this.events.publish(manager, 'MessageRequestCreated', {
        requestId: row.id,
        fromUserId: fromId,
        toUserId: toId,
        fromDisplayName: me?.display_name ?? null,
        iceBreaker,
        iceBreakerMessage,
        createdAt: new Date(row.created_at).toISOString(),
      });
      return { request: requestView(row, fromId) };
    });
  }

  /**
   * A new request needs a shared context now (the same venue and mode, or both live within 500 m) and
   * reaches an incognito person only if they liked the sender; matching decides (RPC.matching.reach
   * answers 403 REQUEST_OUT_OF_REACH, passed on as it is). Not asked when the transaction answers without
   * sending anything new (MessageRequestsRepository.settled). Read before the transaction so no
   * connection or lock is held across the call; the transaction decides again.
   */
  private async requireReach(fromId: string, toId: string): Promise<void> {
    if (!(await this.requests.settled(fromId, toId))) await this.rpc.request(RPC.matching.reach, { actor: { userId: fromId, roles: [] }, toUserId: toId });
  }
}
