import helmet from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

type HeaderPlan = { set: Array<[string, string]>; remove: string[] };

/**
 * Helmet's security headers, computed once at start instead of per request (@fastify/helmet
 * re-parses its policy on every response, which showed up at ~3% of the gateway's CPU).
 */
export function securityHeadersHook(publicUrl: string) {
  const plan = securityHeaderPlan(publicUrl);
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of plan.set) void reply.header(name, value);
    for (const name of plan.remove) void reply.removeHeader(name);
  };
}

/** The headers helmet would set (and remove), computed once; also used for /socket.io responses. */
export function securityHeaderPlan(publicUrl: string): HeaderPlan {
  const https = publicUrl.startsWith('https://');
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (a developer machine) upgrading would break every request.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  });
  const plan: HeaderPlan = { set: [], remove: [] };
  const recorder = {
    setHeader: (name: string, value: string) => plan.set.push([name, String(value)]),
    removeHeader: (name: string) => plan.remove.push(name),
  };
  middleware({} as never, recorder as never, () => undefined);
  return plan;
}
