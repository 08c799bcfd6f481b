import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { baseConfigSchema, eventually, freePort, Naming } from '@converge/platform';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

// Observability: real traffic through the built gateway and a real identity process, then
// what an operator sees: the Prometheus series on both processes, and one trace id from the HTTP
// request to the service's log line and the event envelope it wrote.
const identityMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/identity/dist/main.js');

/** Waits until the assertions in `check` pass; on time-out fails with their last error. */
async function until(what: string, check: () => unknown, timeoutMs = 15_000): Promise<void> {
  let last: unknown;
  try {
    await eventually(
      what,
      async () => {
        try {
          await check();
          return true;
        } catch (error) {
          last = error;
          return false;
        }
      },
      { timeoutMs },
    );
  } catch (timeout) {
    throw last ?? timeout;
  }
}

let stack: GatewayTestStack;
let identity: ChildProcess;
let identityLog = '';
let gatewayMetricsPort: number;
let identityMetricsPort: number;

beforeAll(async () => {
  gatewayMetricsPort = await freePort();
  identityMetricsPort = await freePort();
  stack = await startGatewayTestStack([], { REGISTER_MAX_PER_IP: '1000' }, { METRICS_PORT: String(gatewayMetricsPort) });
  // The service as its own process (the environment now points at the stack's namespace), logging at debug.
  identity = spawn(process.execPath, [identityMain], { env: { ...process.env, LOG_LEVEL: 'debug', METRICS_PORT: String(identityMetricsPort) }, stdio: ['ignore', 'pipe', 'inherit'] });
  identity.stdout!.on('data', (chunk: Buffer) => (identityLog += chunk.toString()));
  await until('identity serves /metrics', async () => expect((await fetch(`http://127.0.0.1:${identityMetricsPort}/metrics`)).status).toBe(200), 30_000);
}, 60_000);

afterAll(async () => {
  if (identity && identity.exitCode === null) {
    const exited = new Promise((resolve) => identity.once('exit', resolve));
    identity.kill('SIGTERM');
    await exited;
  }
  await stack?.close();
});

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const traceparent = `00-${traceId}-00f067aa0ba902b7-01`;

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample line, e.g. sample(text, 'x_count', {route: '/a'}); undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

test('a registration carries its trace id into the service log and the event envelope; both processes expose the named series', async () => {
  const email = `trace.${Date.now()}@example.com`;
  const register = () =>
    fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent },
      body: JSON.stringify({ email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true }),
    });
  // The identity process may still be joining its queue group: retry until it answers.
  await until('identity answers the registration', async () => expect((await register()).status).toBe(201), 30_000);
  // A second one with the same email: a 409 the metrics must tell apart from the 201.
  expect((await register()).status).toBe(409);
  await fetch(`${stack.baseUrl}/api/no-such-route`);

  // The service's own log line for the RPC has the caller's trace id (and a request id).
  await until('the service logs the trace id', () => {
    const lines = identityLog
      .split('\n')
      .filter((l) => l.includes(traceId))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.msg === 'rpc handled' && l.service === 'identity')).toMatchObject({ traceId, requestId: expect.any(String) });
  });

  // The UserRegistered envelope it wrote continues the same trace.
  const config = baseConfigSchema.parse(process.env);
  const db = new pg.Client({ connectionString: config.DATABASE_URL.replace(/\/[^/]*$/, `/${new Naming(config.NAMESPACE).database('identity')}`) });
  await db.connect();
  try {
    const { rows } = await db.query<{ payload: { type: string; traceparent?: string; data: { email: string } } }>(`SELECT payload FROM outbox WHERE type = 'UserRegistered'`);
    const envelope = rows.map((r) => r.payload).find((p) => p.data.email === email);
    expect(envelope?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(envelope?.traceparent).not.toBe(traceparent); // a span of its own within the trace
  } finally {
    await db.end();
  }

  // Gateway: HTTP by route pattern and status, RPC as the caller saw it, sockets.
  const gateway = await scrape(gatewayMetricsPort);
  expect(sample(gateway, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/register', status: '201' })).toBeGreaterThanOrEqual(1);
  expect(sample(gateway, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/register', status: '409' })).toBe(1);
  expect(sample(gateway, 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
  expect(sample(gateway, 'http_request_duration_seconds_bucket', { route: '/api/auth/register', status: '201', le: '+Inf' })).toBeGreaterThanOrEqual(1);
  expect(sample(gateway, 'rpc_client_duration_seconds_count', { service: 'gateway', outcome: '4xx' })).toBeGreaterThanOrEqual(1);
  expect(sample(gateway, 'socketio_connected_sockets', {})).toBe(0);
  expect(gateway).toContain('process_resident_memory_bytes');

  // Identity: RPCs served, the outbox, consumers, queues, handler failures and parked events.
  await until('identity exposes its series', async () => {
    const text = await scrape(identityMetricsPort);
    expect(sample(text, 'rpc_server_duration_seconds_count', { service: 'identity', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'rpc_server_duration_seconds_count', { service: 'identity', outcome: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'outbox_backlog_rows', { service: 'identity' })).toBe(0); // the relay sent the event
    expect(sample(text, 'outbox_oldest_unsent_age_seconds', { service: 'identity' })).toBe(0);
    expect(sample(text, 'outbox_published_total', { service: 'identity' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'events_parked', { service: 'identity' })).toBe(0);
    expect(sample(text, 'jetstream_consumer_pending_messages', { service: 'identity' })).toBeGreaterThanOrEqual(0);
    for (const declared of [
      'event_handler_failures_total',
      'events_parked_total',
      'event_handler_duration_seconds',
      'bullmq_queue_jobs',
      'bullmq_job_lateness_seconds',
      'jetstream_consumer_ack_pending_messages',
    ]) {
      expect(text).toContain(`# TYPE ${declared} `);
    }
  });
});
