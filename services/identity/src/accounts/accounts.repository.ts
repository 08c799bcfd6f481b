import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventData, Language, UserView } from '@converge/contracts';
import { returnedRows } from '@converge/platform';
import { toCard, toUserView, type UserViewRow } from './user-views.js';

type Queryable = Pick<EntityManager, 'query'>;

export interface SignInRow {
  id: string;
  email: string;
  password_hash: string;
  role: string;
  suspended_until: Date | null;
  banned_at: Date | null;
}

export interface GateRow {
  role: string;
  is_business_admin: boolean;
  age_verified: boolean;
  has_profile: boolean;
  suspended_until: Date | null;
  banned_at: Date | null;
}

/** The users table: accounts, sign-in, the gate's read, the user view and the sign-in failure count. */
@Injectable()
export class AccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The new account's creation time, or null when the email is taken. */
  async insertUser(manager: EntityManager, user: { id: string; email: string; passwordHash: string; role: string; language: Language }): Promise<string | null> {
    const inserted: Array<{ created_at: Date }> = await manager.query(
      `INSERT INTO users (id, email, password_hash, role, language, last_sign_in_at) VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (email) DO NOTHING RETURNING created_at`,
      [user.id, user.email, user.passwordHash, user.role, user.language],
    );
    return inserted.length ? new Date(inserted[0].created_at).toISOString() : null;
  }

  async forSignIn(email: string): Promise<SignInRow | undefined> {
    const rows: SignInRow[] = await this.dataSource.query('SELECT id, email, password_hash, role, suspended_until, banned_at FROM users WHERE email = $1', [email]);
    return rows[0];
  }

  async recordSignIn(manager: EntityManager, userId: string, role: string): Promise<void> {
    await manager.query('UPDATE users SET last_sign_in_at = now(), role = $2 WHERE id = $1', [userId, role]);
  }

  /** What every main-view API checks: one indexed read. */
  async gate(userId: string): Promise<GateRow | undefined> {
    const rows: GateRow[] = await this.dataSource.query(
      `SELECT u.role, u.is_business_admin, u.age_verified_at IS NOT NULL AS age_verified, u.suspended_until, u.banned_at,
              EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id) AS has_profile
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    return rows[0];
  }

  /** Stores a checked birth date; the first check's time stays. False when the account is gone. */
  async setBirthDate(userId: string, dateOfBirth: string, manager: Queryable = this.dataSource): Promise<boolean> {
    const updated = returnedRows(
      await manager.query('UPDATE users SET date_of_birth = $2, age_verified_at = COALESCE(age_verified_at, now()) WHERE id = $1 RETURNING id', [userId, dateOfBirth]),
    );
    return updated.length > 0;
  }

  /** The signed-in user as GET /api/auth/user answers it, or null when the account is gone. */
  async userView(userId: string, db: Queryable = this.dataSource): Promise<UserView | null> {
    // One round trip: the user, the profile and the photos (newest first) together.
    const rows: UserViewRow[] = await db.query(
      `SELECT u.id, u.email, u.role, u.is_business_admin, u.first_name, u.last_name, u.age_verified_at, u.language,
              u.is_incognito, u.push_notifications_enabled, u.created_at,
              p.display_name, to_char(p.date_of_birth, 'YYYY-MM-DD') AS profile_dob, p.bio, p.gender, p.looking_for, p.interest_tags,
              CASE WHEN p.user_id IS NULL THEN NULL ELSE (
                SELECT COALESCE(json_agg(json_build_object('id', ph.id, 'full_key', ph.full_key, 'thumb_key', ph.thumb_key, 'screening', ph.screening, 'has_face', ph.has_face)
                                         ORDER BY ph.position, ph.created_at DESC), '[]'::json)
                  FROM photos ph WHERE ph.user_id = u.id) END AS photos
         FROM users u LEFT JOIN profiles p ON p.user_id = u.id
        WHERE u.id = $1`,
      [userId],
    );
    return rows[0] ? toUserView(rows[0]) : null;
  }

  /** Sets the account's language; the change's time when it changed, null when it already was that one. */
  async setLanguage(manager: EntityManager, userId: string, language: Language): Promise<string | null> {
    const rows = returnedRows<{ language_changed_at: Date }>(
      await manager.query(`UPDATE users SET language = $2, language_changed_at = now() WHERE id = $1 AND language <> $2 RETURNING language_changed_at`, [userId, language]),
    );
    return rows[0] ? new Date(rows[0].language_changed_at).toISOString() : null;
  }

  /** The public card other services keep (ProfileUpdated), or null without a profile. */
  async card(manager: EntityManager, userId: string): Promise<EventData<'ProfileUpdated'> | null> {
    const view = await this.userView(userId, manager);
    return view ? toCard(view) : null;
  }

  /**
   * Counts a wrong password on a real account: a failure after `quietHours` without one starts a new
   * attack (count 1, not warned). Returns the count, when the attack started, whether its owner was
   * warned, the email and the account's language (the warning's words); nothing when the account is gone. The upsert's row lock orders concurrent failures.
   */
  async countSignInFailure(manager: EntityManager, userId: string, failedAt: string, quietHours: number) {
    const [row] = returnedRows<{ failures: number; first_failed_at: Date; warned: boolean; email: string; language: Language }>(
      await manager.query(
        `WITH counted AS (
           INSERT INTO sign_in_failures AS f (user_id, failures, first_failed_at, last_failed_at)
           SELECT id, 1, $2::timestamptz, $2::timestamptz FROM users WHERE id = $1
           ON CONFLICT (user_id) DO UPDATE SET
             failures = CASE WHEN f.last_failed_at < $2::timestamptz - $3 * interval '1 hour' THEN 1 ELSE f.failures + 1 END,
             first_failed_at = CASE WHEN f.last_failed_at < $2::timestamptz - $3 * interval '1 hour' THEN $2::timestamptz ELSE f.first_failed_at END,
             warned_at = CASE WHEN f.last_failed_at < $2::timestamptz - $3 * interval '1 hour' THEN NULL ELSE f.warned_at END,
             last_failed_at = GREATEST(f.last_failed_at, $2::timestamptz)
           RETURNING f.user_id, f.failures, f.first_failed_at, f.warned_at IS NOT NULL AS warned)
         SELECT c.failures, c.first_failed_at, c.warned, u.email, u.language FROM counted c JOIN users u ON u.id = c.user_id`,
        [userId, failedAt, quietHours],
      ),
    );
    return row;
  }

  async markWarned(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('UPDATE sign_in_failures SET warned_at = now() WHERE user_id = $1', [userId]);
  }
}
