import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** All SQL of blocks as matching sees them: exclusions, and what a block ends. */
@Injectable()
export class BlocksRepository {
  /** The blocker's row is 'block', the other's 'blocked_by', so lifting one person's block leaves the other's standing. */
  async exclude(manager: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await manager.query(`INSERT INTO exclusions (user_id, other_user_id, reason) VALUES ($1, $2, 'block'), ($2, $1, 'blocked_by') ON CONFLICT DO NOTHING`, [blockerId, blockedId]);
  }

  /** The pair's open match ends (kept with ended_at / end_reason, gone from both lists). */
  async endMatch(manager: EntityManager, a: string, b: string, endedAt: string): Promise<void> {
    await manager.query(
      `UPDATE matches SET ended_at = $3, end_reason = 'blocked'
        WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2) AND ended_at IS NULL`,
      [a, b, endedAt],
    );
  }

  async dropLikes(manager: EntityManager, a: string, b: string): Promise<void> {
    await manager.query('DELETE FROM likes WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1)', [a, b]);
  }

  async unexclude(manager: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await manager.query(`DELETE FROM exclusions WHERE (user_id = $1 AND other_user_id = $2 AND reason = 'block') OR (user_id = $2 AND other_user_id = $1 AND reason = 'blocked_by')`, [
      blockerId,
      blockedId,
    ]);
  }
}
