import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web push: one row per device that turned Push Notifications on. The endpoint is the
 * push service's URL for that device, so it is the key; the same browser signing in as someone else
 * moves the row to them.
 */
export class PushSubscriptions1815000000000 implements MigrationInterface {
  name = 'PushSubscriptions1815000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE push_subscriptions (
      endpoint text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE push_subscriptions');
  }
}
