import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, RpcError, startConversationSchema, type ConversationDto, type MessageRequestStarted, type RpcPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { ConversationRepository, type ConversationRow } from './conversation.repository.js';
import { requireActor } from './conversation-queries.js';
import { SendMessage } from '../messages/send-message.js';
import { MessageRequests } from '../message-requests/message-requests.rpc.js';

/** How long "start" waits for a MatchCreated that is still on its way (the like just matched). */
const MATCH_GRACE_MS = 2000;
/** The ice breaker is sent once per person and conversation, however often "start" is called. */
const ICE_BREAKER_CLIENT_ID = 'ice-breaker';

/**
 * Opens (returns) the conversation with someone the caller matched with — chat knows matches from
 * MatchCreated, which is what created the conversation — and sends the ice breaker as the first
 * message when the conversation is still empty. With an ice breaker and no conversation yet (Chat
 * from live discovery), it sends a message request instead (`{messageRequest}`); the other person
 * accepts or declines it. Without an ice breaker and no match: 403.
 */
@Injectable()
export class StartConversation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationRepository,
    private readonly sendMessage: SendMessage,
    private readonly requests: MessageRequests,
  ) {}

  @RpcHandler(RPC.chat.start)
  async handle(payload: RpcPayload<{ userId: string; iceBreaker?: string | null }>): Promise<ConversationDto | MessageRequestStarted> {
    const callerId = requireActor(payload);
    const parsed = startConversationSchema.safeParse({ userId: payload.userId, iceBreaker: payload.iceBreaker });
    if (!parsed.success) throw RpcError.badRequest(parsed.error.issues[0]?.message ?? 'userId is required.');
    const { userId, iceBreaker } = parsed.data;
    if (userId === callerId) throw RpcError.forbidden('You cannot start a conversation with yourself.', 'NOT_MATCHED');

    if (iceBreaker && !(await this.conversations.findByPair(callerId, userId))) {
      const made = await this.requests.create(callerId, userId, iceBreaker);
      if (made.conversation) return made.conversation;
      return { messageRequest: made.request! };
    }
    const conversation = await this.waitForConversation(callerId, userId);
    if (!conversation) throw RpcError.forbidden('You can only message people you have matched with.', 'NOT_MATCHED');
    if (iceBreaker && !conversation.closed_at) {
      await this.dataSource.transaction(async (manager) => {
        const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1', [conversation.id]);
        if (n === 0) await this.sendMessage.send(manager, conversation.id, callerId, iceBreaker, ICE_BREAKER_CLIENT_ID);
      });
    }
    return ConversationRepository.toDto(await this.conversations.withNames(conversation.id));
  }

  private async waitForConversation(a: string, b: string): Promise<ConversationRow | undefined> {
    const deadline = Date.now() + MATCH_GRACE_MS;
    for (;;) {
      const found = await this.conversations.findByPair(a, b);
      if (found || Date.now() >= deadline) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
