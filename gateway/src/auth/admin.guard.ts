import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RPC, adminRoleOf, type IdentityGate } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { SessionGuard } from './session.guard.js';
import type { AuthenticatedRequest } from './authenticated-request.js';
import { errors } from '../errors.js';

const SIGNED_IN_ONLY = 'converge:admin-signed-in-only';
/** An /api/admin route any signed-in person may call (the check, promote-self). */
export const AnySignedInPerson = () => SetMetadata(SIGNED_IN_ONLY, true);

/** How long this replica trusts a person's roles; bounds how late a grant or removal takes effect here. */
const ROLES_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** Roles per user, briefly, per gateway process (the admin dashboard polls; identity need not answer each call). */
class RoleCache {
  private entries = new Map<string, { gate: IdentityGate; expiresAt: number }>();

  get(userId: string): IdentityGate | undefined {
    const entry = this.entries.get(userId);
    if (entry && entry.expiresAt > Date.now()) return entry.gate;
    this.entries.delete(userId);
    return undefined;
  }

  set(userId: string, gate: IdentityGate): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { gate, expiresAt: Date.now() + ROLES_TTL_MS });
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}

export const adminRoleCache = new RoleCache();

/**
 * Every /api/admin call: a live session (401), an account that is not suspended (403), and an admin
 * role read from identity (403 for a regular user, except on @AnySignedInPerson routes). The actor's
 * roles are what identity says, never what the client says.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly sessionGuard: SessionGuard,
    private readonly rpc: RpcClient,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.sessionGuard.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.actor!.userId;
    let gate = adminRoleCache.get(userId);
    if (!gate) {
      const answer = await this.rpc.request(RPC.identity.gate, { actor: { userId, roles: [] } });
      if (!answer) throw errors.unauthorized();
      gate = answer;
      adminRoleCache.set(userId, gate);
    }
    if (gate.blocked) throw errors.accountBlocked(gate.blocked);
    request.actor = { userId, roles: gate.roles };
    if (this.reflector.get<boolean>(SIGNED_IN_ONLY, context.getHandler())) return true;
    if (!adminRoleOf(gate.roles)) throw errors.adminAccessDenied();
    return true;
  }
}
