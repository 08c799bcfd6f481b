import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_SEND_BATCH_FUNCTION_V1, DROP_SEND_BATCH_FUNCTION_V1 } from '../messages/send-batch-function-sql/v1.js';

/**
 * chat_send_message_batch_v1: the sends of one turn in one call (see send-batch-function.ts). The
 * previous release's one-send statement needs nothing installed, and locks one conversation per
 * send, so the two releases' replicas can send into the same conversations during a rolling deploy.
 */
export class SendBatchFunction1849835000001 implements MigrationInterface {
  name = 'SendBatchFunction1849835000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(CREATE_SEND_BATCH_FUNCTION_V1);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(DROP_SEND_BATCH_FUNCTION_V1);
  }
}
