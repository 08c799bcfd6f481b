import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONFIG, JobScheduler, LOGGER, Sweeper, type DelayedJob, type Logger } from '@converge/platform';
import type { IdentityConfig } from '../config.js';
import { PHOTO_STORAGE, type PhotoStorage } from '../storage/photo-storage.js';
import { VERIFICATION_STORAGE, VerificationMedia } from '../verification/verification-media.js';
import { VerificationDecisions } from '../verification/verification.decisions.js';
import { VerificationRepository } from '../verification/verification.repository.js';
import { FaceModel } from './face-model.js';
import { FaceCheckRepository } from './face-check.repository.js';
import { selfieVerdict, type FaceAnalysis, type FaceDecision, type FaceScores } from './face-check.rules.js';
import { livenessVerdict, type LivenessFrame, type LivenessScores } from './liveness.rules.js';
import { LIVENESS_CHALLENGES, type LivenessChallenge } from '@converge/contracts';

/** What the model decided on one submission, ready to apply. */
interface Outcome {
  decision: FaceDecision;
  reason: string | null;
  scores: FaceScores | LivenessScores;
  /** The face to keep when approved (the selfie's; a recording keeps none). */
  embedding: number[] | null;
}

/** How many overdue selfies and recordings one sweep queues again. */
const SWEEP_BATCH = 50;

/**
 * Face Check of a submitted selfie or liveness recording, off the request path (the request answered "pending" at once): a
 * BullMQ job (job id = review id, one at a time per replica: the model takes a core) runs the face
 * model on the selfie and on the person's profile photos, then approves or refuses at once (the person
 * is told over the socket through VerificationDecided, like a reviewer's decision) or hands it to the
 * review queue with the scores. The selfie image is deleted as soon as it is decided. A lost job (Redis
 * flushed, the process killed) is caught by the sweeper; after FACE_CHECK_MAX_ATTEMPTS a reviewer decides.
 * A liveness recording is judged frame by frame (liveness.rules.ts) the same way; its frames are deleted
 * with the decision like the selfie.
 */
@Injectable()
export class FaceCheckJobs implements OnModuleInit {
  private checking!: DelayedJob<{ reviewId: string }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: FaceCheckRepository,
    private readonly reviews: VerificationRepository,
    private readonly decisions: VerificationDecisions,
    private readonly model: FaceModel,
    private readonly media: VerificationMedia,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
    @Inject(PHOTO_STORAGE) private readonly photos: PhotoStorage,
    @Inject(VERIFICATION_STORAGE) private readonly evidence: PhotoStorage,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.checking = this.jobs.define<{ reviewId: string }>('identity.face-check', async ({ reviewId }) => void (await this.check(reviewId)), { concurrency: 1 });
    this.sweeper.register('identity.face-check-overdue', () => this.requeueOverdue());
  }

  get queue() {
    return this.checking.queue;
  }

  /** Queues a selfie or recording for the model. Never fails the caller: with Redis down, the sweeper queues it later. */
  async checkSoon(reviewId: string, jobId = reviewId): Promise<void> {
    try {
      await this.checking.schedule(jobId, new Date(), { reviewId });
    } catch (error) {
      this.logger.warn({ err: error, reviewId }, 'could not queue face check; the sweeper will');
    }
  }

  /** Checks one selfie or recording if it still waits for the model; the outcome, or null when there was nothing to do. */
  async check(reviewId: string): Promise<FaceDecision | null> {
    const waiting = await this.repo.pending(this.dataSource.manager, reviewId);
    if (!waiting?.media.length) return null;
    const verdict = waiting.step === 'liveness' ? await this.judgeRecording(waiting.media) : await this.judgeSelfie(waiting.user_id, waiting.media[0].key);
    if (!verdict) return null;
    const keys = await this.dataSource.transaction(async (manager) => {
      if (verdict.decision === 'review') {
        await this.repo.toReviewer(manager, reviewId, verdict.scores, verdict.embedding, 'done');
        return [];
      }
      const review = await this.reviews.review(manager, reviewId, true);
      // Decided meanwhile (a doubled job, the account deleted): nothing to do.
      if (!review || review.state !== 'pending' || review.face_check !== 'pending') return [];
      await this.repo.markDone(manager, reviewId, verdict.scores);
      const { keys } = await this.decisions.apply(manager, { ...review, face_embedding: verdict.embedding }, verdict.decision === 'approve', verdict.reason, null);
      return keys;
    });
    // The images go once the decision is committed; only the outcome and the scores stay.
    await this.media.forget(keys);
    this.logger.info({ reviewId, step: waiting.step, decision: verdict.decision, scores: verdict.scores }, 'face check');
    return verdict.decision;
  }

  private async judgeSelfie(userId: string, key: string): Promise<Outcome | null> {
    const selfie = await this.evidence.get(key);
    if (!selfie) return null;
    const seen = await this.model.analyse(selfie);
    const profile: FaceAnalysis[] = [];
    for (const photo of await this.repo.profilePhotoKeys(this.dataSource.manager, userId)) {
      const image = await this.photos.get(photo);
      if (image) profile.push(await this.model.analyse(image));
    }
    return selfieVerdict(seen, profile, {
      approve: this.config.FACE_MATCH_APPROVE,
      refuse: this.config.FACE_MATCH_REFUSE,
      real: this.config.FACE_MIN_REAL,
      live: this.config.FACE_MIN_LIVE,
    });
  }

  /** Every frame through the model, in the order recorded (each labelled with its prompt). */
  private async judgeRecording(media: Array<{ label: string; key: string }>): Promise<Outcome | null> {
    const frames: LivenessFrame[] = [];
    for (const { label, key } of media) {
      if (!(LIVENESS_CHALLENGES as readonly string[]).includes(label)) continue;
      const image = await this.evidence.get(key);
      if (!image) return null;
      frames.push({ challenge: label as LivenessChallenge, analysis: await this.model.analyse(image) });
    }
    const c = this.config;
    const verdict = livenessVerdict(frames, {
      sameApprove: c.LIVENESS_SAME_FACE_APPROVE,
      sameRefuse: c.LIVENESS_SAME_FACE_REFUSE,
      turnSeen: c.LIVENESS_TURN_SEEN,
      turnMissing: c.LIVENESS_TURN_MISSING,
      smileSeen: c.LIVENESS_SMILE_SEEN,
      smileMissing: c.LIVENESS_SMILE_MISSING,
      blinkSeen: c.LIVENESS_BLINK_SEEN,
      real: c.FACE_MIN_REAL,
      live: c.FACE_MIN_LIVE,
    });
    return { ...verdict, embedding: null };
  }

  /** The sweep: queues again every selfie or recording waiting too long (a new job id: the lost one may linger as failed). */
  async requeueOverdue(): Promise<number> {
    const { retry, failed } = await this.repo.claimOverdue(this.dataSource.manager, this.config.FACE_CHECK_RETRY_SECONDS, this.config.FACE_CHECK_MAX_ATTEMPTS, SWEEP_BATCH);
    for (const id of retry) await this.checkSoon(id, `${id}-${Date.now()}`);
    return retry.length + failed;
  }
}
