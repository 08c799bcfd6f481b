import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUuid, type EventData, type EventEnvelope, type EventType } from '@converge/contracts';
import { OnEvent, READ_MODEL_GATHER_MS } from '@converge/platform';
import { LiveStatusStore, type LiveVenue } from './live-status.store.js';
import { LiveStatusRepository } from './live-status.repository.js';

type Event<T extends EventType> = EventEnvelope<T, EventData<T>>;

/**
 * Keeps what a nearby query needs beyond Redis: profile cards (identity's ProfileUpdated and
 * PrivacyChanged), blocks (safety's UserBlocked / UserUnblocked) and likes (matching's LikeCreated,
 * for incognito), in Postgres and, for blocks and likes, in each person's Redis sets the nearby script
 * reads (loaded from Postgres once per person, LiveStatusHandlers.visibleAround). The venue a person is
 * checked in at comes from this service's own CheckedIn / CheckInEnded (Redis only, for ice breakers). Each handler is idempotent. A suspended person leaves live discovery at once
 * (admin's UserSuspended; the gateway refuses their sessions, so they cannot go live again).
 * The Verified mark comes from identity's VerificationLevelChanged. A live person's card is also
 * kept in Redis beside their status: each card change rewrites it there (if they are live).
 */
@Injectable()
export class LiveStatusEvents {
  constructor(
    private readonly store: LiveStatusStore,
    private readonly repository: LiveStatusRepository,
  ) {}

  /** The card as this transaction sees it, into Redis when the person is live (no-op otherwise). */
  private async refreshCard(userId: string, manager: EntityManager) {
    const card = (await this.repository.cards([userId], manager)).get(userId) ?? null;
    await this.store.replaceCard(userId, card);
  }

  @OnEvent('ProfileUpdated', { name: 'live_profiles_on_profile' })
  async onProfile({ data }: Event<'ProfileUpdated'>, manager: EntityManager) {
    if (!isUuid(data.userId)) return;
    await this.repository.upsertProfile(manager, {
      userId: data.userId,
      displayName: data.displayName,
      age: data.age,
      photo: data.photos[0] ?? null,
      gender: data.gender,
      lookingFor: data.lookingFor,
      isIncognito: data.isIncognito,
      interestTags: data.interestTags ?? null,
    });
    await this.refreshCard(data.userId, manager);
  }

  @OnEvent('PrivacyChanged', { name: 'live_profiles_on_privacy' })
  async onPrivacy({ data }: Event<'PrivacyChanged'>, manager: EntityManager) {
    if (!isUuid(data.userId)) return;
    await this.repository.setIncognito(manager, data.userId, data.isIncognito);
    await this.refreshCard(data.userId, manager);
  }

  @OnEvent('UserBlocked', { name: 'live_blocks_on_block' })
  async onBlocked({ data }: Event<'UserBlocked'>, manager: EntityManager) {
    if (!isUuid(data.blockerId) || !isUuid(data.blockedId)) return;
    await this.repository.lockBlockPair(data.blockerId, data.blockedId, manager);
    await this.repository.addBlock(manager, data.blockerId, data.blockedId);
    await this.store.addBlock(data.blockerId, data.blockedId);
  }

  @OnEvent('UserUnblocked', { name: 'live_blocks_on_unblock' })
  async onUnblocked({ data }: Event<'UserUnblocked'>, manager: EntityManager) {
    if (!isUuid(data.blockerId) || !isUuid(data.blockedId)) return;
    await this.repository.lockBlockPair(data.blockerId, data.blockedId, manager);
    await this.repository.removeBlock(manager, data.blockerId, data.blockedId);
    if (!(await this.repository.blockedEitherWay(data.blockerId, data.blockedId, manager))) await this.store.removeBlock(data.blockerId, data.blockedId);
  }

  /**
   * ARCHITECTURE §4: incognito hides a person from live discovery except from people they liked.
   * Batched (one inbox transaction for the likes waiting): every like sets off one of these, and both
   * its writes are harmless to repeat (an insert that ignores a conflict, a set add).
   */
  @OnEvent('LikeCreated', { name: 'live_likes_on_like', batch: true })
  async onLiked({ data }: Event<'LikeCreated'>, manager: EntityManager) {
    if (!isUuid(data.fromUserId) || !isUuid(data.toUserId)) return;
    await this.repository.addLike(manager, data.fromUserId, data.toUserId);
    await this.store.addLike(data.fromUserId, data.toUserId);
  }

  /** The venue a person is checked in at (this service's own events): the ice breakers' shared venue. */
  /** A batch of check-ins: per person the last one still current (as applying them one at a time leaves). */
  @OnEvent('CheckedIn', { name: 'live_venue_on_check_in', batch: 'list', gatherMs: READ_MODEL_GATHER_MS })
  async onCheckedIn(events: Event<'CheckedIn'>[]) {
    const now = Date.now();
    const byPerson = new Map<string, { userId: string; venue: LiveVenue; expiresAtMs: number }>();
    const replaced: { userId: string; checkInId: string }[] = [];
    for (const { data } of events) {
      if (!isUuid(data.userId)) continue;
      // The check-in this one replaced (a CheckInEnded 'replaced' of its own before): it ends here.
      if (data.replaced) replaced.push({ userId: data.userId, checkInId: data.replaced.checkInId });
      const expiresAtMs = Date.parse(data.expiresAt);
      if (!data.venueName || expiresAtMs <= now) continue;
      byPerson.set(data.userId, { userId: data.userId, venue: { checkInId: data.checkInId, name: data.venueName }, expiresAtMs });
    }
    await this.store.putVenues([...byPerson.values()]);
    // A person whose new check-in was put has the replaced one overwritten; only the others need an end.
    const ends = replaced.filter(({ userId }) => !byPerson.has(userId));
    if (ends.length) await this.store.endVenues(ends);
  }

  @OnEvent('CheckInEnded', { name: 'live_venue_on_check_in_ended', batch: 'list', gatherMs: READ_MODEL_GATHER_MS })
  async onCheckInEnded(events: Event<'CheckInEnded'>[]) {
    await this.store.endVenues(events.map(({ data }) => data).filter((data) => isUuid(data.userId)));
  }

  /** The Verified mark (level basic or above); an older change never overwrites a newer one. */
  @OnEvent('VerificationLevelChanged', { name: 'live_profiles_on_verification' })
  async onVerification({ data }: Event<'VerificationLevelChanged'>, manager: EntityManager) {
    if (!isUuid(data.userId)) return;
    await this.repository.setVerified(manager, data.userId, data.isVerified, data.changedAt);
    await this.refreshCard(data.userId, manager);
  }

  @OnEvent('UserSuspended', { name: 'live_off_on_suspended' })
  async onSuspended({ data }: Event<'UserSuspended'>) {
    if (!isUuid(data.userId)) return;
    await this.store.remove(data.userId);
  }

  @OnEvent('UserDeleted', { name: 'live_erase_on_user_deleted' })
  async onDeleted({ data }: Event<'UserDeleted'>, manager: EntityManager) {
    if (!isUuid(data.userId)) return;
    await this.repository.erasePerson(manager, data.userId);
    await this.store.remove(data.userId);
    await this.store.forgetPerson(data.userId);
  }
}
