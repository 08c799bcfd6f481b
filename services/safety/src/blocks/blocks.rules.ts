import { RpcError } from '@converge/contracts';

/** Nobody blocks or reports themselves. */
export function assertNotSelf(actorId: string, otherId: string, field: string, verb: 'block' | 'report') {
  if (actorId === otherId) throw RpcError.badRequest(`You cannot ${verb} yourself.`, { [field]: `You cannot ${verb} yourself.` });
}
