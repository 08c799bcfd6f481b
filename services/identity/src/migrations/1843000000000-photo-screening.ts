import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every photo is screened for nudity before anyone but its owner sees it. `screening` is `pending`
 * until the classifier ran, then `passed` (on the public card) or `held` (waits for an admin).
 * Photos uploaded before screening existed were already public: they stay `passed`.
 * `screen_queued_at` is when the photo last went to the queue; the sweeper re-queues a photo still
 * pending long after it (a Redis flush, a crashed worker).
 */
export class PhotoScreening1843000000000 implements MigrationInterface {
  name = 'PhotoScreening1843000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE photos
      ADD COLUMN screening text NOT NULL DEFAULT 'passed' CHECK (screening IN ('pending', 'passed', 'held')),
      ADD COLUMN screen_score real NULL,
      ADD COLUMN screen_labels jsonb NULL,
      ADD COLUMN screened_at timestamptz NULL,
      ADD COLUMN screen_queued_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`ALTER TABLE photos ALTER COLUMN screening SET DEFAULT 'pending'`);
    await q.query(`CREATE INDEX photos_screening_pending_idx ON photos (screen_queued_at) WHERE screening = 'pending'`);
    await q.query(`CREATE INDEX photos_screening_held_idx ON photos (screened_at) WHERE screening = 'held'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX photos_screening_held_idx');
    await q.query('DROP INDEX photos_screening_pending_idx');
    await q.query('ALTER TABLE photos DROP COLUMN screening, DROP COLUMN screen_score, DROP COLUMN screen_labels, DROP COLUMN screened_at, DROP COLUMN screen_queued_at');
  }
}
