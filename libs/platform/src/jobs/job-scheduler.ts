import { createRequire } from 'node:module';
import { Inject, Injectable } from '@nestjs/common';
import type { Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { Naming } from '../config/naming.js';
import type { BaseConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { CONFIG, LOGGER, PLATFORM_OPTIONS, REDIS } from '../messaging/tokens.js';
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

/** A queue's lists and sets that hold a job some worker has still to run (BullMQ's key names). */
const PENDING_KEYS = ['wait', 'paused', 'delayed', 'prioritized', 'active', 'waiting-children'];

interface Definition {
  name: string;
  queueName: string;
  handler: (data: unknown, job: Job<unknown>) => Promise<void>;
  concurrency: number;
  queue?: Queue;
  worker?: Worker;
}

/**
 * BullMQ queues named <service>.<job>, one worker each, closed gracefully on shutdown.
 *
 * A queue and its worker (and BullMQ itself, ~250 modules and ~7 MB of heap kept for good) are created
 * when they are first needed, not at start: when this process schedules, cancels or reads a job, when
 * Redis holds a job of the queue at start (one scheduled before a restart or by another replica), or
 * when the check that repeats every SWEEP_INTERVAL_MS finds one (a replica that scheduled it and
 * stopped). So an idle service with nothing scheduled carries none of it, and a job due while its own
 * replica is gone is late by at most a sweep interval, which the sweeper promises anyway.
 */
@Injectable()
export class JobScheduler {
  private readonly definitions: Definition[] = [];
  private stopProbe?: () => void;
  private watch?: NodeJS.Timeout;
  private started = false;
  /** Set by stop(): no queue is created after it (its worker would outlive the shutdown). */
  private stopped = false;

  constructor(
    private readonly naming: Naming,
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Queue depth by state, for the scrape (the queues this process has created). */
  private async measureQueues(): Promise<void> {
    await Promise.all(
      this.definitions.map(async ({ queue }) => {
        if (!queue) return;
        const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed');
        for (const [state, count] of Object.entries(counts)) metrics.queueJobs.set({ service: this.options.service, queue: queue.name, state }, count);
      }),
    );
  }

  define<T>(name: string, handler: (data: T, job: Job<T>) => Promise<void>, options: { concurrency?: number } = {}): DelayedJob<T> {
    const definition: Definition = {
      name,
      queueName: name.replace(/:/g, '-'),
      handler: handler as Definition['handler'],
      concurrency: options.concurrency ?? 4,
    };
    this.definitions.push(definition);
    if (this.started) void this.openQueuesWithJobs();
    const queue = () => this.open(definition) as Queue<T>;
    return {
      get queue() {
        return queue();
      },
      schedule: async (jobId, runAt, data) => {
        const delay = Math.max(0, runAt.getTime() - Date.now());
        await queue().add(name as never, data as never, {
          jobId,
          delay,
          removeOnComplete: true,
          removeOnFail: 1000,
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
        });
      },
      cancel: async (jobId) => {
        await queue()
          .remove(jobId)
          .catch(() => undefined);
      },
    };
  }

  /** The queues whose queue and worker exist in this process (tests: nothing is created at start). */
  openQueueNames(): string[] {
    return this.definitions.filter((d) => d.queue).map((d) => d.queueName);
  }

  /**
   * Creates the workers of the queues Redis holds a job of, then checks again every SWEEP_INTERVAL_MS
   * for those still without one. Called once the service's modules are initialised.
   */
  async start(): Promise<void> {
    this.started = true;
    await this.openQueuesWithJobs();
    this.watch = setInterval(() => void this.openQueuesWithJobs(), this.config.SWEEP_INTERVAL_MS);
    this.watch.unref();
  }

  /** Opens each queue not open yet that has a job waiting in Redis; when Redis cannot tell, opens it. */
  async openQueuesWithJobs(): Promise<void> {
    const closed = this.definitions.filter((d) => !d.queue);
    if (closed.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const d of closed) pipeline.exists(...PENDING_KEYS.map((key) => `${this.naming.bullPrefix}:${d.queueName}:${key}`));
    const answers = await pipeline.exec().catch(() => null);
    if (this.stopped) return; // shut down while Redis answered
    closed.forEach((d, i) => {
      const [error, count] = answers?.[i] ?? [new Error('no answer'), 0];
      if (error || Number(count) > 0) this.open(d);
    });
  }

  /** The definition's queue and worker, created on first call (BullMQ is required by the first). */
  private open(definition: Definition): Queue {
    if (definition.queue) return definition.queue;
    if (this.stopped) throw new Error(`job queue ${definition.name} used after the scheduler stopped`);
    const { Queue, Worker } = require('bullmq') as typeof import('bullmq');
    const connection = { url: this.config.REDIS_URL, maxRetriesPerRequest: null };
    const { name, queueName, handler } = definition;
    const queue = new Queue(queueName, { connection, prefix: this.naming.bullPrefix });
    const lateness = metrics.jobLateness.labels({ service: this.options.service, queue: queue.name });
    const worker = new Worker(
      queue.name,
      (job) => {
        // Lateness of the first attempt only: a retry is late by its backoff on purpose.
        if (job.attemptsMade === 0) lateness.observe(Math.max(0, Date.now() - job.timestamp - (job.opts.delay ?? 0)) / 1000);
        return handler(job.data, job);
      },
      {
        connection,
        prefix: this.naming.bullPrefix,
        concurrency: definition.concurrency,
      },
    );
    worker.on('completed', () => metrics.jobsProcessed.inc({ service: this.options.service, queue: queue.name, outcome: 'completed' }));
    worker.on('failed', (job, error) => {
      metrics.jobsProcessed.inc({ service: this.options.service, queue: queue.name, outcome: 'failed' });
      this.logger.warn({ err: error, queue: name, jobId: job?.id }, 'job failed');
    });
    worker.on('error', (error) => this.logger.warn({ err: error, queue: name }, 'job worker error'));
    queue.on('error', (error) => this.logger.warn({ err: error, queue: name }, 'job queue error'));
    definition.queue = queue;
    definition.worker = worker;
    this.stopProbe ??= onScrape(() => this.measureQueues());
    return queue;
  }

  async stop(): Promise<void> {
    this.started = false;
    this.stopped = true;
    clearInterval(this.watch);
    this.stopProbe?.();
    this.stopProbe = undefined;
    const open = this.definitions.filter((d) => d.queue);
    await Promise.allSettled(open.map((d) => d.worker!.close()));
    await Promise.allSettled(open.map((d) => d.queue!.close()));
  }
}
