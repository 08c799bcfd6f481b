import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';

/**
 * Chat's own copy of display names (ARCHITECTURE §1: a read model on the hot path instead of an RPC
 * per list). Events can arrive out of order after a redelivery: the newest occurredAt wins.
 */
@Injectable()
export class DisplayNames {
  @OnEvent('ProfileUpdated', { name: 'display_names' })
  async onProfileUpdated(event: EventEnvelope<'ProfileUpdated', EventData<'ProfileUpdated'>>, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO display_names (user_id, display_name, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, updated_at = EXCLUDED.updated_at
       WHERE display_names.updated_at <= EXCLUDED.updated_at`,
      [event.data.userId, event.data.displayName, event.occurredAt],
    );
  }

  /** Deleting an account erases what chat holds about the person: their name and their conversations. */
  @OnEvent('UserDeleted', { name: 'erase_user' })
  async onUserDeleted(event: EventEnvelope<'UserDeleted', EventData<'UserDeleted'>>, manager: EntityManager): Promise<void> {
    const { userId } = event.data;
    await manager.query('DELETE FROM display_names WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM conversations WHERE user1_id = $1 OR user2_id = $1', [userId]);
    await manager.query('DELETE FROM blocked_pairs WHERE user1_id = $1 OR user2_id = $1', [userId]);
  }
}
