// Venue: nearby-venue search with 1,000,000 venues loaded (all within ~100 km of central London, so
// a 2 km circle holds ~1,250 of them and the index has to do real work), p50/p99 through the gateway
// (cookie → session → venue RPC → the venue service's in-memory kd-tree) next to the same search run
// directly on Postgres (the GiST KNN the service falls back to) in the same run and at the same
// concurrency; then check-ins per second; last, the gateway path again with NEARBY_INDEX=sql (every
// search in Postgres, as before the in-memory copy) and the venue process's memory either way.
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { once } from 'node:events';
import { benchStack, closedLoop, httpClient, loadHttp, rateAndLatency, runWhenMain, signedInPeople } from './lib.mjs';
import { cpuPerOperation, cpuSnapshot, rssKb, stackPids } from './cpu.mjs';
import { waitForHealthy } from '../scripts/stack.mjs';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';

const require = createRequire(import.meta.url);
const pg = require('pg');
const duration = Number(process.env.BENCH_DURATION_MS ?? 8000);
const VENUES = Number(process.env.BENCH_VENUES ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const USERS = 40;
// BENCH_VENUE_PARTS=checkin measures check-ins alone (no nearby searches, no NEARBY_INDEX=sql pass): quicker while iterating.
const PARTS = new Set((process.env.BENCH_VENUE_PARTS ?? 'nearby,checkin,sql').split(','));
// The box the venues (and the searches) fall in: ~100 km × 100 km around London.
const BOX = { lat: [51.05, 51.95], lng: [-0.85, 0.6] };
const randomPoint = () => [BOX.lat[0] + Math.random() * (BOX.lat[1] - BOX.lat[0]), BOX.lng[0] + Math.random() * (BOX.lng[1] - BOX.lng[0])];

// Exactly what VenueRepository.nearby runs.
const NEARBY_SQL = `SELECT id, name, address, latitude, longitude, radius_m
   FROM venues
  WHERE earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(latitude, longitude)
  ORDER BY ll_to_earth(latitude, longitude) <-> ll_to_earth($1, $2)
  LIMIT $4`;

async function loadVenues(client) {
  // Build the index after the bulk insert: one sorted GiST build instead of a million inserts into it.
  await client.query('DROP INDEX IF EXISTS venues_earth_idx');
  await client.query(
    `INSERT INTO venues (name, address, latitude, longitude, radius_m, qr_secret)
     SELECT 'Bench Venue ' || g, g || ' Bench Street, London',
            $1::float8 + random() * ($2::float8 - $1::float8), $3::float8 + random() * ($4::float8 - $3::float8), 150, md5(g::text || random()::text)
       FROM generate_series(1, $5::int) AS g`,
    [BOX.lat[0], BOX.lat[1], BOX.lng[0], BOX.lng[1], VENUES],
  );
  await client.query('CREATE INDEX venues_earth_idx ON venues USING gist (ll_to_earth(latitude, longitude))');
  // A production table is vacuumed: without this, autovacuum's first pass over the million fresh rows
  // (and the missing visibility map) lands in the middle of the measurement.
  await client.query('VACUUM (ANALYZE) venues');
  // And the load's dirty pages written out now, not by a checkpoint in the middle of the measurement.
  await client.query('CHECKPOINT');
}

/**
 * Waits until the venue's outbox has nothing unsent and every durable consumer of the stack's stream
 * has nothing pending or unacknowledged (at most 60 s); returns how long that took.
 */
async function settled(namespace, venueDb) {
  const started = performance.now();
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = `${namespace.toUpperCase()}_EVENTS`;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      const [{ unsent }] = (await venueDb.query('SELECT count(*)::int AS unsent FROM outbox WHERE sent_at IS NULL')).rows;
      if (unsent) continue;
      let busy = 0;
      for await (const info of jsm.consumers.list(stream)) busy += info.num_pending + info.num_ack_pending;
      if (!busy) break;
    }
  } finally {
    await nc.close();
  }
  return Math.round(performance.now() - started);
}

/**
 * BENCH_OWN_BROKERS=1: the stack gets a NATS (JetStream) and a Redis of its own for the run, so that
 * their CPU per check-in is this stack's alone on a machine that others' runs share.
 */
async function ownBrokers() {
  if (!process.env.BENCH_OWN_BROKERS) return { pids: {}, stop: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-venue-'));
  const natsPort = 24000 + Math.floor(Math.random() * 1000);
  const redisPort = natsPort + 1000;
  const nats = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(natsPort), '-js', '-sd', dir], { stdio: 'ignore' });
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  process.env.NATS_URL = `nats://127.0.0.1:${natsPort}`;
  process.env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
  await new Promise((r) => setTimeout(r, 1000));
  return {
    pids: { 'nats (own)': nats.pid, 'redis (own)': redis.pid },
    stop: () => {
      nats.kill('SIGTERM');
      redis.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** utime + stime of a process in µs (0 once it is gone). */
function cpuUs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/**
 * CPU so far of this stack's own processes: its node processes, its brokers when they are its own, and
 * the Postgres backends connected to its databases (not the machine's other Postgres clients).
 */
async function stackCpu(stack, brokers, admin, namespace) {
  const { rows } = await admin.query(`SELECT pid FROM pg_stat_activity WHERE datname LIKE $1 AND pid <> pg_backend_pid()`, [`${namespace}\\_%`]);
  const processes = { ...stackPids(stack), ...brokers.pids };
  return {
    ...Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, cpuUs(pid)])),
    'postgres (stack)': Object.fromEntries(rows.map(({ pid }) => [pid, cpuUs(pid)])),
  };
}

/** Per operation: the total and each process's share, biggest first (backends that came or went in between left out). */
function stackCpuPerOperation(before, after, operations) {
  const backends = Object.keys(after['postgres (stack)']).filter((pid) => pid in before['postgres (stack)']);
  const parts = Object.keys(after)
    .filter((name) => name !== 'postgres (stack)')
    .map((name) => [name, (after[name] - before[name]) / operations]);
  parts.push(['postgres (stack)', backends.reduce((sum, pid) => sum + after['postgres (stack)'][pid] - before['postgres (stack)'][pid], 0) / operations]);
  parts.sort((a, b) => b[1] - a[1]);
  const total = parts.reduce((sum, [, us]) => sum + us, 0);
  return `${total.toFixed(0)} µs (${parts
    .filter(([, us]) => us >= 20)
    .map(([name, us]) => `${name} ${us.toFixed(0)}`)
    .join(', ')})`;
}

export async function run() {
  const brokers = await ownBrokers();
  const { stack, namespace, baseUrl, stop } = await benchStack('benchven', {
    // A few dozen accounts hammering the location endpoints: lift the per-person abuse limits for the run.
    NEARBY_RATE_LIMIT: '100000000',
    CHECKIN_RATE_LIMIT: '100000000',
  });
  const dbUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  dbUrl.pathname = `/${namespace}_converge_venue`;
  const admin = new pg.Client({ connectionString: dbUrl.toString() });
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: CONNECTIONS });
  const api = httpClient(baseUrl, { maxSockets: CONNECTIONS * 2 });
  const rows = [];
  try {
    await admin.connect();
    const t0 = performance.now();
    await loadVenues(admin);
    const loadSeconds = ((performance.now() - t0) / 1000).toFixed(0);

    const cookies = await signedInPeople(api, USERS, `venue.${namespace}`);

    // The venue service's copy takes the million in as one new snapshot once Postgres tells it of the
    // insert. A marker venue written after them, far from the rest, shows up in the list only when a
    // snapshot taken after the load is in memory: measure from then on.
    const marker = { lat: 50.2, lng: -5.5 };
    await admin.query(`INSERT INTO venues (name, address, latitude, longitude, qr_secret) VALUES ('Bench Marker', 'Marker Row', $1, $2, 'x')`, [marker.lat, marker.lng]);
    const copyDeadline = Date.now() + 120_000;
    for (;;) {
      const { text } = await api.request('GET', `/api/venues/nearby?latitude=${marker.lat}&longitude=${marker.lng}`, { cookie: cookies[0] });
      if (text.includes('Bench Marker')) break;
      if (Date.now() > copyDeadline) throw new Error('the venue service did not load the million venues within 2 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const venueRssMb = rssKb(stack.processes.get('venue').pid) / 1024;

    const explain = (await admin.query(`EXPLAIN (FORMAT JSON) ${NEARBY_SQL}`, [51.5, -0.12, 2000, 20])).rows[0]['QUERY PLAN'];
    const usesIndex = JSON.stringify(explain).includes('venues_earth_idx');

    // Also notes the CPU each process spent per search (warm-up included on both sides of the division).
    const nearbyVia = async (connections) => {
      const before = cpuSnapshot(stackPids(stack));
      // Over autocannon, a lighter load generator than node:http: each request a new point, the people in turn.
      let asked = 0;
      const nearbyRequest = (request) => {
        const [lat, lng] = randomPoint();
        return { ...request, path: `/api/venues/nearby?latitude=${lat.toFixed(6)}&longitude=${lng.toFixed(6)}`, headers: { cookie: cookies[asked++ % USERS] } };
      };
      const result = await loadHttp(baseUrl, { connections, durationMs: duration, warmupMs: 3000, requests: [{ setupRequest: nearbyRequest }] });
      return { ...result, cpu: cpuPerOperation(before, cpuSnapshot(stackPids(stack)), result.issued) };
    };
    const nearbyDirect = (connections) =>
      closedLoop(connections, duration, 1500, () => {
        const [lat, lng] = randomPoint();
        return pool.query(NEARBY_SQL, [lat, lng, 2000, 20]);
      });
    // Light load shows the latency of one search; c=16 shows throughput (and queueing on 2 cores).
    for (const c of PARTS.has('nearby') ? [2] : []) {
      const g = await nearbyVia(c);
      const d = await nearbyDirect(c);
      rows.push({ scenario: `venue: nearby via gateway, c=${c}`, ...rateAndLatency(g), note: `target p99 ≤ 10 ms; in-memory search; ${g.errors} errors; CPU per search: ${g.cpu}` });
      rows.push({ scenario: `venue: same SQL on Postgres, c=${c}`, ...rateAndLatency(d), note: 'baseline' });
    }
    if (PARTS.has('nearby')) {
      const viaGateway = await nearbyVia(CONNECTIONS);
      const direct = await nearbyDirect(CONNECTIONS);
      rows.push({
        scenario: `venue: nearby via gateway (${(VENUES / 1e6).toFixed(1)}M venues)`,
        ...rateAndLatency(viaGateway),
        note: `c=${CONNECTIONS}, 20 nearest within 2 km (throughput; 2 cores shared by 8 processes); ${viaGateway.errors} errors${viaGateway.firstError ? ` (${String(viaGateway.firstError.message).slice(0, 60)})` : ''}; CPU per search: ${viaGateway.cpu}`,
      });
      rows.push({
        scenario: 'venue: same SQL directly on Postgres',
        ...rateAndLatency(direct),
        note: `baseline, c=${CONNECTIONS}; GiST ${usesIndex ? 'index used' : 'INDEX NOT USED'}; load+index ${loadSeconds}s`,
      });
    }

    // Each from the nearby list with the person's position at the venue (a venue id alone is refused).
    const venues = (await admin.query(`SELECT id, latitude, longitude FROM venues ORDER BY random() LIMIT 200`)).rows;
    // CPU per check-in counts the work each one sets off after its answer too (the outbox relay, every
    // consumer of its two events): the after-snapshot waits until the outbox and the consumers are empty.
    await settled(namespace, admin);
    const checkInCpuBefore = await stackCpu(stack, brokers, admin, namespace);
    const windowStart = process.hrtime.bigint() / 1000n;
    const checkIns = await closedLoop(CONNECTIONS, duration, 1000, (worker, i) => {
      const venue = venues[(worker + i * 13) % venues.length];
      return api.request('POST', '/api/checkin', { cookie: cookies[(worker * 7 + i) % USERS], body: { venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude } });
    });
    const settleMs = await settled(namespace, admin);
    const checkInCpuAfter = await stackCpu(stack, brokers, admin, namespace);
    // The check-in phase on the monotonic clock a --cpu-prof profile's timestamps use (µs), to cut its samples to it.
    if (process.env.STACK_NODE_ARGS?.includes('--cpu-prof'))
      console.error(`check-in window (monotonic µs): ${windowStart} ${process.hrtime.bigint() / 1000n} pids ${JSON.stringify(stackPids(stack))}`);
    rows.push({
      scenario: 'venue: check-ins via gateway',
      ...rateAndLatency(checkIns),
      note: `c=${CONNECTIONS}, ${USERS} people re-checking in (each replaces the previous: one CheckedIn naming it; expiry jobs are one per second); ${checkIns.issued} check-ins, ${checkIns.errors} errors${checkIns.firstError ? ` (${String(checkIns.firstError.message).slice(0, 60)})` : ''}; consumers done ${settleMs} ms after the last; CPU per check-in: ${stackCpuPerOperation(checkInCpuBefore, checkInCpuAfter, checkIns.issued)}${brokers.pids['nats (own)'] ? '' : ', shared NATS and Redis not counted'}`,
    });
    if (!PARTS.has('sql')) return rows;

    // The same gateway path with every search in Postgres: the venue service restarted with NEARBY_INDEX=sql.
    const venue = stack.processes.get('venue');
    venue.kill('SIGTERM');
    await once(venue, 'exit');
    stack.restart('venue', { NEARBY_INDEX: 'sql' });
    await waitForHealthy(baseUrl);
    const sqlPath = await nearbyVia(2);
    rows.push({
      scenario: 'venue: nearby via gateway, c=2, NEARBY_INDEX=sql',
      ...rateAndLatency(sqlPath),
      note: `baseline: each search a Postgres GiST KNN; ${sqlPath.errors} errors; CPU per search: ${sqlPath.cpu}`,
    });
    const sqlRssMb = rssKb(stack.processes.get('venue').pid) / 1024;
    rows.push({
      scenario: 'venue: venue service memory (RSS)',
      note: `${venueRssMb.toFixed(0)} MB with the in-memory copy of ${(VENUES / 1e6).toFixed(1)}M venues; ${sqlRssMb.toFixed(0)} MB with NEARBY_INDEX=sql`,
    });
  } finally {
    api.close();
    await pool.end().catch(() => undefined);
    await admin.end().catch(() => undefined);
    await stop();
    brokers.stop();
  }
  return rows;
}

await runWhenMain(import.meta, run);
