import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { CONFIG, LOGGER, type Logger } from '@converge/platform/core';
import { GatewayModule } from './gateway.module.js';
import type { GatewayConfig } from './config.js';
import { sameOriginHook } from './http/same-origin.hook.js';
import { securityHeadersHook } from './http/security-headers.js';
import { requestTextHook } from './http/request-text.hook.js';
import { AllowedOrigins } from './http/allowed-origins.js';
import { bodyTypeHook } from './http/body-types.js';
import { clientErrorHandler } from './http/client-error.js';
import { trustProxySetting } from './http/trust-proxy.js';
import { SocketServer } from './realtime/socket-server.js';
import { SpaFallback } from './static/spa-fallback.js';
import { sendHome } from './static/home-language.js';
import { SessionCookie } from './auth/session-cookie.js';
import { countSockets, observeHttp } from './observability/http-observability.js';
import { AuthCache } from './auth/auth-cache.js';
import { viewsChangedHook } from './auth/views-changed.hook.js';
import { readAheadHook } from './auth/read-ahead.js';
import { controllers } from './http/controllers.js';
import { buildOpenApiDocument } from './docs/openapi-document.js';
import { docsHtml, docsScript } from './docs/docs-page.js';
import { bodyOf, errors } from './errors.js';

/** Builds the gateway (HTTP + socket.io) without listening; main.ts and the tests both use it. */
export async function createGateway(): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: trustProxySetting(),
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    // SIGTERM: finish every request that reached us, including ones arriving on an open keep-alive
    // connection while closing (Fastify would answer those 503). New connections are refused, so the
    // load balancer sends them to another replica (no accepted request lost).
    return503OnClosing: false,
    genReqId: () => randomUUID(),
    // A malformed URL (`/api/matches/%ZZ`) answers the project's shape, not Fastify's.
    frameworkErrors: (_error: unknown, _request: unknown, reply: FastifyReply) => {
      void reply.status(400).send(bodyOf(errors.invalidAddress()));
    },
    // What Node's parser refuses before routing (headers too large → 431) answers the project's shape too.
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule, adapter, { logger: ['error', 'warn'], abortOnError: false });
  const config = app.get<GatewayConfig>(CONFIG);
  const fastify = app.getHttpAdapter().getInstance();

  observeHttp(fastify);
  fastify.addHook('onRequest', sameOriginHook(new AllowedOrigins(config.PUBLIC_URL, config.ALLOWED_ORIGINS)));
  const spa = app.get(SpaFallback);
  fastify.addHook('onRequest', securityHeadersHook(config.PUBLIC_URL, spa.inlineScripts));
  fastify.addHook('onRequest', bodyTypeHook);
  fastify.addHook('preValidation', requestTextHook);
  fastify.addHook('onSend', readAheadHook(app.get<Logger>(LOGGER)));
  fastify.addHook('onSend', viewsChangedHook(app.get(AuthCache)));

  await app.register(fastifyCookie as never);
  await app.register(fastifyMultipart as never, { limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } });

  if (spa.available) {
    await app.register(fastifyStatic as never, {
      root: spa.root,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside every text asset (web/scripts/compress.mjs); the
      // one the browser accepts is sent, with Content-Encoding and Vary: Accept-Encoding. The copies
      // are not URLs of their own. Nor are the prerendered pages' files: SpaFallback serves each at its own
      // path with the site's address in its links (the files hold a placeholder).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**'],
      setHeaders: (res: { setHeader?(k: string, v: string): void; header?(k: string, v: string): void }, filePath: string) => {
        // Vite puts content hashes in asset names, so they can be cached forever; the rest revalidates.
        const value = filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        if (res.setHeader) res.setHeader('cache-control', value);
        else res.header?.('cache-control', value);
      },
    });
    const secureCookie = app.get(SessionCookie).secure;
    fastify.get('/', (request, reply) => sendHome(spa, request, reply, secureCookie));
  }

  // API docs: generated from the routes' zod schemas once, when first asked for. Turning every schema
  // into JSON Schema took a few percent of the gateway's start, on every replica, for a page few open.
  let openapi: string | undefined;
  fastify.get('/api/docs/openapi.json', (_req, reply) => {
    openapi ??= JSON.stringify(buildOpenApiDocument(controllers, { title: 'Converge API', version: '1' }));
    return reply.type('application/json').send(openapi);
  });
  fastify.get('/api/docs', (_req, reply) => reply.type('text/html; charset=utf-8').send(docsHtml));
  fastify.get('/api/docs/docs.js', (_req, reply) => reply.type('text/javascript; charset=utf-8').send(docsScript));

  await app.init();
  const io = app.get(SocketServer).attach(app.getHttpServer(), spa.inlineScripts);
  countSockets(io.engine);
  return app;
}
