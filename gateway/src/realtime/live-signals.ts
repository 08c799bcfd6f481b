import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { LiveSubject } from '@converge/contracts';
import { LOGGER, NATS_CONNECTION, Naming, type Logger } from '@converge/platform/core';

/**
 * Ephemeral signals (typing, live meeting distance) as core-NATS `live.*` messages: never written
 * to the outbox, never stored or replayed, and seen by every gateway replica so each can reach
 * the sockets it holds. A lost signal is simply superseded by the next one.
 */
@Injectable()
export class LiveSignals implements OnApplicationShutdown {
  private subscriptions: Subscription[] = [];

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly naming: Naming,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  publish<T>(subject: LiveSubject, payload: T): void {
    try {
      this.nc.publish(this.naming.subject(subject), JSON.stringify(payload));
    } catch (error) {
      this.logger.debug({ err: error, subject }, 'live signal dropped');
    }
  }

  subscribe<T>(subject: LiveSubject, handler: (payload: T) => void): void {
    const subscription = this.nc.subscribe(this.naming.subject(subject), {
      callback: (error, message) => {
        if (error) return;
        let payload: T;
        try {
          payload = message.json<T>();
        } catch {
          return;
        }
        handler(payload);
      },
    });
    this.subscriptions.push(subscription);
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions = [];
  }
}
