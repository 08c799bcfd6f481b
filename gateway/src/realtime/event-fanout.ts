import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { eventCatalog, type EventData, type EventEnvelope, type EventType } from '@converge/contracts';
import { LOGGER, NATS_CONNECTION, Naming, type Logger } from '@converge/platform';

type Pusher<T extends EventType> = (event: EventEnvelope<T, EventData<T>>) => void | Promise<void>;

/**
 * Pushes events to sockets. A core-NATS subscription (not a durable consumer) on purpose: every
 * gateway replica must see every event to reach the sockets it holds; clients re-sync over REST
 * after a reconnect, so a push missed while a replica was down loses nothing.
 */
@Injectable()
export class EventFanout implements OnApplicationBootstrap, OnApplicationShutdown {
  private pushers = new Map<string, Pusher<EventType>[]>();
  private subscription?: Subscription;

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
        for (const push of pushers) {
          Promise.resolve(push(event as never)).catch((err) => this.logger.warn({ err, type: event.type }, 'socket push failed'));
        }
      },
    });
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
