import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RpcError, RPC, type RpcPayload } from '@converge/contracts';
import { CONFIG, RpcHandler } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { activeCheckIn, requireCheckedInAt, VISIBLE_AT_VENUE } from './visibility.js';

export interface DiscoveryProfile {
  id: string;
  profile: { displayName: string; age: number; bio: string; photos: string[] };
}

/**
 * The discovery feed: one local query over the read models. The order is a per-viewer hash of the
 * other person's id: stable between reads, unrelated to distance or check-in time.
 */
@Injectable()
export class DiscoveryHandlers {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: MatchingConfig,
  ) {}

  @RpcHandler(RPC.matching.discovery)
  async list({ actor, venueId }: RpcPayload<{ venueId: string }>): Promise<DiscoveryProfile[]> {
    if (!actor) throw RpcError.unauthorized();
    const manager = this.dataSource.manager;
    await requireCheckedInAt(manager, actor.userId, venueId);
    const rows = await manager.query(
      `SELECT p.user_id, p.display_name, p.age, p.bio, p.photos ${VISIBLE_AT_VENUE}
       ORDER BY md5($1 || ':' || c.user_id) LIMIT $3`,
      [actor.userId, venueId, this.config.DISCOVERY_LIMIT],
    );
    return rows.map((r: { user_id: string; display_name: string; age: number; bio: string; photos: string[] }) => ({
      id: r.user_id,
      profile: { displayName: r.display_name, age: r.age, bio: r.bio, photos: r.photos },
    }));
  }

  /** The discovery header: where the caller is checked in and how many people are there. */
  @RpcHandler(RPC.matching.currentVenue)
  async current({ actor }: RpcPayload) {
    if (!actor) throw RpcError.unauthorized();
    const manager = this.dataSource.manager;
    const checkIn = await activeCheckIn(manager, actor.userId);
    if (!checkIn) return { checkIn: null };
    // Everyone checked in there whom the caller could ever see: blocked and hidden incognito people are not counted.
    const [{ n }] = await manager.query(
      `SELECT count(*)::int AS n FROM active_checkins c JOIN profile_cards p ON p.user_id = c.user_id
       WHERE c.venue_id = $2 AND c.expires_at > now() AND c.user_id <> $1
         AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = c.user_id)
         AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = c.user_id AND l.to_user_id = $1))`,
      [actor.userId, checkIn.venueId],
    );
    return { checkIn: { venueId: checkIn.venueId, venueName: checkIn.venueName, expiresAt: checkIn.expiresAt, peopleHere: n } };
  }
}
