import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

/**
 * Admin decisions identity enforces: sign-in and the main-view gate refuse a suspended or banned
 * person. A decision older than the one already applied (out-of-order delivery) changes nothing.
 */
@Injectable()
export class ModerationEvents {
  @OnEvent('UserSuspended', { name: 'moderation_on_suspended' })
  async onSuspended({ data }: Event<'UserSuspended'>, manager: EntityManager) {
    await manager.query(
      `UPDATE users SET suspended_until = $2, banned_at = CASE WHEN $3 THEN $4::timestamptz ELSE banned_at END, moderation_changed_at = $4
        WHERE id = $1 AND (moderation_changed_at IS NULL OR moderation_changed_at <= $4)`,
      [data.userId, data.until, data.banned, data.decidedAt],
    );
  }

  @OnEvent('UserReinstated', { name: 'moderation_on_reinstated' })
  async onReinstated({ data }: Event<'UserReinstated'>, manager: EntityManager) {
    await manager.query(
      `UPDATE users SET suspended_until = NULL, banned_at = NULL, moderation_changed_at = $2
        WHERE id = $1 AND (moderation_changed_at IS NULL OR moderation_changed_at <= $2)`,
      [data.userId, data.decidedAt],
    );
  }
}
