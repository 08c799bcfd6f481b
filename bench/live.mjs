// Live discovery: GET /api/live-status/nearby through the gateway with 100,000 people live around one
// city (a ~12 km square around central Berlin, ~700 per km²), p50/p99 next to a bare Redis GEOSEARCH
// of the same data, same radius, same concurrency, in the same run. The gateway path adds the session
// (read ahead), the NATS hop, one Redis round trip (a script: my status, the search, my blocks, the
// candidates' last-seen times and likes, and up to 64 fresh candidates' statuses, cards and venues;
// more than that, as at 500 m, are fetched by a second round trip, one MGET), no SQL, the fit judged
// on each status's head (only the page's JSON is parsed), and a page of cards with ice breakers.
// Statuses are written here with the venue service's own encodeStatus. Latency is CPU-bound here: with c=16 on 2
// cores, p50 ≈ 16 × (CPU per query of every process, the load generator included) / 2. So a ladder
// follows for 100 m (c=1, 4, 16, BENCH_LIVE_LADDER): req/s, p50, p99 through the gateway and of the bare
// GEOSEARCH at each concurrency, to tell one query's latency on an unsaturated machine (c=1) from
// queueing for the 2 cores under saturation (c=16). Between them, an open loop: requests at a fixed
// rate (10, 25, 40 and 50 % of the c=16 capacity: latency against load; BENCH_LIVE_LOAD_SHARES, or fixed rates, BENCH_LIVE_RATES),
// each timed from when it was due, which is what a person waits at that load and where the p99 ≤ 15 ms
// target is judged. BENCH_LIVE_PROXIMITIES (default 100,500) picks the saturated runs. The stack runs as deployed, NODE_ENV=production
// (answer shapes only counted, the venue's reply passed on unparsed); NODE_ENV=development to compare.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { benchStack, closedLoop, httpClient, loadHttp, openLoopOverHttp, rateAndLatency as pick, runWhenMain } from './lib.mjs';
import { cpuPerOperation, cpuSnapshot, stackPids } from './cpu.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const duration = Number(process.env.BENCH_DURATION_MS ?? 8000);
const PEOPLE = Number(process.env.BENCH_LIVE_PEOPLE ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const USERS = Number(process.env.BENCH_LIVE_USERS ?? 40);
const LADDER = (process.env.BENCH_LIVE_LADDER ?? '1,4,16').split(',').filter(Boolean).map(Number);
const LADDER_DURATION = Number(process.env.BENCH_LIVE_LADDER_MS ?? Math.min(duration, 5000));
// Fixed arrival rates as shares of the capacity the c=16 run measured (BENCH_LIVE_LOAD_SHARES).
const LOAD_SHARES = (process.env.BENCH_LIVE_LOAD_SHARES ?? '0.1,0.25,0.4,0.5').split(',').filter(Boolean).map(Number);
// Or fixed arrival rates (req/s, BENCH_LIVE_RATES), to compare two trees at the same load.
const RATES = (process.env.BENCH_LIVE_RATES ?? '').split(',').filter(Boolean).map(Number);
const PROXIMITIES = (process.env.BENCH_LIVE_PROXIMITIES ?? '100,500').split(',').filter(Boolean).map(Number);
const BOX = { lat: [52.46, 52.57], lng: [13.31, 13.49] };
const randomPoint = () => ({ latitude: BOX.lat[0] + Math.random() * (BOX.lat[1] - BOX.lat[0]), longitude: BOX.lng[0] + Math.random() * (BOX.lng[1] - BOX.lng[0]) });
const ACTIVITIES = ['socializing', 'coffee_break', 'studying', 'working', 'exercising', 'shopping'];
const MOODS = ['open_to_chat', 'selective', 'friendly', 'focused'];
const TAGS = ['jazz', 'hiking', 'chess', 'design', 'running', 'books', 'coffee', 'climbing', 'film', 'startups', 'yoga', 'techno'];
const pickOne = (list) => list[Math.floor(Math.random() * list.length)];

/** 100,000 live statuses written the way the venue service writes them (snapped cells, the card beside
 * the status in Redis), plus their cards in SQL. */
async function loadPeople(redis, db, namespace, snapToCell, cellCentre, encodeStatus) {
  const prefix = `${namespace}:`;
  const now = Date.now();
  const ids = [];
  const cards = [];
  for (let offset = 0; offset < PEOPLE; offset += 5000) {
    const batch = redis.pipeline();
    for (let i = offset; i < Math.min(PEOPLE, offset + 5000); i++) {
      const userId = randomUUID();
      ids.push(userId);
      const point = randomPoint();
      const cell = snapToCell(point);
      const centre = cellCentre(cell);
      const status = {
        statusId: randomUUID(),
        userId,
        row: cell.row,
        col: cell.col,
        ...point,
        at: now,
        currentActivity: pickOne(ACTIVITIES),
        currentMood: pickOne(MOODS),
        statusMessage: 'Around for a bit',
        interestTags: [pickOne(TAGS), pickOne(TAGS), pickOne(TAGS)].filter((t, k, a) => a.indexOf(t) === k),
        lookingFor: [],
      };
      const card = {
        displayName: `Live ${userId.slice(0, 6)}`,
        age: 20 + Math.floor(Math.random() * 30),
        photo: null,
        gender: null,
        lookingFor: ['Everyone'],
        isIncognito: Math.random() < 0.05,
        isVerified: false,
      };
      cards.push(card);
      batch.set(`${prefix}live:s:${userId}`, encodeStatus(status), 'PX', 30 * 60_000);
      batch.set(`${prefix}live:c:${userId}`, JSON.stringify(card), 'PX', 30 * 60_000);
      batch.geoadd(`${prefix}live:geo`, centre.longitude, centre.latitude, userId);
      batch.zadd(`${prefix}live:seen`, now, userId);
    }
    await batch.exec();
  }
  await db.query(
    `INSERT INTO live_profiles (user_id, display_name, age, photo, gender, looking_for, is_incognito)
     SELECT id, 'Live ' || left(id::text, 6), age, NULL, NULL, '{Everyone}', incognito
       FROM unnest($1::uuid[], $2::int[], $3::boolean[]) AS t(id, age, incognito)`,
    [ids, cards.map((c) => c.age), cards.map((c) => c.isIncognito)],
  );
  await db.query('VACUUM (ANALYZE) live_profiles');
}

export async function run() {
  const { stack, namespace, baseUrl, stop } = await benchStack('benchlive', {
    // A few dozen accounts asking as fast as they can: lift the per-person abuse limits for the run.
    LIVE_NEARBY_RATE_LIMIT: '100000000',
    LIVE_UPDATE_RATE_LIMIT: '100000000',
  });
  const { snapToCell, cellCentre } = await import('../libs/contracts/dist/index.js');
  const { encodeStatus } = await import('../services/venue/dist/live-status/live-status.store.js');
  const dbUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  dbUrl.pathname = `/${namespace}_converge_venue`;
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const api = httpClient(baseUrl, { maxSockets: CONNECTIONS * 2 });
  const rows = [];
  try {
    await db.connect();
    const t0 = performance.now();
    await loadPeople(redis, db, namespace, snapToCell, cellCentre, encodeStatus);
    const loadSeconds = ((performance.now() - t0) / 1000).toFixed(0);

    // The askers: real accounts, live at random points of the same city through the API.
    const askers = [];
    for (let i = 0; i < USERS; i++) {
      const registered = await api.request('POST', '/api/auth/register', {
        body: { email: `bench.live.${i}.${namespace}@example.com`, password: 'a long enough bench password', ageConfirmed: true, termsAccepted: true },
      });
      const cookie = registered.cookie;
      await api.request('POST', '/api/auth/verify-age', { cookie, body: { dateOfBirth: '1990-01-01' } });
      await api.request('POST', '/api/profile', { cookie, body: { displayName: `Bench ${i}`, dateOfBirth: '1990-01-01' } });
      const at = randomPoint();
      await api.request('PUT', '/api/live-status', { cookie, body: { ...at, currentActivity: pickOne(ACTIVITIES), currentMood: 'open_to_chat', interestTags: ['jazz', 'chess'] } });
      askers.push({ cookie, centre: cellCentre(snapToCell(at)) });
    }
    const sample = JSON.parse((await api.request('GET', '/api/live-status/nearby?proximity=100', { cookie: askers[0].cookie })).text);

    // The askers in turn, over autocannon: a lighter load generator than node:http leaves the 2 cores to the stack.
    const viaGateway = (proximity, connections, ms, warmupMs) =>
      loadHttp(`${baseUrl}/api/live-status/nearby?proximity=${proximity}`, { connections, durationMs: ms, warmupMs, requests: askers.map((a) => ({ headers: { cookie: a.cookie } })) });
    const bareSearch = (proximity, connections, ms, warmupMs) =>
      closedLoop(connections, ms, warmupMs, (worker, i) => {
        const { latitude, longitude } = askers[(worker + i) % askers.length].centre;
        return redis.geosearch(`${namespace}:live:geo`, 'FROMLONLAT', longitude, latitude, 'BYRADIUS', proximity + 2, 'm', 'ASC', 'COUNT', 300);
      });
    const saturated = async (proximity) => {
      const before = cpuSnapshot(stackPids(stack));
      const gateway = await viaGateway(proximity, CONNECTIONS, duration, 2000);
      // The saturated run's end on the monotonic clock a --cpu-prof profile's timestamps use (µs): its
      // last `duration` ms are the measured window.
      if (process.env.STACK_NODE_ARGS?.includes('--cpu-prof'))
        console.error(`saturated ${proximity} m window ends (monotonic µs): ${process.hrtime.bigint() / 1000n} pids ${JSON.stringify(stackPids(stack))}`);
      const cpu = cpuPerOperation(before, cpuSnapshot(stackPids(stack)), gateway.issued);
      const bare = await bareSearch(proximity, CONNECTIONS, duration, 1000);
      rows.push({
        scenario: `live: nearby via gateway, ${proximity} m`,
        ...pick(gateway),
        note: `saturated: capacity; ${(PEOPLE / 1000).toFixed(0)}k live in one city, c=${CONNECTIONS}; ${gateway.errors} errors${gateway.firstError ? ` (${String(gateway.firstError.message).slice(0, 60)})` : ''}; CPU per query: ${cpu}`,
      });
      rows.push({
        scenario: `live: bare GEOSEARCH ${proximity} m (baseline)`,
        ...pick(bare),
        note: `same data and radius, up to 300 members; load ${loadSeconds}s${proximity === 100 ? `; a 100 m list holds ~${sample.count} people` : ''}`,
      });
      return gateway.requestsPerSec;
    };
    const capacity100 = PROXIMITIES.includes(100) ? await saturated(100) : 0;
    // Latency at a load the machine carries: people arriving at a fixed rate (open loop, measured from
    // when each request was due), a share of the capacity just measured. This is where the issue's
    // p99 ≤ 15 ms target is judged; the closed loop above measures capacity, not a person's wait. It
    // runs before the 500 m saturation, whose aftermath (a venue heap full of its garbage, collected
    // in one mark-compact a few seconds later) would otherwise land in the first open-loop window.
    const loads =
      RATES.length > 0
        ? RATES.map((rate) => ({ rate, share: capacity100 ? rate / capacity100 : 0 }))
        : LOAD_SHARES.map((share) => ({ rate: Math.max(1, Math.round(capacity100 * share)), share }));
    for (const { rate, share } of loads) {
      const before = cpuSnapshot(stackPids(stack));
      // In a worker thread: the bench's heap (100,000 people loaded) must not pause the requests it times.
      const gateway = await openLoopOverHttp(rate, duration, 1000, {
        baseUrl,
        path: '/api/live-status/nearby?proximity=100',
        cookies: askers.map((a) => a.cookie),
        maxSockets: CONNECTIONS * 2,
      });
      const cpu = cpuPerOperation(before, cpuSnapshot(stackPids(stack)), gateway.issued);
      rows.push({
        scenario: `live: nearby via gateway, 100 m, ${rate} req/s offered`,
        ...pick(gateway),
        note: `target p99 ≤ 15 ms${gateway.p99Ms <= 15 ? ' (met)' : ' (missed)'}; open loop at ${Math.round(share * 100)}% of the c=${CONNECTIONS} capacity; ${gateway.errors} errors or dropped; CPU per query: ${cpu}`,
      });
    }
    for (const proximity of PROXIMITIES.filter((p) => p !== 100)) await saturated(proximity);
    // The ladder: the same 100 m query at rising concurrency, each next to the bare GEOSEARCH at the same.
    for (const connections of LADDER) {
      const before = cpuSnapshot(stackPids(stack));
      const gateway = await viaGateway(100, connections, LADDER_DURATION, 1000);
      const cpu = cpuPerOperation(before, cpuSnapshot(stackPids(stack)), gateway.issued);
      const bare = await bareSearch(100, connections, LADDER_DURATION, 500);
      rows.push({ scenario: `live ladder: nearby via gateway, 100 m, c=${connections}`, ...pick(gateway), note: `${gateway.errors} errors; CPU per query: ${cpu}` });
      rows.push({ scenario: `live ladder: bare GEOSEARCH 100 m, c=${connections}`, ...pick(bare), note: 'same data, radius and concurrency' });
    }
  } finally {
    api.close();
    redis.disconnect();
    await db.end().catch(() => undefined);
    await stop();
  }
  return rows;
}

await runWhenMain(import.meta, run);
