import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { ConversationRepository } from './conversations.repository.js';
import { otherParticipant } from '../messages/send-message.js';

/**
 * The reader has seen everything: their unread count goes to 0 and their read pointer moves to now.
 * The read receipt (ConversationRead) is published only when something was unread, so a screen
 * that calls this on every incoming message does not flood the other person with receipts.
 */
@Injectable()
export class MarkRead {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationRepository,
    private readonly events: EventPublisher,
  ) {}

  @RpcHandler(RPC.chat.read, { actor: 'required' })
  async handle({ actor, conversationId }: SignedInPayload<{ conversationId: string }>): Promise<{ conversationId: string; unreadCount: 0; readAt: string | null }> {
    const readerId = actor.userId;
    return this.dataSource.transaction(async (manager) => {
      const conversation = await this.conversations.lockForParticipant(manager, conversationId, readerId);
      const mine = conversation.user1_id === readerId ? 'user1' : 'user2';
      const unread = conversation[`${mine}_unread_count`];
      const lastRead = conversation[`${mine}_last_read_at`];
      if (unread === 0 && lastRead) return { conversationId: conversation.id, unreadCount: 0 as const, readAt: new Date(lastRead).toISOString() };
      const [{ now }] = await manager.query('SELECT clock_timestamp() AS now');
      await manager.query(`UPDATE conversations SET ${mine}_unread_count = 0, ${mine}_last_read_at = $2 WHERE id = $1`, [conversation.id, now]);
      const readAt = new Date(now).toISOString();
      if (unread > 0) {
        await this.events.publish(manager, 'ConversationRead', {
          conversationId: conversation.id,
          readerId,
          otherUserId: otherParticipant(conversation, readerId),
          readAt,
        });
      }
      return { conversationId: conversation.id, unreadCount: 0 as const, readAt };
    });
  }
}
