import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EventPublisher, JobScheduler, Sweeper, type DelayedJob } from '@converge/platform';
import { CheckInsRepository, EXPIRY_BATCH, type CheckInRow } from './checkins.repository.js';
import { checkInEnded, expiryDue, expiryJobId } from './checkins.rules.js';

/**
 * What the expiry queue's jobs carry: `dueBy` (ms) ends every check-in overdue by then; `checkInId`
 * is the one-job-per-check-in shape of earlier releases, still honoured for jobs already in Redis.
 */
export type ExpiryJob = { dueBy: number; checkInId?: undefined } | { checkInId: string; dueBy?: undefined };

/**
 * A check-in ends 2 hours after it began: by a delayed job that fires at the end of the second it is
 * due in and ends everything overdue by then, or, if Redis lost that job, by the sweeper. Both are the
 * same conditional UPDATE (ended_at IS NULL AND expires_at <= now()), so a late, duplicate or early job
 * is harmless and each check-in emits CheckInEnded once.
 *
 * One job per second of expiry, not one per check-in: under load a BullMQ add (a Lua script over
 * several keys) and the removal of the replaced check-in's job were a seventh of the venue service's
 * CPU per check-in and most of Redis's. A replaced or checked-out check-in needs no cancelling: the job
 * re-checks the rows when it runs.
 */
@Injectable()
export class CheckInsJobs implements OnModuleInit {
  private expiry!: DelayedJob<ExpiryJob>;
  /** The due times this process has scheduled a job for (or is scheduling): each second's job is added once. */
  private readonly scheduled = new Map<number, Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly checkIns: CheckInsRepository,
    private readonly events: EventPublisher,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
  ) {}

  onModuleInit() {
    this.expiry = this.jobs.define<ExpiryJob>('venue.checkin-expiry', (job) => (job.checkInId ? this.expireOne(job.checkInId) : this.expireOverdue()).then(() => undefined));
    this.sweeper.register('venue.checkin-expiry', () => this.expireOverdue());
  }

  get expiryQueue() {
    return this.expiry.queue;
  }

  /**
   * Makes sure a job runs once `expiresAt` has passed. Early expiry is an optimisation: the sweeper
   * still ends the check-in if this job is lost. Another replica adding the same second's job adds
   * nothing (the job id is the due time).
   */
  scheduleExpiry(expiresAt: Date, nowMs = Date.now()): Promise<void> {
    const dueBy = expiryDue(expiresAt.getTime());
    let pending = this.scheduled.get(dueBy);
    if (!pending) {
      this.forgetPast(nowMs);
      pending = this.expiry.schedule(expiryJobId(dueBy), new Date(dueBy), { dueBy });
      // A failed add is tried again by the next check-in due in that second.
      pending.catch(() => this.scheduled.delete(dueBy));
      this.scheduled.set(dueBy, pending);
    }
    return pending;
  }

  /** Due times already past: their jobs have been added (and run, or will run at once). */
  private forgetPast(nowMs: number): void {
    for (const [dueBy] of this.scheduled) {
      if (dueBy >= nowMs) break; // added in due order, near enough: a check-in's TTL is fixed
      this.scheduled.delete(dueBy);
    }
  }

  /** Ends one check-in if it is still active and overdue (an earlier release's job). */
  async expireOne(checkInId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.checkIns.expireOne(manager, checkInId);
      await this.announce(manager, rows);
      return rows.length > 0;
    });
  }

  /** The job and the sweeper: ends everything overdue, a batch per transaction. */
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
