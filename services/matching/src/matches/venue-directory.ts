import { Inject, Injectable } from '@nestjs/common';
import { FALLBACK_MEET_POINTS, RPC, type Actor } from '@converge/contracts';
import { CONFIG, LOGGER, RpcClient, type Logger } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { MatchesRepository } from './matches.repository.js';

export interface VenueInfo {
  id: string | null;
  name: string | null;
  meetPoints: string[];
  phone: string | null;
}

/**
 * A venue's name, meet points and phone for match cards. Names come with CheckedIn; meet points and
 * phone are asked of the venue service and cached for a while. When it does not answer, the spec's
 * five default points stand in (a venue without its own points uses them too).
 */
@Injectable()
export class VenueDirectory {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: MatchingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async get(venueId: string | null, fallbackName: string | null, actor?: Actor): Promise<VenueInfo> {
    if (!venueId) return { id: null, name: fallbackName, meetPoints: [...FALLBACK_MEET_POINTS], phone: null };
    const row = await this.matches.cachedVenue(venueId);
    const fresh = row?.fetched_at && Date.now() - new Date(row.fetched_at).getTime() < this.config.VENUE_CACHE_MS;
    if (row && fresh) return this.shape(venueId, row.name ?? fallbackName, row.meet_points, row.phone);
    try {
      const venue = await this.rpc.request(RPC.venue.get, { actor, venueId, id: venueId }, { timeoutMs: this.config.VENUE_RPC_TIMEOUT_MS });
      if (venue) {
        const points = Array.isArray(venue.meetPoints) ? venue.meetPoints.filter((p) => typeof p === 'string' && p.trim()) : [];
        await this.matches.cacheVenue(venueId, { name: venue.name ?? null, address: venue.address ?? null, phone: venue.phone ?? null, meetPoints: points });
        return this.shape(venueId, venue.name ?? row?.name ?? fallbackName, points, venue.phone ?? null);
      }
    } catch (error) {
      this.logger.debug({ err: error, venueId }, 'venue lookup failed; using cached or default meet points');
    }
    return this.shape(venueId, row?.name ?? fallbackName, row?.meet_points ?? null, row?.phone ?? null);
  }

  private shape(id: string, name: string | null, points: string[] | null, phone: string | null): VenueInfo {
    return { id, name, meetPoints: points && points.length ? points : [...FALLBACK_MEET_POINTS], phone: phone || null };
  }
}
