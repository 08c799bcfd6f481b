import { z } from 'zod';

/** Settings every process shares. Defaults work against this machine's localhost servers. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Isolates a run: prefixes database names, subjects, the stream and Redis keys (tests use a random one). */
  NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]*$/, 'lowercase letters, digits and _ only')
    .default(''),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Address the health listener binds: loopback unless a deployment opens it (k8s probes, compose: 0.0.0.0). */
  HEALTH_HOST: z.string().min(1).default('127.0.0.1'),
  /** Prometheus GET /metrics on this port (0 = off; `npm start` and the manifests set one per process). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Address the metrics listener binds: loopback unless a deployment opens it for its scraper (0.0.0.0). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Connections in this process's Postgres pool (node-postgres `max`). */
  DB_POOL_SIZE: z.coerce.number().int().positive().max(100).default(10),
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * How long an outbox row is kept once it was published (counted from when it was written): then it is
   * deleted, with the copy of a person's data its event carried. Unpublished rows are never deleted.
   */
  OUTBOX_RETENTION_MS: z.coerce.number().int().positive().default(86_400_000), // a day
  EVENT_MAX_DELIVER: z.coerce.number().int().min(2).default(10),
  EVENT_ACK_WAIT_MS: z.coerce.number().int().positive().default(30_000),
  /** Copies of the event stream in a NATS cluster: 1 for one server, 3 for the production cluster of 3. */
  JETSTREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {}

/** Parses env with the base schema plus a service's own; a bad value stops the process with a readable list. */
export function loadConfig<S extends z.ZodRawShape>(extra: S, env: Record<string, string | undefined> = process.env) {
  const schema = baseConfigSchema.extend(extra);
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data as z.infer<typeof schema>;
}
