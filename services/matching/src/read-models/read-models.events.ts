import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { preference } from './looking-for.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

/**
 * Keeps the local copies discovery reads in one query: who is checked in where, the profile cards,
 * (blocks: blocks/blocks.events.ts). Each handler is idempotent and tolerates out-of-order delivery.
 */
@Injectable()
export class ReadModelHandlers {
  @OnEvent('CheckedIn', { name: 'checkins_on_created', batch: true })
  async onCheckedIn({ data }: Event<'CheckedIn'>, manager: EntityManager) {
    // A late, older check-in must not replace a newer one: keep the later expiry.
    await manager.query(
      `INSERT INTO active_checkins (user_id, venue_id, check_in_id, expires_at, mode) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET venue_id = EXCLUDED.venue_id, check_in_id = EXCLUDED.check_in_id,
         expires_at = EXCLUDED.expires_at, mode = EXCLUDED.mode, checked_in_at = now()
       WHERE active_checkins.expires_at <= EXCLUDED.expires_at`,
      [data.userId, data.venueId, data.checkInId, data.expiresAt, data.mode ?? 'dating'],
    );
    await manager.query(
      `INSERT INTO venues (venue_id, name) VALUES ($1, $2)
       ON CONFLICT (venue_id) DO UPDATE SET name = COALESCE(EXCLUDED.name, venues.name)`,
      [data.venueId, data.venueName ?? null],
    );
  }

  @OnEvent('CheckInEnded', { name: 'checkins_on_ended', batch: true })
  async onCheckInEnded({ data }: Event<'CheckInEnded'>, manager: EntityManager) {
    await manager.query('DELETE FROM active_checkins WHERE user_id = $1 AND check_in_id = $2', [data.userId, data.checkInId]);
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
