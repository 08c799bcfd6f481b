import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { ConversationsRepository } from './conversations.repository.js';

/**
 * A match opens the pair's conversation. The inbox makes a redelivered event harmless; the unique
 * pair index makes a second event for the same pair (any id) harmless too: still one conversation.
 */
@Injectable()
export class ConversationsEvents {
  constructor(private readonly conversations: ConversationsRepository) {}

  /** Batched (one inbox transaction for the matches waiting): its one write is an upsert, harmless to repeat. */
  @OnEvent('MatchCreated', { name: 'open_conversation', batch: true })
  async onMatchCreated(event: EventEnvelope<'MatchCreated', EventData<'MatchCreated'>>, manager: EntityManager): Promise<void> {
    if (event.data.userAId === event.data.userBId) return;
    await this.conversations.openForMatch(manager, event.data);
  }
}
