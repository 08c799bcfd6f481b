import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../logging/logger.js';

const EVERY_MS = 2000;
const FAILURES = 3;

/**
 * In a NATS cluster, a server cut off from the others keeps its clients connected: their requests
 * and events then reach nobody on the other side, and nothing tells the client. Every EVERY_MS this
 * asks the event stream for its state (answered by the stream's leader, so only from the side that
 * holds it); after FAILURES answers missing in a row while connected, the connection is moved to
 * another server of the list. A gateway then closes its sockets on the reconnect (PushGapGuard), so
 * that its clients re-sync. With a single server there is nowhere to move: not started.
 */
export function watchPartition(nc: NatsConnection, servers: string[], stream: string, logger: Logger): () => void {
  if (servers.length < 2) return () => undefined;
  let failures = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy || nc.isClosed()) return;
    busy = true;
    void (async () => {
      try {
        const jsm = await jetstreamManager(nc, { timeout: EVERY_MS });
        await jsm.streams.info(stream);
        failures = 0;
      } catch (error) {
        if (/not found/i.test(String((error as Error).message))) failures = 0;
        else if (++failures >= FAILURES) {
          failures = 0;
          logger.warn({ server: nc.getServer() }, 'the event stream does not answer through this NATS server: moving to another');
          await nc.reconnect().catch(() => undefined);
        }
      } finally {
        busy = false;
      }
    })();
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
