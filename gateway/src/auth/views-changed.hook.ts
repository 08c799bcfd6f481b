import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthCache } from './auth-cache.js';
import type { AuthenticatedRequest } from './authenticated-request.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The hot writes, which change nothing "who am I" answers (account, profile, photos, roles, age,
 * verification): they only drop this replica's copy, with no Redis round trip. Route patterns as
 * Fastify matched them.
 */
const NOT_IN_THE_VIEW = new Set([
  'POST /api/likes',
  'POST /api/passes',
  'POST /api/checkin',
  'DELETE /api/checkin',
  'PUT /api/live-status',
  'DELETE /api/live-status',
  'POST /api/conversations/:id/messages',
  'POST /api/conversations/:id/read',
]);

/**
 * onSend: after a signed-in person's state-changing request, and before its answer leaves, every
 * replica is told to drop its copy of that person's view (AuthCache.viewChanged), so a "who am I" asked
 * of any replica after the person saw the change succeed is read from identity again. Any other route
 * is announced by default (a new route cannot leave a stale view behind by being forgotten here).
 */
export function viewsChangedHook(cache: AuthCache) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (SAFE_METHODS.has(request.method)) return payload;
    const userId = (request as AuthenticatedRequest).actor?.userId;
    if (!userId) return payload;
    if (NOT_IN_THE_VIEW.has(`${request.method} ${request.routeOptions.url ?? ''}`)) {
      cache.forgetViewHere(userId);
      return payload;
    }
    // A broken broadcast must not fail a change that succeeded: the copies then last at most AUTH_CACHE_MS.
    await cache.viewChanged(userId).catch(() => undefined);
    return payload;
  };
}
