import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobScheduler, Sweeper, type DelayedJob } from '@converge/platform';
import { MeetingRepository } from './meeting.repository.js';

/**
 * Location sharing switches off at the session's auto-disable time (or its 4-hour cap): a BullMQ job
 * with job id = session id, plus the sweeper for a lost job.
 */
@Injectable()
export class MeetingJobs implements OnModuleInit {
  private autoDisable!: DelayedJob<{ sessionId: string }>;

  constructor(
    private readonly sessions: MeetingRepository,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
  ) {}

  onModuleInit() {
    this.autoDisable = this.jobs.define<{ sessionId: string }>('safety.meeting-auto-disable', async ({ sessionId }) => {
      await this.sessions.disableDue(sessionId);
    });
    this.sweeper.register('safety.meeting-auto-disable', () => this.sessions.disableDue(null));
  }

  get autoDisableQueue() {
    return this.autoDisable.queue;
  }

  /** Job id = session id: cancel the pending one first so the new time takes effect. */
  async reschedule(sessionId: string, runAt: Date) {
    await this.autoDisable.cancel(sessionId);
    await this.autoDisable.schedule(sessionId, runAt, { sessionId });
  }

  async cancel(sessionId: string) {
    await this.autoDisable.cancel(sessionId);
  }
}
