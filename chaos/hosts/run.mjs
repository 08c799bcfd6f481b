// `npm run chaos -- --hosts`: the many-hosts run. Builds the hosts (netns.mjs), starts the cluster
// (cluster.mjs), runs the steady mix (load.mjs) through each fault (faults.mjs) in turn, then checks
// the history and the databases (checker.mjs) and returns PASS/FAIL with figures per fault.
// `short`: the `npm test` form (one NATS partition, one app-host kill, shorter windows). Only the full
// form runs the app hosts' NATS connections through delay relays (for the latency fault) and sets
// the meeting, share and "Check on me" timers (timers.mjs) at each fault.
// Needs root, iproute2 and nftables; tears everything down on exit, on a signal and on the next start.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { sleep } from '../lib.mjs';
import { startCluster, natsUrl } from './cluster.mjs';
import { FAULTS, FULL, SHORT } from './faults.mjs';
import { availability, checkMatches, checkMessages, checkProbes, checkTimers, streamReplicas, MAX_TIMER_LATE_MS } from './checker.mjs';
import { chat, checkInAndMatch, conversationOf, createHistory, newVenue, personWithSocket, query } from './load.mjs';
import { leftovers, setup, teardown } from './netns.mjs';
import { addContact, checkMoreTimers, startTimers, timerEnv, timersFired } from './timers.mjs';

/** The last run's history (what clients sent and were told), for a look after a FAIL. */
const HISTORY_FILE = path.join(os.tmpdir(), 'converge-hosts-history.json');

/** Publishes probe events straight to JetStream until stop(); returns the ids the cluster acknowledged. */
async function probePublisher(namespace) {
  const nc = await connect({ servers: natsUrl.split(','), reconnectTimeWait: 200, maxReconnectAttempts: -1 });
  const js = jetstream(nc);
  const acked = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const id = randomUUID();
      const envelope = { id, type: 'ChaosProbe', occurredAt: new Date().toISOString(), data: {} };
      await js
        .publish(`${namespace}.evt.chaos.probe`, JSON.stringify(envelope), { msgID: id, timeout: 2000 })
        .then(() => acked.push(id))
        .catch(() => undefined);
      await sleep(50);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      await nc.close().catch(() => undefined);
      return acked;
    },
  };
}

/** Waits until each check-in made in the run has ended, or is past its time by more than the limit. */
async function timersDue(namespace, history) {
  const ids = history.entries.filter((e) => e.op === 'checkin' && e.ok && e.checkInId).map((e) => e.checkInId);
  for (;;) {
    const rows = await query(namespace, 'venue', `SELECT ended_at IS NOT NULL AS ended, extract(epoch FROM now() - expires_at) * 1000 AS past FROM check_ins WHERE id = ANY($1)`, [
      ids,
    ]).catch(() => []);
    if (rows.length === ids.length && rows.every((r) => r.ended || Number(r.past) > MAX_TIMER_LATE_MS + 5000)) return;
    await sleep(2000);
  }
}

export async function runHosts({ short = false, log = console.log } = {}) {
  const faults = short ? SHORT : FULL;
  const timing = short ? { calmMs: 3000, faultMs: 15_000, afterMs: 12_000 } : { calmMs: 5000, faultMs: 25_000, afterMs: 20_000 };
  const started = Date.now();
  const say = (line) => log(`  [hosts ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  const onSignal = () => (teardown(), process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', teardown); // synchronous: also after an uncaught error
  setup();
  const results = [];
  const history = createHistory();
  const windows = [];
  let cluster;
  try {
    // A check-in made as a partition starts must outlive the time its event takes to reach matching
    // through the partition and the heal: with 30 s, one short run saw every like refused NOT_CHECKED_IN.
    cluster = short
      ? await startCluster({ env: { CHECKIN_TTL_MS: '60000' }, log: say })
      : await startCluster({ env: { CHECKIN_TTL_MS: '60000', ...timerEnv() }, relayDelayMs: 200, log: say });
    const { baseUrl, namespace } = cluster;
    const venueId = await newVenue(namespace);
    const people = [];
    const person = async (name) => {
      const p = await personWithSocket(baseUrl, history, name);
      people.push(p);
      return p;
    };
    const pairs = [];
    for (let i = 0; i < (short ? 3 : 4); i++) {
      const [a, b] = [await person(`chat${i}a`), await person(`chat${i}b`)];
      await checkInAndMatch({ baseUrl, history, venueId, a, b, phase: 'setup' });
      const conversationId = await conversationOf(history, baseUrl, a, b.id);
      if (!conversationId) throw new Error(`pair ${i} got no conversation`);
      pairs.push({ a, b, conversationId });
    }
    const faultPairs = {};
    for (const [i, name] of faults.entries()) {
      faultPairs[name] = [await person(`fault${i}a`), await person(`fault${i}b`)];
      if (!short) await addContact({ baseUrl, history, person: faultPairs[name][0], n: i });
    }
    say(`${people.length} people with sockets, ${pairs.length} chatting pairs`);

    let phase = 'calm';
    let stopped = false;
    const chatting = chat({ baseUrl, history, pairs, everyMs: 2000, until: () => stopped, phaseOf: () => phase });
    for (const name of faults) {
      const fault = FAULTS[name];
      const window = { name, start: Date.now() };
      phase = name;
      await sleep(timing.calmMs); // load before the fault (time is the subject)
      window.faultAt = Date.now();
      say(`${name}: inject`);
      await fault.inject(cluster);
      const [a, b] = faultPairs[name];
      const matching = checkInAndMatch({ baseUrl, history, venueId, a, b, phase: name, forMs: 60_000 });
      const timersSet = short ? undefined : startTimers({ baseUrl, history, namespace, a, b, phase: name });
      const probes = fault.probe ? await probePublisher(namespace) : undefined;
      await sleep(fault.faultMs ?? timing.faultMs);
      window.healAt = Date.now();
      say(`${name}: heal`);
      await fault.heal(cluster);
      window.healedAt = Date.now();
      await sleep(timing.afterMs);
      await matching;
      await timersSet;
      window.probes = await probes?.stop();
      window.end = Date.now();
      windows.push(window);
    }
    phase = 'after';
    stopped = true;
    await chatting;
    await sleep(5000); // the last pushes on their way
    say('checking');
    for (const window of windows) {
      const messages = await checkMessages({ history, namespace, baseUrl, people, phase: window.name });
      const matches = await checkMatches({ history, namespace, phase: window.name });
      const probes = window.probes ? await checkProbes({ namespace, acked: window.probes }) : undefined;
      const avail = availability({ history, window });
      const socketsDown = history.entries.filter((e) => e.op === 'socket-down' && e.t >= window.faultAt && e.t <= window.end).length;
      const socketsUp = history.entries.filter((e) => e.op === 'socket-up' && e.t >= window.faultAt && e.t <= window.end).length;
      results.push({
        name: `hosts:${window.name}`,
        pass: messages.pass && matches.pass && (probes?.pass ?? true) && avail.recoverMs <= 60_000,
        figures: {
          ...messages.figures,
          mutualLikes: matches.figures.mutualLikes,
          matchesWrong: matches.figures.wrong,
          ...(probes ? { jsAcked: probes.figures.acknowledgedByJetStream, jsLost: probes.figures.lost } : {}),
          okShare: `${avail.okShare}%`,
          requests: avail.requests,
          recoverMs: avail.recoverMs,
          healMs: window.healedAt - window.healAt,
          socketsDown,
          socketsUp,
        },
      });
    }
    await timersDue(namespace, history);
    const timers = await checkTimers({ history, namespace });
    results.push({ name: 'hosts:timers', ...timers });
    if (!short) {
      await timersFired(namespace, history);
      results.push({ name: 'hosts:more-timers', ...(await checkMoreTimers({ namespace, history })) });
    }
    const replicas = await streamReplicas(namespace);
    results.push({ name: 'hosts:stream', pass: replicas.replicas === 3 && replicas.current === 3, figures: replicas });
  } catch (error) {
    results.push({ name: 'hosts', pass: false, figures: { error: String(error?.message ?? error).slice(0, 300) } });
  } finally {
    writeFileSync(HISTORY_FILE, JSON.stringify({ windows, entries: history.entries }));
    say(`history: ${HISTORY_FILE}`);
    await cluster?.stop().catch(() => undefined);
    const left = teardown();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', teardown);
    results.push({
      name: 'hosts:teardown',
      pass: !left.namespaces.length && !left.links.length,
      figures: { namespacesLeft: left.namespaces.length, linksLeft: left.links.length, totalS: Math.round((Date.now() - started) / 1000) },
    });
  }
  return results;
}

export { leftovers };
