import { errors } from '../errors.js';

/** Nobody blocks or reports themselves. */
export function assertNotSelf(actorId: string, otherId: string, field: string, verb: 'block' | 'report') {
  if (actorId === otherId) throw errors.notYourself(verb, field);
}
