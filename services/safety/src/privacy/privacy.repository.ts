import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventPublisher, returnedRows } from '@converge/platform';
import { checkInView } from '../check-ins/check-ins.rules.js';
import type { CheckInRow } from '../check-ins/check-ins.rules.js';

/** Every safety row about one person: what export shows and what deletion erases. */
@Injectable()
export class PrivacyRepository {
  constructor(private readonly events: EventPublisher) {}

  /**
   * A duress PIN's share is left out and a check-in answered with it reads as safe (the owner's own
   * view): an export may be asked for by whoever holds the phone, and the duress answer must read as
   * "I'm safe" everywhere the person (or they) can look. The PIN itself is only said to exist.
   */
  async export(manager: EntityManager, userId: string) {
    const q = (sql: string) => manager.query(sql, [userId]);
    const [blocks, reports, contacts, shares, emergencies, meetings, datePlans, hiddenWords, checkIns, pins] = await Promise.all([
      q('SELECT blocked_id AS "userId", created_at AS "blockedAt" FROM blocks WHERE blocker_id = $1 ORDER BY created_at'),
      q(`SELECT id, reported_user_id AS "reportedUserId", reason, description, also_blocked AS "alsoBlocked", created_at AS "createdAt"
           FROM reports WHERE reporter_id = $1 ORDER BY created_at`),
      q('SELECT id, name, phone, email, created_at AS "createdAt" FROM trusted_contacts WHERE user_id = $1 ORDER BY created_at'),
      q(`SELECT id, kind, recipient_name AS "recipientName", recipient_phone AS "recipientPhone", recipient_email AS "recipientEmail",
                matched_with_name AS "matchedWithName", location, venue_name AS "venueName", latitude, longitude, message,
                created_at AS "createdAt", updated_at AS "updatedAt", expires_at AS "expiresAt", ended_at AS "endedAt", ended_reason AS "endedReason"
           FROM location_shares WHERE user_id = $1 AND kind <> 'duress' ORDER BY created_at`),
      q(`SELECT id, activated_at AS "activatedAt", location, client_timestamp AS "clientTimestamp", user_agent AS "userAgent",
                latitude, longitude, venue_name AS "venueName", contacts_to_notify AS "contactsNotified"
           FROM emergencies WHERE user_id = $1 ORDER BY activated_at`),
      q(`SELECT id AS "sessionId", match_id AS "matchId", CASE WHEN user_a_id = $1 THEN user_b_id ELSE user_a_id END AS "partnerId",
                meet_point AS "meetPoint", status, started_at AS "startedAt", ended_at AS "endedAt", keep_location_sharing AS "keepLocationSharing",
                sharing_disabled_at AS "sharingDisabledAt"
           FROM meeting_sessions WHERE user_a_id = $1 OR user_b_id = $1 ORDER BY started_at`),
      // The plans the person shared (what the public page showed of their date), not plans others made about them.
      q(`SELECT id, match_id AS "matchId", first_name AS "firstName", age, photo_url AS "photoUrl", venue_name AS "venueName",
                venue_address AS "venueAddress", starts_at AS "startsAt", note, created_at AS "createdAt", expires_at AS "expiresAt",
                sent_at AS "sentAt", revoked_at AS "revokedAt", revoked_reason AS "revokedReason"
           FROM date_plans WHERE user_id = $1 ORDER BY created_at`),
      q('SELECT words, updated_at AS "updatedAt" FROM hidden_words WHERE user_id = $1'),
      q('SELECT * FROM safety_check_ins WHERE user_id = $1 ORDER BY due_at') as Promise<CheckInRow[]>,
      q('SELECT 1 FROM safety_pins WHERE user_id = $1'),
    ]);
    return {
      blocks,
      reportsMade: reports,
      trustedContacts: contacts,
      locationShares: shares,
      emergencies,
      meetingSessions: meetings,
      datePlans,
      hiddenWords: hiddenWords[0]?.words ?? [],
      checkIns: checkIns.map(checkInView),
      safetyPinSet: pins.length > 0,
    };
  }

  /** Erases the person everywhere in safety; returns how many rows went (0 the second time). */
  async erase(manager: EntityManager, userId: string): Promise<number> {
    // Live shares end first, so whoever watches a share page sees it end (the rows go just after).
    const live = returnedRows<{ id: string }>(
      await manager.query(`UPDATE location_shares SET ended_at = now(), ended_reason = 'stopped' WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now() RETURNING id`, [userId]),
    );
    for (const { id } of live) await this.events.publish(manager, 'LocationShareExpired', { shareId: id, userId, reason: 'stopped' });
    const statements = [
      'DELETE FROM outgoing_messages WHERE user_id = $1',
      'DELETE FROM location_shares WHERE user_id = $1 OR matched_with_id = $1',
      'DELETE FROM date_plans WHERE user_id = $1 OR match_user_id = $1',
      'DELETE FROM hidden_words WHERE user_id = $1',
      'DELETE FROM emergencies WHERE user_id = $1',
      'DELETE FROM trusted_contacts WHERE user_id = $1',
      'DELETE FROM reports WHERE reporter_id = $1 OR reported_user_id = $1',
      'DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1',
      'DELETE FROM meeting_sessions WHERE user_a_id = $1::text OR user_b_id = $1::text',
      'DELETE FROM current_checkins WHERE user_id = $1',
      'DELETE FROM safety_check_ins WHERE user_id = $1',
      'DELETE FROM safety_pins WHERE user_id = $1',
      'DELETE FROM user_names WHERE user_id = $1',
      'DELETE FROM user_languages WHERE user_id = $1',
    ];
    let count = 0;
    for (const sql of statements) {
      const result = await manager.query(sql, [userId]);
      count += Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
    }
    return count;
  }
}
