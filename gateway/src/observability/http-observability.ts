import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metrics, observerFor, onScrape, parseTraceparent, requestContext, startSpan, type Span } from '@converge/platform/core';

const spans = new WeakMap<FastifyRequest, Span>();

/**
 * Every HTTP request: a server span (continuing the caller's `traceparent`, else a new trace) whose
 * ids, with the request id, go on every log line and into every RPC and event the request causes; and
 * one observation of http_request_duration_seconds by route pattern, method and status.
 */
export function observeHttp(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const span = startSpan(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`, 'server', parseTraceparent(request.headers.traceparent as string | undefined));
    spans.set(request, span);
    requestContext.enterWith({ requestId: String(request.id), trace: span });
    void reply.header('x-request-id', request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    // Unknown URLs share one label value, so a scanner cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    observerFor(metrics.httpRequestDuration, { method: request.method, route, status: String(status) }).observe(reply.elapsedTime / 1000);
    spans.get(request)?.end({ error: status >= 500, attributes: { 'http.response.status_code': status, 'http.route': route } });
  });
}

/** socketio_connected_sockets, read at scrape time. */
export function countSockets(engine: { clientsCount: number }): () => void {
  return onScrape(async () => metrics.socketsConnected.set(engine.clientsCount));
}
