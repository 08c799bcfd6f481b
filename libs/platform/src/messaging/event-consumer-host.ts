import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DataSource, type EntityManager } from 'typeorm';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { eventCatalog, type EventEnvelope } from '@converge/contracts';
import { Naming } from '../config/naming.js';
import type { BaseConfig } from '../config/config.js';
import { requestContext, runUnitOfWork, type Logger } from '../logging/logger.js';
import { metrics, observerFor, onScrape } from '../observability/metrics.js';
import { parseTraceparent } from '../observability/trace-context.js';
import { startSpan } from '../observability/tracing.js';
import { OutboxRelay } from './outbox-relay.js';
import { AckGatherer } from './ack-gatherer.js';
import { retryJetStream } from './stream.js';
import { discoverMethods, type DiscoveredMethod } from '../discovery.js';
import { EVENT_HANDLER_METADATA, statementInbox, type EventHandlerMetadata } from './on-event.decorator.js';
import { CONFIG, LOGGER, NATS_CONNECTION, PLATFORM_OPTIONS } from './tokens.js';
import type { PlatformOptions } from '../platform-options.js';

/** At most this many messages in one batch transaction (a handler with `batch: true`). */
const BATCH_MAX = 32;
/** How long a handled event's ack may wait to leave with others (AckGatherer); far below EVENT_ACK_WAIT_MS. */
export const ACK_GATHER_MS = 20;

/** A message of a batch, parsed, with its span. */
interface BatchItem {
  message: JsMsg;
  event: EventEnvelope;
  requestId: string;
  span: ReturnType<typeof startSpan>;
}

interface RunningConsumer {
  durable: string;
  messages: ConsumerMessages;
  done: Promise<void>;
}

/**
 * One durable pull consumer per (service, handler). Each message: insert (event id, handler) into
 * inbox and run the handler in ONE transaction, ack after commit. A redelivered id finds its inbox row
 * and is acked without effect. On the last allowed delivery a failing message is parked, not dropped.
 *
 * A handler declared with `batch: true` takes the messages that are waiting (up to BATCH_MAX) in one
 * transaction: one inbox insert for all of them, the handler for each new one in stream order, one
 * commit, then the acks. Under load that is three round trips per batch instead of three per event (the
 * consumers of a check-in were most of its CPU). A batch that fails is rolled back whole and its
 * messages handled one by one as above, so retries, parking and order are those of a single message.
 *
 * The acks of handled events leave together, every ACK_GATHER_MS at the most (AckGatherer): one write
 * to NATS for all of the process's consumers instead of one per event.
 */
@Injectable()
export class EventConsumerHost {
  private consumers: RunningConsumer[] = [];
  private stopping = false;
  private stopProbe?: () => void;
  private readonly acks = new AckGatherer(ACK_GATHER_MS);

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
    // All at once: each consumer is several JetStream round trips (info, add or update, get, the first
    // pull), and one after the other a service's 8–19 consumers were most of its time to ready.
    const jsm = await jetstreamManager(this.nc);
    await Promise.all(handlers.map((handler) => this.startConsumer(handler, jsm)));
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
    this.acks.flush();
    for (const consumer of this.consumers) await consumer.messages.close().catch(() => undefined);
    await Promise.all(this.consumers.map((c) => c.done));
    this.acks.flush(); // what the handlers still running when the consumers closed acked
    this.consumers = [];
  }

  static durableName(service: string, handler: DiscoveredMethod<EventHandlerMetadata>): string {
    const name = handler.metadata.name ?? `${handler.className}_${handler.methodName}`;
    return `${service}_${name}`.replace(/[^A-Za-z0-9_-]/g, '_');
  }

  private async startConsumer(handler: DiscoveredMethod<EventHandlerMetadata>, jsm: JetStreamManager): Promise<void> {
    const durable = EventConsumerHost.durableName(this.options.service, handler);
    const { onlyIf } = handler.metadata;
    if (onlyIf && typeof (handler.instance as Record<string, unknown>)[onlyIf] !== 'function') throw new Error(`${durable}: onlyIf names no method of ${handler.className}: ${onlyIf}`);
    // A batch is applied in one transaction without asking each event first: the two do not combine (yet).
    if (onlyIf && handler.metadata.batch) throw new Error(`${durable}: onlyIf and batch cannot be combined`);
    if (handler.metadata.gatherMs && !handler.metadata.batch) throw new Error(`${durable}: gatherMs needs batch`);
    const subject = this.naming.subject(eventCatalog[handler.metadata.type].subject);
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
    const done = (
      handler.metadata.batch
        ? this.consumeInBatches(durable, handler, messages)
        : (async () => {
            for await (const message of messages) {
              if (this.stopping) {
                message.nak();
                continue;
              }
              await this.handle(durable, handler, message);
            }
          })()
    ).catch((error) => this.logger.error({ err: error, durable }, 'event consumer stopped unexpectedly'));
    this.consumers.push({ durable, messages, done });
  }

  /**
   * Reads messages into a queue while the previous batch is being handled, and hands the handler
   * whatever has queued up: one message when the consumer keeps up, more when it falls behind (or, with
   * `gatherMs`, what arrives within that long of the first). The reader stops pulling while BATCH_MAX
   * wait, so the consumer's own buffer bounds what is held unacked.
   */
  private async consumeInBatches(durable: string, handler: DiscoveredMethod<EventHandlerMetadata>, messages: ConsumerMessages): Promise<void> {
    const queue: JsMsg[] = [];
    const gatherMs = handler.metadata.gatherMs ?? 0;
    let ended = false;
    let wake: (() => void) | undefined;
    let room: (() => void) | undefined;
    const reader = (async () => {
      try {
        for await (const message of messages) {
          queue.push(message);
          wake?.();
          if (queue.length >= BATCH_MAX) await new Promise<void>((resolve) => (room = resolve));
        }
      } finally {
        ended = true;
        wake?.();
      }
    })();
    for (;;) {
      if (queue.length === 0) {
        if (ended) break;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      if (gatherMs > 0 && queue.length < BATCH_MAX && !ended && !this.stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, gatherMs);
          wake = () => {
            if (queue.length < BATCH_MAX && !ended) return;
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      const batch = queue.splice(0, BATCH_MAX);
      room?.();
      room = undefined;
      if (this.stopping) {
        for (const message of batch) message.nak();
        continue;
      }
      await this.handleBatch(durable, handler, batch);
    }
    await reader;
  }

  /** One transaction for the batch; on any failure, each message on its own (see the class comment). */
  private async handleBatch(durable: string, handler: DiscoveredMethod<EventHandlerMetadata>, batch: JsMsg[]): Promise<void> {
    const items = batch.length > 1 ? this.parseBatch(handler, batch) : undefined;
    if (!items) {
      for (const message of batch) await this.handle(durable, handler, message);
      return;
    }
    const started = performance.now();
    const outcomes = items.map(() => 'ok');
    try {
      const unitOfWork = await runUnitOfWork(`evt-batch-${batch[0]!.seq}`, () =>
        handler.metadata.batch === 'statement'
          ? this.applyInOneStatement(durable, handler, items)
          : this.dataSource.transaction(async (manager: EntityManager) => {
              const inserted: { event_id: string }[] = await manager.query('INSERT INTO inbox (event_id, handler) SELECT unnest($1::uuid[]), $2 ON CONFLICT DO NOTHING RETURNING event_id', [
                items.map((item) => item.event.id),
                durable,
              ]);
              const fresh = new Set(inserted.map((row) => row.event_id.toLowerCase()));
              const wakeRelayAfter = requestContext.getStore()!.wakeRelayAfter;
              const asList: BatchItem[] = [];
              for (const [i, item] of items.entries()) {
                // Not in the inbox insert's answer: applied before, or a second copy within this batch.
                if (!fresh.delete(item.event.id.toLowerCase())) {
                  outcomes[i] = 'duplicate';
                  continue;
                }
                if (handler.metadata.batch === 'list') asList.push(item);
                else await requestContext.run({ requestId: item.requestId, trace: item.span, wakeRelayAfter }, () => handler.call(item.event, manager));
              }
              // A list handler's one call runs in its first event's context (request id and trace).
              const [first] = asList;
              if (first)
                await requestContext.run({ requestId: first.requestId, trace: first.span, wakeRelayAfter }, () =>
                  handler.call(
                    asList.map((item) => item.event),
                    manager,
                  ),
                );
            }),
      );
      for (const item of items) this.acks.ack(item.message);
      const seconds = (performance.now() - started) / 1000;
      for (const [i, item] of items.entries()) {
        observerFor(metrics.eventHandled, { service: this.options.service, consumer: durable, outcome: outcomes[i]! }).observe(seconds);
        item.span.end({ error: false });
      }
      if (unitOfWork.outboxWritten) this.relay.afterUnitOfWork(unitOfWork);
    } catch (error) {
      for (const item of items) item.span.end({ error: true });
      this.logger.info({ err: error, durable, size: items.length }, 'event batch failed; handling its messages one by one');
      for (const message of batch) await this.handle(durable, handler, message);
    }
  }

  /**
   * A 'statement' handler's batch: one call, no transaction around it (its one statement is its own),
   * with the inbox insert it runs as a CTE. An event twice in the batch is passed once.
   */
  private async applyInOneStatement(durable: string, handler: DiscoveredMethod<EventHandlerMetadata>, items: BatchItem[]): Promise<void> {
    const seen = new Set<string>();
    const events = items.map((item) => item.event).filter((event) => !seen.has(event.id.toLowerCase()) && seen.add(event.id.toLowerCase()));
    const [first] = items;
    const wakeRelayAfter = requestContext.getStore()!.wakeRelayAfter;
    // A list handler's one call runs in its first event's context (request id and trace).
    await requestContext.run({ requestId: first!.requestId, trace: first!.span, wakeRelayAfter }, () =>
      handler.call(
        events,
        this.dataSource.manager,
        statementInbox(
          events.map((event) => event.id),
          durable,
        ),
      ),
    );
  }

  /**
   * The batch's events, or undefined when any message is not a valid event or has been delivered before
   * (it may be the one that failed: handled alone, it is retried or parked on its own).
   */
  private parseBatch(handler: DiscoveredMethod<EventHandlerMetadata>, batch: JsMsg[]): BatchItem[] | undefined {
    const definition = eventCatalog[handler.metadata.type];
    const items: BatchItem[] = [];
    for (const message of batch) {
      if (message.info.deliveryCount > 1) return undefined;
      let envelope: EventEnvelope;
      try {
        envelope = message.json<EventEnvelope>();
      } catch {
        return undefined;
      }
      const parsed = definition.schema.safeParse(envelope.data);
      if (!parsed.success || typeof envelope.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(envelope.id)) return undefined;
      const requestId = message.headers?.get('x-request-id') || `evt-${message.seq}`;
      const span = startSpan(`${this.durableLabel(handler)} ${handler.metadata.type}`, 'consumer', parseTraceparent(message.headers?.get('traceparent') || envelope.traceparent));
      items.push({ message, event: { ...envelope, data: parsed.data }, requestId, span });
    }
    return items;
  }

  private durableLabel(handler: DiscoveredMethod<EventHandlerMetadata>): string {
    return EventConsumerHost.durableName(this.options.service, handler);
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
            this.acks.ack(message);
            return;
          }
          if (handler.metadata.batch === 'statement') {
            // Its one statement records the event in the inbox and applies it only if it was not there.
            await handler.call([event], this.dataSource.manager, statementInbox([event.id], durable));
            message.ack();
            return;
          }
          await this.dataSource.transaction(async (manager: EntityManager) => {
            const inserted: unknown[] = await manager.query('INSERT INTO inbox (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id', [event.id, durable]);
            if (inserted.length === 0) {
              outcome = 'duplicate';
              return; // already applied: redelivery is harmless
            }
            await handler.call(handler.metadata.batch === 'list' ? [event] : event, manager);
          });
          this.acks.ack(message);
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
