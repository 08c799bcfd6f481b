import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_LIKE_FUNCTION_V2_CHECK_IN_MODE } from '../likes/like-function-sql/v2-check-in-mode.js';

/**
 * matching_like_v2 learns the check-in mode: a like at a venue needs both people checked in
 * there for dating, as discovery shows them. Same arguments and result, so the body is replaced in place
 * (a database that ran 1806000000000 before this rule existed gets it too).
 */
export class LikeFunctionMode1809000000002 implements MigrationInterface {
  name = 'LikeFunctionMode1809000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_FUNCTION_V2_CHECK_IN_MODE);
  }

  async down(): Promise<void> {
    // The earlier body is CREATE_LIKE_FUNCTION_V2 (like-function-sql/v2.ts); leaving the stricter rule in place is harmless.
  }
}
