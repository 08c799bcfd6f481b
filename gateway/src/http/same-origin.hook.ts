import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state: a link on another site must not trigger them (sign-out). */
const STATE_CHANGING_GETS = new Set(['/api/logout']);

/**
 * Refuses state-changing requests that a browser sends from another origin (CSRF defence on top of
 * SameSite=Lax): an Origin or Referer of another host, or `Sec-Fetch-Site: cross-site` (what a browser
 * sends on a cross-site link, which carries no Origin). Requests with none of these come from non-browser
 * clients and pass.
 */
export function sameOriginHook(publicUrl: string) {
  const allowed = new URL(publicUrl).host;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api')) return;
    if (SAFE_METHODS.has(request.method) && !STATE_CHANGING_GETS.has(request.url.split('?')[0]!)) return;
    const refuse = () => reply.status(403).send({ message: 'Cross-site requests are not allowed.', code: 'CROSS_ORIGIN' });
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      await refuse();
      return;
    }
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return;
    let host: string;
    try {
      host = new URL(source).host;
    } catch {
      host = '';
    }
    if (host && (host === request.headers.host || host === allowed)) return;
    await refuse();
  };
}
