import { jetstreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';

/**
 * The one EVENTS stream over evt.>, created or updated idempotently by whichever process starts first.
 * `replicas`: copies kept by a NATS cluster (3 in production, so a lost server loses no event).
 */
export async function ensureEventStream(nc: NatsConnection, name: string, subjectPrefix: string, replicas = 1): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name,
    subjects: [`${subjectPrefix}evt.>`],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: nanos(2 * 60_000),
    max_age: nanos(7 * 24 * 3600_000),
    num_replicas: replicas,
  };
  try {
    await jsm.streams.info(name);
    await jsm.streams.update(name, { subjects: config.subjects, duplicate_window: config.duplicate_window, max_age: config.max_age, num_replicas: replicas });
  } catch (error) {
    if (!/not found/i.test(String((error as Error).message))) throw error;
    try {
      await jsm.streams.add(config);
    } catch (addError) {
      // Another process created it first: fine.
      if (!/already in use|exists/i.test(String((addError as Error).message))) throw addError;
    }
  }
}

export async function deleteEventStream(nc: NatsConnection, name: string): Promise<void> {
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(name).catch(() => false);
}
