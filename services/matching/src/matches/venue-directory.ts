import { Inject, Injectable } from '@nestjs/common';
import { meetPointsShown, RPC, type Actor } from '@converge/contracts';
import { CONFIG, LOGGER, RpcClient, type Logger } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { MatchesRepository } from './matches.repository.js';

export interface VenueInfo {
  id: string | null;
  name: string | null;
  meetPoints: string[];
  /** Beside each of `meetPoints`: the default's key while the venue names none of its own, else null. */
  meetPointKeys: Array<string | null>;
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
    if (!venueId) return { id: null, name: fallbackName, ...meetPointsShown(null), phone: null };
    const row = await this.matches.cachedVenue(venueId);
    const fresh = row?.fetched_at && Date.now() - new Date(row.fetched_at).getTime() < this.config.VENUE_CACHE_MS;
    if (row && fresh) return this.shape(venueId, row.name ?? fallbackName, row.meet_points, row.phone);
    try {
      const venue = await this.rpc.request(RPC.venue.get, { actor, venueId, id: venueId }, { timeoutMs: this.config.VENUE_RPC_TIMEOUT_MS });
      if (venue) {
        // The venue sends the defaults when it has none (with their keys): cached as none, so they keep their keys.
        const defaults = Array.isArray(venue.meetPointKeys) && venue.meetPointKeys.length > 0 && venue.meetPointKeys.every((k) => k !== null);
        const points = !defaults && Array.isArray(venue.meetPoints) ? venue.meetPoints.filter((p) => typeof p === 'string' && p.trim()) : [];
        await this.matches.cacheVenue(venueId, { name: venue.name ?? null, address: venue.address ?? null, phone: venue.phone ?? null, meetPoints: points });
        return this.shape(venueId, venue.name ?? row?.name ?? fallbackName, points, venue.phone ?? null);
      }
    } catch (error) {
      this.logger.debug({ err: error, venueId }, 'venue lookup failed; using cached or default meet points');
    }
    return this.shape(venueId, row?.name ?? fallbackName, row?.meet_points ?? null, row?.phone ?? null);
  }

  private shape(id: string, name: string | null, points: string[] | null, phone: string | null): VenueInfo {
    return { id, name, ...meetPointsShown(points), phone: phone || null };
  }
}
