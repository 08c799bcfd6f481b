import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../logging/logger.js';

/** One connection per process that keeps reconnecting forever, also when NATS is down at start. */
export async function connectNats(url: string, name: string, logger: Logger): Promise<NatsConnection> {
  const nc = await connect({
    servers: url.split(','),
    name,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    pingInterval: 10_000,
    // Capturing a stack for every request's possible timeout costs ~10% of the gateway's CPU.
    noAsyncTraces: true,
  });
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') logger.warn({ nats: status.type }, 'NATS connection %s', status.type);
    }
  })();
  return nc;
}
