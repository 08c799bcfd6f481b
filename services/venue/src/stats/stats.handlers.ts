import { Injectable } from '@nestjs/common';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { StatsRepository } from './stats.repository.js';

/** The profile's Venues stat: distinct venues the person has checked in at, ever. */
@Injectable()
export class StatsHandlers {
  constructor(private readonly repository: StatsRepository) {}

  @RpcHandler(RPC.venue.stats, { actor: 'required' })
  async stats({ actor }: SignedInPayload): Promise<{ venues: number }> {
    return { venues: await this.repository.venuesVisited(actor.userId) };
  }
}
