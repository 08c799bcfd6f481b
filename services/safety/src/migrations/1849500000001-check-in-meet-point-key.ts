import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A check-in's meet point keeps the match's key when it is one of the defaults the venue uses, so the
 * Safety Center names it in the person's language. Check-ins made before have none (shown as written).
 */
export class CheckInMeetPointKey1849500000001 implements MigrationInterface {
  name = 'CheckInMeetPointKey1849500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE safety_check_ins ADD COLUMN meet_point_key text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE safety_check_ins DROP COLUMN meet_point_key');
  }
}
