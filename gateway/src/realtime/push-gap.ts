import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { LOGGER, NATS_CONNECTION, type Logger } from '@converge/platform/core';
import { SocketServer } from './socket-server.js';

/**
 * Pushes reach sockets over a core-NATS subscription, which hears nothing while this gateway's NATS
 * connection is down (its NATS server died or was cut off from it). The sockets themselves may stay
 * up the whole time, so their clients would never learn that they missed messages. When the
 * connection comes back, every socket here is closed (the transport, so clients reconnect at once,
 * as after a gateway restart) and each client re-syncs over REST on reconnecting.
 */
@Injectable()
export class PushGapGuard implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopped = false;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly sockets: SocketServer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    void (async () => {
      for await (const status of this.nc.status()) {
        if (this.stopped) return;
        if (status.type !== 'reconnect') continue;
        const count = this.sockets.io?.sockets.sockets.size ?? 0;
        this.logger.warn({ sockets: count }, 'NATS connection back: closing sockets so that their clients re-sync what they missed');
        // The transport, not the socket.io session: a client told "io server disconnect" stays
        // disconnected, one whose connection closed reconnects at once.
        for (const socket of this.sockets.io?.sockets.sockets.values() ?? []) socket.conn.close();
      }
    })();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
  }
}
