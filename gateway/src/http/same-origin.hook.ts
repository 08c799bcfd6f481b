import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another origin (CSRF defence on top of
 * SameSite=Lax). Requests without Origin and Referer come from non-browser clients and pass.
 */
export function sameOriginHook(publicUrl: string) {
  const allowed = new URL(publicUrl).host;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api')) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return;
    let host: string;
    try {
      host = new URL(source).host;
    } catch {
      host = '';
    }
    if (host && (host === request.headers.host || host === allowed)) return;
    await reply.status(403).send({ message: 'Cross-site requests are not allowed.', code: 'CROSS_ORIGIN' });
  };
}
