import { Injectable } from '@nestjs/common';
import { adminUserIdPayloadSchema, isUuid, RPC, userSearchQuerySchema, type AdminUserSummary, type SignedInPayload } from '@converge/contracts';
import type { z } from 'zod';
import { RpcHandler } from '@converge/platform';
import { requirePlatform } from '../access/access.rules.js';
import { errors } from '../errors.js';
import { UsersRepository, type UserRow } from './users.repository.js';
import { accountStatus, likePattern } from './users.rules.js';

/** GET /api/admin/users?query= (platform admins): by name or email, and one person's summary. */
@Injectable()
export class UsersHandlers {
  constructor(private readonly repo: UsersRepository) {}

  @RpcHandler(RPC.admin.users, { actor: 'admin', input: userSearchQuerySchema })
  async search({ actor, query }: SignedInPayload<z.infer<typeof userSearchQuerySchema>>): Promise<AdminUserSummary[]> {
    requirePlatform(actor);
    const rows = await this.repo.search(likePattern(query));
    return rows.map(toSummary);
  }

  @RpcHandler(RPC.admin.user, { actor: 'admin', input: adminUserIdPayloadSchema })
  async get({ actor, userId }: SignedInPayload<{ userId: string }>): Promise<AdminUserSummary> {
    requirePlatform(actor);
    const row = isUuid(userId ?? '') ? await this.repo.get(userId) : undefined;
    if (!row) throw errors.userNotFound();
    return toSummary(row);
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
