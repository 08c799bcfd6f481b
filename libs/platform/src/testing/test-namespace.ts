import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { baseConfigSchema } from '../config/config.js';
import { Naming } from '../config/naming.js';

/** A fresh namespace for one test run: its own databases, stream, subjects and Redis keys. */
export function newTestNamespace(label = 't'): string {
  return `${label}${randomBytes(5).toString('hex')}`.toLowerCase();
}

/** Points this process's env at the namespace and the real local servers, with fast test timings. */
export function useTestEnvironment(namespace: string, extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NAMESPACE: namespace,
    SWEEP_INTERVAL_MS: '60000',
    EVENT_ACK_WAIT_MS: '2000',
    EVENT_MAX_DELIVER: '4',
    // Generous: a cold CI machine loads modules lazily on first use; timeout tests pass their own.
    RPC_TIMEOUT_MS: '10000',
    HEALTH_PORT: '0',
    ...extra,
  });
}

/** Removes everything a namespace left behind: databases, the JetStream stream, Redis keys. */
export async function cleanupTestNamespace(namespace: string): Promise<void> {
  const config = baseConfigSchema.parse(process.env);
  const naming = new Naming(namespace);
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${namespace}\\_%`]);
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
  const nc = await connect({ servers: config.NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(naming.stream).catch(() => false);
  } finally {
    await nc.close();
  }
  const redis = new Redis(config.REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${naming.redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
