// Identity: sign-ins per second with p99 (argon2id at the OWASP minimum included), and
// GET /api/auth/user through the gateway (cookie → Redis session → NATS → identity → Postgres)
// against a bare Fastify + Redis session lookup measured in the same run with the same load.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadHttp } from './lib.mjs';
import { startStack } from '../scripts/stack.mjs';

const require = createRequire(import.meta.url);
const duration = Number(process.env.BENCH_DURATION_MS ?? 8000);

async function json(baseUrl, method, url, body, cookie) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${await response.text()}`);
  return { body: await response.json(), cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie };
}

/** The lower bound: Fastify reading the same kind of session from Redis and answering JSON. */
async function bareSessionServer(redisUrl, prefix) {
  const Fastify = require('fastify');
  const { Redis } = require('ioredis');
  const redis = new Redis(redisUrl);
  const id = randomBytes(32).toString('base64url');
  await redis.set(`${prefix}sess:${id}`, JSON.stringify({ id, userId: 'u1', createdAt: new Date().toISOString() }), 'EX', 600);
  const app = Fastify({ logger: false });
  app.get('/me', async (request, reply) => {
    const sid = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    const raw = sid ? await redis.getex(`${prefix}sess:${sid}`, 'EX', 600) : null;
    if (!raw) return reply.code(401).send({ message: 'Please sign in to continue.' });
    return { user: JSON.parse(raw) };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server.address().port}/me`, cookie: `sid=${id}`, close: async () => (await app.close(), redis.disconnect()) };
}

export async function run() {
  const namespace = `bench${randomBytes(3).toString('hex')}`;
  const port = 18000 + Math.floor(Math.random() * 1000);
  const storage = mkdtempSync(path.join(tmpdir(), 'converge-bench-photos-'));
  const env = {
    NAMESPACE: namespace,
    LOG_LEVEL: 'error',
    STORAGE_DIR: storage,
    // The bench is one client IP hammering one account: lift the abuse limits for the run.
    SIGNIN_MAX_PER_IP: '100000000',
    SIGNIN_MAX_PER_EMAIL: '100000000',
    REGISTER_MAX_PER_IP: '100000',
  };
  const stack = await startStack({ env, port, quiet: true });
  const bare = await bareSessionServer(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', `${namespace}bare:`);
  try {
    const email = `bench.${Date.now()}@example.com`;
    const password = 'a long enough bench password';
    let { cookie } = await json(stack.baseUrl, 'POST', '/api/auth/register', { email, password, ageConfirmed: true, termsAccepted: true });
    await json(stack.baseUrl, 'POST', '/api/profile', { displayName: 'Bench', dateOfBirth: '1990-01-01', bio: 'Benchmarks', gender: null, lookingFor: ['Everyone'], photos: [] }, cookie);

    const signInBody = JSON.stringify({ email, password });
    const signIns = await loadHttp(`${stack.baseUrl}/api/auth/signin`, {
      connections: 8,
      durationMs: duration,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signInBody,
    });
    ({ cookie } = await json(stack.baseUrl, 'POST', '/api/auth/signin', { email, password }));

    const options = { connections: 64, durationMs: duration };
    const baseline = await loadHttp(bare.url, { ...options, headers: { cookie: bare.cookie } });
    const viaGateway = await loadHttp(`${stack.baseUrl}/api/auth/user`, { ...options, headers: { cookie } });
    return [
      {
        scenario: 'POST /api/auth/signin (argon2id m=19MiB t=2 p=1, c=8)',
        ...signIns,
        note: `${signIns.errors} errors; hashing runs on libuv's 4 threads over 2 cores`,
      },
      { scenario: 'bare Fastify + Redis session lookup (baseline, c=64)', ...baseline },
      {
        scenario: 'GET /api/auth/user via gateway (session + NATS + identity + PG, c=64)',
        ...viaGateway,
        note: `${((viaGateway.requestsPerSec / baseline.requestsPerSec) * 100).toFixed(0)}% of baseline throughput; p50 ×${(viaGateway.p50Ms / baseline.p50Ms).toFixed(1)}; ${viaGateway.errors} errors`,
      },
    ];
  } finally {
    await bare.close();
    await stack.stop();
    rmSync(storage, { recursive: true, force: true });
    const { cleanupTestNamespace } = await import('@converge/platform');
    await cleanupTestNamespace(namespace);
    await cleanupTestNamespace(`${namespace}bare`).catch(() => undefined);
  }
}

// `node bench/identity.mjs` runs this scenario alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.mjs');
  printTable(await run());
  process.exit(0);
}
