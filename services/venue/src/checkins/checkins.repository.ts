import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Presence } from '@converge/contracts';
import { NamedSql, returnedRows } from '@converge/platform';
import { CHECK_IN_FUNCTION_V3 } from './check-in-function.js';
import type { VenueRow } from '../venues/venues.repository.js';
import type { EndReason } from './checkins.rules.js';

export interface CheckInRow {
  id: string;
  user_id: string;
  venue_id: string;
  started_at: Date;
  expires_at: Date;
  mode?: 'dating' | 'professional';
}

export type ActiveCheckInRow = VenueRow & { check_in_id: string; started_at: Date; expires_at: Date; mode: 'dating' | 'professional'; presence: Presence | null };

/** A check-in, the end of the previous one and its event in one call (see check-in-function.ts). */
const CHECK_IN = new NamedSql(`${CHECK_IN_FUNCTION_V3}_call`, `SELECT * FROM ${CHECK_IN_FUNCTION_V3}(${Array.from({ length: 14 }, (_, i) => `$${i + 1}`).join(', ')})`);

/** What one check-in call wrote: the new row's times, the check-in it replaced (if any), the stored event. */
export interface CheckInCallResult {
  started_at: Date;
  expires_at: Date;
  replaced_id: string | null;
  checked_in_event: unknown;
}

/** How many overdue check-ins one sweeper transaction ends. */
export const EXPIRY_BATCH = 500;

/**
 * The SQL of check-ins. One active check-in per person (a partial unique index); every end is one
 * conditional UPDATE, so each check-in ends exactly once whichever path (new check-in, check-out,
 * job, sweeper, account event) gets there first.
 */
@Injectable()
export class CheckInsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Checks the person in, ending their previous check-in (replaced), with CheckedIn (naming the one it
   * replaced) in the outbox: one statement, serialised per person by the function's lock. Undefined, with
   * nothing written, when the venue is no longer active or no longer the row `venueFingerprint` was
   * read from.
   */
  async checkIn(
    row: { id: string; userId: string; venueId: string; presence: Presence; startedAt: Date; expiresAt: Date; mode: 'dating' | 'professional' },
    venueFingerprint: string,
    checkedInEvent: unknown[],
  ): Promise<CheckInCallResult | undefined> {
    const [result]: CheckInCallResult[] = await this.dataSource.query(CHECK_IN.query, [
      row.userId,
      row.id,
      row.venueId,
      row.presence,
      row.startedAt,
      row.expiresAt,
      row.mode,
      ...checkedInEvent,
      venueFingerprint,
    ]);
    return result;
  }

  /** The person's active check-in (not ended, not past its expiry) with its venue, if any. */
  async active(userId: string): Promise<ActiveCheckInRow | undefined> {
    const rows: ActiveCheckInRow[] = await this.dataSource.query(
      `SELECT c.id AS check_in_id, c.started_at, c.expires_at, c.mode, c.presence, v.id, v.name, v.address, v.meet_points, v.latitude, v.longitude, v.time_zone, v.country
         FROM check_ins c JOIN venues v ON v.id = c.venue_id
        WHERE c.user_id = $1 AND c.ended_at IS NULL AND c.expires_at > now()`,
      [userId],
    );
    return rows[0];
  }

  /** Ends the person's active check-in (if any) for `reason`; the rows ended. */
  async endActive(manager: EntityManager, userId: string, reason: EndReason): Promise<CheckInRow[]> {
    return returnedRows<CheckInRow>(
      await manager.query(
        `UPDATE check_ins SET ended_at = now(), end_reason = $2
        WHERE user_id = $1 AND ended_at IS NULL
        RETURNING id, user_id, venue_id, mode`,
        [userId, reason],
      ),
    );
  }

  /** Ends one check-in if it is still active and overdue (a late or duplicate expiry job ends nothing). */
  async expireOne(manager: EntityManager, checkInId: string): Promise<CheckInRow[]> {
    return returnedRows<CheckInRow>(
      await manager.query(
        `UPDATE check_ins SET ended_at = now(), end_reason = 'expired'
        WHERE id = $1 AND ended_at IS NULL AND expires_at <= now()
        RETURNING id, user_id, venue_id, mode`,
        [checkInId],
      ),
    );
  }

  /** Ends up to EXPIRY_BATCH overdue check-ins; SKIP LOCKED lets replicas sweep side by side. */
  async expireOverdue(manager: EntityManager): Promise<CheckInRow[]> {
    return returnedRows<CheckInRow>(
      await manager.query(
        `UPDATE check_ins SET ended_at = now(), end_reason = 'expired'
        WHERE id IN (SELECT id FROM check_ins WHERE ended_at IS NULL AND expires_at <= now()
                      ORDER BY expires_at LIMIT ${EXPIRY_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, user_id, venue_id, mode`,
      ),
    );
  }

  /** A deleted account leaves no check-in history. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM check_ins WHERE user_id = $1', [userId]);
  }
}
