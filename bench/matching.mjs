// Scenario "matching": likes per second with p50/p99 (at c=16 and c=32) through the matching service's RPC (NATS
// request-reply → advisory-locked transaction → outbox), checking that no pair got two matches and
// none was lost; and discovery p99 at a venue with 5,000 people checked in. Latency is recorded per
// request with performance.now(). The read models are seeded straight into the service's database
// (what the CheckedIn / ProfileUpdated consumers would have written).
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { percentile } from './lib.mjs';
import { cpuPerOperation, cpuSnapshot } from './cpu.mjs';
import { GC_FLAGS } from '../scripts/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAIRS = Number(process.env.BENCH_LIKE_PAIRS ?? 3000);
const CROWD = Number(process.env.BENCH_VENUE_CROWD ?? 5000);
// c=16 is the target's operating point (1,000/s at c=16 means ~16 ms in flight per like); c=32 shows
// what doubling the queue does to the tail on two cores.
const LIKE_CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '16,32').split(',').map(Number);

async function waitUp(nc, subject) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await nc.request(subject, '{}', { timeout: 500 });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('matching service did not start');
}

/** Runs `total` tasks with `concurrency` in flight; returns sorted latencies (ms) and wall time. */
async function drive(total, concurrency, task) {
  const latencies = new Array(total);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t0 = performance.now();
        await task(i);
        latencies[i] = performance.now() - t0;
      }
    }),
  );
  const wall = performance.now() - started;
  // The first wave's slowest, before sorting: for discovery, reads made before the venue's feed is held.
  const firstWaveMax = Math.max(...latencies.slice(0, concurrency));
  latencies.sort((a, b) => a - b);
  return { latencies, wall, firstWaveMax };
}

async function seed(db, venueId, users) {
  for (let i = 0; i < users.length; i += 1000) {
    const chunk = users.slice(i, i + 1000);
    await db.query(
      `INSERT INTO profile_cards (user_id, display_name, age, bio, photos, gender_key, wants_any, wants)
       SELECT u, 'Bench ' || left(u, 6), 30, 'bench', '[]', 'other', true, '{}' FROM unnest($1::text[]) u`,
      [chunk],
    );
    await db.query(
      `INSERT INTO active_checkins (user_id, venue_id, check_in_id, expires_at)
       SELECT u, $2, gen_random_uuid()::text, now() + interval '2 hours' FROM unnest($1::text[]) u`,
      [chunk, venueId],
    );
  }
  await db.query('INSERT INTO venues (venue_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [venueId, 'Bench Venue']);
}

export async function run() {
  const namespace = `bench${randomBytes(3).toString('hex')}`;
  const env = { ...process.env, NAMESPACE: namespace, LOG_LEVEL: 'error', HEALTH_PORT: '0' };
  // As deployed (the Dockerfile's start script): with the garbage-collector flags every process of ours
  // runs with. STACK_NODE_ARGS adds flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...GC_FLAGS, ...nodeArgs, path.join(root, 'services/matching/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  const subject = (s) => `${namespace}.${s}`;
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${namespace}_converge_matching` });
  const rpc = async (pattern, payload) => {
    const reply = JSON.parse((await nc.request(subject(pattern), JSON.stringify(payload), { timeout: 5000 })).string());
    if (!reply.ok) throw new Error(`${pattern}: ${reply.error.status} ${reply.error.message}`);
    return reply.data;
  };
  try {
    await waitUp(nc, subject('rpc.matching.health.check'));
    await db.connect();

    // Likes: every pair likes each other, the two likes of a pair in flight together (so one of the two
    // always waits for the other: the pair is serialised). Fresh people for each concurrency.
    const likesAt = async (concurrency, pairCount = PAIRS) => {
      const likeVenue = randomUUID();
      const likers = Array.from({ length: pairCount * 2 }, () => randomUUID());
      await seed(db, likeVenue, likers);
      const order = [];
      for (let p = 0; p < pairCount; p++) order.push([likers[2 * p], likers[2 * p + 1]], [likers[2 * p + 1], likers[2 * p]]);
      // Warm-up outside the measurement (connections, plans).
      await drive(200, concurrency, () => rpc('rpc.matching.discovery.list', { actor: { userId: likers[0], roles: [] }, venueId: likeVenue }));
      const cpuBefore = cpuSnapshot({ matching: child.pid }, { namespace });
      const result = await drive(order.length, concurrency, (i) =>
        rpc('rpc.matching.likes.create', { actor: { userId: order[i][0], roles: [] }, toUserId: order[i][1], venueId: likeVenue }),
      );
      const cpu = cpuPerOperation(cpuBefore, cpuSnapshot({ matching: child.pid }, { namespace }), order.length);
      const [{ matches, pairs }] = (
        await db.query(
          `SELECT count(*)::int AS matches, count(DISTINCT (LEAST(user_a_id, user_b_id), GREATEST(user_a_id, user_b_id)))::int AS pairs
           FROM matches WHERE user_a_id = ANY($1)`,
          [likers],
        )
      ).rows;
      const [{ events }] = (await db.query(`SELECT count(*)::int AS events FROM outbox WHERE type = 'MatchCreated' AND payload->'data'->>'venueId' = $1`, [likeVenue])).rows;
      return { result, cpu, matches, pairs, events };
    };
    // A first run warms the JIT, the plans and the pools; the runs measured come after it.
    await likesAt(LIKE_CONCURRENCY[0], Math.min(PAIRS, 1000));
    const likeRuns = [];
    for (const concurrency of LIKE_CONCURRENCY) likeRuns.push({ concurrency, ...(await likesAt(concurrency)) });

    // Discovery at a venue with CROWD people checked in.
    const crowdVenue = randomUUID();
    const crowd = Array.from({ length: CROWD }, () => randomUUID());
    await seed(db, crowdVenue, crowd);
    await db.query('ANALYZE');
    // Enough reads for a few seconds of steady load: at 1,000 the first wave (16 reads on the query path
    // while the venue's feed loads, once per replica and venue) was more than 1 % of them, and the p99
    // was that wave's. Its slowest read is reported on its own.
    const discoveryRequests = Number(process.env.BENCH_DISCOVERY_REQUESTS ?? 5000);
    const discoveryCpuBefore = cpuSnapshot({ matching: child.pid }, { namespace });
    const discovery = await drive(discoveryRequests, 16, (i) => rpc('rpc.matching.discovery.list', { actor: { userId: crowd[(i * 7919) % CROWD], roles: [] }, venueId: crowdVenue }));
    const discoveryCpu = cpuPerOperation(discoveryCpuBefore, cpuSnapshot({ matching: child.pid }, { namespace }), discoveryRequests);

    const row = (scenario, r, note) => ({
      scenario,
      requestsPerSec: Math.round((r.latencies.length / r.wall) * 1000),
      p50Ms: Number(percentile(r.latencies, 50).toFixed(2)),
      p99Ms: Number(percentile(r.latencies, 99).toFixed(2)),
      note,
    });
    return [
      ...likeRuns.map(({ concurrency, result, cpu, matches, pairs, events }) =>
        row(
          `likes via NATS RPC, ${PAIRS} pairs both ways (c=${concurrency})`,
          result,
          `${matches} matches for ${PAIRS} pairs, ${matches - pairs} duplicate, ${PAIRS - pairs} missed, ${events} MatchCreated; target ≥3000/s p99 ≤25 ms; CPU per like: ${cpu}`,
        ),
      ),
      row(
        `discovery at a venue with ${CROWD} checked in (c=16)`,
        discovery,
        `${discoveryRequests} reads of up to 50 cards each; target p99 ≤15 ms; first 16 reads (the venue's feed not yet held): slowest ${discovery.firstWaveMax.toFixed(1)} ms; CPU per read: ${discoveryCpu}`,
      ),
    ];
  } finally {
    await db.end().catch(() => undefined);
    await nc.close();
    const exited = new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    child.kill('SIGTERM');
    await exited;
    const { cleanupTestNamespace } = await import('@converge/platform');
    await cleanupTestNamespace(namespace);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.mjs');
  printTable(await run());
  process.exit(0);
}
