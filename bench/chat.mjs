// Chat: send-to-receive latency with 1,000 connected sockets at 200 messages/s (HTTP POST → chat
// service → outbox → JetStream → gateway fan-out → the recipient's socket), next to a bare socket.io
// relay measured in the same run; sustained messages/s; gateway memory per idle socket.
// Latency is recorded per message here (from the POST's start to `message:new` on the other socket).
// Knobs: CHAT_BENCH_RATE (msg/s, 200), CHAT_BENCH_DURATION_MS (the measured open loop, 10000),
// CHAT_BENCH_SUSTAINED_MS (the 64 senders, 5000), CHAT_BENCH_PEERS=off (no bare relay, no ejabberd:
// quicker while iterating), CHAT_BENCH_WARMUP_MS (sent but not recorded before each open loop, ours and
// the peers' alike, 3000). CPU per message is read per process; "ours" counts only the Postgres
// backends of this run's databases (the machine's other stacks share the server).
// The warm-up is 3 s because the first seconds of a new load are not its steady state: with 1 s, the
// slowest messages came in bursts 1.5–2.5 s into the loop, at the same moment in repeated runs, with no
// garbage collection in any process (V8 optimising the newly hot code in seven processes at once on
// two cores); BENCH_LATENCY_LOG_DIR and bench/tail/explain.mjs show them.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { io as ioClient } from 'socket.io-client';
import { Redis } from 'ioredis';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { createEnvelope, eventCatalog } from '@converge/contracts';
import { freePort } from '@converge/platform';
import { startStack } from '../scripts/stack.mjs';
import { latencyLogDir, percentile, writeLatencyLog } from './lib.mjs';
import { cpuPerOperation, cpuSnapshot, cpuTotalUs, ourPostgresUs, postgresBackendsOf, postgresTicksByPid, rssKb, stackPids } from './cpu.mjs';
import { ejabberdAtLoad, ejabberdMissing } from './chat-peer-ejabberd.mjs';

const SOCKETS = 1000;
const PAIRS = 10;
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 200);
const DURATION_MS = Number(process.env.CHAT_BENCH_DURATION_MS ?? 10_000);
const SUSTAINED_MS = Number(process.env.CHAT_BENCH_SUSTAINED_MS ?? 5_000);
const PEERS = process.env.CHAT_BENCH_PEERS !== 'off';
const WARMUP_MS = Number(process.env.CHAT_BENCH_WARMUP_MS ?? 3_000);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function openSocket(url, cookie) {
  const socket = ioClient(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: cookie ? { cookie } : {} });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function connectMany(url, cookies) {
  const sockets = [];
  for (let i = 0; i < cookies.length; i += 50) sockets.push(...(await Promise.all(cookies.slice(i, i + 50).map((c) => openSocket(url, c)))));
  return sockets;
}

/** Sends at a fixed rate (open loop) for the duration; `sendOne(i)` returns when the send was issued. */
async function openLoop(rate, durationMs, sendOne) {
  const interval = 1000 / rate;
  const start = performance.now();
  let i = 0;
  const inflight = [];
  while (performance.now() - start < durationMs) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inflight.push(sendOne(i++).catch(() => undefined));
  }
  await Promise.all(inflight);
}

function summarize(latencies) {
  latencies.sort((a, b) => a - b);
  return { p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

/** The baseline: socket.io alone relaying sender → server → recipient's room, same sockets and rate. */
async function bareRelay() {
  const port = await freePort();
  const server = http.createServer();
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  io.on('connection', (socket) => {
    void socket.join(`user:${socket.handshake.query.u}`);
    socket.on('send', (m) => io.to(`user:${m.to}`).emit('message:new', m));
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  const url = `http://127.0.0.1:${port}`;
  const sockets = [];
  for (let i = 0; i < SOCKETS; i += 50) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, SOCKETS - i) }, (_, k) => {
          const socket = ioClient(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, query: { u: String(i + k) } });
          return new Promise((resolve) => socket.once('connect', () => resolve(socket)));
        }),
      )),
    );
  }
  const sent = new Map();
  const latencies = [];
  let recording = false;
  for (let p = 0; p < PAIRS; p++)
    sockets[2 * p + 1].on('message:new', (m) => {
      const t0 = sent.get(m.id);
      if (t0 !== undefined && recording) latencies.push(performance.now() - t0);
    });
  setTimeout(() => (recording = true), WARMUP_MS);
  await openLoop(RATE, DURATION_MS + WARMUP_MS, async (i) => {
    const p = i % PAIRS;
    const id = `m${i}`;
    sent.set(id, performance.now());
    sockets[2 * p].emit('send', { id, to: String(2 * p + 1), content: 'hello there' });
  });
  await sleep(500);
  for (const s of sockets) s.disconnect();
  io.close();
  server.close();
  return summarize(latencies);
}

export async function run() {
  const rows = [];
  if (PEERS) {
    const baseline = await bareRelay();
    rows.push({ scenario: `socket.io bare relay (baseline), ${SOCKETS} sockets @${RATE} msg/s`, ...baseline, note: 'same machine, same run' });
  }

  let convergeCpuUs;
  let convergeLatency;
  const namespace = `bench${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  process.env.NAMESPACE = namespace;
  const stack = await startStack({
    env: { NAMESPACE: namespace, LOG_LEVEL: 'error', PUBLIC_URL: `http://localhost:${port}`, CHAT_SEND_LIMIT: '10000000', REGISTER_MAX_PER_IP: '100000' },
    port,
    quiet: true,
  });
  const url = stack.baseUrl;
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  const sockets = [];
  try {
    // Active people: real accounts with a profile (the main-view gate asks identity about them).
    const people = [];
    for (let i = 0; i < PAIRS * 2; i++) {
      const res = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench-${i}-${randomUUID().slice(0, 6)}@example.com`, password: 'bench password 123', ageConfirmed: true, termsAccepted: true }),
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
      const cookie = res.headers.get('set-cookie').split(';')[0];
      const { id } = await res.json();
      const post = (path, body) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
      await post('/api/auth/verify-age', { dateOfBirth: '1990-01-01' });
      await post('/api/profile', { displayName: `Bench ${i}`, dateOfBirth: '1990-01-01', bio: '', gender: null, lookingFor: ['Everyone'], photos: [] });
      people.push({ id, cookie });
    }
    const pairs = [];
    for (let p = 0; p < PAIRS; p++) {
      const [a, b] = [people[2 * p], people[2 * p + 1]];
      const env = createEnvelope(
        'MatchCreated',
        { matchId: randomUUID(), userAId: a.id, userBId: b.id, venueId: null, venueName: 'Bench Bar', createdAt: new Date().toISOString() },
        'bench',
      );
      await jetstream(nc).publish(`${namespace}.${eventCatalog.MatchCreated.subject}`, JSON.stringify(env), { msgID: env.id });
      let conversationId;
      for (let t = 0; t < 200 && !conversationId; t++) {
        const list = await (await fetch(`${url}/api/conversations`, { headers: { cookie: a.cookie } })).json();
        conversationId = Array.isArray(list) ? list[0]?.id : undefined;
        if (!conversationId) await sleep(100);
      }
      if (!conversationId) throw new Error('conversation never opened');
      pairs.push({ a, b, conversationId });
    }

    // Idle people: sessions only (a socket needs nothing more).
    const gatewayPid = stack.processes.get('gateway').pid;
    await sleep(1000);
    const rssBefore = rssKb(gatewayPid);
    const idleCookies = [];
    for (let i = 0; i < SOCKETS - PAIRS * 2; i++) {
      const sid = randomBytes(32).toString('base64url');
      await redis.set(`${namespace}:sess:${sid}`, JSON.stringify({ id: sid, userId: `idle-${i}`, createdAt: new Date().toISOString() }), 'EX', 3600);
      idleCookies.push(`converge_sid=${sid}`);
    }
    sockets.push(...(await connectMany(url, idleCookies)));
    await sleep(2000);
    const rssAfter = rssKb(gatewayPid);
    const active = await connectMany(
      url,
      people.map((p) => p.cookie),
    );
    sockets.push(...active);

    const started = new Map();
    let latencies = [];
    let received = 0;
    let recording = false;
    // BENCH_LATENCY_LOG_DIR: per message of the open loop, [sent (epoch ms), ms to the recipient's socket,
    // ms to the POST's answer], for bench/tail/explain.mjs (which reads the first two).
    const timeline = latencyLogDir() ? new Map() : undefined;
    for (let p = 0; p < PAIRS; p++) {
      active[2 * p + 1].on('message:new', (m) => {
        received++;
        const t0 = started.get(m.clientMessageId);
        if (t0 !== undefined && recording) latencies.push(performance.now() - t0);
        const times = timeline?.get(m.clientMessageId);
        if (times && t0 !== undefined) times.received = performance.now() - t0;
      });
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const target = new URL(url);
    const post = (pair, clientMessageId) =>
      new Promise((resolve, reject) => {
        const body = JSON.stringify({ content: 'See you at the bar?', clientMessageId });
        const req = http.request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            path: `/api/conversations/${pair.conversationId}/messages`,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: pair.a.cookie },
          },
          (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(String(res.statusCode)))));
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    setTimeout(() => (recording = true), WARMUP_MS);
    let failures = 0;
    // When the sender's POST was answered: the rest of send→receive is outbox → JetStream → fan-out.
    const answered = [];
    let cpuBefore;
    let pgBefore;
    let windowStart;
    setTimeout(() => {
      cpuBefore = cpuSnapshot(stackPids(stack));
      pgBefore = postgresTicksByPid();
      windowStart = process.hrtime.bigint() / 1000n;
    }, WARMUP_MS);
    await openLoop(RATE, DURATION_MS + WARMUP_MS, async (i) => {
      const id = randomUUID();
      const t0 = performance.now();
      started.set(id, t0);
      const times = recording && timeline ? { sent: performance.timeOrigin + t0 } : undefined;
      if (times) timeline.set(id, times);
      await post(pairs[i % PAIRS], id).catch(() => failures++);
      if (recording) answered.push(performance.now() - t0);
      if (times) times.answered = performance.now() - t0;
    });
    const cpuAfter = cpuSnapshot(stackPids(stack));
    const pgAfter = postgresTicksByPid();
    // The measured open loop on the monotonic clock a --cpu-prof profile's timestamps use (µs), to cut its samples to it.
    if (process.env.STACK_NODE_ARGS?.includes('--cpu-prof'))
      console.error(`open-loop window (monotonic µs): ${windowStart} ${process.hrtime.bigint() / 1000n} pids ${JSON.stringify(stackPids(stack))}`);
    const backends = await postgresBackendsOf(namespace);
    const cpu = cpuPerOperation(cpuBefore, cpuAfter, answered.length);
    convergeCpuUs = cpuTotalUs(cpuBefore, cpuAfter, answered.length);
    const ours = ourCpu(cpuBefore, cpuAfter, pgBefore, pgAfter, backends, answered.length);
    await sleep(1000);
    if (timeline) {
      const rows = [...timeline.values()].filter((t) => t.received !== undefined && t.answered !== undefined);
      const file = writeLatencyLog(
        `chat-${RATE}.json`,
        rows.map((t) => [t.sent, t.received, t.answered]),
      );
      console.error(`latency log: ${file}`);
    }
    convergeLatency = summarize(latencies);
    rows.push({
      scenario: `chat send→receive, ${SOCKETS} sockets @${RATE} msg/s`,
      ...convergeLatency,
      note: `target p99 ≤ 10 ms (${convergeLatency.p99Ms <= 10 ? 'met' : 'missed'}) and CPU per message ≤ 3 ms (${convergeCpuUs <= 3000 ? 'met' : 'missed'}); ${latencies.length} delivered${failures ? `, ${failures} failed` : ''}; POST answered p50 ${summarize(answered).p50Ms.toFixed(2)} ms; CPU per message ${(convergeCpuUs / 1000).toFixed(2)} ms over the server side: ${cpu}; ours ${ours}`,
    });

    // Sustained: 64 senders back to back for 5 s; counted as delivered on the recipients' sockets.
    latencies = [];
    recording = true;
    received = 0;
    const t0 = performance.now();
    const deadline = Date.now() + SUSTAINED_MS;
    const sustainedCpuBefore = cpuSnapshot(stackPids(stack));
    const sustainedPgBefore = postgresTicksByPid();
    const sustainedStart = process.hrtime.bigint() / 1000n;
    let posted = 0;
    await Promise.all(
      Array.from({ length: 64 }, async (_, k) => {
        while (Date.now() < deadline) {
          const id = randomUUID();
          started.set(id, performance.now());
          await post(pairs[k % PAIRS], id).then(
            () => posted++,
            () => failures++,
          );
        }
      }),
    );
    const sustainedCpuAfter = cpuSnapshot(stackPids(stack));
    const sustainedPgAfter = postgresTicksByPid();
    if (process.env.STACK_NODE_ARGS?.includes('--cpu-prof'))
      console.error(`sustained window (monotonic µs): ${sustainedStart} ${process.hrtime.bigint() / 1000n} pids ${JSON.stringify(stackPids(stack))}`);
    const sustainedOurs = ourCpu(sustainedCpuBefore, sustainedCpuAfter, sustainedPgBefore, sustainedPgAfter, await postgresBackendsOf(namespace), posted);
    await sleep(1000);
    const seconds = (performance.now() - t0 - 1000) / 1000;
    rows.push({
      scenario: 'chat sustained (64 concurrent senders)',
      requestsPerSec: received / seconds,
      ...summarize(latencies),
      note: `messages delivered to sockets per second; ${posted} sent; CPU per message: ${cpuPerOperation(sustainedCpuBefore, sustainedCpuAfter, posted)}; ours ${sustainedOurs}`,
    });
    rows.push({
      scenario: 'gateway memory per idle socket',
      note: `${((rssAfter - rssBefore) / (SOCKETS - PAIRS * 2)).toFixed(1)} KB RSS (${rssBefore} → ${rssAfter} KB for ${SOCKETS - PAIRS * 2} sockets)`,
    });
    // The target is the gateway's whole RSS with 1,000 sockets, after the load above (the stack bench
    // gives the same figure from idle).
    const rssLoaded = rssKb(gatewayPid) / 1024;
    rows.push({
      scenario: `gateway RSS with ${SOCKETS} sockets, after the load`,
      note: `${rssLoaded.toFixed(0)} MB (target ≤ 200 MB) ${rssLoaded <= 200 ? 'OK' : 'OVER'}; ${(rssAfter / 1024).toFixed(0)} MB with ${SOCKETS - PAIRS * 2} idle sockets before it`,
    });
    agent.destroy();
  } finally {
    for (const s of sockets) s.disconnect();
    redis.disconnect();
    await nc.close();
    await stack.stop();
    const { cleanupTestNamespace } = await import('@converge/platform');
    await cleanupTestNamespace(namespace);
  }
  if (PEERS) rows.push(await peerRow(convergeLatency, convergeCpuUs));
  return rows;
}

/** Our processes and our databases' Postgres backends only (no other stack's, no load generator): "2.10 ms (postgres chat 900 µs, …)". */
function ourCpu(before, after, pgBefore, pgAfter, backends, operations) {
  const postgres = ourPostgresUs(pgBefore, pgAfter, backends, operations);
  const processes = cpuTotalUs(before, after, operations, ['load generator', 'postgres', 'nats', 'redis']);
  const nats = ((after.nats - before.nats) * 10_000) / operations;
  return `${((processes + postgres.total) / 1000).toFixed(2)} ms + nats ${nats.toFixed(0)} µs (our Postgres backends ${postgres.total.toFixed(0)} µs: ${postgres.detail})`;
}

/** ejabberd with its archive on, at the same load, judged against our row of the same run. */
async function peerRow(ours, oursCpuUs) {
  const scenario = `ejabberd 23.01 + MAM in Postgres (peer), ${SOCKETS} websockets @${RATE} msg/s`;
  const missing = ejabberdMissing();
  if (missing) return { scenario, note: `not run: ${missing}` };
  const peer = await ejabberdAtLoad({ connections: SOCKETS, pairs: PAIRS, rate: RATE, durationMs: DURATION_MS, warmupMs: WARMUP_MS, openLoop });
  const verdicts = [
    `our p99 ${ours.p99Ms.toFixed(1)} ms ${ours.p99Ms <= peer.p99Ms ? '≤' : '>'} theirs (target ≤)`,
    `our CPU ${(oursCpuUs / peer.cpuUs).toFixed(2)}× theirs (target ≤ 1.5×)`,
  ];
  return {
    scenario,
    p50Ms: peer.p50Ms,
    p99Ms: peer.p99Ms,
    note: `${peer.delivered} delivered, ${peer.archived} archive rows; CPU per message ${(peer.cpuUs / 1000).toFixed(2)} ms (ejabberd's VM and Postgres); ${verdicts.join('; ')}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.mjs');
  printTable(await run());
  process.exit(0);
}
