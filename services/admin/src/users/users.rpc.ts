import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, RPC, userSearchQuerySchema, type AdminUserSummary, type SignedInPayload } from '@converge/contracts';
import type { z } from 'zod';
import { RpcHandler } from '@converge/platform';
import { requirePlatform } from '../access/access.rules.js';
import { errors } from '../errors.js';


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

export function accountStatus(row: Pick<UserRow, 'suspended_until' | 'banned_at'>, now = new Date()): 'active' | 'suspended' | 'banned' {
  if (row.banned_at) return 'banned';
  return row.suspended_until && row.suspended_until > now ? 'suspended' : 'active';
}

const SELECT_USERS = `SELECT u.user_id, u.email, u.display_name, u.role, u.is_business_admin, u.registered_at, u.last_sign_in_at,
         u.suspended_until, u.banned_at,
         (SELECT count(*) FROM case_reports r JOIN moderation_cases c ON c.id = r.case_id WHERE c.reported_user_id = u.user_id)::int AS report_count
    FROM admin_users u`;

/** GET /api/admin/users?query= (platform admins): by name or email, and one person's summary. */
@Injectable()
export class UsersRpc {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.admin.users, { actor: 'admin', input: userSearchQuerySchema })
  async search({ actor, query: text }: SignedInPayload<z.infer<typeof userSearchQuerySchema>>): Promise<AdminUserSummary[]> {
    requirePlatform(actor);
    const like = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows: UserRow[] = await this.dataSource.query(
      `${SELECT_USERS}
        WHERE u.deleted_at IS NULL AND u.registered_at IS NOT NULL
          AND ($1 = '' OR lower(u.email) LIKE $1 || '%' OR lower(u.display_name) LIKE '%' || $1 || '%')
        ORDER BY u.registered_at DESC LIMIT 50`,
      [like],
    );
    return rows.map(toSummary);
  }

  @RpcHandler(RPC.admin.user, { actor: 'admin' })
  async get({ actor, userId }: SignedInPayload<{ userId: string }>): Promise<AdminUserSummary> {
    requirePlatform(actor);
    const rows: UserRow[] = isUuid(userId ?? '')
      ? await this.dataSource.query(`${SELECT_USERS} WHERE u.user_id = $1 AND u.deleted_at IS NULL`, [userId])
      : [];
    if (!rows[0]) throw errors.userNotFound();
    return toSummary(rows[0]);
  }
}

function toSummary(row: UserRow): AdminUserSummary {
  return {
    id: row.user_id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    isBusinessAdmin: row.is_business_admin,
    accountStatus: accountStatus(row),
    suspendedUntil: row.suspended_until?.toISOString() ?? null,
    registeredAt: row.registered_at?.toISOString() ?? null,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    reportCount: row.report_count,
  };
}
