import { Injectable } from '@nestjs/common';
import { pairMatchPayloadSchema, RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { MatchesRepository } from './matches.repository.js';

/**
 * When someone blocks the caller's partner (or the caller), the gateway tells the blocked person which
 * match to close by its id, never who blocked them. The pair's latest match that is open or was ended
 * by a block; none → null.
 */
@Injectable()
export class PairMatchHandlers {
  constructor(private readonly matches: MatchesRepository) {}

  /** Asked by the gateway's push; the id is declared loosely: anything but a usable id answers null. */
  @RpcHandler(RPC.matching.pairMatch, { actor: 'required', input: pairMatchPayloadSchema })
  async pair({ actor, otherUserId }: SignedInPayload<{ otherUserId?: unknown }>): Promise<{ matchId: string | null }> {
    if (typeof otherUserId !== 'string' || !otherUserId || otherUserId.includes('\0')) return { matchId: null };
    return { matchId: await this.matches.pairMatchId(actor.userId, otherUserId) };
  }
}
