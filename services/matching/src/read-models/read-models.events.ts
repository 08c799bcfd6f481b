import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent, READ_MODEL_GATHER_MS, type StatementInbox } from '@converge/platform';
import { preference } from './looking-for.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

/**
 * Keeps the local copies discovery reads in one query: who is checked in where, the profile cards,
 * (blocks: blocks/blocks.events.ts). Each handler is idempotent and tolerates out-of-order delivery.
 */
@Injectable()
export class ReadModelHandlers {
  /**
   * A batch of check-ins in one statement, the inbox's included (batch 'statement'). Applied one at a
   * time, each replaces a person's row only if it expires no earlier, and each venue keeps its last name
   * given: so per person the check-in with the latest expiry (the later one on a tie), per venue the last
   * name, as the list is in stream order. A check-in's `replaced` (once a CheckInEnded 'replaced' of its
   * own) is the person's row, which the new one overwrites whatever that row's expiry.
   */
  @OnEvent('CheckedIn', { name: 'checkins_on_created', batch: 'statement', gatherMs: READ_MODEL_GATHER_MS })
  async onCheckedIn(events: Event<'CheckedIn'>[], manager: EntityManager, inbox: StatementInbox) {
    await manager.query(
      `WITH fresh AS (${inbox.sql(1)}),
       checked_in AS (
         SELECT e.* FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::text[], $9::text[], $10::text[])
           WITH ORDINALITY AS e(event_id, user_id, venue_id, check_in_id, expires_at, mode, venue_name, replaced_id, ord)
          WHERE e.event_id IN (SELECT event_id FROM fresh)),
       -- A check-in that a later one of the batch replaced is not a candidate, whatever its expiry.
       current AS (SELECT * FROM checked_in c WHERE NOT EXISTS (SELECT 1 FROM checked_in r WHERE r.replaced_id = c.check_in_id)),
       latest AS (SELECT DISTINCT ON (user_id) * FROM current ORDER BY user_id, expires_at DESC, ord DESC),
       stored AS (
         INSERT INTO active_checkins AS a (user_id, venue_id, check_in_id, expires_at, mode)
         SELECT user_id, venue_id, check_in_id, expires_at, mode FROM latest
         ON CONFLICT (user_id) DO UPDATE SET venue_id = EXCLUDED.venue_id, check_in_id = EXCLUDED.check_in_id,
           expires_at = EXCLUDED.expires_at, mode = EXCLUDED.mode, checked_in_at = now()
         -- A late, older check-in must not replace a newer one: keep the later expiry.
         WHERE a.expires_at <= EXCLUDED.expires_at
            OR a.check_in_id = (SELECT l.replaced_id FROM latest l WHERE l.user_id = EXCLUDED.user_id)),
       named AS (
         INSERT INTO venues (venue_id, name)
         SELECT DISTINCT ON (venue_id) venue_id, venue_name FROM checked_in ORDER BY venue_id, (venue_name IS NOT NULL) DESC, ord DESC
         ON CONFLICT (venue_id) DO UPDATE SET name = COALESCE(EXCLUDED.name, venues.name))
       SELECT 1`,
      [
        ...inbox.values,
        events.map((e) => e.id),
        events.map((e) => e.data.userId),
        events.map((e) => e.data.venueId),
        events.map((e) => e.data.checkInId),
        events.map((e) => e.data.expiresAt),
        events.map((e) => e.data.mode ?? 'dating'),
        events.map((e) => e.data.venueName ?? null),
        events.map((e) => e.data.replaced?.checkInId ?? null),
      ],
    );
  }

  /** A batch of ends in one statement, the inbox's included: each removes the person's row only while it is still that check-in. */
  @OnEvent('CheckInEnded', { name: 'checkins_on_ended', batch: 'statement', gatherMs: READ_MODEL_GATHER_MS })
  async onCheckInEnded(events: Event<'CheckInEnded'>[], manager: EntityManager, inbox: StatementInbox) {
    await manager.query(
      `WITH fresh AS (${inbox.sql(1)})
       DELETE FROM active_checkins a USING unnest($3::uuid[], $4::text[], $5::text[]) AS ended(event_id, user_id, check_in_id)
        WHERE ended.event_id IN (SELECT event_id FROM fresh) AND a.user_id = ended.user_id AND a.check_in_id = ended.check_in_id`,
      [...inbox.values, events.map((e) => e.id), events.map((e) => e.data.userId), events.map((e) => e.data.checkInId)],
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
