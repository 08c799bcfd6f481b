import { Injectable, type Type } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '../messaging/on-event.decorator.js';

/** The durable consumer names a service gives the two handlers (stable: renaming one replays history). */
export interface VerificationLevelsConsumers {
  onLevel: string;
  onDeleted: string;
}

export interface VerificationLevelsHandlers {
  onLevel(event: EventEnvelope<'VerificationLevelChanged', EventData<'VerificationLevelChanged'>>, manager: EntityManager): Promise<void>;
  onDeleted(event: EventEnvelope<'UserDeleted', EventData<'UserDeleted'>>, manager: EntityManager): Promise<void>;
}

/**
 * The `verification_levels (user_id, level, changed_at)` read model a service keeps from identity's
 * VerificationLevelChanged (for the Verified mark), erased on UserDeleted. The service's own migration
 * creates the table; it extends the class returned here, naming its consumers.
 */
export function VerificationLevelsReadModel(consumers: VerificationLevelsConsumers): Type<VerificationLevelsHandlers> {
  @Injectable()
  class VerificationLevels implements VerificationLevelsHandlers {
    @OnEvent('VerificationLevelChanged', { name: consumers.onLevel })
    async onLevel({ data }: EventEnvelope<'VerificationLevelChanged', EventData<'VerificationLevelChanged'>>, manager: EntityManager) {
      // Out-of-order delivery: an older change never overwrites a newer one.
      await manager.query(
        `INSERT INTO verification_levels (user_id, level, changed_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET level = EXCLUDED.level, changed_at = EXCLUDED.changed_at
         WHERE verification_levels.changed_at <= EXCLUDED.changed_at`,
        [data.userId, data.level, data.changedAt],
      );
    }

    @OnEvent('UserDeleted', { name: consumers.onDeleted })
    async onDeleted({ data }: EventEnvelope<'UserDeleted', EventData<'UserDeleted'>>, manager: EntityManager) {
      await manager.query('DELETE FROM verification_levels WHERE user_id = $1', [data.userId]);
    }
  }
  return VerificationLevels;
}
