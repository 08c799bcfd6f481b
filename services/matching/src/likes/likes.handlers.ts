import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { likePayloadSchema, passSchema, RPC, timeOrderedId, type LikeResult, type PassRequest, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, RawJson, RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { DiscoveryRepository } from '../discovery/discovery.repository.js';
import { isCheckedInAt } from '../discovery/discovery.rules.js';
import { LiveProximity } from '../reach/live-proximity.js';
import { ReachRepository } from '../reach/reach.repository.js';
import { isOtherPersonId } from '../reach/reach.rules.js';
import { LikesRepository } from './likes.repository.js';
import { LikeBatches } from './like-batches.js';
import { LikeNoteModeration } from './like-note-moderation.js';
import { likeRefusal, likeResult, pairKey, passMayGo } from './likes.rules.js';

/**
 * Likes and passes. Both are idempotent (a repeat answers as the first did). The likes that reach this
 * process in one turn of the event loop go to Postgres together, in one call of the batch like function
 * (LikeBatches, like-batch-function.ts), which takes every pair's advisory lock, so of two likes
 * arriving at the same instant (in one batch, or in two batches on two replicas) the second always
 * sees the first and exactly one match is created; MatchCreated is written to the outbox in that same
 * call. Each like gets its own answer or error.
 */
@Injectable()
export class LikesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly likes: LikesRepository,
    private readonly batches: LikeBatches,
    private readonly discovery: DiscoveryRepository,
    private readonly reach: ReachRepository,
    private readonly proximity: LiveProximity,
    private readonly notes: LikeNoteModeration,
  ) {}

  /**
   * A loose input schema: a like from live discovery may name only the person (the gateway's schema
   * wants a venue or a context message), so the id is checked here.
   */
  @RpcHandler(RPC.matching.like, { actor: 'required', input: likePayloadSchema })
  async like({
    actor,
    toUserId,
    venueId,
    contextMessage,
    confirmed,
  }: SignedInPayload<{ toUserId?: unknown; venueId?: string; contextMessage?: string; confirmed?: boolean }>): Promise<LikeResult> {
    const me = actor.userId;
    if (!isOtherPersonId(toUserId, me)) throw errors.profileNotAvailable();
    await this.notes.check(contextMessage, confirmed === true);
    // A like needs a shared context. From a venue's discovery the like function checks that both are
    // there in dating mode. Without a venue (live discovery): checked in at the same venue in dating
    // mode counts as a like there; otherwise both must be live within 500 m. A repeat like answers as
    // the first did.
    const fromLiveDiscovery = !venueId;
    if (!venueId) {
      const shared = await this.reach.sharedVenue(me, toUserId);
      if (shared?.mode === 'dating') venueId = shared.venueId;
      else if (!(await this.proximity.liveWithin(me, toUserId)) && !(await this.likes.alreadyLiked(me, toUserId))) throw errors.likeOutOfReach();
    }
    const pair = pairKey(me, toUserId);
    // Time-ordered ids: a new match lands on the right edge of matches' primary key, not on a random page.
    const likeId = timeOrderedId();
    const matchId = timeOrderedId();
    const createdAt = new Date().toISOString();
    // Built and validated here; the call fills in the venue fields it decides and inserts only the
    // events whose rows it inserted.
    const likeEvent = this.events.rowFor('LikeCreated', { likeId, fromUserId: me, toUserId, venueId: venueId ?? null });
    const matchEvent = this.events.rowFor('MatchCreated', { matchId, userAId: toUserId, userBId: me, venueId: null, venueName: null, createdAt });
    const call = {
      me,
      toUserId,
      venueId: venueId ?? null,
      likeId,
      contextMessage: contextMessage ?? null,
      matchId,
      pair,
      likeEventValues: likeEvent.values,
      matchEventValues: matchEvent.values,
      createdAt,
    };
    const manager = this.dataSource.manager;
    let row = await this.batches.like(call);
    if (passMayGo(row, fromLiveDiscovery) && (await this.likes.dropPass(manager, me, toUserId))) row = await this.batches.like(call);
    // The events as stored (JSON text): published as soon as the call has committed (it has, by now).
    if (row.like_event) this.events.inserted(manager, likeEvent, new RawJson(row.like_event));
    if (row.match_event) this.events.inserted(manager, matchEvent, new RawJson(row.match_event));
    const refusal = likeRefusal(row);
    if (refusal === 'outOfReach') throw errors.likeOutOfReach();
    if (refusal === 'youBlocked') throw errors.youBlocked();
    // Someone networking here is told why, not just "check in".
    if (refusal === 'notAllowed') throw (await this.likes.networkingAt(manager, me, venueId)) ? errors.networkingHere() : errors.notCheckedIn();
    return likeResult({ ...row, match_event: row.match_event === null ? null : JSON.parse(row.match_event) }, me);
  }

  @RpcHandler(RPC.matching.pass, { actor: 'required', input: passSchema })
  async pass({ actor, toUserId, venueId }: SignedInPayload<PassRequest>) {
    const me = actor.userId;
    if (toUserId === me) throw errors.profileNotAvailable();
    return this.dataSource.transaction(async (manager) => {
      if (await this.likes.passed(manager, me, toUserId)) return { passed: true };
      if (venueId && !isCheckedInAt(await this.discovery.activeCheckIn(me, manager), venueId)) throw errors.notCheckedIn();
      if (!(await this.discovery.isVisible(manager, me, toUserId, venueId))) throw errors.profileNotAvailable();
      await this.likes.insertPass(manager, me, toUserId, venueId ?? null);
      return { passed: true };
    });
  }
}
