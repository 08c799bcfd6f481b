import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  decideReviewPayloadSchema,
  isUuid,
  reviewIdPayloadSchema,
  RPC,
  verificationDecisionSchema,
  type ReviewDecisionResponse,
  type ReviewItem,
  type SignedInPayload,
} from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { photoUrl } from '../accounts/user-views.js';
import { VerificationRepository, type ReviewSummaryRow } from './verification.repository.js';
import { VerificationDecisions } from './verification.decisions.js';
import { VerificationMedia } from './verification-media.js';

const PLATFORM_ADMIN_ROLES = new Set(['admin', 'super_admin']);
const QUEUE_LIMIT = 50;

/** A review as the queue lists it (the detail view adds the state, the images and the profile photos). */
const reviewItem = (r: ReviewSummaryRow): ReviewItem => ({
  id: r.id,
  userId: r.user_id,
  displayName: r.display_name,
  email: r.email,
  step: r.step,
  submittedAt: new Date(r.submitted_at).toISOString(),
  details: r.details,
  screening: r.screening,
  nudityScore: r.screen_score,
  faceCheck: r.face_check,
  faceScores: r.face_scores,
});

/**
 * The human review queue (platform admins only; the role is read from our own users table, not
 * trusted from the caller). A decision sets the step, derives the level again, deletes the submitted
 * images (only the outcome is kept), is written to the audit table and told to the person.
 */
@Injectable()
export class VerificationReviewHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: VerificationRepository,
    private readonly media: VerificationMedia,
    private readonly decisions: VerificationDecisions,
  ) {}

  @RpcHandler(RPC.verification.reviews, { actor: 'admin' })
  async list({ actor }: SignedInPayload): Promise<ReviewItem[]> {
    await this.assertAdmin(this.dataSource.manager, actor.userId);
    const rows = await this.repo.queue(this.dataSource.manager, QUEUE_LIMIT);
    return rows.map(reviewItem);
  }

  @RpcHandler(RPC.verification.review, { actor: 'admin', input: reviewIdPayloadSchema })
  async get({ actor, reviewId }: SignedInPayload<{ reviewId: string }>): Promise<ReviewItem> {
    const manager = this.dataSource.manager;
    await this.assertAdmin(manager, actor.userId);
    if (typeof reviewId !== 'string' || !isUuid(reviewId)) throw errors.reviewNotFound();
    const r = await this.repo.review(manager, reviewId);
    if (!r) throw errors.reviewNotFound();
    const media = [];
    for (const m of r.media) {
      const dataUrl = await this.media.dataUrl(m.key);
      if (dataUrl) media.push({ label: m.label, dataUrl });
    }
    return {
      ...reviewItem(r),
      details: { ...r.details, state: r.state },
      media,
      profilePhotos: (await this.repo.profilePhotoKeys(manager, r.user_id)).map(photoUrl),
    };
  }

  @RpcHandler(RPC.verification.decide, { actor: 'admin', input: decideReviewPayloadSchema })
  async decide({ actor, reviewId, decision, reason }: SignedInPayload<{ reviewId: string; decision?: unknown; reason?: unknown }>): Promise<ReviewDecisionResponse> {
    const adminId = await this.assertAdmin(this.dataSource.manager, actor.userId);
    if (typeof reviewId !== 'string' || !isUuid(reviewId)) throw errors.reviewNotFound();
    const parsed = verificationDecisionSchema.safeParse({ decision, reason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw errors.badDecision(String(issue.path[0] ?? 'decision'), issue.message);
    }
    const { decision: choice, reason: text } = parsed.data;
    const { keys, level } = await this.dataSource.transaction(async (manager) => {
      const review = await this.repo.review(manager, reviewId, true);
      if (!review) throw errors.reviewNotFound();
      // Not yet the reviewer's: the face model has not decided (it may approve or refuse on its own).
      if (review.state !== 'pending' || review.face_check === 'pending') throw review.state === 'pending' ? errors.reviewNotFound() : errors.alreadyDecided();
      return this.decisions.apply(manager, review, choice === 'approve', text || null, adminId);
    });
    // The images go once the decision is committed; only the outcome stays.
    await this.media.forget(keys);
    return { id: reviewId, decision: choice, verificationLevel: level };
  }

  private async assertAdmin(manager: EntityManager, userId: string): Promise<string> {
    const user = await this.repo.user(manager, userId);
    if (!user || !PLATFORM_ADMIN_ROLES.has(user.role)) throw errors.reviewersOnly();
    return userId;
  }
}
