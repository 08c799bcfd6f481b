import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CONFIG, EventPublisher, returnedRows } from '@converge/platform';
import type { IdentityConfig } from '../config.js';
import { duplicateFaces, type FaceScores } from './face-check.rules.js';
import type { LivenessScores } from './liveness.rules.js';

/** Face Check's SQL: selfies waiting for the model, its verdicts, and the kept faces of approved selfies. */
@Injectable()
export class FaceCheckRepository {
  constructor(
    private readonly events: EventPublisher,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** A selfie or liveness review still waiting for the model: its owner, step and images in order, or null (decided, deleted). */
  async pending(manager: EntityManager, reviewId: string): Promise<{ user_id: string; step: string; media: Array<{ label: string; key: string }> } | null> {
    const rows = await manager.query(`SELECT user_id, step, media FROM verification_reviews WHERE id = $1 AND state = 'pending' AND face_check = 'pending'`, [reviewId]);
    if (!rows[0]) return null;
    return { user_id: rows[0].user_id, step: rows[0].step, media: rows[0].media };
  }

  /** The person's profile photos the model compares the selfie with (those others can see, and those still being screened). */
  async profilePhotoKeys(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = await manager.query(`SELECT full_key FROM photos WHERE user_id = $1 AND screening <> 'held' ORDER BY position, created_at DESC`, [userId]);
    return rows.map((r: { full_key: string }) => r.full_key);
  }

  /** Hands the selfie to a reviewer with the model's scores (and its embedding, kept until the decision). */
  async toReviewer(manager: EntityManager, reviewId: string, scores: FaceScores | LivenessScores | null, embedding: number[] | null, outcome: 'done' | 'failed'): Promise<boolean> {
    const rows = returnedRows(
      await manager.query(
        `UPDATE verification_reviews SET face_check = $2, face_scores = $3, face_embedding = $4
          WHERE id = $1 AND state = 'pending' AND face_check = 'pending' RETURNING id`,
        [reviewId, outcome, scores ? JSON.stringify(scores) : null, embedding],
      ),
    );
    return rows.length > 0;
  }

  /** Records the scores of a selfie or recording the model decides itself (the decision follows in the same transaction). */
  async markDone(manager: EntityManager, reviewId: string, scores: FaceScores | LivenessScores): Promise<void> {
    await manager.query(`UPDATE verification_reviews SET face_check = 'done', face_scores = $2 WHERE id = $1`, [reviewId, JSON.stringify(scores)]);
  }

  /**
   * Selfies and recordings still waiting `seconds` after they were queued: counted as one more attempt and queued
   * again; those out of attempts go to a reviewer without scores (`failed`). SKIP LOCKED: replicas
   * sweeping together take different rows.
   */
  async claimOverdue(manager: EntityManager, seconds: number, maxAttempts: number, limit: number): Promise<{ retry: string[]; failed: number }> {
    const rows = returnedRows<{ id: string; face_check: string }>(
      await manager.query(
        `UPDATE verification_reviews SET face_queued_at = now(), face_attempts = face_attempts + 1,
                face_check = CASE WHEN face_attempts + 1 >= $2 THEN 'failed' ELSE 'pending' END
          WHERE id IN (SELECT id FROM verification_reviews
                        WHERE face_check = 'pending' AND state = 'pending' AND face_queued_at <= now() - make_interval(secs => $1)
                        ORDER BY face_queued_at LIMIT $3 FOR UPDATE SKIP LOCKED)
          RETURNING id, face_check`,
        [seconds, maxAttempts, limit],
      ),
    );
    return { retry: rows.filter((r) => r.face_check === 'pending').map((r) => r.id), failed: rows.filter((r) => r.face_check === 'failed').length };
  }

  /**
   * Keeps the face of an approved selfie (replacing the person's earlier one) and compares it with
   * every other kept face: each one at least FACE_DUPLICATE_THRESHOLD similar raises DuplicateFaceSuspected.
   * The comparison runs here, in the decision's transaction: 1024 multiplications per kept face (a
   * vector index is the next step when there are hundreds of thousands).
   */
  async keepApprovedFace(manager: EntityManager, userId: string, reviewId: string, embedding: number[]): Promise<void> {
    await manager.query(
      `INSERT INTO face_embeddings (user_id, embedding, review_id, kept_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE SET embedding = EXCLUDED.embedding, review_id = EXCLUDED.review_id, kept_at = now()`,
      [userId, embedding, reviewId],
    );
    const others: Array<{ user_id: string; embedding: number[] }> = await manager.query('SELECT user_id, embedding FROM face_embeddings WHERE user_id <> $1', [userId]);
    const matches = duplicateFaces(
      embedding,
      others.map((o) => ({ userId: o.user_id, embedding: o.embedding })),
      this.config.FACE_DUPLICATE_THRESHOLD,
    );
    for (const m of matches)
      await this.events.publish(manager, 'DuplicateFaceSuspected', { userId, otherUserId: m.userId, similarity: m.similarity, reviewId, detectedAt: new Date().toISOString() });
  }

  /** For the data export: whether a face embedding is kept, and since when (never its values). */
  async keptFace(manager: EntityManager, userId: string): Promise<{ kept: boolean; keptAt: string | null }> {
    const rows = await manager.query('SELECT kept_at FROM face_embeddings WHERE user_id = $1', [userId]);
    return { kept: rows.length > 0, keptAt: rows[0] ? new Date(rows[0].kept_at).toISOString() : null };
  }
}
