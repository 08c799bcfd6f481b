import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONFIG, JobScheduler, LOGGER, Sweeper, type DelayedJob, type Logger } from '@converge/platform';
import type { IdentityConfig } from '../config.js';
import { ProfileChanges } from '../profile/profile-changes.js';
import { PHOTO_STORAGE, type PhotoStorage } from '../storage/photo-storage.js';
import { VERIFICATION_STORAGE } from '../verification/verification-media.js';
import { FaceModel } from '../face/face-model.js';
import { hasFace } from '../face/face-check.rules.js';
import { PhotoClassifier } from './photo-classifier.js';
import { ScreeningRepository } from './screening.repository.js';
import { nudityScore, screeningVerdict } from './screening.rules.js';

/** How many overdue photos one sweep queues again. */
const SWEEP_BATCH = 100;

/**
 * Screening a new photo, off the request path: the upload queues a BullMQ job (job id = photo id),
 * one at a time per replica (the model takes a core), which classifies the photo in the classifier
 * thread and records `passed` (and publishes the person's card, so other services see it) or `held`.
 * A lost job (Redis flushed, the process killed mid-photo, retries used up) is caught by the
 * sweeper: a photo still `pending` PHOTO_SCREEN_RETRY_SECONDS after it was queued is queued again.
 * Verification images (private, seen only by reviewers) go through a second job the same way; their
 * verdict warns the reviewer (the images are blurred) instead of hiding anything from other people.
 */
@Injectable()
export class ScreeningJobs implements OnModuleInit {
  private screening!: DelayedJob<{ photoId: string }>;
  private reviewScreening!: DelayedJob<{ reviewId: string }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ScreeningRepository,
    private readonly classifier: PhotoClassifier,
    private readonly faces: FaceModel,
    private readonly changes: ProfileChanges,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    @Inject(VERIFICATION_STORAGE) private readonly evidence: PhotoStorage,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.screening = this.jobs.define<{ photoId: string }>('identity.photo-screening', async ({ photoId }) => void (await this.screen(photoId)), { concurrency: 1 });
    this.sweeper.register('identity.photo-screening-overdue', () => this.requeueOverdue());
    this.reviewScreening = this.jobs.define<{ reviewId: string }>('identity.verification-screening', async ({ reviewId }) => void (await this.screenReview(reviewId)), {
      concurrency: 1,
    });
    this.sweeper.register('identity.verification-screening-overdue', () => this.requeueOverdueReviews());
  }

  get queue() {
    return this.screening.queue;
  }

  get reviewQueue() {
    return this.reviewScreening.queue;
  }

  /** Queues a photo for screening. Never fails the caller: with Redis down, the sweeper queues it later. */
  async screenSoon(photoId: string, jobId = photoId): Promise<void> {
    try {
      await this.screening.schedule(jobId, new Date(), { photoId });
    } catch (error) {
      this.logger.warn({ err: error, photoId }, 'could not queue photo screening; the sweeper will');
    }
  }

  /** Screens one photo if it is still pending; the verdict, or null when there was nothing to do. */
  async screen(photoId: string): Promise<'passed' | 'held' | null> {
    const photo = await this.repo.pending(this.dataSource.manager, photoId);
    if (!photo) return null;
    const image = await this.storage.get(photo.full_key);
    // The file goes only with the row (deleted meanwhile): nothing left to screen.
    if (!image) return null;
    const labels = await this.classifier.classify(image);
    const score = nudityScore(labels);
    const verdict = screeningVerdict(score, this.config.PHOTO_SCREEN_THRESHOLD);
    const face = await this.faceIn(photoId, image);
    await this.dataSource.transaction(async (manager) => {
      const owner = await this.repo.record(manager, photoId, verdict, score, labels, face);
      // Only a passed photo reaches the card other services keep (discovery, matches, chat).
      if (owner && verdict === 'passed') await this.changes.publishCard(manager, owner);
    });
    if (verdict === 'held') this.logger.info({ photoId, score }, 'photo held for review');
    return verdict;
  }

  /**
   * Whether the face model finds a face in the photo (the owner is told when not). Only that is kept:
   * no embedding of a face nobody verified. A model failure leaves it unknown rather than holding the photo.
   */
  private async faceIn(photoId: string, image: Buffer): Promise<boolean | null> {
    try {
      return hasFace(await this.faces.analyse(image));
    } catch (error) {
      this.logger.warn({ err: error, photoId }, 'could not look for a face in the photo');
      return null;
    }
  }

  /** The sweep: queues again every photo pending too long (a new job id: the lost one may linger as failed). */
  async requeueOverdue(): Promise<number> {
    const ids = await this.repo.claimOverdue(this.dataSource.manager, this.config.PHOTO_SCREEN_RETRY_SECONDS, SWEEP_BATCH);
    for (const id of ids) await this.screenSoon(id, `${id}-${Date.now()}`);
    return ids.length;
  }

  /** Queues a verification review's images for screening; never fails the caller (the sweeper catches up). */
  async screenReviewSoon(reviewId: string, jobId = reviewId): Promise<void> {
    try {
      await this.reviewScreening.schedule(jobId, new Date(), { reviewId });
    } catch (error) {
      this.logger.warn({ err: error, reviewId }, 'could not queue verification screening; the sweeper will');
    }
  }

  /** Screens every image of a pending review; the review's score is its most explicit image's. */
  async screenReview(reviewId: string): Promise<'passed' | 'held' | null> {
    const keys = await this.repo.pendingReview(this.dataSource.manager, reviewId);
    if (!keys) return null;
    let score = 0;
    for (const key of keys) {
      const image = await this.evidence.get(key);
      if (image) score = Math.max(score, nudityScore(await this.classifier.classify(image)));
    }
    const verdict = screeningVerdict(score, this.config.PHOTO_SCREEN_THRESHOLD);
    await this.repo.recordReview(this.dataSource.manager, reviewId, verdict, score);
    return verdict;
  }

  async requeueOverdueReviews(): Promise<number> {
    const ids = await this.repo.claimOverdueReviews(this.dataSource.manager, this.config.PHOTO_SCREEN_RETRY_SECONDS, SWEEP_BATCH);
    for (const id of ids) await this.screenReviewSoon(id, `${id}-${Date.now()}`);
    return ids.length;
  }
}
