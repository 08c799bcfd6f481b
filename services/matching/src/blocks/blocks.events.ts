import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';

type Event<T extends 'UserBlocked' | 'UserUnblocked'> = EventEnvelope<T, EventData<T>>;

/**
 * A block hides the pair from each other (exclusions, read by discovery and the like function), ends
 * their match (kept with ended_at / end_reason, gone from both lists) and drops the likes between them,
 * so an unblock starts from nothing: they do not re-match by themselves. The blocker's row is 'block',
 * the other's 'blocked_by', so lifting one person's block leaves the other's standing.
 */
@Injectable()
export class BlockEvents {
  @OnEvent('UserBlocked', { name: 'blocks_on_blocked' })
  async onBlocked({ data, occurredAt }: Event<'UserBlocked'>, manager: EntityManager) {
    const { blockerId, blockedId } = data;
    if (blockerId === blockedId) return;
    await manager.query(
      `INSERT INTO exclusions (user_id, other_user_id, reason) VALUES ($1, $2, 'block'), ($2, $1, 'blocked_by') ON CONFLICT DO NOTHING`,
      [blockerId, blockedId],
    );
    await manager.query(
      `UPDATE matches SET ended_at = $3, end_reason = 'blocked'
        WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2) AND ended_at IS NULL`,
      [blockerId, blockedId, data.blockedAt ?? occurredAt],
    );
    await manager.query('DELETE FROM likes WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1)', [blockerId, blockedId]);
  }

  @OnEvent('UserUnblocked', { name: 'blocks_on_unblocked' })
  async onUnblocked({ data }: Event<'UserUnblocked'>, manager: EntityManager) {
    await manager.query(
      `DELETE FROM exclusions WHERE (user_id = $1 AND other_user_id = $2 AND reason = 'block') OR (user_id = $2 AND other_user_id = $1 AND reason = 'blocked_by')`,
      [data.blockerId, data.blockedId],
    );
  }
}
