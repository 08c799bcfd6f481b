import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';

/**
 * Issue 28: when someone blocks the caller's partner (or the caller), the gateway tells the blocked
 * person which match to close by its id, never who blocked them. The pair's latest match that is open or
 * was ended by a block (the block's own consumer may have ended it already); none → null.
 */
@Injectable()
export class PairMatch {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.matching.pairMatch, { actor: 'required' })
  async pair({ actor, otherUserId }: SignedInPayload<{ otherUserId?: unknown }>): Promise<{ matchId: string | null }> {
    if (typeof otherUserId !== 'string' || !otherUserId || otherUserId.includes('\0')) return { matchId: null };
    const [row] = await this.dataSource.query(
      `SELECT id FROM matches
        WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2)
          AND (ended_at IS NULL OR end_reason = 'blocked')
        ORDER BY created_at DESC LIMIT 1`,
      [actor.userId, otherUserId],
    );
    return { matchId: row?.id ?? null };
  }
}
