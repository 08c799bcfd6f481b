import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler, LOGGER, Sweeper, type DelayedJob, type Logger } from '@converge/platform';
import { LocationSharesRepository } from './location-shares.repository.js';

/** A share ends at its expires_at: a BullMQ job (job id = share id) on time, the sweeper if the job is lost. */
@Injectable()
export class LocationSharesJobs implements OnModuleInit {
  private expiry!: DelayedJob<{ shareId: string }>;

  constructor(
    private readonly shares: LocationSharesRepository,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    this.expiry = this.jobs.define<{ shareId: string }>('safety.location-share-expiry', async ({ shareId }) => {
      await this.shares.expireDue(shareId);
    });
    this.sweeper.register('safety.location-share-expiry', () => this.shares.expireDue(null));
  }

  get queue() {
    return this.expiry.queue;
  }

  async schedule(shareId: string, expiresAt: Date): Promise<void> {
    try {
      await this.expiry.schedule(shareId, expiresAt, { shareId });
    } catch (error) {
      this.logger.warn({ err: error, shareId }, 'could not schedule share expiry; the sweeper will end it');
    }
  }

  async cancel(shareId: string): Promise<void> {
    await this.expiry.cancel(shareId).catch(() => undefined);
  }
}
