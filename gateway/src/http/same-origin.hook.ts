import type { FastifyReply, FastifyRequest } from 'fastify';
import { AllowedOrigins } from './allowed-origins.js';
import { normalisedPath } from './request-path.js';
import { bodyOf, errors } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state: a link on another site must not trigger them (sign-out). HEAD runs the GET handler. */
const STATE_CHANGING_GETS = new Set(['/api/logout']);

/**
 * Refuses state-changing requests that a browser sends from another origin (CSRF defence on top of
 * SameSite=Lax): an Origin or Referer of another site, or `Sec-Fetch-Site: cross-site` (what a browser
 * sends on a cross-site link, which carries no Origin). Requests with none of these come from non-browser
 * clients and pass.
 *
 * Which requests it applies to is decided on the route Fastify matched (`routeOptions.url`, the pattern
 * the handler is registered under) and on the decoded, normalised path, never on the raw URL: a raw-URL check
 * let `GET /api/%6cogout` reach to the sign-out while the raw URL was not `/api/logout`.
 */
export function sameOriginHook(origins: AllowedOrigins) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    const path = normalisedPath(request.url);
    if (!(route ?? '').startsWith('/api') && !path.startsWith('/api')) return;
    const stateChangingGet = STATE_CHANGING_GETS.has(route ?? '') || STATE_CHANGING_GETS.has(path);
    if (SAFE_METHODS.has(request.method) && !(stateChangingGet && request.method !== 'OPTIONS')) return;
    const refuse = () => reply.status(403).send(bodyOf(errors.crossOrigin()));
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      await refuse();
      return;
    }
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return;
    if (origins.allows(source, request.headers.host)) return;
    await refuse();
  };
}
