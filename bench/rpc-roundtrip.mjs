// Scenario 1: one RPC round trip through the real gateway (HTTP → NATS → service → reply) against a
// bare Fastify handler on the same machine, measured in the same run with the same load.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadHttp } from './lib.mjs';
import { startStack } from '../scripts/stack.mjs';

const require = createRequire(import.meta.url);

export async function run() {
  const Fastify = require('fastify');
  const bare = Fastify({ logger: false });
  bare.get('/ping', async () => ({ service: 'bare', pong: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/ping`;

  const namespace = `bench${randomBytes(3).toString('hex')}`;
  const port = 18000 + Math.floor(Math.random() * 1000);
  const stack = await startStack({ env: { NAMESPACE: namespace, LOG_LEVEL: 'error' }, port, quiet: true });
  try {
    const options = { connections: 64, durationMs: Number(process.env.BENCH_DURATION_MS ?? 8000) };
    const baseline = await loadHttp(bareUrl, options);
    const viaGateway = await loadHttp(`${stack.baseUrl}/api/health/chat/ping`, options);
    return [
      { scenario: 'bare Fastify JSON (baseline, c=64)', ...baseline },
      {
        scenario: 'gateway → NATS → chat → reply (c=64)',
        ...viaGateway,
        note: `${((viaGateway.requestsPerSec / baseline.requestsPerSec) * 100).toFixed(0)}% of baseline throughput; p50 ×${(viaGateway.p50Ms / baseline.p50Ms).toFixed(1)}`,
      },
    ];
  } finally {
    await stack.stop();
    await bare.close();
    const { cleanupTestNamespace } = await import('@converge/platform');
    await cleanupTestNamespace(namespace);
  }
}
