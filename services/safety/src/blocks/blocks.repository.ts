import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventPublisher, returnedRows } from '@converge/platform';

export interface BlockRow {
  blocked_id: string;
  created_at: Date;
}

@Injectable()
export class BlocksRepository {
  constructor(private readonly events: EventPublisher) {}

  /** Blocks once: a repeat changes nothing and tells nobody. Returns when the block began. */
  async block(manager: EntityManager, blockerId: string, blockedId: string): Promise<{ blockedAt: Date; created: boolean }> {
    const [inserted] = returnedRows<{ created_at: Date }>(
      await manager.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING created_at`, [blockerId, blockedId]),
    );
    if (inserted) {
      await this.events.publish(manager, 'UserBlocked', { blockerId, blockedId, blockedAt: new Date(inserted.created_at).toISOString() });
      return { blockedAt: inserted.created_at, created: true };
    }
    const [existing] = await manager.query('SELECT created_at FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
    return { blockedAt: existing.created_at, created: false };
  }

  async unblock(manager: EntityManager, blockerId: string, blockedId: string): Promise<boolean> {
    const deleted = returnedRows(await manager.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocked_id', [blockerId, blockedId]));
    if (!deleted.length) return false;
    await this.events.publish(manager, 'UserUnblocked', { blockerId, blockedId });
    return true;
  }

  list(manager: EntityManager, blockerId: string): Promise<BlockRow[]> {
    return manager.query('SELECT blocked_id, created_at FROM blocks WHERE blocker_id = $1 ORDER BY created_at DESC', [blockerId]);
  }
}
