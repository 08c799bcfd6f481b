import { Inject, Injectable } from '@nestjs/common';
import { discoveryPayloadSchema, RPC, type DiscoveryHeader, type DiscoveryProfile, type SignedInPayload } from '@converge/contracts';
import { CONFIG, RawJson, RpcHandler } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { errors } from '../errors.js';
import { DiscoveryRepository } from './discovery.repository.js';
import { feedIsFull, feedPage } from './discovery.rules.js';
import { VenueFeedRepository } from './venue-feed.repository.js';
import { VenueFeeds } from './venue-feeds.js';
import { cardsJson, feedPage as venueFeedPage } from './venue-feed.rules.js';

/**
 * The discovery feed, over the read models. The order is per viewer (a ring of everyone's id hash,
 * entered at the viewer's own point): stable between reads, unrelated to distance or check-in time.
 * A read asks Postgres for the viewer's part (check-in, lists, filters) and the venue's feed version;
 * the venue's part comes from memory when this replica holds that version (venue-feeds.ts), else from
 * the feed's query.
 */
@Injectable()
export class DiscoveryHandlers {
  private readonly limit: number;

  constructor(
    private readonly discovery: DiscoveryRepository,
    private readonly venueFeed: VenueFeedRepository,
    private readonly venueFeeds: VenueFeeds,
    @Inject(CONFIG) config: MatchingConfig,
  ) {
    this.limit = config.DISCOVERY_LIMIT;
  }

  /**
   * The input schema is loose: the gateway's query schema (verifiedOnly 'true'/'false' into a boolean)
   * cannot parse what the gateway sends on; the venue id is checked here.
   */
  @RpcHandler(RPC.matching.discovery, { actor: 'required', input: discoveryPayloadSchema })
  async list({ actor, venueId, verifiedOnly }: SignedInPayload<{ venueId?: unknown; verifiedOnly?: unknown }>): Promise<DiscoveryProfile[] | RawJson<DiscoveryProfile[]>> {
    // Verified only: people whose verification level is basic or above.
    const onlyVerified = verifiedOnly === true;
    if (typeof venueId !== 'string' || !venueId) throw errors.notCheckedIn();
    const read = await this.venueFeed.viewer(actor.userId, venueId, onlyVerified);
    if (!read.allowed) throw errors.notCheckedIn();
    // Professional mode: a person checked in for networking sees no dating cards (and is in none).
    if (read.mode !== 'dating') return [];
    const held = this.venueFeeds.at(venueId, read.version);
    if (held) {
      const passedAmong = read.hasPasses ? (ids: string[]) => this.venueFeed.passedAmong(actor.userId, ids) : null;
      return new RawJson(cardsJson(await venueFeedPage(held.people, read.viewer, this.limit, passedAmong)));
    }
    const first = await this.discovery.feedStart(actor.userId, venueId, onlyVerified);
    // The check-in may have ended or changed mode since the first query.
    if (!first.allowed) throw errors.notCheckedIn();
    if (first.mode !== 'dating') return [];
    // A full first read (the busy venue) goes out as Postgres wrote it; only a short one is parsed to add the wrapped part.
    if (feedIsFull(first.count, this.limit)) return new RawJson(first.cards);
    return feedPage(JSON.parse(first.cards) as DiscoveryProfile[], await this.discovery.feedWrap(actor.userId, venueId, onlyVerified), this.limit);
  }

  /** The discovery header: where the caller is checked in and how many people there they could see. */
  @RpcHandler(RPC.matching.currentVenue, { actor: 'required' })
  async current({ actor }: SignedInPayload): Promise<DiscoveryHeader> {
    const checkIn = await this.discovery.activeCheckIn(actor.userId);
    if (!checkIn) return { checkIn: null };
    const peopleHere = await this.discovery.peopleHere(actor.userId, checkIn);
    return { checkIn: { venueId: checkIn.venueId, venueName: checkIn.venueName, expiresAt: checkIn.expiresAt, peopleHere } };
  }
}
