import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a conversation closed: 'blocked' (gone from both lists) or 'deleted' (the other person deleted
 * their account: it stays in the partner's list as "Deleted user", read-only).
 */
export class ClosedReason1802000000001 implements MigrationInterface {
  name = 'ClosedReason1802000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE conversations ADD COLUMN closed_reason text NULL');
    await q.query(`UPDATE conversations SET closed_reason = 'blocked' WHERE closed_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE conversations DROP COLUMN closed_reason');
  }
}
