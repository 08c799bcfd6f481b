import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A check-in is for dating (default) or professional networking. */
export class CheckInMode1809000000001 implements MigrationInterface {
  name = 'CheckInMode1809000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE check_ins ADD COLUMN mode text NOT NULL DEFAULT 'dating' CHECK (mode IN ('dating', 'professional'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE check_ins DROP COLUMN mode');
  }
}
