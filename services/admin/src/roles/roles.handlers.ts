import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminRoleOf, grantRolePayloadSchema, grantRoleSchema, parseAdminInput, RPC, type AdminCheck, type SignedInPayload } from '@converge/contracts';
import { RpcClient, RpcHandler } from '@converge/platform';
import { requirePlatform } from '../access/access.rules.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { roleChangedLine } from '../audit/audit-lines.rules.js';
import { BusinessesRepository } from '../businesses/businesses.repository.js';
import { errors } from '../errors.js';
import { UsersRepository } from '../users/users.repository.js';

/** GET /api/admin/check, POST /api/admin/promote-self and a super_admin's role grants. */
@Injectable()
export class RolesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
    private readonly audit: AuditRepository,
    private readonly businesses: BusinessesRepository,
    private readonly users: UsersRepository,
  ) {}

  /** The roles arrive resolved by the gateway from identity (never from the request). */
  @RpcHandler(RPC.admin.check, { actor: 'required' })
  check({ actor }: SignedInPayload): AdminCheck {
    const role = adminRoleOf(actor.roles);
    return { isAdmin: role !== null, role };
  }

  /**
   * Business admin with a business of their own; a platform admin keeps their platform role. The
   * audit row is written once, by the BusinessAdminPromoted consumer (identity emits it once).
   */
  @RpcHandler(RPC.admin.promoteSelf, { actor: 'required' })
  async promoteSelf({ actor }: SignedInPayload): Promise<AdminCheck> {
    const answer = await this.rpc.request(RPC.identity.promoteSelf, { actor });
    await this.dataSource.transaction(async (manager) => {
      // Same order as the BusinessAdminPromoted consumer (person, then business): no deadlock between them.
      await this.users.markBusinessAdmin(manager, actor.userId);
      await this.businesses.ensure(actor.userId, manager);
    });
    return answer;
  }

  /**
   * POST /api/admin/users/:id/role: super_admin only; identity re-checks against the stored role. The
   * payload carries the user id from the URL beside the body, so the body is parsed here.
   */
  @RpcHandler(RPC.admin.grantRole, { actor: 'admin', input: grantRolePayloadSchema })
  async grantRole({ actor, userId, ...body }: SignedInPayload<{ userId: string; role: unknown }>) {
    const scope = requirePlatform(actor);
    if (scope.role !== 'super_admin') throw errors.superAdminOnly();
    const { role } = parseAdminInput(grantRoleSchema, body);
    const result = await this.rpc.request(RPC.identity.setRole, { actor, userId, role });
    await this.dataSource.transaction(async (manager) => {
      await this.users.setRole(manager, result.userId, result.email, result.role);
      await this.audit.record(manager, {
        actorUserId: actor.userId,
        businessId: null,
        actionType: 'role_changed',
        targetType: 'user',
        targetId: result.userId,
        ...roleChangedLine(result.email, result.previousRole, result.role),
      });
    });
    return result;
  }
}
