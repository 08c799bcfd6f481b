import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verification images (selfies, documents, liveness frames) are screened for nudity like profile
 * photos, so a reviewer is warned (and the images blurred) before opening one. Reviews submitted
 * before screening existed count as `passed`; `screen_queued_at` lets the sweeper re-queue a lost job.
 */
export class VerificationScreening1843000000001 implements MigrationInterface {
  name = 'VerificationScreening1843000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE verification_reviews
      ADD COLUMN screening text NOT NULL DEFAULT 'passed' CHECK (screening IN ('pending', 'passed', 'held')),
      ADD COLUMN screen_score real NULL,
      ADD COLUMN screen_queued_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`ALTER TABLE verification_reviews ALTER COLUMN screening SET DEFAULT 'pending'`);
    await q.query(`CREATE INDEX verification_reviews_screening_pending_idx ON verification_reviews (screen_queued_at) WHERE screening = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX verification_reviews_screening_pending_idx');
    await q.query('ALTER TABLE verification_reviews DROP COLUMN screening, DROP COLUMN screen_score, DROP COLUMN screen_queued_at');
  }
}
