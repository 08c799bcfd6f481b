import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message request keeps the key and arguments of the ice breaker it was sent with (one of live
 * discovery's template openers), so the recipient reads it, and its web push, in their own language.
 * NULL: written as the sender typed it (or before keys were kept); it shows as the text.
 */
export class MessageRequestIceBreakerKey1849200000001 implements MigrationInterface {
  name = 'MessageRequestIceBreakerKey1849200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE message_requests ADD COLUMN ice_breaker_message jsonb NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE message_requests DROP COLUMN ice_breaker_message');
  }
}
