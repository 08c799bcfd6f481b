import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface UserRow {
  user_id: string;
  email: string | null;
  display_name: string | null;
  role: string;
  is_business_admin: boolean;
  registered_at: Date | null;
  last_sign_in_at: Date | null;
  suspended_until: Date | null;
  banned_at: Date | null;
  report_count: number;
}

const SELECT_USERS = `SELECT u.user_id, u.email, u.display_name, u.role, u.is_business_admin, u.registered_at, u.last_sign_in_at,
         u.suspended_until, u.banned_at,
         (SELECT count(*) FROM case_reports r JOIN moderation_cases c ON c.id = r.case_id WHERE c.reported_user_id = u.user_id)::int AS report_count
    FROM admin_users u`;

/**
 * The admin's picture of people (admin_users), built from identity's events. Each write sets only its
 * own columns (an upsert), so any delivery order ends in the same row.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Registered, not deleted people whose email starts with or whose name contains the pattern ('' = everyone), newest first. */
  async search(likePattern: string): Promise<UserRow[]> {
    return this.dataSource.query(
      `${SELECT_USERS}
        WHERE u.deleted_at IS NULL AND u.registered_at IS NOT NULL
          AND ($1 = '' OR lower(u.email) LIKE $1 || '%' OR lower(u.display_name) LIKE '%' || $1 || '%')
        ORDER BY u.registered_at DESC LIMIT 50`,
      [likePattern],
    );
  }

  async get(userId: string): Promise<UserRow | undefined> {
    const rows: UserRow[] = await this.dataSource.query(`${SELECT_USERS} WHERE u.user_id = $1 AND u.deleted_at IS NULL`, [userId]);
    return rows[0];
  }

  async registered(manager: EntityManager, userId: string, email: string, registeredAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (user_id, email, registered_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, registered_at = EXCLUDED.registered_at`,
      [userId, email, registeredAt],
    );
  }

  async setDisplayName(manager: EntityManager, userId: string, displayName: string): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (user_id, display_name) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name`,
      [userId, displayName],
    );
  }

  /** The latest sign-in wins, whatever order the events arrive in. */
  async signedIn(manager: EntityManager, userId: string, signedInAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (user_id, last_sign_in_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET last_sign_in_at = GREATEST(admin_users.last_sign_in_at, EXCLUDED.last_sign_in_at)`,
      [userId, signedInAt],
    );
  }

  /** The platform role; the email is kept when already known. */
  async setRole(manager: EntityManager, userId: string, email: string, role: string): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (user_id, email, role) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, email = COALESCE(admin_users.email, EXCLUDED.email)`,
      [userId, email, role],
    );
  }

  /** A business admin from now on (the email, when given, only fills a missing one). */
  async markBusinessAdmin(manager: EntityManager, userId: string, email: string | null = null): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (user_id, email, is_business_admin) VALUES ($1, $2, true)
       ON CONFLICT (user_id) DO UPDATE SET is_business_admin = true, email = COALESCE(admin_users.email, EXCLUDED.email)`,
      [userId, email],
    );
  }

  /** Counts keep the fact that someone signed up; the person's details go. */
  async deleted(manager: EntityManager, userId: string, deletedAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (user_id, deleted_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET deleted_at = EXCLUDED.deleted_at, email = NULL, display_name = NULL`,
      [userId, deletedAt],
    );
  }
}
