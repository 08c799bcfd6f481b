import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { ConversationRepository, orderedPair } from '../conversations/conversations.repository.js';
import { SendMessage } from '../messages/send-message.js';

/** Where a professional connection's conversation says it started when the request named no venue. */
export const PROFESSIONAL_VENUE = 'Professional networking';

/**
 * An accepted professional connection (matching) opens the pair's conversation, with the request's
 * message as its first line from the person who asked. Redelivery is harmless (the inbox and the unique
 * pair index); a blocked pair's stays closed.
 */
@Injectable()
export class ProfessionalConnectionEvents {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly sendMessage: SendMessage,
  ) {}

  @OnEvent('ProfessionalConnectionAccepted', { name: 'open_conversation_on_connection' })
  async onAccepted(event: EventEnvelope<'ProfessionalConnectionAccepted', EventData<'ProfessionalConnectionAccepted'>>, manager: EntityManager) {
    const { connectionId, fromUserId, toUserId, message, venueName, acceptedAt } = event.data;
    if (fromUserId === toUserId) return;
    const [user1, user2] = orderedPair(fromUserId, toUserId);
    await manager.query(
      `INSERT INTO conversations (user1_id, user2_id, venue_name, created_at, closed_at, closed_reason)
       VALUES ($1, $2, $3, $4,
               (SELECT blocked_at FROM blocked_pairs WHERE user1_id = $1 AND user2_id = $2),
               (SELECT 'blocked' FROM blocked_pairs WHERE user1_id = $1 AND user2_id = $2))
       ON CONFLICT DO NOTHING`,
      [user1, user2, venueName ?? PROFESSIONAL_VENUE, acceptedAt],
    );
    const conversation = await this.conversations.findByPair(user1, user2, manager);
    if (!conversation || !message) return;
    const [row] = await manager.query('SELECT closed_at FROM conversations WHERE id = $1', [conversation.id]);
    if (row?.closed_at) return;
    await this.sendMessage.send(manager, conversation.id, fromUserId, message, `connection:${connectionId}`);
  }
}
