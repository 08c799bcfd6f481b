import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { VERIFICATION_STEP_COUNT, VERIFICATION_STEPS, type VerificationLevel, type VerificationStatus, type VerificationStep } from '@converge/contracts';
import { EventPublisher } from '@converge/platform';
import { FaceCheckRepository } from '../face/face-check.repository.js';
import { VerificationRepository } from './verification.repository.js';
import { isVerifiedLevel, levelFor, riskFor, scoreFor } from './verification.rules.js';

/** Reads a person's status and keeps their derived level in step with their completed steps. */
@Injectable()
export class VerificationLevels {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly events: EventPublisher,
    private readonly faces: FaceCheckRepository,
  ) {}

  /**
   * After a step changed (inside the same transaction, the user row locked): derive the level again;
   * when it moved, store it and announce VerificationLevelChanged.
   */
  async refresh(manager: EntityManager, userId: string, previous: VerificationLevel): Promise<VerificationLevel> {
    const steps = await this.repo.steps(manager, userId);
    const level = levelFor(steps.filter((s) => s.state === 'verified').map((s) => s.step));
    if (level !== previous) {
      await this.repo.setLevel(manager, userId, level);
      await this.events.publish(manager, 'VerificationLevelChanged', {
        userId,
        level,
        previousLevel: previous,
        isVerified: isVerifiedLevel(level),
        changedAt: new Date().toISOString(),
      });
    }
    return level;
  }

  /** The data export's part: the status and every decision (submitted images are never kept after one). */
  async exportFor(manager: EntityManager, userId: string) {
    const decisions = await this.repo.decisionsOf(manager, userId);
    // Whether an approved selfie's face embedding is kept (for the duplicate-account check), never its values.
    const face = await this.faces.keptFace(manager, userId);
    return { status: await this.status(manager, userId), reviews: decisions, faceEmbedding: { kept: face.kept, keptAt: face.keptAt, purpose: 'Finding the same face on another account' } };
  }

  async status(manager: EntityManager, userId: string): Promise<VerificationStatus> {
    const [rows, pendingSteps, risk] = await Promise.all([this.repo.steps(manager, userId), this.repo.pendingSteps(manager, userId), this.repo.riskCounts(manager, userId)]);
    const byStep = new Map(rows.map((r) => [r.step, r]));
    const completed = rows.filter((r) => r.state === 'verified').map((r) => r.step);
    const level = levelFor(completed);
    const { riskScore, flags } = riskFor(risk);
    const steps = Object.fromEntries(VERIFICATION_STEPS.map((s) => [s, completed.includes(s)])) as Record<VerificationStep, boolean>;
    const details = Object.fromEntries(
      VERIFICATION_STEPS.map((s) => {
        const row = byStep.get(s);
        return [
          s,
          { state: row?.state ?? 'not_started', reason: row?.reason ?? null, updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null, target: row?.target ?? null },
        ];
      }),
    ) as VerificationStatus['details'];
    const challenge = (s: VerificationStep) => (byStep.get(s)?.challenge ?? null) as Record<string, unknown> | null;
    return {
      isVerified: isVerifiedLevel(level),
      verificationLevel: level,
      verificationScore: scoreFor(completed),
      riskScore,
      verificationFlags: flags,
      steps,
      pending: VERIFICATION_STEPS.filter((s) => pendingSteps.includes(s)),
      completedSteps: completed.length,
      progress: completed.length / VERIFICATION_STEP_COUNT,
      details,
      photoPose: (challenge('photo')?.pose as string | undefined) ?? null,
      livenessChallenges: (challenge('liveness')?.challenges as VerificationStatus['livenessChallenges'] | undefined) ?? null,
      socialCode: (challenge('social')?.code as string | undefined) ?? null,
    };
  }
}
