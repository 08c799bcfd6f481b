import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_LIKE_BATCH_FUNCTION_V1, DROP_LIKE_BATCH_FUNCTION_V1 } from '../likes/like-batch-function-sql/v1.js';

/**
 * matching_like_batch_v1: many likes in one call (see like-batch-function.ts). matching_like_v4 stays
 * installed: the replicas still running the previous release call it during a rolling deploy, and the
 * two kinds of call take the same pair locks. It goes one release later, by a migration of its own.
 */
export class LikeBatchFunction1849820000000 implements MigrationInterface {
  name = 'LikeBatchFunction1849820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_BATCH_FUNCTION_V1);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_LIKE_BATCH_FUNCTION_V1);
  }
}
