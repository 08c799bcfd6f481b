import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { ConversationRepository } from './conversations.repository.js';

/**
 * A match opens the pair's conversation. The inbox makes a redelivered event harmless; the unique
 * pair index makes a second event for the same pair (any id) harmless too: still one conversation.
 */
@Injectable()
export class OpenConversationOnMatch {
  constructor(private readonly conversations: ConversationRepository) {}

  @OnEvent('MatchCreated', { name: 'open_conversation' })
  async handle(event: EventEnvelope<'MatchCreated', EventData<'MatchCreated'>>, manager: EntityManager): Promise<void> {
    if (event.data.userAId === event.data.userBId) return;
    await this.conversations.openForMatch(manager, event.data);
  }
}
