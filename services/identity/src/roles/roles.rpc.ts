import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminRoleOf, GRANTABLE_ROLES, isUuid, RPC, type AdminCheck, type GrantableRole, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { returnedRows } from '@converge/platform';
import { errors } from '../errors.js';


function rolesOf(row: { role: string; is_business_admin: boolean }): string[] {
  return row.is_business_admin ? [row.role, 'business_admin'] : [row.role];
}

/** Roles identity owns: business-admin self promotion, and platform roles a super_admin grants. */
@Injectable()
export class RolesRpc {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
  ) {}

  /** Makes the caller a business admin (never a platform admin). Repeating it changes nothing. */
  @RpcHandler(RPC.identity.promoteSelf, { actor: 'required' })
  async promoteSelf({ actor }: SignedInPayload): Promise<AdminCheck> {
    return this.dataSource.transaction(async (manager) => {
      const rows: Array<{ email: string; role: string; is_business_admin: boolean }> = await manager.query(
        'SELECT email, role, is_business_admin FROM users WHERE id = $1 FOR UPDATE',
        [actor.userId],
      );
      const row = rows[0];
      if (!row) throw errors.unauthorized();
      if (!row.is_business_admin) {
        await manager.query('UPDATE users SET is_business_admin = true WHERE id = $1', [actor.userId]);
        await this.events.publish(manager, 'BusinessAdminPromoted', { userId: actor.userId, email: row.email, promotedAt: new Date().toISOString() });
      }
      const role = adminRoleOf(rolesOf({ ...row, is_business_admin: true }));
      return { isAdmin: true, role };
    });
  }

  /** A super_admin sets someone's platform role (checked here against the stored role, not the caller's claim). */
  @RpcHandler(RPC.identity.setRole, { actor: 'admin' })
  async setRole({ actor, userId, role }: SignedInPayload<{ userId: string; role: GrantableRole }>): Promise<{ userId: string; email: string; role: string; previousRole: string }> {
    if (!GRANTABLE_ROLES.includes(role)) throw errors.badRole();
    return this.dataSource.transaction(async (manager) => {
      const callers: Array<{ role: string }> = await manager.query('SELECT role FROM users WHERE id = $1', [actor.userId]);
      if (callers[0]?.role !== 'super_admin') throw errors.superAdminOnly();
      if (!isUuid(userId ?? '')) throw errors.userNotFound();
      if (userId === actor.userId) throw errors.ownRole();
      const before: Array<{ email: string; role: string }> = await manager.query('SELECT email, role FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (!before[0]) throw errors.userNotFound();
      const previousRole = before[0].role;
      if (previousRole !== role) {
        returnedRows(await manager.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]));
        await this.events.publish(manager, 'RoleGranted', {
          userId,
          email: before[0].email,
          role,
          previousRole,
          grantedBy: actor.userId,
          grantedAt: new Date().toISOString(),
        });
      }
      return { userId, email: before[0].email, role, previousRole };
    });
  }
}
