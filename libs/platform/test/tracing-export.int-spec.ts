import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { bootService, cleanupTestNamespace, eventually, newTestNamespace, RpcClient, runWithRequestId, useTestEnvironment } from '@converge/platform';
import { LedgerModule } from './fixtures/ledger.module.js';

// With OTEL_EXPORTER_OTLP_ENDPOINT set, spans leave over OTLP/HTTP and continue the caller's trace.
// The collector is a plain HTTP server that records what it receives.
const namespace = newTestNamespace('otel');
const received: string[] = [];
let collector: http.Server;
let app: INestApplicationContext;

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(`${req.url} ${body}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  useTestEnvironment(namespace, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}` });
  app = await bootService(LedgerModule);
});

afterAll(async () => {
  await app?.close();
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  collector?.close();
  await cleanupTestNamespace(namespace);
});

test("an RPC handled under a caller's trace is exported as a span of that trace", async () => {
  const traceId = 'aaaabbbbccccddddeeeeffff00001111';
  const reply = await runWithRequestId('req-otel', () => app.get(RpcClient).request<{ requestId: string }>('rpc.identity.ledger.whoami'), {
    traceId,
    spanId: '1111222233334444',
    flags: '01',
  });
  expect(reply.requestId).toBe('req-otel');
  await eventually('the collector receives the span', () => received.some((r) => r.startsWith('/v1/traces') && r.includes(traceId) && r.includes('rpc.identity.ledger.whoami')), {
    timeoutMs: 10_000,
  });
});
