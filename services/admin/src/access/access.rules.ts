import { adminRoleOf, type Actor, type AdminRole } from '@converge/contracts';
import { errors } from '../errors.js';

export type AdminScope = { kind: 'platform'; role: 'admin' | 'super_admin' } | { kind: 'business'; role: 'business_admin' };

/**
 * What an admin call may see: platform admins everything, a business admin their business. The
 * gateway's AdminGuard already refused regular users; checking again here keeps a direct RPC honest.
 */
export function adminScope(actor: Actor | undefined): AdminScope {
  if (!actor) throw errors.unauthorized();
  const role: AdminRole | null = adminRoleOf(actor.roles);
  if (!role) throw errors.accessDenied();
  return role === 'business_admin' ? { kind: 'business', role } : { kind: 'platform', role };
}

/** Platform totals, moderation and people: platform admins only (403 for a business admin). */
export function requirePlatform(actor: Actor | undefined): AdminScope & { kind: 'platform' } {
  const scope = adminScope(actor);
  if (scope.kind !== 'platform') throw errors.platformOnly();
  return scope;
}
