import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The role columns of the users table and the moderation state identity enforces. */
@Injectable()
export class RolesRepository {
  async lockUser(manager: EntityManager, userId: string): Promise<{ email: string; role: string; is_business_admin: boolean } | undefined> {
    const rows: Array<{ email: string; role: string; is_business_admin: boolean }> = await manager.query('SELECT email, role, is_business_admin FROM users WHERE id = $1 FOR UPDATE', [
      userId,
    ]);
    return rows[0];
  }

  async setBusinessAdmin(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('UPDATE users SET is_business_admin = true WHERE id = $1', [userId]);
  }

  /** The stored platform role (never the caller's claim). */
  async roleOf(manager: EntityManager, userId: string): Promise<string | undefined> {
    const rows: Array<{ role: string }> = await manager.query('SELECT role FROM users WHERE id = $1', [userId]);
    return rows[0]?.role;
  }

  async setRole(manager: EntityManager, userId: string, role: string): Promise<void> {
    await manager.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
  }

  /** A decision older than the one already applied (out-of-order delivery) changes nothing. */
  async suspend(manager: EntityManager, userId: string, until: string | null, banned: boolean, decidedAt: string): Promise<void> {
    await manager.query(
      `UPDATE users SET suspended_until = $2, banned_at = CASE WHEN $3 THEN $4::timestamptz ELSE banned_at END, moderation_changed_at = $4
        WHERE id = $1 AND (moderation_changed_at IS NULL OR moderation_changed_at <= $4)`,
      [userId, until, banned, decidedAt],
    );
  }

  async reinstate(manager: EntityManager, userId: string, decidedAt: string): Promise<void> {
    await manager.query(
      `UPDATE users SET suspended_until = NULL, banned_at = NULL, moderation_changed_at = $2
        WHERE id = $1 AND (moderation_changed_at IS NULL OR moderation_changed_at <= $2)`,
      [userId, decidedAt],
    );
  }
}
