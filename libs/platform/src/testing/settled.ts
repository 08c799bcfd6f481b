import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';
import { eventually } from './eventually.js';

/**
 * True when every durable consumer of the stream has received and acknowledged everything: nothing is
 * waiting, nothing is out for (re)delivery. A test that must show something happened only once waits
 * for this instead of sleeping past `ack_wait`.
 */
export async function consumersSettled(nc: NatsConnection, stream: string): Promise<boolean> {
  const jsm = await jetstreamManager(nc);
  for await (const consumer of jsm.consumers.list(stream)) {
    if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) return false;
  }
  return true;
}

/** True when the relay has published every committed outbox row of this service's database. */
export async function outboxSent(dataSource: DataSource): Promise<boolean> {
  return (await dataSource.query('SELECT 1 FROM outbox WHERE sent_at IS NULL LIMIT 1')).length === 0;
}

/**
 * Everything this service wrote has been published and reached `nc`'s subscriptions: the outbox is empty,
 * and a flush (a round trip to the server) delivers whatever the server had already sent this client.
 */
export async function publishedAndDelivered(dataSource: DataSource, nc: NatsConnection, timeoutMs = 15_000): Promise<void> {
  await eventually('the outbox sent', () => outboxSent(dataSource), { timeoutMs });
  await nc.flush();
}
