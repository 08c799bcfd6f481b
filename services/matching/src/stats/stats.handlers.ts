import { Injectable } from '@nestjs/common';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { MatchesRepository } from '../matches/matches.repository.js';

/** The profile's Matches stat: every match the person is part of, ended ones included. */
@Injectable()
export class StatsHandlers {
  constructor(private readonly matches: MatchesRepository) {}

  @RpcHandler(RPC.matching.stats, { actor: 'required' })
  async stats({ actor }: SignedInPayload): Promise<{ matches: number }> {
    return { matches: await this.matches.countFor(actor.userId) };
  }
}
