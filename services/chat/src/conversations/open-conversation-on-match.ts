import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { orderedPair } from './conversation.repository.js';

/**
 * A match opens the pair's conversation. The inbox makes a redelivered event harmless; the unique
 * pair index makes a second event for the same pair (any id) harmless too: still one conversation.
 * A pair that blocked each other before the match arrived gets a closed conversation; a new match
 * after an unblock reopens the one the block had closed.
 */
@Injectable()
export class OpenConversationOnMatch {
  @OnEvent('MatchCreated', { name: 'open_conversation' })
  async handle(event: EventEnvelope<'MatchCreated', EventData<'MatchCreated'>>, manager: EntityManager): Promise<void> {
    const { matchId, userAId, userBId, venueId, venueName, createdAt } = event.data;
    if (userAId === userBId) return;
    const [user1, user2] = orderedPair(userAId, userBId);
    await manager.query(
      `INSERT INTO conversations (match_id, user1_id, user2_id, venue_id, venue_name, created_at, closed_at, closed_reason)
       VALUES ($1, $2, $3, $4, $5, $6,
               (SELECT blocked_at FROM blocked_pairs WHERE user1_id = $2 AND user2_id = $3),
               (SELECT 'blocked' FROM blocked_pairs WHERE user1_id = $2 AND user2_id = $3))
       ON CONFLICT (user1_id, user2_id) DO UPDATE
         SET match_id = EXCLUDED.match_id, venue_id = EXCLUDED.venue_id, venue_name = EXCLUDED.venue_name,
             closed_at = EXCLUDED.closed_at, closed_reason = EXCLUDED.closed_reason
         WHERE conversations.closed_reason = 'blocked' AND EXCLUDED.closed_at IS NULL AND conversations.match_id IS DISTINCT FROM EXCLUDED.match_id`,
      [matchId, user1, user2, venueId, venueName, createdAt],
    );
  }
}
