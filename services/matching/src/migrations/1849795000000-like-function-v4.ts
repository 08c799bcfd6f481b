import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_LIKE_FUNCTION_V4, DROP_LIKE_FUNCTION_V4 } from '../likes/like-function-sql/v4.js';

/**
 * matching_like_v4: the same like as v3, with the MatchCreated envelope written so that its insert
 * keeps one cached plan (see matchEnvelope in like-batch-function.ts). Same arguments and result as v3.
 *
 * v3 stays installed: during a rolling deploy the replicas still running the previous release call
 * matching_like_v3 until they are replaced. A function a running release calls is dropped one release
 * later, by a migration of its own (1849824000000-drop-like-function-v3).
 */
export class LikeFunctionV41849795000000 implements MigrationInterface {
  name = 'LikeFunctionV41849795000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_FUNCTION_V4);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_LIKE_FUNCTION_V4);
  }
}
