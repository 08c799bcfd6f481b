import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { MessagesRepository } from '../messages/messages.repository.js';

/** Where a professional connection's conversation says it started when the request named no venue. */
export const PROFESSIONAL_VENUE = 'Professional networking';

/**
 * An accepted professional connection (matching) opens the pair's conversation, with the request's
 * message as its first line from the person who asked. Redelivery is harmless (the inbox and the unique
 * pair index); a blocked pair's stays closed.
 */
@Injectable()
export class ProfessionalEvents {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
  ) {}

  @OnEvent('ProfessionalConnectionAccepted', { name: 'open_conversation_on_connection' })
  async onAccepted(event: EventEnvelope<'ProfessionalConnectionAccepted', EventData<'ProfessionalConnectionAccepted'>>, manager: EntityManager) {
    const { connectionId, fromUserId, toUserId, message, venueName, acceptedAt } = event.data;
    if (fromUserId === toUserId) return;
    const conversation = await this.conversations.openForConnection(manager, fromUserId, toUserId, venueName ?? PROFESSIONAL_VENUE, acceptedAt);
    if (!conversation || !message || conversation.closed_at) return;
    await this.messages.send(manager, conversation.id, fromUserId, message, `connection:${connectionId}`);
  }
}
