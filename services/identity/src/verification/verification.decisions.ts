import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { VerificationLevel } from '@converge/contracts';
import { EventPublisher } from '@converge/platform';
import { errors } from '../errors.js';
import { FaceCheckRepository } from '../face/face-check.repository.js';
import { VerificationRepository, type ReviewRow } from './verification.repository.js';
import { VerificationLevels } from './verification.levels.js';

/**
 * A decision on a pending review, by a reviewer or by the face model (`decidedBy` null): records the
 * outcome, sets the step, derives the level again, writes the audit row and tells the person
 * (VerificationDecided). An approved selfie's face embedding is kept for the duplicate-account check.
 * Runs inside the caller's transaction with the review row locked; the caller deletes the images
 * (the keys it answers) once that transaction committed.
 */
@Injectable()
export class VerificationDecisions {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly levels: VerificationLevels,
    private readonly faces: FaceCheckRepository,
    private readonly events: EventPublisher,
  ) {}

  async apply(manager: EntityManager, review: ReviewRow, approved: boolean, reason: string | null, decidedBy: string | null): Promise<{ keys: string[]; level: VerificationLevel }> {
    const user = await this.repo.lockUser(manager, review.user_id);
    if (!user) throw errors.reviewNotFound();
    const decision = approved ? 'approve' : 'reject';
    await this.repo.decide(manager, review.id, approved ? 'approved' : 'rejected', decidedBy, reason);
    const step = await this.repo.step(manager, review.user_id, review.step);
    await this.repo.saveStep(manager, review.user_id, review.step, { state: approved ? 'verified' : 'rejected', target: step?.target ?? null, reason: approved ? null : reason });
    await this.repo.audit(manager, { id: randomUUID(), reviewId: review.id, userId: review.user_id, step: review.step, decision, reason, decidedBy });
    const level = await this.levels.refresh(manager, review.user_id, user.level as VerificationLevel);
    await this.events.publish(manager, 'VerificationDecided', {
      reviewId: review.id,
      userId: review.user_id,
      step: review.step,
      decision,
      reason,
      decidedBy,
      decidedAt: new Date().toISOString(),
      verificationLevel: level,
    });
    if (approved && review.face_embedding?.length) await this.faces.keepApprovedFace(manager, review.user_id, review.id, review.face_embedding);
    return { keys: review.media.map((m) => m.key), level };
  }
}
