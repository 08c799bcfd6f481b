import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_LIKE_FUNCTION_V1, DROP_LIKE_FUNCTION_V1 } from '../likes/like-function-sql/v1.js';

/** A like in one round trip: the pair lock, the checks, the like, the match and their events (likes/like-function-sql/v1.ts). */
export class LikeFunction1700000800000 implements MigrationInterface {
  name = 'LikeFunction1700000800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_LIKE_FUNCTION_V1);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_LIKE_FUNCTION_V1);
  }
}
