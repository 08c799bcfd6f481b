import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity verification: each person's steps, the codes (hashed) and their send log, the review queue
 * with its audit trail, and the risk signals seen. `users.verification_level` caches the level derived
 * from the steps, so a change can be noticed and announced (never written by hand).
 */
export class Verification1805000000000 implements MigrationInterface {
  name = 'Verification1805000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN verification_level text NOT NULL DEFAULT 'unverified'`);
    await q.query(`CREATE TABLE verification_steps (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      step text NOT NULL,
      state text NOT NULL DEFAULT 'not_started',
      target text NULL,
      reason text NULL,
      challenge jsonb NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, step))`);
    await q.query(`CREATE TABLE verification_codes (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      channel text NOT NULL,
      target text NOT NULL,
      code_hash text NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, channel))`);
    await q.query(`CREATE TABLE verification_code_sends (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      channel text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX verification_code_sends_user ON verification_code_sends (user_id, sent_at)');
    await q.query(`CREATE TABLE verification_reviews (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      step text NOT NULL,
      state text NOT NULL DEFAULT 'pending',
      details jsonb NOT NULL DEFAULT '{}',
      media jsonb NOT NULL DEFAULT '[]',
      submitted_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz NULL,
      decided_by uuid NULL,
      reason text NULL)`);
    await q.query(`CREATE UNIQUE INDEX verification_reviews_one_pending ON verification_reviews (user_id, step) WHERE state = 'pending'`);
    await q.query(`CREATE INDEX verification_reviews_queue ON verification_reviews (submitted_at) WHERE state = 'pending'`);
    await q.query(`CREATE TABLE verification_audit (
      id uuid PRIMARY KEY,
      review_id uuid NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      step text NOT NULL,
      decision text NOT NULL,
      reason text NULL,
      decided_by uuid NOT NULL,
      decided_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE risk_signals (
      kind text NOT NULL,
      source_id text NOT NULL,
      user_id uuid NOT NULL,
      actor_id text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, source_id))`);
    await q.query('CREATE INDEX risk_signals_user ON risk_signals (user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE risk_signals');
    await q.query('DROP TABLE verification_audit');
    await q.query('DROP TABLE verification_reviews');
    await q.query('DROP TABLE verification_code_sends');
    await q.query('DROP TABLE verification_codes');
    await q.query('DROP TABLE verification_steps');
    await q.query('ALTER TABLE users DROP COLUMN verification_level');
  }
}
