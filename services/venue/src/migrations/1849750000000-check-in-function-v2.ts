import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_CHECK_IN_FUNCTION_V2, DROP_CHECK_IN_FUNCTION_V2 } from '../checkins/check-in-function-sql/v2.js';

/** venue_check_in_v2: v1 with the venue read by the service checked in the call (checkins/check-in-function-sql/v2.ts). */
export class CheckInFunctionV21849750000000 implements MigrationInterface {
  name = 'CheckInFunctionV21849750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_CHECK_IN_FUNCTION_V2);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_CHECK_IN_FUNCTION_V2);
  }
}
