import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EventPublisher, JobScheduler, Sweeper, type DelayedJob } from '@converge/platform';
import { CheckInsRepository, EXPIRY_BATCH, type CheckInRow } from './checkins.repository.js';
import { checkInEnded } from './checkins.rules.js';

/**
 * A check-in ends 2 hours after it began: by a delayed job (job id = check-in id) or, if Redis lost
 * that job, by the sweeper. Both re-check the row, so a late or duplicate job is harmless and each
 * check-in emits CheckInEnded once.
 */
@Injectable()
export class CheckInsJobs implements OnModuleInit {
  private expiry!: DelayedJob<{ checkInId: string }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly checkIns: CheckInsRepository,
    private readonly events: EventPublisher,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
  ) {}

  onModuleInit() {
    this.expiry = this.jobs.define<{ checkInId: string }>('venue.checkin-expiry', ({ checkInId }) => this.expireOne(checkInId).then(() => undefined));
    this.sweeper.register('venue.checkin-expiry', () => this.expireOverdue());
  }

  get expiryQueue() {
    return this.expiry.queue;
  }

  /** Early expiry is an optimisation: the sweeper still ends the check-in if this job is lost. */
  async scheduleExpiry(checkInId: string, at: Date): Promise<void> {
    await this.expiry.schedule(checkInId, at, { checkInId });
  }

  async cancelExpiry(checkInIds: string[]): Promise<void> {
    await Promise.all(checkInIds.map((id) => this.expiry.cancel(id)));
  }

  /** The job's handler: re-checks the row, so a late or duplicate job is harmless. */
  async expireOne(checkInId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.checkIns.expireOne(manager, checkInId);
      await this.announce(manager, rows);
      return rows.length > 0;
    });
  }

  /** The sweeper: ends everything overdue, a batch per transaction. */
  async expireOverdue(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.dataSource.transaction(async (manager) => {
        const rows = await this.checkIns.expireOverdue(manager);
        await this.announce(manager, rows);
        return rows.length;
      });
      total += count;
      if (count < EXPIRY_BATCH) return total;
    }
  }

  private async announce(manager: EntityManager, rows: CheckInRow[]): Promise<void> {
    for (const row of rows) await this.events.publish(manager, 'CheckInEnded', checkInEnded(row, 'expired'));
  }
}
