// Starts the gateway and the six services as separate processes with prefixed logs (optionally N
// replicas of each behind a local balancer, supervised), and waits until /api/health says every
// service is up. Used by `npm start`, the e2e tests and the benches.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBalancer } from './balancer.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICES = ['identity', 'venue', 'matching', 'chat', 'safety', 'admin'];
const COLORS = [36, 35, 33, 32, 34, 31, 37];

function prefixLines(stream, label, color, out, quiet) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) if (!quiet || /"level":(50|60)/.test(line)) out.write(`\x1b[${color}m[${label.padEnd(10)}]\x1b[0m ${line}\n`);
  });
}

/**
 * How every process of ours runs its garbage collector (the Dockerfile's start script passes the same
 * flags; docs/DEVELOPING.md says why): the old generation may double past what a full collection left
 * (V8 kept ~10 % of the gateway's heap as headroom and collected it every 1-3 s under load), no
 * memory reducer (its pair of full collections in a process that looks idle came at the same moment
 * in every idle service and took a core from the busy ones), and a young generation of at most 2 × 8 MB
 * (V8 sizes it from the machine's memory: 2 × 32 MB here, which any burst of allocation, start-up or
 * 1,000 sockets connecting, filled and kept: ~40 MB of each process's RSS; 2 × 16 MB still left the
 * gateway ~17 MB larger after a load at no gain in speed, and 2 × 4 MB promoted so much more that the
 * old generation grew by more than it saved). Command-line flags, because
 * V8 honours them only from before its first full collection, which loading our modules already
 * triggers, and NODE_OPTIONS does not accept them.
 */
export const GC_FLAGS = ['--heap-growing-percent=100', '--no-memory-reducer', '--max-semi-space-size=8'];

/**
 * Starts one process of the stack; `name` is a service name or 'gateway'. `wrap`: a command the node
 * process runs under, e.g. ['ip', 'netns', 'exec', 'host1'] (it execs, so the child is node itself).
 */
export function startProcess(name, env, { quiet = false, label = name, wrap = [] } = {}) {
  const dir = name === 'gateway' ? 'gateway' : `services/${name}`;
  // STACK_NODE_ARGS passes flags to every process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile.
  const nodeArgs = (env.STACK_NODE_ARGS ?? process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...GC_FLAGS, ...nodeArgs, path.join(root, dir, 'dist/main.js')];
  const child = spawn(wrap[0] ?? process.execPath, wrap.length ? [...wrap.slice(1), process.execPath, ...args] : args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const color = COLORS[(SERVICES.indexOf(name) + 7) % COLORS.length];
  prefixLines(child.stdout, label, color, process.stdout, quiet);
  prefixLines(child.stderr, label, color, process.stderr, false);
  return child;
}

export async function waitForHealthy(baseUrl, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      last = await response.text();
      if (response.ok) return JSON.parse(last);
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The stack did not become healthy within ${timeoutMs / 1000}s: ${last}`);
}

/**
 * Starts the whole stack. `env` is shared by every process (NAMESPACE, PORT, …).
 *
 * replicas: processes of every service and gateways (default 1). With more than one, the gateways
 * listen on `gatewayPorts` (default port+100, port+101, …) behind scripts/balancer.mjs on `port`.
 * Replica n > 1 of a process is named `name#n` in `processes` and in the logs.
 * metricsPorts: the first METRICS_PORT (e.g. 9464): process k of the stack (identity, venue, …, admin,
 * gateway, then the next replica's) serves GET /metrics on metricsPorts + k. Off by default, so that
 * several stacks (tests) can run side by side.
 * supervise: a process that exits on its own (crash, OOM, kill) is started again with exponential
 * backoff (0.5 s doubling to 30 s; back to 0.5 s once it has run 30 s), and each restart is logged,
 * like compose's `restart: unless-stopped` or a Kubernetes Deployment.
 *
 * wrap / host: every process runs under the `wrap` command (a network namespace: chaos/hosts) and the
 * gateways are reached at `host` (default localhost).
 *
 * Returns the processes, the gateway URLs, the metrics URL of each process (when metricsPorts), and a
 * stop() that sends SIGTERM and waits for all of them.
 */
export async function startStack({
  env = {},
  port = 8080,
  quiet = false,
  timeoutMs,
  healthPorts = false,
  metricsPorts = 0,
  replicas = 1,
  gatewayPorts,
  supervise = false,
  wrap = [],
  host = 'localhost',
  log = (line) => console.log(line),
} = {}) {
  const processes = new Map();
  const multi = replicas > 1;
  const gwPorts = multi ? (gatewayPorts ?? Array.from({ length: replicas }, (_, i) => port + 100 + i)) : [port];
  const shared = { ...env, PORT: String(port) };
  const label = (name, i) => (i === 0 ? name : `${name}#${i + 1}`);
  // `npm start` gives each service its probe port (identity 8081 … admin 8086, replica 2: 8091 …);
  // tests leave them off so that several stacks can run side by side. A number instead of `true` is
  // the first of them (the stack bench times each service's own readiness on free ports).
  const firstHealthPort = typeof healthPorts === 'number' ? healthPorts : 8081;
  const own = (name, i) => {
    if (name === 'gateway') return { ...shared, PORT: String(gwPorts[i]) };
    return healthPorts ? { ...shared, HEALTH_PORT: String(firstHealthPort + SERVICES.indexOf(name) + 10 * i) } : shared;
  };
  let stopping = false;
  const slots = [];
  const launch = (slot) => {
    const metrics = slot.metricsPort ? { METRICS_PORT: String(slot.metricsPort) } : {};
    const child = startProcess(slot.name, { ...own(slot.name, slot.index), ...metrics, ...slot.extra }, { quiet, label: slot.label, wrap });
    slot.child = child;
    slot.startedAt = Date.now();
    slot.spawnedAt = performance.now();
    processes.set(slot.label, child);
    child.once('exit', (code, signal) => {
      if (stopping || !supervise || slot.child !== child) return;
      if (Date.now() - slot.startedAt > 30_000) slot.delay = 500;
      const delay = slot.delay;
      slot.delay = Math.min(slot.delay * 2, 30_000);
      slot.restarts++;
      log(`[supervisor] ${slot.label} exited (${signal ?? `code ${code}`}); restart #${slot.restarts} in ${delay} ms`);
      slot.timer = setTimeout(() => !stopping && launch(slot), delay);
    });
  };
  for (let i = 0; i < replicas; i++) {
    for (const name of [...SERVICES, 'gateway']) {
      const metricsPort = metricsPorts ? metricsPorts + slots.length : 0;
      slots.push({ name, index: i, label: label(name, i), metricsPort, extra: {}, delay: 500, restarts: 0 });
    }
  }
  /** label → http://localhost:<METRICS_PORT>/metrics, for the processes that serve one. */
  const metrics = Object.fromEntries(slots.filter((s) => s.metricsPort).map((s) => [s.label, `http://localhost:${s.metricsPort}/metrics`]));
  for (const slot of slots) launch(slot);
  const balancer = multi ? await startBalancer({ port, backends: gwPorts.map((p) => ({ host: '127.0.0.1', port: p })), log: (line) => !quiet && log(`[balancer] ${line}`) }) : undefined;
  const baseUrl = `http://${host}:${port}`;
  const gatewayUrls = gwPorts.map((p) => `http://${host}:${p}`);
  const stop = async () => {
    stopping = true;
    for (const slot of slots) clearTimeout(slot.timer);
    const children = slots.map((slot) => slot.child);
    const exits = children.map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', resolve))));
    for (const child of children) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const child of children) child.kill('SIGKILL');
    }, 10_000);
    await Promise.all(exits);
    clearTimeout(timer);
    await balancer?.close();
  };
  try {
    await Promise.all(gatewayUrls.map((url) => waitForHealthy(url, timeoutMs)));
    if (balancer) await waitForHealthy(baseUrl, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  // restart(name, env): starts that process again, with `env` on top of the stack's (benches compare settings).
  const restart = (name, extra = {}) => {
    const slot = slots.find((s) => s.label === name);
    slot.extra = extra;
    launch(slot);
    return slot.child;
  };
  /** Restarts so far per process label (supervised stacks). */
  const restarts = () => Object.fromEntries(slots.map((s) => [s.label, s.restarts]));
  /** When each process was last spawned, on performance.now()'s clock (the stack bench times starts from it). */
  const spawnedAt = () => Object.fromEntries(slots.map((s) => [s.label, s.spawnedAt]));
  return { baseUrl, gatewayUrls, metrics, processes, stop, restart, restarts, spawnedAt };
}
