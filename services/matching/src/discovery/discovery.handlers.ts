import { Inject, Injectable } from '@nestjs/common';
import { discoveryPayloadSchema, RPC, type DiscoveryHeader, type DiscoveryProfile, type SignedInPayload } from '@converge/contracts';
import { CONFIG, RawJson, RpcHandler } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { errors } from '../errors.js';
import { DiscoveryRepository } from './discovery.repository.js';
import { feedIsFull, feedPage } from './discovery.rules.js';

/**
 * The discovery feed: one local query over the read models. The order is per viewer (a ring of
 * everyone's id hash, entered at the viewer's own point): stable between reads, unrelated to distance
 * or check-in time.
 */
@Injectable()
export class DiscoveryHandlers {
  private readonly limit: number;

  constructor(
    private readonly discovery: DiscoveryRepository,
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
    const first = await this.discovery.feedStart(actor.userId, venueId, onlyVerified);
    if (!first.allowed) throw errors.notCheckedIn();
    // Professional mode: a person checked in for networking sees no dating cards (and is in none).
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
