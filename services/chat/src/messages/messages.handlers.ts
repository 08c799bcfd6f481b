import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  dismissBotherPayloadSchema,
  isUuid,
  listMessagesPayloadSchema,
  messagesAfterPayloadSchema,
  RPC,
  sendMessagePayloadSchema,
  sendMessageSchema,
  type BotherDismissed,
  type MessageDto,
  type SignedInPayload,
  type StoredMessage,
} from '@converge/contracts';
import type { z } from 'zod';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { MessagesRepository } from './messages.repository.js';
import { gapLimit, hasCursor, messageView, pageLimit, storedMessageOf } from './messages.rules.js';
import { MessageModeration } from '../moderation/message-moderation.js';

/**
 * Sending a message and reading a conversation's messages. Their input schemas declare the conversation
 * id from the URL beside the body or query loosely; the body and the cursor are checked here.
 */
@Injectable()
export class MessagesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly moderation: MessageModeration,
  ) {}

  /**
   * One message, idempotent by (conversation, sender, clientMessageId); 404 unless the sender takes
   * part, 403 once closed. A hurtful text answers 422 MESSAGE_FLAGGED ("Are you sure?") unless
   * `confirmed`; sent anyway it is stored flagged for the recipient. Before a 422 the conversation is
   * checked (404 to a stranger, 403 once closed), so nobody probes the classifier through a
   * conversation that is not theirs; the send statement checks that itself otherwise.
   */
  @RpcHandler(RPC.chat.send, { actor: 'required', input: sendMessagePayloadSchema })
  async send(payload: SignedInPayload<z.infer<typeof sendMessagePayloadSchema>>): Promise<MessageDto> {
    const parsed = sendMessageSchema.safeParse({ content: payload.content, clientMessageId: payload.clientMessageId ?? undefined, confirmed: payload.confirmed ?? undefined });
    if (!parsed.success) throw errors.invalidMessage(parsed.error.issues[0]?.message ?? 'Please type a message.');
    const moderation = await this.moderation.decide(parsed.data.content, parsed.data.confirmed === true);
    if ('ask' in moderation) {
      const conversation = await this.conversations.findForParticipant(payload.conversationId, payload.actor.userId);
      if (conversation.closed_at) throw errors.conversationClosed();
      throw errors.messageFlagged(moderation.ask);
    }
    return this.messages.send(this.dataSource.manager, payload.conversationId, payload.actor.userId, parsed.data.content, parsed.data.clientMessageId ?? null, moderation);
  }

  /** "No, it's fine" under a flagged message: only its recipient, remembered; anything else 404. */
  @RpcHandler(RPC.chat.dismissBother, { actor: 'required', input: dismissBotherPayloadSchema })
  async dismissBother({ actor, conversationId, messageId }: SignedInPayload<z.infer<typeof dismissBotherPayloadSchema>>): Promise<BotherDismissed> {
    if (!(await this.messages.dismissBother(conversationId, messageId, actor.userId))) throw errors.botherNotFound();
    return { dismissed: true };
  }

  /**
   * Cursor pages, newest page first: `before` is a message id and the page holds up to `limit`
   * messages sent before it, ordered oldest to newest inside the page. Ordering uses the messages'
   * places in the conversation, so two messages in the same millisecond never swap or fall between pages.
   */
  @RpcHandler(RPC.chat.messages, { actor: 'required', input: listMessagesPayloadSchema })
  async list(payload: SignedInPayload<z.infer<typeof listMessagesPayloadSchema>>): Promise<MessageDto[]> {
    const conversation = await this.conversations.findForParticipant(payload.conversationId, payload.actor.userId);
    const limit = pageLimit(payload.limit);
    let beforeSeq: string | undefined;
    if (hasCursor(payload.before)) {
      if (!isUuid(payload.before)) throw errors.invalidCursor('Not a message id.');
      beforeSeq = await this.messages.seqOf(conversation.id, payload.before);
      if (beforeSeq === undefined) throw errors.invalidCursor('Not a message of this conversation.');
    }
    const rows = await this.messages.page(conversation.id, limit, beforeSeq);
    return rows.reverse().map((row) => messageView(row, payload.actor.userId));
  }

  /**
   * The gateway's ordered push: a conversation's messages after a place, up to another, oldest first
   * (at most a page), as MessageSent carries them. The gateway asks as one of the two people when an
   * event has not reached it in time; anyone else gets 404.
   */
  @RpcHandler(RPC.chat.messagesAfter, { actor: 'required', input: messagesAfterPayloadSchema })
  async messagesAfter(payload: SignedInPayload<z.infer<typeof messagesAfterPayloadSchema>>): Promise<StoredMessage[]> {
    const conversation = await this.conversations.findForParticipant(payload.conversationId, payload.actor.userId);
    const limit = gapLimit(payload.afterSeq, payload.upToSeq);
    if (limit === 0) return [];
    return (await this.messages.afterSeq(conversation.id, payload.afterSeq, payload.upToSeq, limit)).map(storedMessageOf);
  }
}
