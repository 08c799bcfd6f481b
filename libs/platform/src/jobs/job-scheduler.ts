import { createRequire } from 'node:module';
import { Inject, Injectable } from '@nestjs/common';
import type { Job, Queue, Worker } from 'bullmq';
import { Naming } from '../config/naming.js';
import type { BaseConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { CONFIG, LOGGER, PLATFORM_OPTIONS } from '../messaging/tokens.js';
import type { PlatformOptions } from '../platform-options.js';
import { metrics, onScrape } from '../observability/metrics.js';

export interface DelayedJob<T> {
  /** Schedules the job to run at `runAt`; the same id twice schedules it once (job id = entity id). */
  schedule(jobId: string, runAt: Date, data: T): Promise<void>;
  /** Removes a pending job; the handler must still re-check the database (cancel = change the row). */
  cancel(jobId: string): Promise<void>;
  queue: Queue;
}

const require = createRequire(import.meta.url);

/** BullMQ queues named <service>.<job>, one worker each, closed gracefully on shutdown. */
@Injectable()
export class JobScheduler {
  private queues: Queue[] = [];
  private workers: Worker[] = [];
  private stopProbe?: () => void;

  constructor(
    private readonly naming: Naming,
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
  ) {}

  /** Queue depth by state, for the scrape. */
  private async measureQueues(): Promise<void> {
    await Promise.all(
      this.queues.map(async (queue) => {
        const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed');
        for (const [state, count] of Object.entries(counts)) metrics.queueJobs.set({ service: this.options.service, queue: queue.name, state }, count);
      }),
    );
  }

  define<T>(name: string, handler: (data: T, job: Job<T>) => Promise<void>, options: { concurrency?: number } = {}): DelayedJob<T> {
    // Loaded by the first queue, not by every process that imports the platform: BullMQ and what it
    // brings (luxon, cron-parser, msgpackr: ~200 modules, ~2 MB of source) would be compiled and kept
    // in the gateway and in the services that schedule no job.
    const { Queue, Worker } = require('bullmq') as typeof import('bullmq');
    const connection = { url: this.config.REDIS_URL, maxRetriesPerRequest: null };
    const queue = new Queue<T>(name.replace(/:/g, '-'), { connection, prefix: this.naming.bullPrefix });
    const lateness = metrics.jobLateness.labels({ service: this.options.service, queue: queue.name });
    const worker = new Worker<T>(
      queue.name,
      (job) => {
        // Lateness of the first attempt only: a retry is late by its backoff on purpose.
        if (job.attemptsMade === 0) lateness.observe(Math.max(0, Date.now() - job.timestamp - (job.opts.delay ?? 0)) / 1000);
        return handler(job.data, job);
      },
      {
        connection,
        prefix: this.naming.bullPrefix,
        concurrency: options.concurrency ?? 4,
      },
    );
    worker.on('completed', () => metrics.jobsProcessed.inc({ service: this.options.service, queue: queue.name, outcome: 'completed' }));
    worker.on('failed', (job, error) => {
      metrics.jobsProcessed.inc({ service: this.options.service, queue: queue.name, outcome: 'failed' });
      this.logger.warn({ err: error, queue: name, jobId: job?.id }, 'job failed');
    });
    worker.on('error', (error) => this.logger.warn({ err: error, queue: name }, 'job worker error'));
    queue.on('error', (error) => this.logger.warn({ err: error, queue: name }, 'job queue error'));
    this.queues.push(queue);
    this.workers.push(worker);
    this.stopProbe ??= onScrape(() => this.measureQueues());
    return {
      queue,
      schedule: async (jobId, runAt, data) => {
        const delay = Math.max(0, runAt.getTime() - Date.now());
        await queue.add(name as never, data as never, {
          jobId,
          delay,
          removeOnComplete: true,
          removeOnFail: 1000,
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
        });
      },
      cancel: async (jobId) => {
        await queue.remove(jobId).catch(() => undefined);
      },
    };
  }

  async stop(): Promise<void> {
    this.stopProbe?.();
    this.stopProbe = undefined;
    await Promise.allSettled(this.workers.map((w) => w.close()));
    await Promise.allSettled(this.queues.map((q) => q.close()));
    this.workers = [];
    this.queues = [];
  }
}
