import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A push subscription remembers the session that registered it (the gateway's session
 * handle, a hash of the session id), so signing out removes that browser's subscription and an
 * endpoint moves to another account only once the owner's session for it has ended.
 * Rows from before have none (null).
 */
export class PushSubscriptionSessions1828000000000 implements MigrationInterface {
  name = 'PushSubscriptionSessions1828000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE push_subscriptions ADD COLUMN session_handle text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE push_subscriptions DROP COLUMN session_handle');
  }
}
