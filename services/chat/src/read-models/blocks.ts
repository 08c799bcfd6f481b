import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { orderedPair } from '../conversations/conversations.repository.js';

/**
 * A block (either way) stops the pair's chat: the conversation closes (sending → 403, it leaves the
 * list), and the pair is remembered so a match event that arrives later opens it closed.
 */
@Injectable()
export class Blocks {
  @OnEvent('UserBlocked', { name: 'close_conversation_on_block' })
  async onUserBlocked(event: EventEnvelope<'UserBlocked', EventData<'UserBlocked'>>, manager: EntityManager): Promise<void> {
    const [user1, user2] = orderedPair(event.data.blockerId, event.data.blockedId);
    if (user1 === user2) return;
    await manager.query('INSERT INTO blocked_pairs (user1_id, user2_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user1, user2]);
    await manager.query(`UPDATE conversations SET closed_at = now(), closed_reason = 'blocked' WHERE user1_id = $1 AND user2_id = $2 AND closed_at IS NULL`, [user1, user2]);
  }

  /** An unblock lets a future match open a conversation again; the closed one stays closed. */
  @OnEvent('UserUnblocked', { name: 'forget_block_on_unblock' })
  async onUserUnblocked(event: EventEnvelope<'UserUnblocked', EventData<'UserUnblocked'>>, manager: EntityManager): Promise<void> {
    const [user1, user2] = orderedPair(event.data.blockerId, event.data.blockedId);
    await manager.query('DELETE FROM blocked_pairs WHERE user1_id = $1 AND user2_id = $2', [user1, user2]);
  }
}
