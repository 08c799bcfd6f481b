import { Inject, Injectable } from '@nestjs/common';
import { RPC } from '@converge/contracts';
import { CONFIG, LOGGER, RpcClient, type Logger } from '@converge/platform';
import type { MatchingConfig } from '../config.js';

/** The venue service owns live statuses: whether two people are both live within 500 m (RPC.venue.liveWithin). */
@Injectable()
export class LiveProximity {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: MatchingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A venue service that does not answer in time is a no. */
  async liveWithin(userId: string, otherId: string): Promise<boolean> {
    try {
      const answer = await this.rpc.request(RPC.venue.liveWithin, { actor: { userId, roles: [] }, userId: otherId }, { timeoutMs: this.config.VENUE_RPC_TIMEOUT_MS });
      return answer.within;
    } catch (error) {
      this.logger.warn({ err: error }, 'live proximity unavailable: a like or request without a shared venue is refused');
      return false;
    }
  }
}
