import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, LOGGER, type Logger } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { VenueFeedRepository, type VenueFeed } from './venue-feed.repository.js';

interface Held extends VenueFeed {
  /** Reads that took the query path since this feed was loaded: it was outdated. */
  misses: number;
}

/**
 * A load weighs everyone at the venue, a read on the query path about a page of them (50): so an
 * outdated feed is loaded again once the reads it missed have cost about what a load costs, one miss
 * per this many people. A venue that changes more often than it is read pays at most twice what the
 * query path alone would; one read far more often than it changes is served from memory.
 */
const PEOPLE_PER_MISS = 50;

/**
 * Venue feeds held in this replica's memory: at a busy venue, most of a read's Postgres time went to
 * weighing each person of the page (their check-in, card, level and passes) on every read. A feed is
 * used only at the version the read's own query reports for the venue (bumped in the transaction of
 * any change to it), so every replica serves exactly what the query would; otherwise the read takes
 * the query path. A venue's feed is loaded at its first read, and again once it has missed enough
 * reads (PEOPLE_PER_MISS), one load per venue at a time, in the background.
 */
@Injectable()
export class VenueFeeds {
  /** Least recently read first. */
  private readonly feeds = new Map<string, Held>();
  private readonly loading = new Set<string>();
  private people = 0;
  private readonly maxPeople: number;

  constructor(
    private readonly repository: VenueFeedRepository,
    @Inject(CONFIG) config: MatchingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.maxPeople = config.DISCOVERY_FEED_PEOPLE;
  }

  /** The venue's feed at `version`, or undefined (a miss, which may start a load of the venue's current feed). */
  at(venueId: string, version: string): VenueFeed | undefined {
    const held = this.feeds.get(venueId);
    if (held?.version === version) {
      this.feeds.delete(venueId);
      this.feeds.set(venueId, held);
      return held;
    }
    if (held) held.misses += 1;
    if (!this.loading.has(venueId) && (!held || held.misses * PEOPLE_PER_MISS >= held.people.length)) void this.load(venueId);
    return undefined;
  }

  /** The version of the venue's feed held here, if any. */
  versionHeld(venueId: string): string | undefined {
    return this.feeds.get(venueId)?.version;
  }

  private async load(venueId: string): Promise<void> {
    this.loading.add(venueId);
    try {
      const feed = await this.repository.load(venueId);
      this.forget(venueId);
      if (feed.people.length > this.maxPeople) return;
      this.feeds.set(venueId, { ...feed, misses: 0 });
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
