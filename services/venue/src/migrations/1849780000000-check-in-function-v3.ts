import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_CHECK_IN_FUNCTION_V3, DROP_CHECK_IN_FUNCTION_V3 } from '../checkins/check-in-function-sql/v3.js';

/** venue_check_in_v3: v2 with the replaced check-in named in CheckedIn instead of a CheckInEnded of its own (checkins/check-in-function-sql/v3.ts). */
export class CheckInFunctionV31849780000000 implements MigrationInterface {
  name = 'CheckInFunctionV31849780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_CHECK_IN_FUNCTION_V3);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_CHECK_IN_FUNCTION_V3);
  }
}
