// The whole stack's cold start and idle memory, as deployed (NODE_ENV=production, built code, the
// processes' own GC flags). Start: from each process's spawn to its own readiness (a service's
// /health/ready on its probe port: Postgres, Redis, NATS and its stream answer, consumers started; the
// gateway's first answer on its port) and to the whole stack's /api/health answering 200. Memory: each
// process's RSS once it has idled STACK_BENCH_SETTLE_MS (10 s) after the stack was healthy (each process
// ran one full collection once started), then the gateway's with 1,000 idle sockets connected. Next to
// each: its target and, in the same run, a bare Node process and a bare NestJS app (Fastify, one route),
// started and settled the same way (bench/stack-baseline.mjs). Idle CPU: what each settled process
// uses over STACK_BENCH_IDLE_CPU_MS (15 s) with nothing to do, and how often its main thread wakes (voluntary
// context switches): an idle stack's cost to its host, and the floor under every CPU-per-operation
// figure at a low rate (the chat row's 200 msg/s pays each process's idle CPU divided by 200).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { io as ioClient } from 'socket.io-client';
import { cleanupTestNamespace, freePort } from '@converge/platform';
import { GC_FLAGS, SERVICES, startStack } from '../scripts/stack.mjs';
import { rssKb } from './cpu.mjs';
import { runWhenMain } from './lib.mjs';

const SETTLE_MS = Number(process.env.STACK_BENCH_SETTLE_MS ?? 10_000);
const IDLE_CPU_MS = Number(process.env.STACK_BENCH_IDLE_CPU_MS ?? 15_000);
const SOCKETS = 1000;
const START_TARGET_MS = 8000;
const SERVICE_RSS_TARGET_MB = 120;
const GATEWAY_SOCKETS_RSS_TARGET_MB = 200;
const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kb) => kb / 1024;
const verdict = (value, target) => (value <= target ? 'OK' : 'OVER');

/** Starts a baseline process; resolves when it printed "ready", with the time from spawn. */
async function startBaseline(mode) {
  const args = mode === 'nest' ? [String(await freePort())] : [];
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [...GC_FLAGS, path.join(here, 'stack-baseline.mjs'), mode, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve({ child, startMs: performance.now() - t0, cpuS: cpuSeconds(child.pid) }));
    child.once('exit', (code) => reject(new Error(`baseline ${mode} exited (${code})`)));
  });
}

/** CPU time (user + system) a process has used so far, in seconds: its start's cost whatever the machine's load. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** How often a process's main thread (its event loop) has given up the CPU to wait: its wake-ups, each a timer or I/O. */
function wakeUps(pid) {
  return Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
}

/** Each process's CPU (ms a second) and wake-ups (a second) over `ms` of doing nothing. */
async function idleCpu(pids, ms) {
  const read = () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, { cpuS: cpuSeconds(pid), wakeUps: wakeUps(pid) }]));
  const before = read();
  await sleep(ms);
  const after = read();
  return Object.fromEntries(
    Object.keys(pids).map((name) => [
      name,
      { cpuMsPerS: ((after[name].cpuS - before[name].cpuS) * 1000) / (ms / 1000), wakeUpsPerS: (after[name].wakeUps - before[name].wakeUps) / (ms / 1000) },
    ]),
  );
}

/** `count` consecutive free ports (each service's probe port). */
async function freePorts(count) {
  for (;;) {
    const first = 20000 + Math.floor(Math.random() * 20000);
    const free = await Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise((resolve) => {
            const server = net.createServer().once('error', () => resolve(false));
            server.listen(first + i, '127.0.0.1', () => server.close(() => resolve(true)));
          }),
      ),
    );
    if (free.every(Boolean)) return first;
  }
}

/** Polls `url` until `ok(status)`; resolves with the time (performance.now()) it first did. */
async function firstAnswer(url, ok, until) {
  while (!until.done) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (ok(response.status)) return performance.now();
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return NaN;
}

function openSocket(url, cookie) {
  const socket = ioClient(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function run() {
  const rows = [];
  // Baselines first, one at a time (their start is timed alone), left running to settle with the stack.
  const bareNode = await startBaseline('node');
  const bareNest = await startBaseline('nest');

  const namespace = `benchstack${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  const firstHealthPort = await freePorts(SERVICES.length);
  const baseUrl = `http://127.0.0.1:${port}`;
  const labels = [...SERVICES, 'gateway'];
  const baselineNote = `baseline bare Node ${(bareNode.startMs / 1000).toFixed(2)} s (CPU ${bareNode.cpuS.toFixed(2)} s), bare NestJS app ${(bareNest.startMs / 1000).toFixed(2)} s (CPU ${bareNest.cpuS.toFixed(2)} s)`;
  // Twice: first in a new namespace (each service creates its database, runs its migrations, creates
  // its stream and consumers), then a restart of the same stack (a deploy of a new build).
  /** Starts the stack and times each process's readiness; the rows say which start it was (`when`). */
  const startTimed = async (when) => {
    const polling = { done: false };
    const t0 = performance.now();
    const starting = startStack({
      env: { NAMESPACE: namespace, LOG_LEVEL: 'error', PUBLIC_URL: `http://localhost:${port}` },
      port,
      quiet: true,
      healthPorts: firstHealthPort,
    });
    const ready = Promise.all([
      ...SERVICES.map((service, i) => firstAnswer(`http://127.0.0.1:${firstHealthPort + i}/health/ready`, (s) => s === 200, polling)),
      firstAnswer(`${baseUrl}/api/health`, () => true, polling),
      firstAnswer(`${baseUrl}/api/health`, (s) => s === 200, polling),
    ]);
    try {
      const started = await starting;
      const times = await Promise.race([ready, sleep(30_000).then(() => [])]);
      const spawned = started.spawnedAt();
      // CPU used by each process until the stack was healthy (an idle process that is ready uses next
      // to none): the start's cost, which the wall-clock figure shows only through the machine's load.
      const cpu = Object.fromEntries([...started.processes].map(([label, child]) => [label, cpuSeconds(child.pid)]));
      for (const [i, label] of labels.entries()) {
        const ms = times[i] - spawned[label];
        rows.push({
          scenario: `cold start → ready (${when}): ${label}`,
          p50Ms: ms,
          note: `${(ms / 1000).toFixed(2)} s from spawn to ${label === 'gateway' ? 'listening' : '/health/ready'}, CPU ${cpu[label].toFixed(2)} s (target stack ≤ 8 s); ${baselineNote}`,
        });
      }
      const wholeMs = times[labels.length] - t0;
      const cpuTotal = Object.values(cpu).reduce((a, b) => a + b, 0);
      rows.push({
        scenario: `cold start → healthy (${when}): whole stack`,
        p50Ms: wholeMs,
        note: `${(wholeMs / 1000).toFixed(2)} s from the first spawn to /api/health 200 (target ≤ 8 s) ${verdict(wholeMs, START_TARGET_MS)}, CPU ${cpuTotal.toFixed(2)} s over the 7 processes; ${baselineNote}`,
      });
      return started;
    } finally {
      polling.done = true;
    }
  };
  let stack;
  const sockets = [];
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    await (await startTimed('first: new databases and streams')).stop();
    stack = await startTimed('restart');

    await sleep(SETTLE_MS);
    const pids = Object.fromEntries([...stack.processes].map(([name, child]) => [name, child.pid]));
    const rss = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, mb(rssKb(pid))]));
    const baselineRss = `baseline bare Node ${mb(rssKb(bareNode.child.pid)).toFixed(0)} MB, bare NestJS app ${mb(rssKb(bareNest.child.pid)).toFixed(0)} MB`;
    for (const label of labels) {
      const target =
        label === 'gateway'
          ? `no sockets; target ≤ ${GATEWAY_SOCKETS_RSS_TARGET_MB} MB with ${SOCKETS} sockets, next row`
          : `target ≤ ${SERVICE_RSS_TARGET_MB} MB ${verdict(rss[label], SERVICE_RSS_TARGET_MB)}`;
      rows.push({ scenario: `idle RSS: ${label}`, note: `${rss[label].toFixed(0)} MB (${target}); ${baselineRss}` });
    }
    const total = Object.values(rss).reduce((a, b) => a + b, 0);
    rows.push({ scenario: 'idle RSS: whole stack (7 processes)', note: `${total.toFixed(0)} MB` });

    const idle = await idleCpu({ ...pids, 'bare Node': bareNode.child.pid, 'bare NestJS': bareNest.child.pid }, IDLE_CPU_MS);
    const figures = ({ cpuMsPerS, wakeUpsPerS }) => `${cpuMsPerS.toFixed(1)} ms of CPU a second, ${wakeUpsPerS.toFixed(0)} wake-ups a second`;
    const baselineIdle = `baseline bare Node ${figures(idle['bare Node'])}, bare NestJS app ${figures(idle['bare NestJS'])}`;
    for (const label of labels) rows.push({ scenario: `idle CPU: ${label}`, note: `${figures(idle[label])} over ${IDLE_CPU_MS / 1000} s; ${baselineIdle}` });
    const idleTotal = labels.reduce((sum, label) => sum + idle[label].cpuMsPerS, 0);
    rows.push({ scenario: 'idle CPU: whole stack (7 processes)', note: `${idleTotal.toFixed(1)} ms of CPU a second (${(idleTotal / 10).toFixed(1)} % of one core)` });

    // The gateway with 1,000 idle sockets, each a signed-in person (a session in Redis is all a socket needs).
    const cookies = [];
    for (let i = 0; i < SOCKETS; i++) {
      const sid = randomBytes(32).toString('base64url');
      await redis.set(`${namespace}:sess:${sid}`, JSON.stringify({ id: sid, userId: `idle-${i}`, createdAt: new Date().toISOString() }), 'EX', 3600);
      cookies.push(`converge_sid=${sid}`);
    }
    for (let i = 0; i < cookies.length; i += 50) sockets.push(...(await Promise.all(cookies.slice(i, i + 50).map((c) => openSocket(baseUrl, `${c}`)))));
    await sleep(2000);
    const withSockets = mb(rssKb(pids.gateway));
    rows.push({
      scenario: `gateway RSS with ${SOCKETS} idle sockets`,
      note: `${withSockets.toFixed(0)} MB (target ≤ ${GATEWAY_SOCKETS_RSS_TARGET_MB} MB) ${verdict(withSockets, GATEWAY_SOCKETS_RSS_TARGET_MB)}; ${(((withSockets - rss.gateway) * 1024) / SOCKETS).toFixed(1)} KB a socket over idle`,
    });
  } finally {
    for (const s of sockets) s.disconnect();
    redis.disconnect();
    bareNode.child.kill();
    bareNest.child.kill();
    await stack?.stop();
    await cleanupTestNamespace(namespace).catch(() => undefined);
  }
  return rows;
}

await runWhenMain(import.meta, run);
