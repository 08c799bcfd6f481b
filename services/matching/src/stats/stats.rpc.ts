import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';

/** The profile's Matches stat: every match the person is part of (issue 20). */
@Injectable()
export class MatchingStatsRpc {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.matching.stats, { actor: 'required' })
  async stats({ actor }: SignedInPayload): Promise<{ matches: number }> {
    // Two index scans (matches_a, matches_b); a pair is stored once, so no double counting.
    const [{ matches }] = await this.dataSource.query(
      'SELECT (SELECT count(*) FROM matches WHERE user_a_id = $1) + (SELECT count(*) FROM matches WHERE user_b_id = $1) AS matches',
      [actor.userId],
    );
    return { matches: Number(matches) };
  }
}
