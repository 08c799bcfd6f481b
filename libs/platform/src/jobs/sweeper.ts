import { Inject, Injectable } from '@nestjs/common';
import type { BaseConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { CONFIG, LOGGER } from '../messaging/tokens.js';

interface Sweep {
  name: string;
  run: () => Promise<number>;
  /** Its own interval, for a sweep that need not run every SWEEP_INTERVAL_MS (a retention cleanup). */
  everyMs?: number;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

/**
 * Periodic database scans that apply whatever is overdue, so an expiry whose Redis job was lost still
 * happens. Sweeps must be idempotent (conditional UPDATEs): with replicas each one sweeps.
 */
@Injectable()
export class Sweeper {
  private sweeps: Sweep[] = [];
  private started = false;

  constructor(
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `run` returns how many items it applied (for the log); `everyMs` overrides SWEEP_INTERVAL_MS for this sweep. */
  register(name: string, run: () => Promise<number>, { everyMs }: { everyMs?: number } = {}): void {
    const sweep: Sweep = { name, run, everyMs };
    this.sweeps.push(sweep);
    if (this.started) this.schedule(sweep);
  }

  start(): void {
    this.started = true;
    for (const sweep of this.sweeps) this.schedule(sweep);
  }

  /** Runs every sweep once now (tests and startup). */
  async sweepNow(): Promise<void> {
    for (const sweep of this.sweeps) await this.tick(sweep);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const sweep of this.sweeps) clearInterval(sweep.timer);
    await Promise.allSettled(this.sweeps.map((s) => s.running));
  }

  private schedule(sweep: Sweep): void {
    sweep.timer = setInterval(() => void this.tick(sweep), sweep.everyMs ?? this.config.SWEEP_INTERVAL_MS);
    sweep.timer.unref();
    void this.tick(sweep);
  }

  private async tick(sweep: Sweep): Promise<void> {
    if (sweep.running) return sweep.running;
    sweep.running = (async () => {
      try {
        const applied = await sweep.run();
        if (applied > 0) this.logger.info({ sweep: sweep.name, applied }, 'sweeper applied overdue work');
      } catch (error) {
        this.logger.warn({ err: error, sweep: sweep.name }, 'sweep failed');
      } finally {
        sweep.running = undefined;
      }
    })();
    return sweep.running;
  }
}
