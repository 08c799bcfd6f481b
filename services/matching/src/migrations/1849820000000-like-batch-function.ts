import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_LIKE_BATCH_FUNCTION, DROP_LIKE_BATCH_FUNCTION } from '../likes/like-batch-function.js';

/**
 * matching_like_batch_v1: many likes in one call (see like-batch-function.ts). The single-like function
 * stays installed: a replica still running the previous release calls it, and the two kinds of call
 * take the same pair locks.
 */
export class LikeBatchFunction1849820000000 implements MigrationInterface {
  name = 'LikeBatchFunction1849820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_BATCH_FUNCTION);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_LIKE_BATCH_FUNCTION);
  }
}
