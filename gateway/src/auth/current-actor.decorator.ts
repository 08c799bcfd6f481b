import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '@converge/contracts';
import type { AuthenticatedRequest } from './authenticated-request.js';

/** The caller resolved by SessionGuard / MainViewGuard. Use only on guarded routes. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<AuthenticatedRequest>().actor;
  if (!actor) throw new Error('CurrentActor used on a route without SessionGuard or MainViewGuard');
  return actor;
});
