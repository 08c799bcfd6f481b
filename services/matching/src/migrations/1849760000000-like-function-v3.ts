import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_LIKE_FUNCTION, DROP_LIKE_FUNCTION, DROP_LIKE_FUNCTION_V2 } from '../likes/like-function.js';

/**
 * matching_like_v3: the same like, run step by step instead of as one statement (each step a small
 * cached plan, run only when the steps before it call for it; see like-function.ts). Same arguments
 * and result as v2, which it replaces.
 */
export class LikeFunctionV31849760000000 implements MigrationInterface {
  name = 'LikeFunctionV31849760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_FUNCTION);
    await q.query(DROP_LIKE_FUNCTION_V2);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_LIKE_FUNCTION);
  }
}
