import { RpcError, adminRoleOf, commonErrors, type Actor } from '@converge/contracts';
import type { RpcHandlerOptions } from './rpc-handler.decorator.js';
import { badRequestFrom } from './to-rpc-error.js';

const isActor = (value: unknown): value is Actor => typeof value === 'object' && value !== null && typeof (value as Actor).userId === 'string' && Array.isArray((value as Actor).roles);

/**
 * The first steps of every RPC, in the order a reader expects: who is calling (401/403), then what
 * they sent (400). Returns the payload the handler receives: the parsed input with the actor beside it.
 */
export function admit(options: RpcHandlerOptions, payload: unknown): unknown {
  const { actor, ...sent } = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const caller = isActor(actor) ? actor : undefined;
  if (options.actor !== 'optional' && !caller) throw RpcError.unauthorized();
  if (options.actor === 'admin' && !adminRoleOf(caller!.roles)) throw commonErrors.adminAccessDenied();
  if (!options.input) return payload;
  const parsed = options.input.safeParse(sent);
  if (!parsed.success) throw badRequestFrom(parsed.error);
  return caller ? { ...(parsed.data as object), actor: caller } : parsed.data;
}
