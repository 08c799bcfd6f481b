import helmet from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

type HeaderPlan = { set: Array<[string, string]>; remove: string[] };

/**
 * Helmet's security headers, computed once at start instead of per request (@fastify/helmet
 * re-parses its policy on every response, which showed up at ~3% of the gateway's CPU).
 */
export function securityHeadersHook(publicUrl: string, inlineScripts: readonly string[] = []) {
  const plan = securityHeaderPlan(publicUrl, inlineScripts);
  const assets = assetHeaderPlan(plan);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { set, remove } = request.url.startsWith(ASSETS) ? assets : plan;
    for (const [name, value] of set) void reply.header(name, value);
    for (const name of remove) void reply.removeHeader(name);
  };
}

/** The built app's hashed, immutable scripts and stylesheets (web/dist/assets). */
const ASSETS = '/assets/';
/**
 * What still means something on a script or stylesheet: no MIME sniffing, who may embed it, and the
 * referrer policy (a module script's own imports follow it). The rest (CSP, framing, opener, origin
 * cluster…) governs documents only; a cold start fetches ~70 assets, each ~0.6 KB lighter without them.
 * The service worker (/sw.js) keeps the full set: its CSP is the worker's.
 */
const ASSET_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']);

function assetHeaderPlan(plan: HeaderPlan): HeaderPlan {
  return { set: plan.set.filter(([name]) => ASSET_HEADERS.has(name.toLowerCase())), remove: plan.remove };
}

/**
 * The headers helmet would set (and remove), computed once; also used for /socket.io responses.
 * `inlineScripts`: the hashes (`'sha256-…'`) of the inline scripts the built pages carry (the theme's,
 * web/scripts/prerender.mjs), allowed besides the site's own files; no other inline script runs.
 */
export function securityHeaderPlan(publicUrl: string, inlineScripts: readonly string[] = []): HeaderPlan {
  const https = publicUrl.startsWith('https://');
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...inlineScripts],
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
