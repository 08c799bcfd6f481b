import { applyDecorators, Injectable, SetMetadata, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from './authenticated-request.js';

export const READ_AHEAD = 'converge:read-ahead';

/**
 * Waits for a read-ahead request's session check before anything is answered: the check's failure
 * (401, or 429 over a per-person limit) wins over whatever the handler produced, which is dropped.
 */
@Injectable()
export class ReadAheadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const check = context.switchToHttp().getRequest<AuthenticatedRequest>().sessionCheck;
    if (!check) return next.handle();
    return from(
      (async () => {
        const [session, result] = await Promise.allSettled([check, lastValueFrom(next.handle())]);
        if (session.status === 'rejected') throw session.reason;
        if (result.status === 'rejected') throw result.reason;
        return result.value;
      })(),
    );
  }
}

/**
 * For side-effect-free GETs on the hot path (the nearby search): when this replica already knows whose
 * session the cookie holds and that person recently passed the main-view gate, the handler starts at
 * once while Redis confirms the session (and counts the route's per-person limit) in parallel, taking
 * that round trip off the request's path. Nothing is answered before the confirmation; a failed one
 * answers 401/429 and the handler's result is dropped. Never on a route that changes anything.
 */
export const ReadAheadOfSessionCheck = () => applyDecorators(SetMetadata(READ_AHEAD, true), UseInterceptors(ReadAheadInterceptor));
