import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Language, VerificationStep } from '@converge/contracts';
import { returnedRows } from '@converge/platform';
import type { FaceScores } from '../face/face-check.rules.js';
import type { LivenessScores } from '../face/liveness.rules.js';

export type Channel = 'email' | 'phone';

export interface StepRow {
  step: VerificationStep;
  state: 'not_started' | 'code_sent' | 'pending' | 'verified' | 'rejected';
  target: string | null;
  reason: string | null;
  challenge: Record<string, unknown> | null;
  updated_at: Date;
}

export interface ReviewRow {
  id: string;
  user_id: string;
  step: VerificationStep;
  state: 'pending' | 'approved' | 'rejected';
  details: Record<string, unknown>;
  media: Array<{ label: string; key: string }>;
  submitted_at: Date;
  /** The nudity screening of the images: `held` warns the reviewer before they open them. */
  screening: 'pending' | 'passed' | 'held';
  screen_score: number | null;
  /** Face Check of a selfie (see the FaceCheck migration); `none` for other steps. */
  face_check: 'none' | 'pending' | 'done' | 'failed';
  face_scores: FaceScores | LivenessScores | null;
  /** The selfie's embedding while a reviewer decides (cleared with the decision). */
  face_embedding: number[] | null;
}

export type ReviewSummaryRow = Pick<ReviewRow, 'id' | 'user_id' | 'step' | 'details' | 'submitted_at' | 'screening' | 'screen_score' | 'face_check' | 'face_scores'> & {
  email: string;
  display_name: string | null;
};

/** The SQL of verification. Every function takes the caller's EntityManager (inside its transaction). */
@Injectable()
export class VerificationRepository {
  /** Serialises one person's verification writes (sends, confirmations, decisions). */
  async lockUser(manager: EntityManager, userId: string): Promise<{ email: string; level: string; role: string; language: Language } | null> {
    const rows = await manager.query('SELECT email, verification_level AS level, role, language FROM users WHERE id = $1 FOR UPDATE', [userId]);
    return rows[0] ?? null;
  }

  async user(manager: EntityManager, userId: string): Promise<{ email: string; level: string; role: string } | null> {
    const rows = await manager.query('SELECT email, verification_level AS level, role FROM users WHERE id = $1', [userId]);
    return rows[0] ?? null;
  }

  async steps(manager: EntityManager, userId: string): Promise<StepRow[]> {
    return manager.query('SELECT step, state, target, reason, challenge, updated_at FROM verification_steps WHERE user_id = $1', [userId]);
  }

  async step(manager: EntityManager, userId: string, step: VerificationStep): Promise<StepRow | null> {
    const rows = await manager.query('SELECT step, state, target, reason, challenge, updated_at FROM verification_steps WHERE user_id = $1 AND step = $2', [userId, step]);
    return rows[0] ?? null;
  }

  async saveStep(
    manager: EntityManager,
    userId: string,
    step: VerificationStep,
    values: { state: StepRow['state']; target?: string | null; reason?: string | null; challenge?: Record<string, unknown> | null },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO verification_steps (user_id, step, state, target, reason, challenge, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (user_id, step) DO UPDATE SET state = EXCLUDED.state, target = EXCLUDED.target, reason = EXCLUDED.reason,
         challenge = EXCLUDED.challenge, updated_at = now()`,
      [userId, step, values.state, values.target ?? null, values.reason ?? null, values.challenge ? JSON.stringify(values.challenge) : null],
    );
  }

  /** Sends in the last hour by the database clock, and when the oldest of them leaves the window. */
  async recentSends(manager: EntityManager, userId: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS count,
              COALESCE(ceil(extract(epoch FROM min(sent_at) + interval '1 hour' - now())), 0)::int AS retry
       FROM verification_code_sends WHERE user_id = $1 AND sent_at > now() - interval '1 hour'`,
      [userId],
    );
    return { count: row.count, retryAfterSeconds: Math.max(1, row.retry) };
  }

  /** A new code replaces the old one (and its tries); it expires `ttlMinutes` from now by the database clock. */
  async saveCode(manager: EntityManager, userId: string, channel: Channel, target: string, codeHash: string, ttlMinutes: number): Promise<Date> {
    await manager.query('INSERT INTO verification_code_sends (user_id, channel) VALUES ($1, $2)', [userId, channel]);
    const [row] = await manager.query(
      `INSERT INTO verification_codes (user_id, channel, target, code_hash, attempts, expires_at, created_at)
       VALUES ($1, $2, $3, $4, 0, now() + make_interval(mins => $5), now())
       ON CONFLICT (user_id, channel) DO UPDATE SET target = EXCLUDED.target, code_hash = EXCLUDED.code_hash, attempts = 0,
         expires_at = EXCLUDED.expires_at, created_at = now()
       RETURNING expires_at`,
      [userId, channel, target, codeHash, ttlMinutes],
    );
    return row.expires_at;
  }

  async code(manager: EntityManager, userId: string, channel: Channel) {
    const rows = await manager.query(`SELECT target, code_hash, attempts, expires_at <= now() AS expired FROM verification_codes WHERE user_id = $1 AND channel = $2 FOR UPDATE`, [
      userId,
      channel,
    ]);
    const row = rows[0] as { target: string; code_hash: string; attempts: number; expired: boolean } | undefined;
    return row ? { target: row.target, codeHash: row.code_hash, attempts: row.attempts, expired: row.expired } : null;
  }

  async countWrongTry(manager: EntityManager, userId: string, channel: Channel): Promise<void> {
    await manager.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE user_id = $1 AND channel = $2', [userId, channel]);
  }

  async deleteCode(manager: EntityManager, userId: string, channel: Channel): Promise<void> {
    await manager.query('DELETE FROM verification_codes WHERE user_id = $1 AND channel = $2', [userId, channel]);
  }

  /** Codes past their expiry (the sweeper's cleanup; confirmation already refuses them by the clock). */
  async deleteExpiredCodes(manager: EntityManager): Promise<number> {
    const rows = returnedRows(await manager.query(`DELETE FROM verification_codes WHERE expires_at < now() - interval '1 day' RETURNING user_id`));
    await manager.query(`DELETE FROM verification_code_sends WHERE sent_at < now() - interval '1 day'`);
    return rows.length;
  }

  async riskCounts(manager: EntityManager, userId: string): Promise<{ reporters: number; suspensions: number; positionJumps: number }> {
    const [row] = await manager.query(
      `SELECT count(DISTINCT actor_id) FILTER (WHERE kind = 'report')::int AS reporters,
              count(*) FILTER (WHERE kind = 'suspension')::int AS suspensions,
              count(*) FILTER (WHERE kind = 'position_jump')::int AS jumps
       FROM risk_signals WHERE user_id = $1`,
      [userId],
    );
    return { reporters: row.reporters, suspensions: row.suspensions, positionJumps: row.jumps };
  }

  async addRiskSignal(manager: EntityManager, kind: 'report' | 'suspension' | 'position_jump', sourceId: string, userId: string, actorId: string | null): Promise<void> {
    await manager.query('INSERT INTO risk_signals (kind, source_id, user_id, actor_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [kind, sourceId, userId, actorId]);
  }

  async insertReview(
    manager: EntityManager,
    review: { id: string; userId: string; step: VerificationStep; details: Record<string, unknown>; media: Array<{ label: string; key: string }>; faceCheck?: boolean },
  ): Promise<void> {
    await manager.query('INSERT INTO verification_reviews (id, user_id, step, details, media, face_check) VALUES ($1, $2, $3, $4, $5, $6)', [
      review.id,
      review.userId,
      review.step,
      JSON.stringify(review.details),
      JSON.stringify(review.media),
      review.faceCheck ? 'pending' : 'none',
    ]);
  }

  async pendingSteps(manager: EntityManager, userId: string): Promise<VerificationStep[]> {
    const rows = await manager.query(`SELECT step FROM verification_reviews WHERE user_id = $1 AND state = 'pending'`, [userId]);
    return rows.map((r: { step: VerificationStep }) => r.step);
  }

  async queue(manager: EntityManager, limit: number) {
    return manager.query(
      // A selfie the face model has not decided yet is not a reviewer's: it may never need one.
      `SELECT r.id, r.user_id, r.step, r.details, r.submitted_at, r.screening, r.screen_score, r.face_check, r.face_scores, u.email, p.display_name
       FROM verification_reviews r JOIN users u ON u.id = r.user_id LEFT JOIN profiles p ON p.user_id = r.user_id
       WHERE r.state = 'pending' AND r.face_check <> 'pending' ORDER BY r.submitted_at LIMIT $1`,
      [limit],
    ) as Promise<Array<ReviewSummaryRow>>;
  }

  async review(manager: EntityManager, id: string, lock = false): Promise<(ReviewRow & { email: string; display_name: string | null }) | null> {
    const rows = await manager.query(
      `SELECT r.id, r.user_id, r.step, r.state, r.details, r.media, r.submitted_at, r.screening, r.screen_score,
              r.face_check, r.face_scores, r.face_embedding, u.email, p.display_name
       FROM verification_reviews r JOIN users u ON u.id = r.user_id LEFT JOIN profiles p ON p.user_id = r.user_id
       WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Records the outcome and forgets the media (only the decision is kept). */
  async decide(manager: EntityManager, id: string, state: 'approved' | 'rejected', decidedBy: string | null, reason: string | null): Promise<void> {
    await manager.query(`UPDATE verification_reviews SET state = $2, decided_at = now(), decided_by = $3, reason = $4, media = '[]', face_embedding = NULL WHERE id = $1`, [
      id,
      state,
      decidedBy,
      reason,
    ]);
  }

  async audit(
    manager: EntityManager,
    entry: { id: string; reviewId: string; userId: string; step: VerificationStep; decision: string; reason: string | null; decidedBy: string | null },
  ): Promise<void> {
    await manager.query('INSERT INTO verification_audit (id, review_id, user_id, step, decision, reason, decided_by) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      entry.id,
      entry.reviewId,
      entry.userId,
      entry.step,
      entry.decision,
      entry.reason,
      entry.decidedBy,
    ]);
  }

  /** Every review of the person for the data export: step, state, when and why (no images). */
  async decisionsOf(manager: EntityManager, userId: string): Promise<Array<{ step: string; state: string; submittedAt: Date; decidedAt: Date | null; reason: string | null }>> {
    return manager.query(`SELECT step, state, submitted_at AS "submittedAt", decided_at AS "decidedAt", reason FROM verification_reviews WHERE user_id = $1 ORDER BY submitted_at`, [userId]);
  }

  async setLevel(manager: EntityManager, userId: string, level: string): Promise<void> {
    await manager.query('UPDATE users SET verification_level = $2 WHERE id = $1', [userId, level]);
  }

  async profilePhotoKeys(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = await manager.query('SELECT thumb_key FROM photos WHERE user_id = $1 ORDER BY position, created_at DESC', [userId]);
    return rows.map((r: { thumb_key: string }) => r.thumb_key);
  }

  /** Which of these media keys a review still refers to. */
  async referencedMedia(manager: EntityManager, keys: string[]): Promise<string[]> {
    const rows = await manager.query(`SELECT DISTINCT m->>'key' AS key FROM verification_reviews r CROSS JOIN LATERAL jsonb_array_elements(r.media) m WHERE m->>'key' = ANY($1)`, [keys]);
    return rows.map((r: { key: string }) => r.key);
  }
}
