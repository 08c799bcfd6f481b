import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { orderedPair } from './conversation.repository.js';
import { LIVE_NEARBY_VENUE } from '../message-requests/message-requests.rpc.js';

/**
 * A match opens the pair's conversation. The inbox makes a redelivered event harmless; the unique
 * pair index makes a second event for the same pair (any id) harmless too: still one conversation.
 * A pair that blocked each other before the match arrived gets a closed conversation.
 */
@Injectable()
export class OpenConversationOnMatch {
  @OnEvent('MatchCreated', { name: 'open_conversation' })
  async handle(event: EventEnvelope<'MatchCreated', EventData<'MatchCreated'>>, manager: EntityManager): Promise<void> {
    const { matchId, userAId, userBId, venueId, venueName, createdAt } = event.data;
    if (userAId === userBId) return;
    const [user1, user2] = orderedPair(userAId, userBId);
    await manager.query(
      `INSERT INTO conversations (match_id, user1_id, user2_id, venue_id, venue_name, created_at, closed_at)
       VALUES ($1, $2, $3, $4, $5, $6,
               (SELECT blocked_at FROM blocked_pairs WHERE user1_id = $2 AND user2_id = $3))
       ON CONFLICT DO NOTHING`,
      // A match from live discovery has no venue: its chat says where it started, as a request's does.
      [matchId, user1, user2, venueId, venueName ?? (venueId ? null : LIVE_NEARBY_VENUE), createdAt],
    );
  }
}
