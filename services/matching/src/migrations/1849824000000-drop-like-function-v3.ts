import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_LIKE_FUNCTION_V3, DROP_LIKE_FUNCTION_V3 } from '../likes/like-function-sql/v3.js';

/**
 * Drops matching_like_v3, one release after v4 replaced it: no running release calls it any more (the
 * previous release calls matching_like_v4, which stays installed until the release after this one; this
 * release calls matching_like_batch_v1). Down puts back v3 exactly as released.
 */
export class DropLikeFunctionV31849824000000 implements MigrationInterface {
  name = 'DropLikeFunctionV31849824000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(DROP_LIKE_FUNCTION_V3);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_FUNCTION_V3);
  }
}
