import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { CONFIG, LOGGER, RpcClient, RpcHandler, type Logger } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { errors } from '../errors.js';

/** The venue and mode both people are checked in at now, if it is the same. */
export async function sharedVenue(manager: EntityManager, a: string, b: string): Promise<{ venueId: string; mode: 'dating' | 'professional' } | null> {
  const [row] = await manager.query(
    `SELECT x.venue_id, x.mode FROM active_checkins x JOIN active_checkins y ON y.venue_id = x.venue_id AND y.mode = x.mode
      WHERE x.user_id = $1 AND y.user_id = $2 AND x.expires_at > now() AND y.expires_at > now()`,
    [a, b],
  );
  return row ? { venueId: row.venue_id, mode: row.mode } : null;
}

@Injectable()
export class Reach {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: MatchingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Both live within 500 m (venue service); a venue service that does not answer in time is a no. */
  async liveWithin(userId: string, otherId: string): Promise<boolean> {
    try {
      const answer = await this.rpc.request(RPC.venue.liveWithin, { actor: { userId, roles: [] }, userId: otherId }, { timeoutMs: this.config.VENUE_RPC_TIMEOUT_MS });
      return answer.within;
    } catch (error) {
      this.logger.warn({ err: error }, 'live proximity unavailable: a like or request without a shared venue is refused');
      return false;
    }
  }

  /**
   * Chat asks before a message request goes out: not blocked either way, an incognito recipient only
   * from someone they liked, and a shared context (same venue and mode, or both live within 500 m).
   */
  @RpcHandler(RPC.matching.reach, { actor: 'required' })
  async check({ actor, toUserId }: SignedInPayload<{ toUserId?: unknown }>): Promise<{ reachable: true }> {
    const me = actor.userId;
    if (typeof toUserId !== 'string' || !toUserId || toUserId === me || toUserId.includes('\0')) throw errors.requestOutOfReach();
    const [{ hidden }]: Array<{ hidden: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = $2)
              OR (COALESCE((SELECT p.is_incognito FROM profile_cards p WHERE p.user_id = $2), false)
                  AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = $2 AND l.to_user_id = $1)) AS hidden`,
      [me, toUserId],
    );
    if (hidden) throw errors.requestOutOfReach();
    if ((await sharedVenue(this.dataSource.manager, me, toUserId)) || (await this.liveWithin(me, toUserId))) return { reachable: true };
    throw errors.requestOutOfReach();
  }
}
