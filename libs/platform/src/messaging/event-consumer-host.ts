import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DataSource, type EntityManager } from 'typeorm';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { eventCatalog, type EventEnvelope } from '@converge/contracts';
import { Naming } from '../config/naming.js';
import type { BaseConfig } from '../config/config.js';
import { runUnitOfWork, type Logger } from '../logging/logger.js';
import { metrics, observerFor, onScrape } from '../observability/metrics.js';
import { parseTraceparent } from '../observability/trace-context.js';
import { startSpan } from '../observability/tracing.js';
import { OutboxRelay } from './outbox-relay.js';
import { retryJetStream } from './stream.js';
import { discoverMethods, type DiscoveredMethod } from '../discovery.js';
import { EVENT_HANDLER_METADATA, type EventHandlerMetadata } from './on-event.decorator.js';
import { CONFIG, LOGGER, NATS_CONNECTION, PLATFORM_OPTIONS } from './tokens.js';
import type { PlatformOptions } from '../platform-options.js';

interface RunningConsumer {
  durable: string;
  messages: ConsumerMessages;
  done: Promise<void>;
}

/**
 * One durable pull consumer per (service, handler). Each message: insert (event id, handler) into
 * inbox and run the handler in ONE transaction, ack after commit. A redelivered id finds its inbox row
 * and is acked without effect. On the last allowed delivery a failing message is parked, not dropped.
 */
@Injectable()
export class EventConsumerHost {
  private consumers: RunningConsumer[] = [];
  private stopping = false;
  private stopProbe?: () => void;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly dataSource: DataSource,
    private readonly naming: Naming,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    private readonly relay: OutboxRelay,
  ) {}

  async start(): Promise<void> {
    const handlers = discoverMethods<EventHandlerMetadata>(this.discovery, this.scanner, EVENT_HANDLER_METADATA);
    for (const handler of handlers) await this.startConsumer(handler);
    if (this.consumers.length) this.stopProbe = onScrape(() => this.measureLag());
  }

  /** Consumer lag for the scrape: what the stream holds that each durable has not yet been given or acked. */
  private async measureLag(): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    await Promise.all(
      this.consumers.map(async ({ durable }) => {
        const info = await jsm.consumers.info(this.naming.stream, durable);
        const labels = { service: this.options.service, consumer: durable };
        metrics.consumerPending.set(labels, info.num_pending);
        metrics.consumerAckPending.set(labels, info.num_ack_pending);
      }),
    );
  }

  async stop(): Promise<void> {
    this.stopProbe?.();
    this.stopping = true;
    for (const consumer of this.consumers) await consumer.messages.close().catch(() => undefined);
    await Promise.all(this.consumers.map((c) => c.done));
    this.consumers = [];
  }

  static durableName(service: string, handler: DiscoveredMethod<EventHandlerMetadata>): string {
    const name = handler.metadata.name ?? `${handler.className}_${handler.methodName}`;
    return `${service}_${name}`.replace(/[^A-Za-z0-9_-]/g, '_');
  }

  private async startConsumer(handler: DiscoveredMethod<EventHandlerMetadata>): Promise<void> {
    const durable = EventConsumerHost.durableName(this.options.service, handler);
    const { onlyIf } = handler.metadata;
    if (onlyIf && typeof (handler.instance as Record<string, unknown>)[onlyIf] !== 'function') throw new Error(`${durable}: onlyIf names no method of ${handler.className}: ${onlyIf}`);
    const subject = this.naming.subject(eventCatalog[handler.metadata.type].subject);
    const jsm = await jetstreamManager(this.nc);
    const settings = {
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(this.config.EVENT_ACK_WAIT_MS),
      max_deliver: this.config.EVENT_MAX_DELIVER,
      filter_subject: subject,
      max_ack_pending: 1000,
    };
    await retryJetStream(async () => {
      try {
        await jsm.consumers.info(this.naming.stream, durable);
      } catch (error) {
        if (!/not found/i.test(String((error as Error).message))) throw error;
        return void (await jsm.consumers.add(this.naming.stream, { durable_name: durable, deliver_policy: DeliverPolicy.All, ...settings }));
      }
      await jsm.consumers.update(this.naming.stream, durable, settings);
    });
    const consumer = await retryJetStream(() => jetstream(this.nc).consumers.get(this.naming.stream, durable));
    const messages = await consumer.consume({ max_messages: 32 });
    const done = (async () => {
      for await (const message of messages) {
        if (this.stopping) {
          message.nak();
          continue;
        }
        await this.handle(durable, handler, message);
      }
    })().catch((error) => this.logger.error({ err: error, durable }, 'event consumer stopped unexpectedly'));
    this.consumers.push({ durable, messages, done });
  }

  private async handle(durable: string, handler: DiscoveredMethod<EventHandlerMetadata>, message: JsMsg): Promise<void> {
    const started = performance.now();
    const requestId = message.headers?.get('x-request-id') || `evt-${message.seq}`;
    // The producer's trace: from the header (set by the relay), else from the envelope itself.
    let envelope: EventEnvelope | undefined;
    try {
      envelope = message.json<EventEnvelope>();
    } catch {
      envelope = undefined;
    }
    const span = startSpan(`${durable} ${handler.metadata.type}`, 'consumer', parseTraceparent(message.headers?.get('traceparent') || envelope?.traceparent));
    let outcome = 'ok';
    const unitOfWork = await runUnitOfWork(
      requestId,
      async () => {
        try {
          if (!envelope) throw new Error('event payload is not JSON');
          const definition = eventCatalog[handler.metadata.type];
          const data = definition.schema.parse(envelope.data);
          const event = { ...envelope, data };
          if (!(await this.worthHandling(handler, event))) {
            outcome = 'skipped';
            message.ack();
            return;
          }
          await this.dataSource.transaction(async (manager: EntityManager) => {
            const inserted: unknown[] = await manager.query('INSERT INTO inbox (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id', [event.id, durable]);
            if (inserted.length === 0) {
              outcome = 'duplicate';
              return; // already applied: redelivery is harmless
            }
            await handler.call(event, manager);
          });
          message.ack();
        } catch (error) {
          const attempts = message.info.deliveryCount;
          metrics.eventHandlerFailures.inc({ service: this.options.service, consumer: durable });
          if (attempts >= this.config.EVENT_MAX_DELIVER || !envelope?.id) {
            outcome = 'parked';
            metrics.eventsParkedTotal.inc({ service: this.options.service, consumer: durable });
            await this.park(durable, envelope, message, error, attempts);
            message.term();
            return;
          }
          outcome = 'retry';
          this.logger.warn({ err: error, durable, eventId: envelope.id, attempts }, 'event handler failed; will retry');
          message.nak(Math.min(30_000, 200 * 2 ** attempts));
        }
      },
      span,
    );
    observerFor(metrics.eventHandled, { service: this.options.service, consumer: durable, outcome }).observe((performance.now() - started) / 1000);
    span.end({ error: outcome === 'retry' || outcome === 'parked' });
    if (unitOfWork.outboxWritten) this.relay.afterUnitOfWork(unitOfWork);
  }

  /** The handler's `onlyIf` check (OnEvent): false means nothing to do, so no transaction either. */
  private async worthHandling(handler: DiscoveredMethod<EventHandlerMetadata>, event: EventEnvelope): Promise<boolean> {
    const { onlyIf } = handler.metadata;
    if (!onlyIf) return true;
    const check = (handler.instance as Record<string, (event: EventEnvelope) => boolean | Promise<boolean>>)[onlyIf]!;
    return (await check.call(handler.instance, event)) === true;
  }

  private async park(durable: string, envelope: EventEnvelope | undefined, message: JsMsg, error: unknown, attempts: number) {
    const eventId = envelope?.id && /^[0-9a-f-]{36}$/i.test(envelope.id) ? envelope.id : '00000000-0000-0000-0000-000000000000';
    this.logger.error({ err: error, durable, eventId, attempts }, 'event parked after repeated failures');
    await this.dataSource.query(
      `INSERT INTO parked_events (event_id, handler, payload, error, attempts) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (event_id, handler) DO UPDATE SET error = EXCLUDED.error, attempts = EXCLUDED.attempts, parked_at = now()`,
      [eventId, durable, JSON.stringify(envelope ?? { raw: message.string() }), String((error as Error)?.stack ?? error).slice(0, 4000), attempts],
    );
  }
}
