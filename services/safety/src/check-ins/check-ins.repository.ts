import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Language } from '@converge/contracts';
import { returnedRows } from '@converge/platform';
import type { CheckInRow, VenueSafetyContact } from './check-ins.rules.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NewCheckIn = Pick<
  CheckInRow,
  'id' | 'user_id' | 'due_at' | 'note' | 'match_id' | 'match_name' | 'match_photo' | 'own_photo' | 'venue_id' | 'venue_name' | 'meet_point' | 'meet_point_key'
>;

export interface PinRow {
  pin_hash: string;
  duress_hash: string;
  failed_attempts: number;
  last_failed_at: Date | null;
}

/** Check-ins, PINs and venues' safety contacts: all the SQL of "Check on me". */
@Injectable()
export class CheckInsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(c: NewCheckIn): Promise<CheckInRow> {
    const [row] = await this.dataSource.query(
      `INSERT INTO safety_check_ins (id, user_id, due_at, note, match_id, match_name, match_photo, own_photo, venue_id, venue_name, meet_point, meet_point_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
      [c.id, c.user_id, c.due_at, c.note, c.match_id, c.match_name, c.match_photo, c.own_photo, c.venue_id, c.venue_name, c.meet_point, c.meet_point_key],
    );
    return row;
  }

  /** The person's own, newest first (the last 50 are plenty for the Safety Center). */
  listOwn(userId: string): Promise<CheckInRow[]> {
    return this.dataSource.query('SELECT * FROM safety_check_ins WHERE user_id = $1 ORDER BY due_at DESC LIMIT 50', [userId]);
  }

  /** One of the person's own, locked for the answer (null for anyone else's or an unknown id). */
  async ownedForUpdate(manager: EntityManager, userId: string, id: string): Promise<CheckInRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await manager.query('SELECT * FROM safety_check_ins WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId]);
    return row ?? null;
  }

  async setStatus(manager: EntityManager, id: string, set: { status: CheckInRow['status']; answered?: boolean; duress?: boolean; stoodDown?: boolean }): Promise<CheckInRow> {
    const [row] = returnedRows<CheckInRow>(
      await manager.query(
        `UPDATE safety_check_ins SET status = $2,
           answered_at = CASE WHEN $3::boolean THEN COALESCE(answered_at, now()) ELSE answered_at END,
           duress = duress OR $4::boolean,
           stood_down_at = CASE WHEN $5::boolean THEN now() ELSE stood_down_at END
         WHERE id = $1 RETURNING *`,
        [id, set.status, set.answered ?? false, set.duress ?? false, set.stoodDown ?? false],
      ),
    );
    return row!;
  }

  /**
   * Check-ins whose time came and that nobody answered: 'scheduled' → 'due' (one by id for its job,
   * or every one for the sweeper). Conditional, so the job and the sweeper tell the person once.
   */
  async markDue(manager: EntityManager, id: string | null): Promise<Array<Pick<CheckInRow, 'id' | 'user_id' | 'due_at'>>> {
    return returnedRows(
      await manager.query(
        `UPDATE safety_check_ins SET status = 'due' WHERE id IN (
           SELECT id FROM safety_check_ins WHERE status = 'scheduled' AND due_at <= now() AND ($1::uuid IS NULL OR id = $1::uuid)
           ORDER BY due_at LIMIT 500 FOR UPDATE SKIP LOCKED)
         RETURNING id, user_id, due_at`,
        [id],
      ),
    );
  }

  /**
   * Claims unanswered check-ins whose grace is over ('scheduled' too: a due step lost with Redis must
   * not delay the escalation). The row lock and the status change make each escalate exactly once.
   */
  async claimOverdue(manager: EntityManager, id: string | null, graceSeconds: number, limit: number): Promise<CheckInRow[]> {
    return returnedRows(
      await manager.query(
        `UPDATE safety_check_ins SET status = 'escalated', escalated_at = now() WHERE id IN (
           SELECT id FROM safety_check_ins
           WHERE status IN ('scheduled', 'due') AND due_at + make_interval(secs => $2) <= now() AND ($1::uuid IS NULL OR id = $1::uuid)
           ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [id, graceSeconds, limit],
      ),
    );
  }

  /** The duress PIN: escalated at once (the caller holds the row lock). */
  async escalateNow(manager: EntityManager, id: string): Promise<CheckInRow> {
    const [row] = returnedRows<CheckInRow>(
      await manager.query(`UPDATE safety_check_ins SET status = 'escalated', duress = true, escalated_at = now(), answered_at = now() WHERE id = $1 RETURNING *`, [id]),
    );
    return row!;
  }

  async setShare(manager: EntityManager, id: string, shareId: string): Promise<void> {
    await manager.query('UPDATE safety_check_ins SET share_id = $2 WHERE id = $1', [id, shareId]);
  }

  /** The meet point of the person's meeting under way, else of their latest open check-in (venue staff look there). */
  async currentMeetPoint(manager: EntityManager, userId: string): Promise<string | null> {
    const [meeting] = await manager.query(
      `SELECT meet_point FROM meeting_sessions WHERE (user_a_id = $1 OR user_b_id = $1) AND sharing_disabled_at IS NULL ORDER BY started_at DESC LIMIT 1`,
      [userId],
    );
    if (meeting) return meeting.meet_point;
    const [checkIn] = await manager.query(
      `SELECT meet_point FROM safety_check_ins WHERE user_id = $1 AND meet_point IS NOT NULL AND status IN ('scheduled', 'due', 'escalated') ORDER BY due_at DESC LIMIT 1`,
      [userId],
    );
    return checkIn?.meet_point ?? null;
  }

  /** The person's main photo as their latest match-attached check-in knew it (for venue staff). */
  async latestOwnPhoto(manager: EntityManager, userId: string): Promise<string | null> {
    const [row] = await manager.query('SELECT own_photo FROM safety_check_ins WHERE user_id = $1 AND own_photo IS NOT NULL ORDER BY created_at DESC LIMIT 1', [userId]);
    return row?.own_photo ?? null;
  }

  // ---- PINs ----

  async pin(userId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<PinRow | null> {
    const [row] = await manager.query(`SELECT pin_hash, duress_hash, failed_attempts, last_failed_at FROM safety_pins WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`, [userId]);
    return row ?? null;
  }

  async setPin(userId: string, pinHash: string, duressHash: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO safety_pins (user_id, pin_hash, duress_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, duress_hash = EXCLUDED.duress_hash, failed_attempts = 0, last_failed_at = NULL, updated_at = now()`,
      [userId, pinHash, duressHash],
    );
  }

  /** Counted outside the answer's transaction, so a refused answer still counts. */
  async recordWrongPin(userId: string): Promise<void> {
    await this.dataSource.query('UPDATE safety_pins SET failed_attempts = failed_attempts + 1, last_failed_at = now() WHERE user_id = $1', [userId]);
  }

  async resetWrongPins(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('UPDATE safety_pins SET failed_attempts = 0, last_failed_at = NULL WHERE user_id = $1 AND failed_attempts > 0', [userId]);
  }

  // ---- venues' safety contacts (read model) ----

  async setVenueContact(
    manager: EntityManager,
    venueId: string,
    venueName: string,
    contact: { email: string | null; phone: string | null; hours: string | null } | null,
    language: Language,
  ) {
    if (!contact || (!contact.email && !contact.phone)) {
      await manager.query('DELETE FROM venue_safety_contacts WHERE venue_id = $1', [venueId]);
      return;
    }
    await manager.query(
      `INSERT INTO venue_safety_contacts (venue_id, venue_name, email, phone, hours, language) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (venue_id) DO UPDATE SET venue_name = EXCLUDED.venue_name, email = EXCLUDED.email, phone = EXCLUDED.phone, hours = EXCLUDED.hours,
         language = EXCLUDED.language, updated_at = now()`,
      [venueId, venueName, contact.email, contact.phone, contact.hours, language],
    );
  }

  async venueContact(manager: EntityManager, venueId: string | null): Promise<VenueSafetyContact | null> {
    if (!venueId) return null;
    const [row] = await manager.query('SELECT venue_name, email, phone, language FROM venue_safety_contacts WHERE venue_id = $1', [venueId]);
    return row ? { venueName: row.venue_name, email: row.email, phone: row.phone, language: row.language } : null;
  }
}
