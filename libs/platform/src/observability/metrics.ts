import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, one registry per process (several services booted in one test
 * process share it and are told apart by the `service` label). Series that cost a query (outbox
 * backlog, consumer lag, queue depth) are read when Prometheus scrapes, through `onScrape` probes, so
 * the hot paths only ever observe a histogram or bump a counter.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds; from 1 ms to 10 s, dense where this app's requests live (a few ms). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Probe = () => Promise<void>;
const probes = new Set<Probe>();
const PROBE_TIMEOUT_MS = 2000;

/** Runs `probe` before every scrape (to set gauges from a query); answers a function that removes it. */
export function onScrape(probe: Probe): () => void {
  probes.add(probe);
  return () => probes.delete(probe);
}

/** The exposition text, after every probe had up to 2 s to refresh its gauges. */
export async function renderMetrics(): Promise<string> {
  await Promise.allSettled([...probes].map((probe) => withTimeout(probe())));
  return metricsRegistry.metrics();
}

async function withTimeout(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, PROBE_TIMEOUT_MS)))]);
  } finally {
    clearTimeout(timer);
  }
}

export const metrics = {
  /** Gateway HTTP: rate = rate(_count), latency = the buckets; `route` is the pattern, not the URL. */
  httpRequestDuration: new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  }),
  /** A service answering RPCs; outcome = ok | the error code class (4xx, 5xx). */
  rpcServerDuration: new Histogram({
    name: 'rpc_server_duration_seconds',
    help: 'RPC requests served, by subject pattern and outcome',
    labelNames: ['service', 'pattern', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  }),
  /** A caller's view of RPCs, including time on the wire; outcome adds `unavailable` (timeout / no responder). */
  rpcClientDuration: new Histogram({
    name: 'rpc_client_duration_seconds',
    help: 'RPC requests sent, by subject pattern and outcome',
    labelNames: ['service', 'pattern', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  }),
  socketsConnected: new Gauge({ name: 'socketio_connected_sockets', help: 'socket.io connections open on this gateway', registers: [metricsRegistry] }),
  consumerPending: new Gauge({
    name: 'jetstream_consumer_pending_messages',
    help: 'Messages in the stream not yet delivered to this durable consumer (consumer lag)',
    labelNames: ['service', 'consumer'] as const,
    registers: [metricsRegistry],
  }),
  consumerAckPending: new Gauge({
    name: 'jetstream_consumer_ack_pending_messages',
    help: 'Messages delivered to this durable consumer and not yet acknowledged',
    labelNames: ['service', 'consumer'] as const,
    registers: [metricsRegistry],
  }),
  eventHandled: new Histogram({
    name: 'event_handler_duration_seconds',
    help: 'Events handled by durable consumers, by consumer and outcome (ok, duplicate, skipped: its onlyIf check found nothing to do, retry, parked)',
    labelNames: ['service', 'consumer', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  }),
  eventHandlerFailures: new Counter({
    name: 'event_handler_failures_total',
    help: 'Event deliveries whose handler threw (each is retried or parked)',
    labelNames: ['service', 'consumer'] as const,
    registers: [metricsRegistry],
  }),
  eventsParkedTotal: new Counter({
    name: 'events_parked_total',
    help: 'Events parked after their last allowed delivery failed',
    labelNames: ['service', 'consumer'] as const,
    registers: [metricsRegistry],
  }),
  eventsParked: new Gauge({ name: 'events_parked', help: 'Rows in parked_events waiting for a person to replay them', labelNames: ['service'] as const, registers: [metricsRegistry] }),
  outboxBacklog: new Gauge({ name: 'outbox_backlog_rows', help: 'Outbox rows not yet published to JetStream', labelNames: ['service'] as const, registers: [metricsRegistry] }),
  outboxOldestAge: new Gauge({
    name: 'outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest outbox row not yet published (0 when none)',
    labelNames: ['service'] as const,
    registers: [metricsRegistry],
  }),
  outboxPublished: new Counter({ name: 'outbox_published_total', help: 'Outbox rows published to JetStream', labelNames: ['service'] as const, registers: [metricsRegistry] }),
  queueJobs: new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'BullMQ jobs by queue and state (waiting, delayed, active, failed)',
    labelNames: ['service', 'queue', 'state'] as const,
    registers: [metricsRegistry],
  }),
  jobLateness: new Histogram({
    name: 'bullmq_job_lateness_seconds',
    help: 'How long after its due time a job started',
    labelNames: ['service', 'queue'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [metricsRegistry],
  }),
  jobsProcessed: new Counter({ name: 'bullmq_jobs_total', help: 'BullMQ jobs finished, by outcome', labelNames: ['service', 'queue', 'outcome'] as const, registers: [metricsRegistry] }),
};

/** ok for a success, else the status class of the RpcError (`4xx`, `5xx`) — few label values, cheap series. */
export function outcomeOf(status: number | undefined): string {
  if (status === undefined) return 'ok';
  return status === 503 ? 'unavailable' : `${Math.floor(status / 100)}xx`;
}

type Observer = { observe(value: number): void };
const children = new Map<string, Observer>();

/**
 * A histogram's child for these label values, made once: prom-client hashes the label object on every
 * `observe(labels, v)`, which on the RPC path is worth avoiding.
 */
export function observerFor<L extends string>(histogram: Histogram<L>, labels: Record<L, string>): Observer {
  const key = `${(histogram as unknown as { name: string }).name}\u0000${Object.values(labels).join('\u0000')}`;
  let child = children.get(key);
  if (!child) {
    child = histogram.labels(labels as never);
    children.set(key, child);
  }
  return child;
}
