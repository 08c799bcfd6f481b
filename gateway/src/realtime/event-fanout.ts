import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { eventCatalog, type EventData, type EventEnvelope, type EventType } from '@converge/contracts';
import { LOGGER, NATS_CONNECTION, Naming, type Logger } from '@converge/platform/core';

type Pusher<T extends EventType> = (event: EventEnvelope<T, EventData<T>>) => void | Promise<void>;

/** How many recent event ids are remembered to drop a second copy of the same event. */
const RECENT_EVENTS = 10_000;

/**
 * Pushes events to sockets. A core-NATS subscription (not a durable consumer) on purpose: every
 * gateway replica must see every event to reach the sockets it holds; clients re-sync over REST
 * after a reconnect, so a push missed while a replica was down loses nothing. An event can be
 * published twice (a relay retry, or two replicas' relays racing; the stream keeps one copy but core
 * subscribers see both), so recent event ids are remembered and a repeat is not pushed again.
 */
@Injectable()
export class EventFanout implements OnApplicationBootstrap, OnApplicationShutdown {
  private pushers = new Map<string, Pusher<EventType>[]>();
  private subscription?: Subscription;
  private readonly recent = new Set<string>();

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly naming: Naming,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  on<T extends EventType>(type: T, pusher: Pusher<T>): void {
    const subject = eventCatalog[type].subject;
    this.pushers.set(subject, [...(this.pushers.get(subject) ?? []), pusher as unknown as Pusher<EventType>]);
  }

  onApplicationBootstrap(): void {
    this.subscription = this.nc.subscribe(this.naming.subject('evt.>'), {
      callback: (error, message) => {
        if (error) return;
        const pushers = this.pushers.get(this.naming.unprefix(message.subject));
        if (!pushers?.length) return;
        let event: EventEnvelope<EventType, never>;
        try {
          event = message.json();
        } catch {
          return;
        }
        if (this.seenBefore(event.id)) return;
        for (const push of pushers) {
          Promise.resolve(push(event as never)).catch((err) => this.logger.warn({ err, type: event.type }, 'socket push failed'));
        }
      },
    });
  }

  /** Remembers the last RECENT_EVENTS ids (a Set iterates in insertion order: the oldest goes first). */
  private seenBefore(id: string): boolean {
    if (this.recent.has(id)) return true;
    this.recent.add(id);
    if (this.recent.size > RECENT_EVENTS) this.recent.delete(this.recent.values().next().value!);
    return false;
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
