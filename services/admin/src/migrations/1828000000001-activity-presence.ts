import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A check-in's activity row keeps how presence was proven (CheckedIn.presence), for the
 * dashboard's share of each proof. Rows from before it stay NULL and are not counted in the shares.
 */
export class ActivityPresence1828000000001 implements MigrationInterface {
  name = 'ActivityPresence1828000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE activity ADD COLUMN presence text NULL CHECK (presence IN ('display', 'qr', 'location'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE activity DROP COLUMN presence');
  }
}
