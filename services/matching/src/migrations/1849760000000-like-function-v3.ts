import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DROP_LIKE_FUNCTION_V2 } from '../likes/like-function-sql/v2.js';
import { CREATE_LIKE_FUNCTION_V3, DROP_LIKE_FUNCTION_V3 } from '../likes/like-function-sql/v3.js';

/**
 * matching_like_v3: the same like, run step by step instead of as one statement (each step a small
 * cached plan, run only when the steps before it call for it; see like-function-sql/v3.ts). Same arguments
 * and result as v2, which it replaces.
 */
export class LikeFunctionV31849760000000 implements MigrationInterface {
  name = 'LikeFunctionV31849760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_FUNCTION_V3);
    await q.query(DROP_LIKE_FUNCTION_V2);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_LIKE_FUNCTION_V3);
  }
}
