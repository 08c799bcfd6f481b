import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_CHECK_IN_FUNCTION, DROP_CHECK_IN_FUNCTION } from '../checkins/check-in-function.js';

/** venue_check_in_v1: a check-in, the end of the previous one and both events in one call (checkins/check-in-function.ts). */
export class CheckInFunction1845000000000 implements MigrationInterface {
  name = 'CheckInFunction1845000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_CHECK_IN_FUNCTION);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_CHECK_IN_FUNCTION);
  }
}
