import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DROP_LIKE_FUNCTION_V1 } from '../likes/like-function-sql/v1.js';
import { CREATE_LIKE_FUNCTION_V2, DROP_LIKE_FUNCTION_V2 } from '../likes/like-function-sql/v2.js';

/** matching_like_v2: MatchCreated carries both people's cards and the venue's meet points; a block either way refuses the like and the match. */
export class LikeFunctionV21806000000000 implements MigrationInterface {
  name = 'LikeFunctionV21806000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_FUNCTION_V2);
    await q.query(DROP_LIKE_FUNCTION_V1);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_LIKE_FUNCTION_V2);
  }
}
