import { ADMIN_MESSAGES, RpcError, adminRoleOf, type Actor, type AdminRole } from '@converge/contracts';

export type AdminScope = { kind: 'platform'; role: 'admin' | 'super_admin' } | { kind: 'business'; role: 'business_admin' };

/**
 * What an admin call may see: platform admins everything, a business admin their business. The
 * gateway's AdminGuard already refused regular users; checking again here keeps a direct RPC honest.
 */
export function adminScope(actor: Actor | undefined): AdminScope {
  if (!actor) throw RpcError.unauthorized();
  const role: AdminRole | null = adminRoleOf(actor.roles);
  if (!role) throw RpcError.forbidden(ADMIN_MESSAGES.accessDenied);
  return role === 'business_admin' ? { kind: 'business', role } : { kind: 'platform', role };
}

/** Platform totals, moderation and people: platform admins only (403 for a business admin). */
export function requirePlatform(actor: Actor | undefined): AdminScope & { kind: 'platform' } {
  const scope = adminScope(actor);
  if (scope.kind !== 'platform') throw RpcError.forbidden(ADMIN_MESSAGES.platformOnly);
  return scope;
}
