import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox, inbox and parked-events tables every service carries. */
export class MessagingTables1700000000000 implements MigrationInterface {
  name = 'MessagingTables1700000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS outbox (
      id uuid PRIMARY KEY,
      type text NOT NULL,
      subject text NOT NULL,
      payload jsonb NOT NULL,
      headers jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz NULL,
      attempts int NOT NULL DEFAULT 0,
      last_error text NULL
    )`);
    await q.query(`CREATE INDEX IF NOT EXISTS outbox_unsent_idx ON outbox (created_at) WHERE sent_at IS NULL`);
    await q.query(`CREATE TABLE IF NOT EXISTS inbox (
      event_id uuid NOT NULL,
      handler text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (event_id, handler)
    )`);
    await q.query(`CREATE TABLE IF NOT EXISTS parked_events (
      event_id uuid NOT NULL,
      handler text NOT NULL,
      payload jsonb NOT NULL,
      error text NOT NULL,
      attempts int NOT NULL,
      parked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (event_id, handler)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS parked_events');
    await q.query('DROP TABLE IF EXISTS inbox');
    await q.query('DROP TABLE IF EXISTS outbox');
  }
}
