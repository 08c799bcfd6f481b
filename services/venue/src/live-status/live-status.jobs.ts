import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CONFIG, Sweeper } from '@converge/platform';
import type { VenueConfig } from '../config.js';
import { LiveStatusStore } from './live-status.store.js';
import { LiveStatusSignals } from './live-status.signals.js';

/**
 * Stale live statuses leave: nearby queries already ignore anyone whose last update is older than the
 * cutoff; this sweep removes them from Redis and tells the people around that the list changed.
 */
@Injectable()
export class LiveStatusJobs implements OnModuleInit {
  constructor(
    private readonly store: LiveStatusStore,
    private readonly signals: LiveStatusSignals,
    private readonly sweeper: Sweeper,
    @Inject(CONFIG) private readonly config: VenueConfig,
  ) {}

  onModuleInit() {
    this.sweeper.register('venue.live-status-stale', () => this.sweep());
  }

  async sweep(now = Date.now()): Promise<number> {
    const cutoff = now - this.config.LIVE_STALE_AFTER_MS;
    let removed = 0;
    for (const userId of await this.store.staleIds(cutoff)) {
      const current = await this.store.get(userId);
      if (await this.store.removeIfStale(userId, cutoff)) {
        removed++;
        if (current) await this.signals.signal(userId, [current.status], 'left');
      }
    }
    return removed;
  }
}
