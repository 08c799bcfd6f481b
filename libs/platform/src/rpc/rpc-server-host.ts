import { Inject, Injectable, Optional } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import type { ZodType } from 'zod';
import { RpcError, replySchemaFor } from '@converge/contracts';
import type { BaseConfig } from '../config/config.js';
import { Naming } from '../config/naming.js';
import { requestContext, runUnitOfWork, type Logger } from '../logging/logger.js';
import { metrics, observerFor, outcomeOf } from '../observability/metrics.js';
import { parseTraceparent } from '../observability/trace-context.js';
import { startSpan } from '../observability/tracing.js';
import type { OutboxRelay } from '../messaging/outbox-relay.js';
import { discoverMethods } from '../discovery.js';
import { CONFIG, LOGGER, NATS_CONNECTION, OUTBOX_RELAY, PLATFORM_OPTIONS } from '../messaging/tokens.js';
import type { PlatformOptions } from '../platform-options.js';
import { RPC_HANDLER_METADATA, type RpcHandlerMetadata } from './rpc-handler.decorator.js';
import { admit } from './rpc-pipeline.js';
import { toRpcError } from './to-rpc-error.js';
import type { RpcReply } from './rpc-reply.js';
import { RawJson } from './raw-json.js';
import { ReplyBatch } from './reply-batch.js';
import { shapeIssues } from './reply-shape.js';

type Handler = (payload: unknown) => Promise<unknown>;

/**
 * Serves every @RpcHandler method on core NATS through one pipeline: the actor rule and the input
 * schema the handler declared (rpc-pipeline), then the handler, then one error mapping (to-rpc-error),
 * a debug log line and a duration metric per request. Queue group = service name, so replicas
 * share the load. Tracks in-flight requests so a SIGTERM finishes them before the connection closes.
 *
 * Outside production (NODE_ENV development or test: `npm start`, the integration and e2e stacks) every
 * reply is checked against its subject's schema (RPC_REPLIES in contracts) as it goes on the
 * wire: a mismatch (a field missing, of the wrong type, or not declared) answers 500 `REPLY_SHAPE` with
 * the issues in `fields`, and is logged with the subject, as the gateway's @Answers check does for REST.
 * In production nothing is parsed (the hot path). Data that is JSON text already (RawJson, e.g. a feed
 * Postgres aggregated) goes on the wire as it is.
 */
@Injectable()
export class RpcServerHost {
  private subscriptions: Subscription[] = [];
  private inFlight = new Set<Promise<void>>();
  private extraHandlers = new Map<string, Handler>();
  /** Replies and the events their handlers committed leave once per turn of the event loop (ReplyBatch). */
  private readonly replies: ReplyBatch;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly naming: Naming,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Optional() @Inject(OUTBOX_RELAY) private readonly relay?: OutboxRelay,
  ) {
    this.replies = new ReplyBatch(() => this.relay?.publishQueued());
  }

  /** Registers a handler that is not a decorated provider method (the platform's health check). */
  register(pattern: string, handler: Handler): void {
    this.extraHandlers.set(pattern, handler);
  }

  start(): void {
    const handlers = new Map(this.extraHandlers);
    for (const method of discoverMethods<RpcHandlerMetadata>(this.discovery, this.scanner, RPC_HANDLER_METADATA)) {
      const { pattern } = method.metadata;
      if (handlers.has(pattern)) throw new Error(`Two RPC handlers for ${pattern}`);
      handlers.set(pattern, (payload) => method.call(admit(method.metadata, payload)));
    }
    const checkReplies = this.config.NODE_ENV !== 'production';
    for (const [pattern, handler] of handlers) {
      const schema = checkReplies ? replySchemaFor(pattern) : undefined;
      const subscription = this.nc.subscribe(this.naming.subject(pattern), {
        queue: this.options.service,
        callback: (error, message) => {
          if (error) return this.logger.error({ err: error, pattern }, 'rpc subscription error');
          const work = this.serve(pattern, handler, message, schema);
          this.inFlight.add(work);
          void work.finally(() => this.inFlight.delete(work));
        },
      });
      this.subscriptions.push(subscription);
    }
    this.logger.info({ count: handlers.size }, 'rpc handlers listening');
  }

  /**
   * Stop taking requests, then let the ones already running finish. drain(), not unsubscribe(): a
   * request the server routed to this replica just before it learned of the unsubscribe is still
   * served, instead of being dropped and timing out at the caller (SIGTERM under load).
   */
  async stop(): Promise<void> {
    await Promise.allSettled(this.subscriptions.map((subscription) => subscription.drain()));
    this.subscriptions = [];
    await Promise.allSettled([...this.inFlight]);
  }

  private async serve(pattern: string, handler: Handler, message: Msg, schema: ZodType | undefined): Promise<void> {
    const started = performance.now();
    const requestId = message.headers?.get('x-request-id') || crypto.randomUUID();
    const span = startSpan(pattern, 'server', parseTraceparent(message.headers?.get('traceparent')));
    let status: number | undefined;
    let handedToRelay = false;
    const unitOfWork = await runUnitOfWork(
      requestId,
      async () => {
        let reply: RpcReply;
        try {
          const payload = message.data.length ? message.json<unknown>() : {};
          reply = { ok: true, data: (await handler(payload)) ?? null };
          if (schema) this.checkReply(pattern, schema, reply.data);
        } catch (thrown) {
          const { error, unexpected } = toRpcError(thrown);
          if (unexpected) this.logger.error({ err: thrown, pattern }, 'rpc handler failed');
          status = error.status;
          reply = { ok: false, error: error.toJSON() };
        }
        // What the handler committed is queued for this turn of the event loop and goes out first, in
        // the same write to NATS as the replies of that turn (ReplyBatch).
        const written = requestContext.getStore()?.wakeRelayAfter;
        if (written?.outboxWritten && this.relay) {
          this.relay.afterUnitOfWork(written);
          handedToRelay = true;
        }
        if (message.reply) await this.replies.send(message, wireForm(reply));
        // A request log at debug level, inside the request's context (request id and trace id on it).
        if (this.logger.isLevelEnabled('debug')) this.logger.debug({ pattern, status: status ?? 200, ms: Math.round(performance.now() - started) }, 'rpc handled');
      },
      span,
    );
    const outcome = outcomeOf(status);
    observerFor(metrics.rpcServerDuration, { service: this.options.service, pattern, outcome }).observe((performance.now() - started) / 1000);
    span.end({ error: status !== undefined && status >= 500, attributes: { 'rpc.outcome': outcome } });
    if (unitOfWork.outboxWritten && !handedToRelay) this.relay?.afterUnitOfWork(unitOfWork);
  }

  /** Outside production: the reply as it goes on the wire (JSON: dates become strings) against its subject's schema. */
  private checkReply(pattern: string, schema: ZodType, data: unknown): void {
    const issues = shapeIssues(schema, JSON.parse(JSON.stringify(data)), true);
    if (Object.keys(issues).length === 0) return;
    this.logger.error({ pattern, issues }, `reply of ${pattern} does not match its schema`);
    throw new RpcError(500, 'REPLY_SHAPE', `The reply of ${pattern} does not match its declared schema.`, issues);
  }
}

/** The reply as JSON text; data that is JSON text already (RawJson) goes in unparsed. */
function wireForm(reply: RpcReply): string {
  return reply.ok && reply.data instanceof RawJson ? `{"ok":true,"data":${reply.data.json}}` : JSON.stringify(reply);
}
