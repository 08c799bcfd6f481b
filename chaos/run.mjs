// `npm run chaos`: failure scenarios against a started stack (real processes, scripts/stack.mjs), each
// printing PASS/FAIL with its figures. Short by default (CI: `npm test` runs it as the `chaos` tier);
// `npm run chaos -- --full` runs each at full load; `--only <name>` runs one. Exit code 1 on a FAIL.
// Needs a build (`npm run build`), Postgres/Redis/NATS as for `npm test`, and `nats-server` on the PATH
// for the NATS scenario (it runs a private one on a free port; the machine's NATS is never touched).
// `--hosts` runs the many-hosts form instead (chaos/hosts: a NATS cluster, two app hosts and a data host
// as network namespaces, faults between them; root only); `--hosts --short` is its `npm test` form.

import { existsSync } from 'node:fs';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { createEnvelope, eventCatalog } from '@converge/contracts';
import { ensureProjectNode } from '../scripts/project-node.mjs';
import { chaosStack, matchedPairs, privateNats, privatePostgres, privateRedis } from './lib.mjs';
import { chatKill } from './scenarios/chat-kill.mjs';
import { duplicateEvents } from './scenarios/duplicate-events.mjs';
import { gatewayRestart } from './scenarios/gateway-restart.mjs';
import { natsKill } from './scenarios/nats-kill.mjs';
import { redisFlush, redisFlushEnv } from './scenarios/redis-flush.mjs';
import { postgresRestart } from './scenarios/postgres-restart.mjs';
import { checkInFlush, checkInFlushEnv } from './scenarios/check-in-flush.mjs';
import { runHosts } from './hosts/run.mjs';

await ensureProjectNode();

const args = process.argv.slice(2);
const full = args.includes('--full');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const results = [];
/** A scenario that needs a private server whose binary is missing is skipped, and says so. */
const hasBinary = (name) => (process.env.PATH ?? '').split(':').some((dir) => existsSync(`${dir}/${name}`));

/** Publishes MatchCreated as matching's outbox relay does (JetStream, message id = envelope id). */
function matchPublisher(nc, namespace) {
  const js = jetstream(nc);
  return async ({ matchId, userAId, userBId }, envelopes = new Map()) => {
    const env = envelopes.get(matchId) ?? createEnvelope('MatchCreated', { matchId, userAId, userBId, venueId: null, venueName: 'Chaos Bar', createdAt: new Date().toISOString() }, 'chaos');
    envelopes.set(matchId, env);
    await js.publish(`${namespace}.${eventCatalog.MatchCreated.subject}`, JSON.stringify(env), { msgID: env.id, timeout: 2000 });
  };
}

async function run(name, scenario) {
  if (only && only !== name) return;
  const started = Date.now();
  let outcome;
  try {
    outcome = await scenario();
  } catch (error) {
    outcome = { pass: false, figures: { error: String(error?.message ?? error).slice(0, 300) } };
  }
  const figures = Object.entries(outcome.figures)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`${outcome.pass ? 'PASS' : 'FAIL'} ${name.padEnd(18)} ${figures} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  results.push({ name, ...outcome });
}

if (args.includes('--hosts')) {
  const short = args.includes('--short');
  console.log(`chaos on many hosts (${short ? 'short' : 'full'} form)`);
  const hostResults = await runHosts({ short });
  for (const r of hostResults) {
    const figures = Object.entries(r.figures ?? {})
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    console.log(`${r.pass ? 'PASS' : 'FAIL'} ${r.name.padEnd(20)} ${figures}`);
  }
  const failedHosts = hostResults.filter((r) => !r.pass);
  console.log(`chaos on many hosts: ${hostResults.length - failedHosts.length}/${hostResults.length} checks passed`);
  process.exit(failedHosts.length ? 1 : 0);
}

console.log(`chaos (${full ? 'full' : 'short'} form)`);

// The machine's infrastructure, the stack in its own namespace: chat kill, double delivery, gateway restart.
if (!only || ['chat-kill', 'duplicate-events', 'gateway-restart'].includes(only)) {
  const stack = await chaosStack();
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  try {
    const publishMatch = matchPublisher(nc, stack.namespace);
    const pairs = await matchedPairs(stack, full ? 10 : 4, publishMatch);
    await run('chat-kill', () => chatKill({ stack, pairs, full }));
    await run('duplicate-events', () => duplicateEvents({ stack, nc, pairs, publishMatch, full }));
    await run('gateway-restart', () => gatewayRestart({ stack, pairs, full }));
  } finally {
    await nc.close();
    await stack.cleanup();
  }
}

// A private NATS (own port, own store) the scenario may kill.
if ((!only || only === 'nats-kill') && !hasBinary('nats-server')) console.log('SKIP nats-kill          no nats-server on the PATH');
else if (!only || only === 'nats-kill') {
  const nats = await privateNats();
  const stack = await chaosStack({ NATS_URL: nats.url });
  const nc = await connect({ servers: nats.url, reconnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 200 });
  try {
    await run('nats-kill', () => natsKill({ stack, nats, publishMatch: matchPublisher(nc, stack.namespace), full }));
  } finally {
    await nc.close().catch(() => undefined);
    await stack.cleanup();
    await nats.stop();
  }
}

// A private Redis (own port) the scenarios flush: expiries, then "Check on me" escalations.
const flushes = ['redis-flush', 'check-in-flush'];
if ((!only || flushes.includes(only)) && !hasBinary('redis-server')) console.log('SKIP redis-flush        no redis-server on the PATH');
else if (!only || flushes.includes(only)) {
  const redis = await privateRedis();
  const stack = await chaosStack({ REDIS_URL: redis.url, ...redisFlushEnv(full), ...checkInFlushEnv() });
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  try {
    await run('redis-flush', () => redisFlush({ stack, redisUrl: redis.url, nc, full }));
    await run('check-in-flush', () => checkInFlush({ stack, redisUrl: redis.url, full }));
  } finally {
    await nc.close();
    await stack.cleanup();
    await redis.stop();
  }
}

// A private Postgres cluster (initdb on a free port) the scenario restarts.
if (!only || only === 'postgres-restart') {
  const pg = await privatePostgres();
  if (!pg) {
    console.log('SKIP postgres-restart   no Postgres binaries in /usr/lib/postgresql/*/bin (initdb)');
  } else {
    let stack;
    try {
      stack = await chaosStack({ DATABASE_URL: pg.url, SWIPE_LIMIT_PER_MINUTE: '1000', CHECKIN_RATE_LIMIT: '1000' });
      await run('postgres-restart', () => postgresRestart({ stack, pg, full }));
    } finally {
      await stack?.cleanup();
      pg.stop();
    }
  }
}

const failed = results.filter((r) => !r.pass);
console.log(`chaos: ${results.length - failed.length}/${results.length} scenarios passed`);
process.exit(failed.length ? 1 : 0);
