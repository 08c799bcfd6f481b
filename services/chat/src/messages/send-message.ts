import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { messagePreview, RPC, RpcError, sendMessageSchema, type MessageDto, type RpcPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { ConversationRepository, updatedRows, type ConversationRow, type MessageRow } from '../conversations/conversation.repository.js';
import { requireActor } from '../conversations/conversation-queries.js';

/**
 * One message, idempotent by (conversation, sender, clientMessageId): a retried send returns the
 * message the first attempt stored, and publishes nothing again. The conversation row is locked,
 * so concurrent retries and the unread counter apply one at a time; MessageSent goes out through
 * the outbox in the same transaction.
 */
@Injectable()
export class SendMessage {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationRepository,
    private readonly events: EventPublisher,
  ) {}

  @RpcHandler(RPC.chat.send)
  async handle(payload: RpcPayload<{ conversationId: string; content: string; clientMessageId?: string }>): Promise<MessageDto> {
    const senderId = requireActor(payload);
    const parsed = sendMessageSchema.safeParse({ content: payload.content, clientMessageId: payload.clientMessageId ?? undefined });
    if (!parsed.success) throw RpcError.badRequest(parsed.error.issues[0]?.message ?? 'Please type a message.');
    return this.dataSource.transaction((manager) => this.send(manager, payload.conversationId, senderId, parsed.data.content, parsed.data.clientMessageId ?? null));
  }

  async send(manager: EntityManager, conversationId: string, senderId: string, content: string, clientMessageId: string | null): Promise<MessageDto> {
    const conversation = await this.conversations.lockForParticipant(manager, conversationId, senderId);
    if (clientMessageId) {
      const [existing] = await manager.query<MessageRow[]>(
        'SELECT * FROM messages WHERE conversation_id = $1 AND sender_id = $2 AND client_message_id = $3',
        [conversation.id, senderId, clientMessageId],
      );
      if (existing) return ConversationRepository.messageDto(existing);
    }
    if (conversation.closed_at) throw RpcError.forbidden('You can no longer send messages in this conversation.', 'CONVERSATION_CLOSED');

    const [message] = await manager.query<MessageRow[]>(
      'INSERT INTO messages (conversation_id, sender_id, content, client_message_id) VALUES ($1, $2, $3, $4) RETURNING *',
      [conversation.id, senderId, content, clientMessageId],
    );
    const recipientId = otherParticipant(conversation, senderId);
    const recipientColumn = recipientId === conversation.user1_id ? 'user1_unread_count' : 'user2_unread_count';
    const [updated] = updatedRows<{ unread: number }>(await manager.query(
      `UPDATE conversations SET last_message_at = $2, last_message_preview = $3, ${recipientColumn} = ${recipientColumn} + 1
       WHERE id = $1 RETURNING ${recipientColumn} AS unread`,
      [conversation.id, message!.sent_at, messagePreview(content)],
    ));
    const dto = ConversationRepository.messageDto(message!);
    await this.events.publish(manager, 'MessageSent', {
      messageId: dto.id,
      conversationId: dto.conversationId,
      senderId,
      recipientId,
      content: dto.content,
      sentAt: dto.sentAt,
      clientMessageId,
      recipientUnreadCount: updated?.unread ?? 0,
    });
    return dto;
  }
}

export function otherParticipant(conversation: Pick<ConversationRow, 'user1_id' | 'user2_id'>, userId: string): string {
  return conversation.user1_id === userId ? conversation.user2_id : conversation.user1_id;
}
