import { jetstreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';

/** What a JetStream API call answers while a cluster elects a leader or a server is out of reach. */
const TRANSIENT = /timeout|no responders|503|temporarily unavailable|leader|not available|insufficient resources|jetstream system/i;

/**
 * Runs a JetStream management call again while the cluster cannot answer it yet (a stream or meta
 * leader being elected, a server restarting, a partition healing): a process starting then waits for
 * the cluster instead of dying. Other errors, and still failing after `forMs`, are thrown.
 */
export async function retryJetStream<T>(call: () => Promise<T>, forMs = 120_000): Promise<T> {
  const giveUp = Date.now() + forMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 4000)) {
    try {
      return await call();
    } catch (error) {
      if (Date.now() > giveUp || !TRANSIENT.test(String((error as Error).message ?? error))) throw error;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/**
 * How long the stream keeps an event: the longest a consumer (a new one, or one reset to replay) can
 * still be handed it. The inbox keeps an event's id a day longer (MessagingRetention).
 */
export const EVENT_STREAM_MAX_AGE_MS = 7 * 24 * 3600_000;

/**
 * The one EVENTS stream over evt.>, created or updated idempotently by whichever process starts first.
 * `replicas`: copies kept by a NATS cluster (3 in production, so a lost server loses no event).
 */
export async function ensureEventStream(nc: NatsConnection, name: string, subjectPrefix: string, replicas = 1): Promise<void> {
  await retryJetStream(() => ensureOnce(nc, name, subjectPrefix, replicas));
}

async function ensureOnce(nc: NatsConnection, name: string, subjectPrefix: string, replicas: number): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name,
    subjects: [`${subjectPrefix}evt.>`],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: nanos(2 * 60_000),
    max_age: nanos(EVENT_STREAM_MAX_AGE_MS),
    num_replicas: replicas,
  };
  try {
    const { config: current } = await jsm.streams.info(name);
    // Unchanged (every start but the first): no update, which in a cluster is a round of consensus.
    const same =
      current.subjects?.join() === config.subjects.join() && current.duplicate_window === config.duplicate_window && current.max_age === config.max_age && current.num_replicas === replicas;
    if (same) return;
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
