import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '@converge/platform';
import { lockPerson } from '../person-lock.js';

export interface DatePlanRow {
  id: string;
  user_id: string;
  match_id: string;
  match_user_id: string;
  token: string;
  /** null: the match had no name. */
  first_name: string | null;
  age: number | null;
  photo_url: string | null;
  venue_name: string | null;
  venue_address: string | null;
  starts_at: Date;
  note: string | null;
  created_at: Date;
  expires_at: Date;
  sent_at: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export type NewDatePlan = Omit<DatePlanRow, 'created_at' | 'sent_at' | 'revoked_at' | 'revoked_reason'>;

/** Either of the two blocked the other (safety owns blocks, so this is read here, never asked). */
const PAIR_BLOCKED = `EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = p.user_id AND b.blocked_id = p.match_user_id) OR (b.blocker_id = p.match_user_id AND b.blocked_id = p.user_id))`;

@Injectable()
export class DatePlansRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Plans that still work, counted under a per-person lock (the limit cannot be raced). */
  async lockAndCountActive(manager: EntityManager, userId: string): Promise<number> {
    await manager.query(...lockPerson(userId, 'date-plans'));
    const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM date_plans WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()', [userId]);
    return count;
  }

  async pairBlocked(manager: EntityManager, userId: string, otherId: string): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM (SELECT $1::uuid AS user_id, $2::uuid AS match_user_id) p WHERE ${PAIR_BLOCKED}`, [userId, otherId]);
    return rows.length > 0;
  }

  async insert(manager: EntityManager, p: NewDatePlan): Promise<DatePlanRow> {
    const [row] = await manager.query(
      `INSERT INTO date_plans (id, user_id, match_id, match_user_id, token, first_name, age, photo_url, venue_name, venue_address, starts_at, note, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
      [p.id, p.user_id, p.match_id, p.match_user_id, p.token, p.first_name, p.age, p.photo_url, p.venue_name, p.venue_address, p.starts_at, p.note, p.expires_at],
    );
    return row;
  }

  active(userId: string): Promise<DatePlanRow[]> {
    return this.dataSource.query(`SELECT p.* FROM date_plans p WHERE p.user_id = $1 AND p.revoked_at IS NULL AND p.expires_at > now() AND NOT ${PAIR_BLOCKED} ORDER BY p.starts_at, p.id`, [
      userId,
    ]);
  }

  /** The caller's plan (locked when inside a transaction), or null for anyone else's. */
  async owned(userId: string, id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<(DatePlanRow & { blocked: boolean }) | null> {
    const [row] = await manager.query(`SELECT p.*, ${PAIR_BLOCKED} AS blocked FROM date_plans p WHERE p.id = $1 AND p.user_id = $2${lock ? ' FOR UPDATE OF p' : ''}`, [id, userId]);
    return row ?? null;
  }

  /** The public page's row; `blocked` makes a block end the page at once, before its event is consumed. */
  async byToken(token: string): Promise<(DatePlanRow & { blocked: boolean }) | null> {
    const [row] = await this.dataSource.query(`SELECT p.*, ${PAIR_BLOCKED} AS blocked FROM date_plans p WHERE p.token = $1`, [token]);
    return row ?? null;
  }

  /** Revokes the caller's plan; false when it had already ended (or is not theirs). */
  async revoke(userId: string, id: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.dataSource.query(`UPDATE date_plans SET revoked_at = now(), revoked_reason = 'revoked' WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`, [id, userId]),
    );
    return rows.length > 0;
  }

  /** A block between the two revokes every plan either made about the other (idempotent). */
  async revokeForPair(manager: EntityManager, a: string, b: string): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await manager.query(
        `UPDATE date_plans SET revoked_at = now(), revoked_reason = 'blocked'
         WHERE revoked_at IS NULL AND ((user_id = $1 AND match_user_id = $2) OR (user_id = $2 AND match_user_id = $1)) RETURNING id`,
        [a, b],
      ),
    );
    return rows.length;
  }

  async markSent(manager: EntityManager, id: string) {
    await manager.query('UPDATE date_plans SET sent_at = now() WHERE id = $1', [id]);
  }
}
