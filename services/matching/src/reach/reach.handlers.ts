import { Injectable } from '@nestjs/common';
import { reachPayloadSchema, RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { LiveProximity } from './live-proximity.js';
import { ReachRepository } from './reach.repository.js';
import { isOtherPersonId } from './reach.rules.js';

/**
 * No reach by id from afar: a like or a message request needs a shared context at that moment, either
 * - both checked in at the same venue in the same mode (the active_checkins read model), or
 * - both live within 500 m (the venue service owns live statuses: RPC.venue.liveWithin).
 * Every refusal is the same 403 REQUEST_OUT_OF_REACH, whatever the reason (far away, another mode, a block,
 * incognito), so the answer never tells where someone is or that they are hiding.
 */
@Injectable()
export class ReachHandlers {
  constructor(
    private readonly reach: ReachRepository,
    private readonly proximity: LiveProximity,
  ) {}

  /**
   * Chat asks before a message request goes out: not blocked either way, an incognito recipient only
   * from someone they liked, and a shared context (same venue and mode, or both live within 500 m).
   * An internal call (chat); its input schema declares the id loosely: it is checked here.
   */
  @RpcHandler(RPC.matching.reach, { actor: 'required', input: reachPayloadSchema })
  async check({ actor, toUserId }: SignedInPayload<{ toUserId?: unknown }>): Promise<{ reachable: true }> {
    const me = actor.userId;
    if (!isOtherPersonId(toUserId, me)) throw errors.requestOutOfReach();
    if (await this.reach.hiddenFrom(me, toUserId)) throw errors.requestOutOfReach();
    if ((await this.reach.sharedVenue(me, toUserId)) || (await this.proximity.liveWithin(me, toUserId))) return { reachable: true };
    throw errors.requestOutOfReach();
  }
}
