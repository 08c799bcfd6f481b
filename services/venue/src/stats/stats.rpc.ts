import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';

/** The profile's Venues stat: distinct venues the person has checked in at, ever (issue 20). */
@Injectable()
export class VenueStatsRpc {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.venue.stats, { actor: 'required' })
  async stats({ actor }: SignedInPayload): Promise<{ venues: number }> {
    const [{ venues }] = await this.dataSource.query('SELECT count(DISTINCT venue_id) AS venues FROM check_ins WHERE user_id = $1', [actor.userId]);
    return { venues: Number(venues) };
  }
}
