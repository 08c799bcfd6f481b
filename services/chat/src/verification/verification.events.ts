import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';

/** Keeps each person's verification level for the Verified mark next to their name in chat. */
@Injectable()
export class ChatVerificationLevels {
  @OnEvent('VerificationLevelChanged', { name: 'chat_levels_on_verification' })
  async onLevel({ data }: EventEnvelope<'VerificationLevelChanged', EventData<'VerificationLevelChanged'>>, manager: EntityManager) {
    // An older change never overwrites a newer one.
    await manager.query(
      `INSERT INTO verification_levels (user_id, level, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET level = EXCLUDED.level, changed_at = EXCLUDED.changed_at
       WHERE verification_levels.changed_at <= EXCLUDED.changed_at`,
      [data.userId, data.level, data.changedAt],
    );
  }

  @OnEvent('UserDeleted', { name: 'chat_levels_on_user_deleted' })
  async onDeleted({ data }: EventEnvelope<'UserDeleted', EventData<'UserDeleted'>>, manager: EntityManager) {
    await manager.query('DELETE FROM verification_levels WHERE user_id = $1', [data.userId]);
  }
}
