// Shared bench helpers: a closed-loop HTTP load generator that records every request's latency
// itself (autocannon rounds latency to whole milliseconds), percentiles, and the result table.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

// Every bench's stack runs as deployed, under `npm run bench` and a bench file run alone alike:
// outside production every answer and RPC reply is also checked against its schema, a test aid that
// costs the hot paths an extra parse. NODE_ENV=development to compare.
process.env.NODE_ENV ??= 'production';

/** BENCH_LATENCY_LOG_DIR: where a loop logs its requests' times (one row per request) for bench/tail/explain.mjs. */
export const latencyLogDir = () => process.env.BENCH_LATENCY_LOG_DIR;

/** Writes one loop's rows to `name` in the latency log folder; returns the file's path. */
export function writeLatencyLog(name, rows) {
  const dir = latencyLogDir();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(rows));
  return file;
}

/** A closed loop's [start epoch ms, ms] rows, in start order, as `<loop>-c<connections>-<start epoch ms>.json`. */
function writeClosedLoopLog(loop, connections, startedAt, rows) {
  writeLatencyLog(
    `${loop}-c${connections}-${Math.round(performance.timeOrigin + startedAt)}.json`,
    rows.sort((a, b) => a[0] - b[0]),
  );
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * autocannon drives the load (`connections` keep-alive clients for `durationMs`); every response's
 * own latency is recorded from its 'response' event, because autocannon's histogram rounds to whole
 * milliseconds. The first `warmupMs` are not counted.
 *
 * `requests` (`[{ method, path, headers, body }]`) varies the request: each connection goes round the
 * list from its own place in it (connection k from entry k × length / connections), so the
 * connections do not send the same request in step. A closed loop that way costs the load generator
 * ~80 µs of CPU per request, against ~250 µs for `closedLoop` over `httpClient` (node:http): on 2 cores
 * shared with the stack, the load generator's CPU is CPU the stack does not get.
 */
export async function loadHttp(url, { connections = 32, durationMs = 5000, warmupMs = 1000, method = 'GET', headers = {}, body, requests } = {}) {
  const { default: autocannon } = await import('autocannon');
  const latencies = [];
  let errors = 0;
  let firstError;
  let issued = 0;
  let recording = false;
  let recordStart = 0;
  let clients = 0;
  const staggered = requests && {
    requests,
    setupClient: (client) => {
      const from = Math.floor((clients++ * requests.length) / connections) % requests.length;
      client.setRequests([...requests.slice(from), ...requests.slice(0, from)].map((r) => ({ ...r })));
    },
  };
  const instance = autocannon({ url, connections, duration: (warmupMs + durationMs) / 1000, method, headers, body, ...staggered });
  const warmup = setTimeout(() => {
    recording = true;
    recordStart = performance.now();
  }, warmupMs);
  const startAndLatency = latencyLogDir() ? [] : undefined;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    issued++;
    if (statusCode >= 400) firstError ??= new Error(`HTTP ${statusCode}`);
    if (!recording) return;
    if (statusCode >= 400) errors++;
    else {
      latencies.push(responseTime);
      startAndLatency?.push([performance.timeOrigin + performance.now() - responseTime, responseTime]);
    }
  });
  instance.on('reqError', (error) => {
    issued++;
    firstError ??= error;
    if (recording) errors++;
  });
  await instance;
  clearTimeout(warmup);
  const elapsed = (performance.now() - recordStart) / 1000;
  if (startAndLatency) writeClosedLoopLog('load-http', connections, recordStart, startAndLatency);
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, issued, errors, firstError, requestsPerSec: latencies.length / elapsed, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

export function printTable(rows) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'note'];
  const fmt = (v, digits = 2) => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : (v ?? ''));
  const table = rows.map((r) => [r.scenario, fmt(r.requestsPerSec, 0), fmt(r.p50Ms), fmt(r.p99Ms), r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
  const line = (cells) => '| ' + cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ') + ' |';
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of table) console.log(line(row));
}

/** Closed loop: `connections` workers, each request's latency recorded with performance.now(). */
export async function closedLoop(connections, durationMs, warmupMs, once) {
  const latencies = [];
  let errors = 0;
  let firstError;
  let issued = 0;
  const start = performance.now();
  const recordFrom = start + warmupMs;
  const end = recordFrom + durationMs;
  // Each recorded request's start in place of the open loop's due time.
  const startAndLatency = latencyLogDir() ? [] : undefined;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let i = 0; performance.now() < end; i++) {
        const t0 = performance.now();
        issued++;
        try {
          await once(worker, i);
          if (t0 >= recordFrom) {
            const ms = performance.now() - t0;
            latencies.push(ms);
            startAndLatency?.push([performance.timeOrigin + t0, ms]);
          }
        } catch (error) {
          if (t0 >= recordFrom) errors++;
          firstError ??= error;
        }
      }
    }),
  );
  if (startAndLatency) writeClosedLoopLog('closed-loop', connections, start, startAndLatency);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    issued,
    errors,
    firstError,
    requestsPerSec: latencies.length / (durationMs / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/**
 * Open loop: requests sent at a fixed rate whatever the answers' speed (as independent people would),
 * each latency measured from when it was due, not when it was sent, so a stall counts against every
 * request it delayed (no coordinated omission). `maxInFlight` bounds the backlog of a stack that falls behind.
 */
export async function openLoop(ratePerSec, durationMs, warmupMs, once, { maxInFlight = 256 } = {}) {
  const latencies = [];
  let errors = 0;
  let firstError;
  let issued = 0;
  let inFlight = 0;
  let dropped = 0;
  const interval = 1000 / ratePerSec;
  const start = performance.now();
  const recordFrom = start + warmupMs;
  const end = recordFrom + durationMs;
  const pending = new Set();
  const dueAndLatency = latencyLogDir() ? [] : undefined;
  for (let i = 0; ; i++) {
    const due = start + i * interval;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight >= maxInFlight) {
      if (due >= recordFrom) dropped++;
      continue;
    }
    inFlight++;
    issued++;
    const call = (async () => {
      try {
        await once(0, i); // no workers in an open loop: the request number is what varies
        if (due >= recordFrom) {
          const ms = performance.now() - due;
          latencies.push(ms);
          dueAndLatency?.push([performance.timeOrigin + due, ms]);
        }
      } catch (error) {
        if (due >= recordFrom) errors++;
        firstError ??= error;
      } finally {
        inFlight--;
      }
    })();
    pending.add(call);
    void call.finally(() => pending.delete(call));
  }
  await Promise.all(pending);
  if (dueAndLatency) writeLatencyLog(`open-loop-${ratePerSec}.json`, dueAndLatency);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    issued,
    errors: errors + dropped,
    firstError,
    requestsPerSec: latencies.length / (durationMs / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/**
 * `openLoop` of one HTTP request (the same `method` and `path`, the cookies in turn) run in a worker
 * thread. In the bench's own thread the loop shared a heap with the scenario's setup, and that heap's
 * full collections (40–65 ms each, several per run) stalled every request due meanwhile: the open
 * loop's p99 was partly the load generator's. The worker's heap holds the loop alone.
 */
export function openLoopOverHttp(ratePerSec, durationMs, warmupMs, { baseUrl, method = 'GET', path, cookies, maxSockets = 32 }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./open-loop-worker.mjs', import.meta.url), {
      workerData: { baseUrl, rate: ratePerSec, durationMs, warmupMs, method, path, cookies, maxSockets },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the open-loop worker exited with ${code}`)));
  });
}

/** A keep-alive HTTP/1.1 client for `baseUrl`: `request(method, path, { cookie, body })` rejects on 4xx/5xx. */
export function httpClient(baseUrl, { maxSockets = 32 } = {}) {
  const target = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const request = (method, path, { cookie, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path,
          method,
          headers: { ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (res.statusCode >= 400) return reject(new Error(`${method} ${path} → ${res.statusCode} ${text.slice(0, 120)}`));
            resolve({ status: res.statusCode, text, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

/** `count` signed-in people with a profile, made through the real identity API: their session cookies. */
export async function signedInPeople(api, count, label) {
  const cookies = [];
  for (let i = 0; i < count; i++) {
    const email = `bench.${label}.${i}@example.com`;
    const { cookie } = await api.request('POST', '/api/auth/register', { body: { email, password: 'a long enough bench password', ageConfirmed: true, termsAccepted: true } });
    await api.request('POST', '/api/auth/verify-age', { cookie, body: { dateOfBirth: '1990-01-01' } });
    await api.request('POST', '/api/profile', { cookie, body: { displayName: `Bench ${i}`, dateOfBirth: '1990-01-01' } });
    cookies.push(cookie);
  }
  return cookies;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs one of web/bench's scripts (it prints a JSON line a figure) and returns the figures as table rows. */
export function webFigures(script, { timeoutMs } = {}) {
  const out = execFileSync(process.execPath, [script], { cwd: path.join(root, 'web'), encoding: 'utf8', timeout: timeoutMs });
  return out
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .map((f) => ({
      scenario: `web: ${f.figure}`,
      requestsPerSec: undefined,
      p50Ms: f.unit === 'ms' ? f.value : undefined,
      p99Ms: undefined,
      note: `${f.value} ${f.unit} (target ${f.target}) ${f.ok ? 'OK' : 'OVER'}`,
    }));
}

/**
 * The whole stack for one bench on a random port, in a fresh namespace named `prefix` and random hex:
 * errors-only logs and unthrottled registration, `env` on top. Returns it with its namespace and baseUrl;
 * `stop()` stops it and drops the namespace's databases and keys. `timeoutMs`: how long it may take to get healthy.
 */
export async function benchStack(prefix, env = {}, { timeoutMs } = {}) {
  const { startStack } = await import('../scripts/stack.mjs');
  const { cleanupTestNamespace } = await import('../libs/platform/dist/index.js');
  const namespace = `${prefix}${randomBytes(3).toString('hex')}`;
  const port = 19000 + Math.floor(Math.random() * 1000);
  const shared = { NAMESPACE: namespace, LOG_LEVEL: 'error', PUBLIC_URL: `http://localhost:${port}`, REGISTER_MAX_PER_IP: '100000', ...env };
  const stack = await startStack({ env: shared, port, quiet: true, timeoutMs });
  const stop = async () => {
    await stack.stop();
    await cleanupTestNamespace(namespace).catch(() => undefined);
  };
  return { stack, namespace, baseUrl: `http://127.0.0.1:${port}`, stop };
}

/** A measurement's row figures: requests per second, p50 and p99. */
export const rateAndLatency = (r) => ({ requestsPerSec: r.requestsPerSec, p50Ms: r.p50Ms, p99Ms: r.p99Ms });

/** `node bench/<file>.mjs` runs that file's `run()` alone and prints its table. */
export async function runWhenMain(meta, run) {
  if (meta.url !== `file://${process.argv[1]}`) return;
  printTable(await run());
  process.exit(0);
}
