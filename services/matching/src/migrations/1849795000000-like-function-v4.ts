import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DROP_LIKE_FUNCTION_V3 } from '../likes/like-function-sql/v3.js';
import { CREATE_LIKE_FUNCTION_V4, DROP_LIKE_FUNCTION_V4 } from '../likes/like-function-sql/v4.js';

/**
 * matching_like_v4: the same like as v3, with the MatchCreated envelope written so that its insert
 * keeps one cached plan (see matchEnvelope in like-function.ts). Same arguments and result as v3,
 * which it replaces.
 */
export class LikeFunctionV41849795000000 implements MigrationInterface {
  name = 'LikeFunctionV41849795000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_FUNCTION_V4);
    await q.query(DROP_LIKE_FUNCTION_V3);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_LIKE_FUNCTION_V4);
  }
}
