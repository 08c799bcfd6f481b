import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_CHECK_IN_FUNCTION_V1, DROP_CHECK_IN_FUNCTION_V1 } from '../checkins/check-in-function-sql/v1.js';

/** venue_check_in_v1: a check-in, the end of the previous one and both events in one call (checkins/check-in-function-sql/v1.ts). */
export class CheckInFunction1845000000000 implements MigrationInterface {
  name = 'CheckInFunction1845000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_CHECK_IN_FUNCTION_V1);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_CHECK_IN_FUNCTION_V1);
  }
}
