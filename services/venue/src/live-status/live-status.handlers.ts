import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  distancesFrom,
  liveNearbyQuerySchema,
  liveStatusSchema,
  liveWithinPayloadSchema,
  lookingForFits,
  PROXIMITY_MAX_METERS,
  REACH_MAX_METERS,
  RPC,
  sameCell,
  snapToCell,
  withinProximity,
  type GridCell,
  type LiveAroundResponse,
  type LiveNearbyQuery,
  type LiveNearbyResponse,
  type LiveStatusInput,
  type MyLiveStatus,
  type SignedInPayload,
} from '@converge/contracts';
import { CONFIG, LOGGER, RpcHandler, type Logger, type RawJson } from '@converge/platform';
import type { VenueConfig } from '../config.js';
import { LiveStatusStore, parseCard, parseStatus, type AroundItem, type LiveCard, type LiveVenue, type StatusHeader, type StoredStatus } from './live-status.store.js';
import { LiveStatusRepository } from './live-status.repository.js';
import { effectiveLookingFor, firstPage, isFresh, judgeMovement, myLiveStatus } from './live-status.rules.js';
import { LiveStatusSignals } from './live-status.signals.js';
import { IceBreakers } from './ice-breakers.js';
import { nearbyAnswer } from './nearby-answer.js';
import { errors } from '../errors.js';

/** How many people one nearby answer shows; `count` still counts everyone examined who passes. */
export const NEARBY_PAGE_SIZE = 30;

/**
 * Live discovery: going live (a snapped position + what the person is up to), going offline, and the
 * nearby list. Every distance anyone learns is between two grid cells in 25 m steps (libs/contracts
 * geo/grid.ts); the raw fix stays in this service to judge the next one.
 */
@Injectable()
export class LiveStatusHandlers {
  constructor(
    private readonly store: LiveStatusStore,
    private readonly repository: LiveStatusRepository,
    private readonly iceBreakers: IceBreakers,
    private readonly signals: LiveStatusSignals,
    @Inject(CONFIG) private readonly config: VenueConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @RpcHandler(RPC.venue.liveUpdate, { actor: 'required', input: liveStatusSchema })
  async update({ actor, ...input }: SignedInPayload<LiveStatusInput>): Promise<MyLiveStatus> {
    const now = Date.now();
    const previous = await this.store.get(actor.userId);
    const wasLive = previous !== null && isFresh(previous.seen, now, this.config.LIVE_STALE_AFTER_MS);

    const verdict = judgeMovement(previous ? previous.status : null, { latitude: input.latitude, longitude: input.longitude, at: now });
    if (!verdict.plausible) {
      await this.repository.flag(actor.userId, 'implausible_movement', verdict.speedMps);
      this.logger.warn({ userId: actor.userId, speedMps: Math.round(verdict.speedMps) }, 'live position ignored: moved faster than a plane');
      throw errors.implausibleMovement();
    }

    const cell = snapToCell(input);
    const status: StoredStatus = {
      statusId: wasLive ? previous!.status.statusId : randomUUID(),
      userId: actor.userId,
      row: cell.row,
      col: cell.col,
      latitude: input.latitude,
      longitude: input.longitude,
      at: now,
      currentActivity: input.currentActivity,
      currentMood: input.currentMood,
      statusMessage: input.statusMessage ? input.statusMessage : null,
      interestTags: [...new Set(input.interestTags ?? [])],
      // Empty: whatever the profile says (read at query time, so a profile change applies at once).
      lookingFor: input.lookingFor ?? [],
    };
    // Keep the value a little past the cutoff; the sorted set's score is what decides staleness.
    // The card goes next to it, so nearby queries read no SQL per person shown.
    const card = (await this.repository.cards([actor.userId])).get(actor.userId) ?? null;
    await this.store.put(status, card, this.config.LIVE_STALE_AFTER_MS + 60_000);

    const cells: GridCell[] = [cell];
    if (wasLive && !sameCell(previous!.status, cell)) cells.push(previous!.status);
    void this.signals.signal(actor.userId, cells, wasLive ? 'changed' : 'appeared');
    return this.mine(status, now);
  }

  @RpcHandler(RPC.venue.liveDelete, { actor: 'required' })
  async remove({ actor }: SignedInPayload): Promise<MyLiveStatus> {
    const previous = await this.store.get(actor.userId);
    await this.store.remove(actor.userId);
    if (previous) void this.signals.signal(actor.userId, [previous.status], 'left');
    return this.mine(null, Date.now());
  }

  @RpcHandler(RPC.venue.liveGet, { actor: 'required' })
  async get({ actor }: SignedInPayload): Promise<MyLiveStatus> {
    const now = Date.now();
    const current = await this.store.get(actor.userId);
    const fresh = current && isFresh(current.seen, now, this.config.LIVE_STALE_AFTER_MS) ? current.status : null;
    return this.mine(fresh, now);
  }

  @RpcHandler(RPC.venue.liveNearby, { actor: 'required', input: liveNearbyQuerySchema })
  async nearby({ actor, proximity, activities }: SignedInPayload<LiveNearbyQuery>): Promise<LiveNearbyResponse | RawJson<LiveNearbyResponse>> {
    const now = Date.now();

    const { me, passed: around, myCard, myVenue } = await this.visibleAround(actor.userId, proximity, now);
    if (!me) throw errors.notLive();
    const meSeeking = { gender: myCard?.gender ?? null, lookingFor: effectiveLookingFor(me.status, myCard) };
    const wanted = activities.length > 0 ? new Set(activities) : null;
    const passed = around.filter(
      ({ header, card }) => (!wanted || wanted.has(header.currentActivity)) && lookingForFits(meSeeking, { gender: card.gender, lookingFor: effectiveLookingFor(header, card) }),
    );
    if (passed.length === 0) return { count: 0, people: [] };
    // Only the page's statuses are parsed, once per text (LiveStatusStore: everyone else is judged on the value's head).
    const page = firstPage(actor.userId, passed, NEARBY_PAGE_SIZE).map((p) => ({ ...p, status: parseStatus(p.raw) }));
    const breakers = await this.iceBreakers.forPeople(
      { status: me.status, card: myCard ? { displayName: myCard.displayName, venueName: myVenue?.name ?? null, interestTags: myCard.interestTags } : null },
      page.map((p) => ({
        status: p.status,
        card: { displayName: p.card.displayName, venueName: p.venueJson ? (JSON.parse(p.venueJson) as LiveVenue).name : null, interestTags: p.card.interestTags },
      })),
    );
    return nearbyAnswer(
      passed.length,
      page.map(({ status, card, seen, distance }, i) => ({ status, card, seen, distance, iceBreakers: breakers[i]! })),
    );
  }

  /** People live around the caller (ids and shown distances), for matching's professional lists. */
  @RpcHandler(RPC.venue.liveAround, { actor: 'required' })
  async around({ actor }: SignedInPayload): Promise<LiveAroundResponse> {
    const { passed } = await this.visibleAround(actor.userId, PROXIMITY_MAX_METERS, Date.now());
    return { people: passed.map(({ userId, distance }) => ({ userId, distance })) };
  }

  /**
   * Are the caller and `userId` both live (fresh) with their cells within 500 m, in the shown
   * distance live discovery uses? Matching's reach rule asks it for a like or message request without a
   * shared venue; the exclusions (blocks, incognito) are matching's to apply. Answers only yes or no.
   */
  @RpcHandler(RPC.venue.liveWithin, { actor: 'required', input: liveWithinPayloadSchema })
  async within({ actor, userId }: SignedInPayload<{ userId?: unknown }>): Promise<{ within: boolean }> {
    if (typeof userId !== 'string' || !userId || userId === actor.userId) return { within: false };
    const [mine, theirs] = await Promise.all([this.store.get(actor.userId), this.store.get(userId)]);
    const now = Date.now();
    const fresh = (s: typeof mine): s is NonNullable<typeof mine> => s !== null && isFresh(s.seen, now, this.config.LIVE_STALE_AFTER_MS);
    if (!fresh(mine) || !fresh(theirs)) return { within: false };
    return { within: withinProximity(mine.status, theirs.status, REACH_MAX_METERS) };
  }

  /**
   * Everyone live within `proximity` of the viewer's cell whom the viewer may see at all: fresh, with a
   * card, not blocked either way, not incognito (unless they liked the viewer). One Redis round trip
   * (two beyond INLINE_LIMIT people; LiveStatusStore.nearby: statuses, cards, venues, blocks and likes) and
   * no SQL, except once per viewer to load their blocks and likes into Redis (the events keep them
   * current after that) and for cards missing from Redis. In or out is decided on the cells, in the
   * shown 25 m steps.
   */
  private async visibleAround(viewerId: string, proximity: number, now: number) {
    const freshAfter = now - this.config.LIVE_STALE_AFTER_MS;
    let read = await this.store.nearby(viewerId, proximity, freshAfter);
    if (read.kind === 'exclusions-missing') {
      const { blocked, likers } = await this.repository.exclusions(viewerId);
      await this.store.loadExclusions(viewerId, blocked, likers);
      read = await this.store.nearby(viewerId, proximity, freshAfter);
    }
    if (read.kind !== 'ok') return { me: null, passed: [], myCard: null, myVenue: null };
    const { me, around } = read;
    const distanceTo = distancesFrom(me.status);
    const cards = await this.missingCards(read.myCard ? around : [...around, { userId: viewerId, cardJson: null }]);
    const passed: Array<{ userId: string; header: StatusHeader; raw: string; seen: number; card: Readonly<LiveCard>; venueJson: string | null; distance: number }> = [];
    for (const { userId, header, raw, seen, cardJson, venueJson, likedMe } of around) {
      const distance = distanceTo(header);
      if (distance > proximity) continue;
      const card = cardJson ? parseCard(cardJson) : cards.get(userId);
      if (!card || (card.isIncognito && !likedMe)) continue;
      passed.push({ userId, header, raw, seen, card, venueJson, distance });
    }
    const myCard = read.myCard ?? cards.get(viewerId) ?? null;
    return { me, passed, myCard, myVenue: read.myVenue };
  }

  /**
   * Cards missing from Redis (someone live from before cards were kept there, or an expired key) are
   * read from SQL in one statement and stored beside the status, so the next query finds them.
   */
  private async missingCards(items: Array<Pick<AroundItem, 'userId' | 'cardJson'>>): Promise<Map<string, LiveCard>> {
    const missing = items.filter((item) => item.cardJson === null).map((item) => item.userId);
    if (missing.length === 0) return new Map();
    const cards = await this.repository.cards(missing);
    await Promise.all([...cards].map(([id, card]) => this.store.putCardIfLive(id, card)));
    return cards;
  }

  private mine(status: StoredStatus | null, now: number): MyLiveStatus {
    return myLiveStatus(status, now, this.config.LIVE_STALE_AFTER_MS);
  }
}
