import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
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
  type VerificationLevel,
} from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { photoUrl } from '../accounts/user-views.js';
import { VerificationRepository, type ReviewRow } from './verification.repository.js';
import { VerificationLevels } from './verification.levels.js';
import { VerificationMedia } from './verification-media.js';

const PLATFORM_ADMIN_ROLES = new Set(['admin', 'super_admin']);
const QUEUE_LIMIT = 50;

type ReviewSummaryRow = Pick<ReviewRow, 'id' | 'user_id' | 'step' | 'details' | 'submitted_at' | 'screening' | 'screen_score'> & { email: string; display_name: string | null };

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
    private readonly levels: VerificationLevels,
    private readonly media: VerificationMedia,
    private readonly events: EventPublisher,
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
      if (review.state !== 'pending') throw errors.alreadyDecided();
      const user = await this.repo.lockUser(manager, review.user_id);
      if (!user) throw errors.reviewNotFound();
      const approved = choice === 'approve';
      const why = text || null;
      await this.repo.decide(manager, review.id, approved ? 'approved' : 'rejected', adminId, why);
      const step = await this.repo.step(manager, review.user_id, review.step);
      await this.repo.saveStep(manager, review.user_id, review.step, { state: approved ? 'verified' : 'rejected', target: step?.target ?? null, reason: approved ? null : why });
      await this.repo.audit(manager, { id: randomUUID(), reviewId: review.id, userId: review.user_id, step: review.step, decision: choice, reason: why, decidedBy: adminId });
      const level = await this.levels.refresh(manager, review.user_id, user.level as VerificationLevel);
      await this.events.publish(manager, 'VerificationDecided', {
        reviewId: review.id,
        userId: review.user_id,
        step: review.step,
        decision: choice,
        reason: why,
        decidedBy: adminId,
        decidedAt: new Date().toISOString(),
        verificationLevel: level,
      });
      return { keys: review.media.map((m) => m.key), level };
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
