import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Face Check. A selfie review starts with `face_check = 'pending'` (hidden from the human queue) until
 * the face model decided: `done` (approved or refused at once, or left to a reviewer with `face_scores`),
 * or `failed` after FACE_CHECK_MAX_ATTEMPTS (a reviewer decides without scores). `face_embedding` is the
 * selfie's embedding while a reviewer decides (cleared with the decision). Reviews of other steps, and
 * those submitted before, are `none`. `face_embeddings` keeps one embedding per person whose selfie was
 * approved (never an image), for the duplicate-account check; it goes with the account (cascade).
 * A profile photo's `has_face` is what the owner is told ("No face found"); null: not checked.
 * The model's own decisions have no reviewer: `verification_audit.decided_by` is null for them.
 */
export class FaceCheck1844000000000 implements MigrationInterface {
  name = 'FaceCheck1844000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE verification_reviews
      ADD COLUMN face_check text NOT NULL DEFAULT 'none' CHECK (face_check IN ('none', 'pending', 'done', 'failed')),
      ADD COLUMN face_scores jsonb NULL,
      ADD COLUMN face_embedding real[] NULL,
      ADD COLUMN face_attempts int NOT NULL DEFAULT 0,
      ADD COLUMN face_queued_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX verification_reviews_face_pending_idx ON verification_reviews (face_queued_at) WHERE face_check = 'pending'`);
    await q.query(`CREATE TABLE face_embeddings (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      embedding real[] NOT NULL,
      review_id uuid NOT NULL,
      kept_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('ALTER TABLE photos ADD COLUMN has_face boolean NULL');
    await q.query('ALTER TABLE verification_audit ALTER COLUMN decided_by DROP NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM verification_audit WHERE decided_by IS NULL');
    await q.query('ALTER TABLE verification_audit ALTER COLUMN decided_by SET NOT NULL');
    await q.query('ALTER TABLE photos DROP COLUMN has_face');
    await q.query('DROP TABLE face_embeddings');
    await q.query('DROP INDEX verification_reviews_face_pending_idx');
    await q.query('ALTER TABLE verification_reviews DROP COLUMN face_check, DROP COLUMN face_scores, DROP COLUMN face_embedding, DROP COLUMN face_attempts, DROP COLUMN face_queued_at');
  }
}
