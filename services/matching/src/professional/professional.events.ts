import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';

type Event<T extends 'UserBlocked' | 'UserDeleted'> = EventEnvelope<T, EventData<T>>;

/** A block drops the pair's waiting requests (their connection is hidden by exclusions); deletion erases everything. */
@Injectable()
export class ProfessionalEvents {
  @OnEvent('UserBlocked', { name: 'professional_on_blocked' })
  async onBlocked({ data }: Event<'UserBlocked'>, manager: EntityManager) {
    await manager.query(
      `UPDATE professional_connections SET status = 'declined', answered_at = now()
        WHERE status = 'pending'
          AND LEAST(from_user_id, to_user_id) = LEAST($1, $2) AND GREATEST(from_user_id, to_user_id) = GREATEST($1, $2)`,
      [data.blockerId, data.blockedId],
    );
  }

  @OnEvent('UserDeleted', { name: 'professional_on_user_deleted' })
  async onDeleted({ data }: Event<'UserDeleted'>, manager: EntityManager) {
    await manager.query('DELETE FROM professional_connections WHERE from_user_id = $1 OR to_user_id = $1', [data.userId]);
    await manager.query('DELETE FROM professional_profiles WHERE user_id = $1', [data.userId]);
  }
}
