import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONFIG, EventPublisher, JobScheduler, LOGGER, Sweeper, type DelayedJob, type Logger } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { CheckInsRepository } from './check-ins.repository.js';
import { CheckInEscalation, type AfterCommit } from './check-in-escalation.js';

type Step = 'due' | 'escalate';

/** Escalations per transaction in a sweep (each claims, alerts and commits its batch). */
const SWEEP_BATCH = 50;

/**
 * Two delayed jobs per check-in (job ids `<id>-due` at dueAt and `<id>-escalate` at dueAt + grace) and
 * the sweeper behind both: if Redis loses the jobs, the sweep (every SWEEP_INTERVAL_MS) asks and
 * escalates what is overdue. Both steps are conditional UPDATEs under row locks, so a job and a
 * sweep racing (or two replicas) do each once.
 */
@Injectable()
export class CheckInsJobs implements OnModuleInit {
  private steps!: DelayedJob<{ checkInId: string; step: Step }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly checkIns: CheckInsRepository,
    private readonly escalation: CheckInEscalation,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
    @Inject(CONFIG) private readonly config: SafetyConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    this.steps = this.jobs.define<{ checkInId: string; step: Step }>('safety.check-in', async ({ checkInId, step }) => {
      if (step === 'due') await this.markDue(checkInId);
      else await this.escalateOverdue(checkInId);
    });
    this.sweeper.register('safety.check-in-due', () => this.markDue(null));
    this.sweeper.register('safety.check-in-escalate', () => this.escalateOverdue(null));
  }

  get queue() {
    return this.steps.queue;
  }

  async schedule(checkInId: string, dueAt: Date): Promise<void> {
    const escalateAt = new Date(dueAt.getTime() + this.config.SAFETY_CHECKIN_GRACE_SECONDS * 1000);
    try {
      await this.steps.schedule(`${checkInId}-due`, dueAt, { checkInId, step: 'due' });
      await this.steps.schedule(`${checkInId}-escalate`, escalateAt, { checkInId, step: 'escalate' });
    } catch (error) {
      this.logger.warn({ err: error, checkInId }, 'could not schedule a check-in; the sweeper will run it');
    }
  }

  async cancel(checkInId: string): Promise<void> {
    await Promise.all([this.steps.cancel(`${checkInId}-due`), this.steps.cancel(`${checkInId}-escalate`)]).catch(() => undefined);
  }

  /** Tells the person their check-in is due (the socket push, web push and email follow SafetyCheckInDue). */
  async markDue(checkInId: string | null): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.checkIns.markDue(manager, checkInId);
      for (const r of rows) await this.events.publish(manager, 'SafetyCheckInDue', { checkInId: r.id, userId: r.user_id, dueAt: new Date(r.due_at).toISOString() });
      return rows.length;
    });
  }

  /** Escalates unanswered check-ins whose grace is over (one for its job, batches for the sweeper). */
  async escalateOverdue(checkInId: string | null): Promise<number> {
    let total = 0;
    for (;;) {
      const done: AfterCommit[] = await this.dataSource.transaction(async (manager) => {
        const rows = await this.checkIns.claimOverdue(manager, checkInId, this.config.SAFETY_CHECKIN_GRACE_SECONDS, SWEEP_BATCH);
        const after: AfterCommit[] = [];
        for (const row of rows) after.push(await this.escalation.escalate(manager, row, 'no-answer'));
        return after;
      });
      total += done.length;
      for (const d of done) void this.escalation.afterCommit(d);
      if (checkInId || done.length < SWEEP_BATCH) return total;
    }
  }
}
