import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '@converge/platform';
import type { PhotoScores } from './screening.rules.js';

export interface HeldPhotoRow {
  id: string;
  user_id: string;
  full_key: string;
  thumb_key: string;
  screen_score: number;
  screen_labels: PhotoScores;
  screened_at: Date;
  email: string;
  display_name: string | null;
}

/** The screening state of photos: what waits for the classifier, what it decided, what admins decide. */
@Injectable()
export class ScreeningRepository {
  /** A photo still waiting for the classifier, or null (deleted, or already screened). */
  async pending(manager: EntityManager, photoId: string): Promise<{ id: string; user_id: string; full_key: string } | null> {
    const rows = await manager.query(`SELECT id, user_id, full_key FROM photos WHERE id = $1 AND screening = 'pending'`, [photoId]);
    return rows[0] ?? null;
  }

  /** Records the classifier's verdict once (a retried or doubled job changes nothing); the owner, or null. */
  async record(manager: EntityManager, photoId: string, verdict: 'passed' | 'held', score: number, labels: PhotoScores, hasFace: boolean | null = null): Promise<string | null> {
    const rows = returnedRows<{ user_id: string }>(
      await manager.query(
        `UPDATE photos SET screening = $2, screen_score = $3, screen_labels = $4, screened_at = now(), has_face = $5
          WHERE id = $1 AND screening = 'pending' RETURNING user_id`,
        [photoId, verdict, score, JSON.stringify(labels), hasFace],
      ),
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Photos still pending `seconds` after they were queued get a new queue time and are returned to
   * be queued again. SKIP LOCKED: replicas sweeping together each take different photos.
   */
  async claimOverdue(manager: EntityManager, seconds: number, limit: number): Promise<string[]> {
    const rows = returnedRows<{ id: string }>(
      await manager.query(
        `UPDATE photos SET screen_queued_at = now()
          WHERE id IN (SELECT id FROM photos
                        WHERE screening = 'pending' AND screen_queued_at <= now() - make_interval(secs => $1)
                        ORDER BY screen_queued_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING id`,
        [seconds, limit],
      ),
    );
    return rows.map((r) => r.id);
  }

  /** Held photos, oldest first, with whose they are. */
  async held(manager: EntityManager, limit: number): Promise<HeldPhotoRow[]> {
    return manager.query(
      `SELECT ph.id, ph.user_id, ph.full_key, ph.thumb_key, ph.screen_score, ph.screen_labels, ph.screened_at, u.email, p.display_name
         FROM photos ph JOIN users u ON u.id = ph.user_id LEFT JOIN profiles p ON p.user_id = ph.user_id
        WHERE ph.screening = 'held'
        ORDER BY ph.screened_at, ph.id LIMIT $1`,
      [limit],
    );
  }

  /** Publishes a held photo; its owner, or null when it is not held (decided already, deleted). */
  async approve(manager: EntityManager, photoId: string): Promise<string | null> {
    const rows = returnedRows<{ user_id: string }>(await manager.query(`UPDATE photos SET screening = 'passed' WHERE id = $1 AND screening = 'held' RETURNING user_id`, [photoId]));
    return rows[0]?.user_id ?? null;
  }

  /** Deletes a held photo; its owner and file keys, or null when it is not held. */
  async reject(manager: EntityManager, photoId: string): Promise<{ userId: string; keys: string[] } | null> {
    const rows = returnedRows<{ user_id: string; full_key: string; thumb_key: string }>(
      await manager.query(`DELETE FROM photos WHERE id = $1 AND screening = 'held' RETURNING user_id, full_key, thumb_key`, [photoId]),
    );
    return rows[0] ? { userId: rows[0].user_id, keys: [rows[0].full_key, rows[0].thumb_key] } : null;
  }

  async role(manager: EntityManager, userId: string): Promise<string | null> {
    const rows = await manager.query('SELECT role FROM users WHERE id = $1', [userId]);
    return rows[0]?.role ?? null;
  }

  /** A verification review whose images wait for the classifier: their keys, or null. */
  async pendingReview(manager: EntityManager, reviewId: string): Promise<string[] | null> {
    const rows = await manager.query(`SELECT media FROM verification_reviews WHERE id = $1 AND screening = 'pending'`, [reviewId]);
    return rows[0] ? (rows[0].media as Array<{ key: string }>).map((m) => m.key) : null;
  }

  /** Records the verdict on a review's images once. */
  async recordReview(manager: EntityManager, reviewId: string, verdict: 'passed' | 'held', score: number): Promise<void> {
    await manager.query(`UPDATE verification_reviews SET screening = $2, screen_score = $3 WHERE id = $1 AND screening = 'pending'`, [reviewId, verdict, score]);
  }

  /** Reviews whose images are still unscreened `seconds` after they were queued (see claimOverdue). */
  async claimOverdueReviews(manager: EntityManager, seconds: number, limit: number): Promise<string[]> {
    const rows = returnedRows<{ id: string }>(
      await manager.query(
        `UPDATE verification_reviews SET screen_queued_at = now()
          WHERE id IN (SELECT id FROM verification_reviews
                        WHERE screening = 'pending' AND screen_queued_at <= now() - make_interval(secs => $1)
                        ORDER BY screen_queued_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING id`,
        [seconds, limit],
      ),
    );
    return rows.map((r) => r.id);
  }
}
