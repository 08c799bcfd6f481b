import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent, READ_MODEL_GATHER_MS } from '@converge/platform';
import { preference } from './looking-for.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

/**
 * Keeps the local copies discovery reads in one query: who is checked in where, the profile cards,
 * (blocks: blocks/blocks.events.ts). Each handler is idempotent and tolerates out-of-order delivery.
 */
@Injectable()
export class ReadModelHandlers {
  /**
   * A batch of check-ins in one statement. Applied one at a time, each replaces a person's row only if
   * it expires no earlier, and each venue keeps its last name given: so per person the check-in with the
   * latest expiry (the later one on a tie), per venue the last name, as the list is in stream order.
   */
  @OnEvent('CheckedIn', { name: 'checkins_on_created', batch: 'list', gatherMs: READ_MODEL_GATHER_MS })
  async onCheckedIn(events: Event<'CheckedIn'>[], manager: EntityManager) {
    const byPerson = new Map<string, EventData<'CheckedIn'>>();
    const venueNames = new Map<string, string | null>();
    for (const { data } of events) {
      const kept = byPerson.get(data.userId);
      if (!kept || Date.parse(kept.expiresAt) <= Date.parse(data.expiresAt)) byPerson.set(data.userId, data);
      if (data.venueName !== undefined) venueNames.set(data.venueId, data.venueName);
      else if (!venueNames.has(data.venueId)) venueNames.set(data.venueId, null);
    }
    const checkIns = [...byPerson.values()];
    // A late, older check-in must not replace a newer one: keep the later expiry.
    await manager.query(
      `WITH checked_in AS (
         INSERT INTO active_checkins (user_id, venue_id, check_in_id, expires_at, mode)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::text[])
         ON CONFLICT (user_id) DO UPDATE SET venue_id = EXCLUDED.venue_id, check_in_id = EXCLUDED.check_in_id,
           expires_at = EXCLUDED.expires_at, mode = EXCLUDED.mode, checked_in_at = now()
         WHERE active_checkins.expires_at <= EXCLUDED.expires_at),
       named AS (
         INSERT INTO venues (venue_id, name) SELECT * FROM unnest($6::text[], $7::text[])
         ON CONFLICT (venue_id) DO UPDATE SET name = COALESCE(EXCLUDED.name, venues.name))
       SELECT 1`,
      [
        checkIns.map((c) => c.userId),
        checkIns.map((c) => c.venueId),
        checkIns.map((c) => c.checkInId),
        checkIns.map((c) => c.expiresAt),
        checkIns.map((c) => c.mode ?? 'dating'),
        [...venueNames.keys()],
        [...venueNames.values()],
      ],
    );
  }

  /** A batch of ends: each removes the person's row only while it is still that check-in. */
  @OnEvent('CheckInEnded', { name: 'checkins_on_ended', batch: 'list', gatherMs: READ_MODEL_GATHER_MS })
  async onCheckInEnded(events: Event<'CheckInEnded'>[], manager: EntityManager) {
    await manager.query(
      `DELETE FROM active_checkins a USING unnest($1::text[], $2::text[]) AS ended(user_id, check_in_id)
        WHERE a.user_id = ended.user_id AND a.check_in_id = ended.check_in_id`,
      [events.map((e) => e.data.userId), events.map((e) => e.data.checkInId)],
    );
  }

  @OnEvent('ProfileUpdated', { name: 'cards_on_profile' })
  async onProfile({ data }: Event<'ProfileUpdated'>, manager: EntityManager) {
    const pref = preference(data.gender, data.lookingFor);
    await manager.query(
      `INSERT INTO profile_cards (user_id, display_name, age, bio, photos, gender_key, wants_any, wants, is_incognito, interest_tags, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10::text[], '{}'), now())
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, age = EXCLUDED.age, bio = EXCLUDED.bio,
         photos = EXCLUDED.photos, gender_key = EXCLUDED.gender_key, wants_any = EXCLUDED.wants_any, wants = EXCLUDED.wants,
         is_incognito = EXCLUDED.is_incognito, updated_at = now(),
         interest_tags = COALESCE($10::text[], profile_cards.interest_tags)`,
      // interestTags absent (an older producer) keeps what the card had.
      [data.userId, data.displayName, data.age, data.bio ?? '', JSON.stringify(data.photos ?? []), pref.genderKey, pref.wantsAny, pref.wants, data.isIncognito, data.interestTags ?? null],
    );
  }

  @OnEvent('PrivacyChanged', { name: 'cards_on_privacy' })
  async onPrivacy({ data }: Event<'PrivacyChanged'>, manager: EntityManager) {
    await manager.query('UPDATE profile_cards SET is_incognito = $2, updated_at = now() WHERE user_id = $1', [data.userId, data.isIncognito]);
  }

  @OnEvent('UserDeleted', { name: 'erase_on_user_deleted' })
  async onDeleted({ data }: Event<'UserDeleted'>, manager: EntityManager) {
    const id = data.userId;
    await manager.query('DELETE FROM active_checkins WHERE user_id = $1', [id]);
    await manager.query('DELETE FROM profile_cards WHERE user_id = $1', [id]);
    await manager.query('DELETE FROM likes WHERE from_user_id = $1 OR to_user_id = $1', [id]);
    await manager.query('DELETE FROM passes WHERE from_user_id = $1 OR to_user_id = $1', [id]);
    await manager.query('DELETE FROM matches WHERE user_a_id = $1 OR user_b_id = $1', [id]);
    await manager.query('DELETE FROM exclusions WHERE user_id = $1 OR other_user_id = $1', [id]);
    await manager.query('DELETE FROM discovery_filters WHERE user_id = $1', [id]);
  }
}
