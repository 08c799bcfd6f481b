import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, LOGGER, type Logger } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { VenueFeedRepository, type VenueFeed } from './venue-feed.repository.js';

interface Held extends VenueFeed {
  /** When the load that gave this feed started (Date.now()). */
  loadStartedAt: number;
}

/**
 * Venue feeds held in this replica's memory: at a busy venue, most of a read's Postgres time went to
 * weighing each person of the page (their check-in, card, level and passes) on every read. A feed is
 * used only for the version the read's own query reports for the venue (bumped in the transaction of
 * any change to it), so every replica serves exactly what the query would, and anything else answers
 * "not held" and the read takes the query path. A missing or outdated feed is loaded in the
 * background, one load per venue at a time and at most one per DISCOVERY_FEED_RELOAD_MS, so a venue
 * that changes all the time costs a load a second, not one per read.
 */
@Injectable()
export class VenueFeeds {
  /** Least recently read first. */
  private readonly feeds = new Map<string, Held>();
  private readonly loading = new Set<string>();
  private people = 0;
  private readonly reloadMs: number;
  private readonly maxPeople: number;

  constructor(
    private readonly repository: VenueFeedRepository,
    @Inject(CONFIG) config: MatchingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.reloadMs = config.DISCOVERY_FEED_RELOAD_MS;
    this.maxPeople = config.DISCOVERY_FEED_PEOPLE;
  }

  /** The venue's feed at `version`, or undefined (and a load of its current feed is started when allowed). */
  at(venueId: string, version: string): VenueFeed | undefined {
    const held = this.feeds.get(venueId);
    if (held?.version === version) {
      this.feeds.delete(venueId);
      this.feeds.set(venueId, held);
      return held;
    }
    if (!this.loading.has(venueId) && (!held || Date.now() - held.loadStartedAt >= this.reloadMs)) void this.load(venueId);
    return undefined;
  }

  /** The version of the venue's feed held here, if any. */
  versionHeld(venueId: string): string | undefined {
    return this.feeds.get(venueId)?.version;
  }

  private async load(venueId: string): Promise<void> {
    this.loading.add(venueId);
    const loadStartedAt = Date.now();
    try {
      const feed = await this.repository.load(venueId);
      this.forget(venueId);
      if (feed.people.length > this.maxPeople) return;
      this.feeds.set(venueId, { ...feed, loadStartedAt });
      this.people += feed.people.length;
      for (const oldest of this.feeds.keys()) {
        if (this.people <= this.maxPeople) break;
        this.forget(oldest);
      }
    } catch (error) {
      this.logger.warn({ err: error, venueId }, 'venue feed load failed; reads take the query path');
    } finally {
      this.loading.delete(venueId);
    }
  }

  private forget(venueId: string): void {
    const held = this.feeds.get(venueId);
    if (!held) return;
    this.people -= held.people.length;
    this.feeds.delete(venueId);
  }
}
