import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminRoleOf, GRANTABLE_ROLES, isUuid, RPC, setRolePayloadSchema, type AdminCheck, type GrantableRole, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { RolesRepository } from './roles.repository.js';

function rolesOf(row: { role: string; is_business_admin: boolean }): string[] {
  return row.is_business_admin ? [row.role, 'business_admin'] : [row.role];
}

/** Roles identity owns: business-admin self promotion, and platform roles a super_admin grants. */
const isGrantable = (role: unknown): role is GrantableRole => (GRANTABLE_ROLES as readonly unknown[]).includes(role);

@Injectable()
export class RolesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: RolesRepository,
    private readonly events: EventPublisher,
  ) {}

  /** Makes the caller a business admin (never a platform admin). Repeating it changes nothing. */
  @RpcHandler(RPC.identity.promoteSelf, { actor: 'required' })
  async promoteSelf({ actor }: SignedInPayload): Promise<AdminCheck> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.repo.lockUser(manager, actor.userId);
      if (!row) throw errors.unauthorized();
      if (!row.is_business_admin) {
        await this.repo.setBusinessAdmin(manager, actor.userId);
        await this.events.publish(manager, 'BusinessAdminPromoted', { userId: actor.userId, email: row.email, promotedAt: new Date().toISOString() });
      }
      const role = adminRoleOf(rolesOf({ ...row, is_business_admin: true }));
      return { isAdmin: true, role };
    });
  }

  /** A super_admin sets someone's platform role (checked here against the stored role, not the caller's claim). */
  @RpcHandler(RPC.identity.setRole, { actor: 'admin', input: setRolePayloadSchema })
  async setRole({ actor, userId, role }: SignedInPayload<{ userId: string; role?: unknown }>): Promise<{ userId: string; email: string; role: string; previousRole: string }> {
    if (!isGrantable(role)) throw errors.badRole();
    return this.dataSource.transaction(async (manager) => {
      if ((await this.repo.roleOf(manager, actor.userId)) !== 'super_admin') throw errors.superAdminOnly();
      if (!isUuid(userId ?? '')) throw errors.userNotFound();
      if (userId === actor.userId) throw errors.ownRole();
      const before = await this.repo.lockUser(manager, userId);
      if (!before) throw errors.userNotFound();
      const previousRole = before.role;
      if (previousRole !== role) {
        await this.repo.setRole(manager, userId, role);
        await this.events.publish(manager, 'RoleGranted', {
          userId,
          email: before.email,
          role,
          previousRole,
          grantedBy: actor.userId,
          grantedAt: new Date().toISOString(),
        });
      }
      return { userId, email: before.email, role, previousRole };
    });
  }
}
