// Reads the clients' history and what the databases and the JetStream stream hold, and checks the
// published guarantees (docs/GUARANTEES.md) for each fault window. Every function returns
// { pass, figures }; the run prints them per fault.
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { natsUrl } from './cluster.mjs';
import { query, resync } from './load.mjs';
import { sleep } from '../lib.mjs';

export const MAX_TIMER_LATE_MS = 60_000;

/**
 * Messages acknowledged in `phase`: stored exactly once; pushed live to the recipient's socket, or found
 * by the recipient's re-sync (the list API a client calls after its socket reconnected, which it did
 * after the acknowledgement); stored and pushed in the
 * order their sender sent them (each sender sends the next only once the last was acknowledged).
 */
export async function checkMessages({ history, namespace, baseUrl, people, phase }) {
  const acks = history.entries.filter((e) => e.op === 'ack' && e.phase === phase);
  const nacks = history.entries.filter((e) => e.op === 'nack' && e.phase === phase).length;
  if (!acks.length) return { pass: false, figures: { acknowledged: 0, unacknowledged: nacks } };
  const rows = await query(namespace, 'chat', 'SELECT client_message_id AS id, sender_id AS sender, seq::int AS seq FROM messages WHERE client_message_id = ANY($1)', [
    acks.map((a) => a.clientMessageId),
  ]);
  const copies = new Map();
  for (const r of rows) copies.set(r.id, [...(copies.get(r.id) ?? []), r]);
  const lost = acks.filter((a) => !copies.has(a.clientMessageId)).length;
  const duplicated = acks.filter((a) => (copies.get(a.clientMessageId)?.length ?? 0) > 1).length;
  // Delivery: live pushes to the recipient, else what the recipient's re-sync lists.
  const pushed = new Map(); // recipient → clientMessageIds in the order its socket got them
  for (const e of history.entries) if (e.op === 'push') pushed.set(e.to, [...(pushed.get(e.to) ?? []), e.clientMessageId]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const resynced = new Map();
  let live = 0;
  let afterReconnect = 0;
  let undelivered = 0;
  // A client re-syncs when its socket reconnects: a message not pushed live counts as delivered only
  // if the recipient's socket reconnected after it was acknowledged (else the person never sees it).
  const reconnects = new Map();
  for (const e of history.entries) if (e.op === 'socket-up') reconnects.set(e.who, [...(reconnects.get(e.who) ?? []), e.t]);
  for (const a of acks) {
    if (pushed.get(a.to)?.includes(a.clientMessageId)) live++;
    else if (!(reconnects.get(a.to) ?? []).some((t) => t >= a.t)) undelivered++;
    else {
      const key = `${a.to}/${a.conversationId}`;
      if (!resynced.has(key)) resynced.set(key, new Set((await resync(history, baseUrl, byId.get(a.to), a.conversationId)) ?? []));
      if (resynced.get(key).has(a.clientMessageId)) afterReconnect++;
      else undelivered++;
    }
  }
  // Order: per sender, the stored sequence numbers and the live pushes follow the acknowledgement order.
  let outOfOrder = 0;
  const bySender = new Map();
  for (const a of acks) bySender.set(`${a.from}/${a.conversationId}`, [...(bySender.get(`${a.from}/${a.conversationId}`) ?? []), a]);
  for (const sent of bySender.values()) {
    const seqs = sent.map((a) => copies.get(a.clientMessageId)?.[0]?.seq).filter((s) => s !== undefined);
    for (let i = 1; i < seqs.length; i++) if (seqs[i] < seqs[i - 1]) outOfOrder++;
    const order = new Map(sent.map((a, i) => [a.clientMessageId, i]));
    const seen = (pushed.get(sent[0].to) ?? []).filter((id) => order.has(id));
    const firstSeen = [...new Set(seen)].map((id) => order.get(id));
    for (let i = 1; i < firstSeen.length; i++) if (firstSeen[i] < firstSeen[i - 1]) outOfOrder++;
  }
  return {
    pass: lost === 0 && duplicated === 0 && undelivered === 0 && outOfOrder === 0,
    figures: { acknowledged: acks.length, unacknowledged: nacks, lost, duplicated, live, afterReconnect, undelivered, outOfOrder },
  };
}

/** Every pair whose two likes were acknowledged in `phase` has exactly one match and one conversation. */
export async function checkMatches({ history, namespace, phase }) {
  const likes = history.entries.filter((e) => e.op === 'like' && e.phase === phase && e.ok);
  const mutual = likes.filter((l) => likes.some((o) => o.from === l.to && o.to === l.from) && l.from < l.to);
  let wrong = 0;
  for (const { from, to } of mutual) {
    const [matches] = await query(namespace, 'matching', 'SELECT count(*)::int AS n FROM matches WHERE LEAST(user_a_id, user_b_id) = $1 AND GREATEST(user_a_id, user_b_id) = $2', [from, to]);
    const [conversations] = await query(namespace, 'chat', 'SELECT count(*)::int AS n FROM conversations WHERE user1_id = $1 AND user2_id = $2 AND match_id IS NOT NULL', [from, to]);
    if (matches.n !== 1 || conversations.n !== 1) wrong++;
  }
  return { pass: mutual.length > 0 && wrong === 0, figures: { mutualLikes: mutual.length, wrong } };
}

/** Every event of `subject` in the stream (read from the cluster with an ordered consumer). */
export async function streamEvents(namespace, subject) {
  const nc = await connect({ servers: natsUrl.split(','), timeout: 5000 });
  try {
    const stream = `${namespace.toUpperCase()}_EVENTS`;
    const consumer = await jetstream(nc).consumers.get(stream, { filter_subjects: `${namespace}.${subject}` });
    const events = [];
    const info = await consumer.info();
    let left = info.num_pending;
    while (left > 0) {
      const batch = await consumer.fetch({ max_messages: Math.min(left, 500), expires: 5000 });
      let got = 0;
      for await (const m of batch) {
        events.push(m.json());
        got++;
      }
      if (!got) break;
      left -= got;
    }
    return events;
  } finally {
    await nc.close();
  }
}

/**
 * Check-in expiry timers of the people checked in during the run: each check-in ended (expired) once,
 * at most MAX_TIMER_LATE_MS after its time; "once" counted as CheckInEnded events in the stream (and
 * CheckedIn events naming it as `replaced`).
 *
 * "Once" is one fact, so events are counted by their id: a timer that fired twice wrote two outbox rows
 * with two ids and fails; one row published twice (a relay that died between JetStream's ack and marking
 * the row sent, past the stream's duplicate window) is one event that every consumer skips by id, and is
 * only counted in `republished`. The database ends a check-in in the same transaction that writes its
 * event, and the relay publishes it a moment later: an ended check-in whose event is not yet in the
 * stream is read again until EVENT_WAIT_MS has passed before it counts as missing.
 */
export async function checkTimers({ history, namespace }) {
  const ids = history.entries.filter((e) => e.op === 'checkin' && e.ok && e.checkInId).map((e) => e.checkInId);
  const rows = await query(namespace, 'venue', `SELECT id, end_reason, extract(epoch FROM ended_at - expires_at) * 1000 AS late FROM check_ins WHERE id = ANY($1)`, [ids]);
  const missed = rows.filter((r) => r.late === null).length;
  const lateness = rows.filter((r) => r.late !== null).map((r) => Number(r.late));
  const maxLateMs = Math.round(Math.max(0, ...lateness));
  const { notOnce, firedCounts, republished } = await firedOnceEach(namespace, ids, [
    { subject: 'evt.venue.checkin.ended', key: (data) => data.checkInId },
    // A check-in replaced by the person's next one is ended by that one's CheckedIn (`replaced`), not a CheckInEnded of its own.
    { subject: 'evt.venue.checkin.created', key: (data) => data.replaced?.checkInId },
  ]);
  return {
    pass: ids.length > 0 && rows.length === ids.length && missed === 0 && notOnce === 0 && maxLateMs <= MAX_TIMER_LATE_MS,
    figures: { checkIns: ids.length, missed, firedOtherThanOnce: notOnce, ...(notOnce ? { firedCounts } : {}), republished, maxLateMs },
  };
}

const EVENT_WAIT_MS = 30_000;

/**
 * How many of `ids` were ended by other than exactly one event (`notOnce`; `firedCounts` lists their
 * counts), reading the stream again for up to EVENT_WAIT_MS while an id has none yet; and how many
 * events the stream holds more than once (`republished`). `sources` name a subject and the id an
 * event of it ends.
 */
export async function firedOnceEach(namespace, ids, sources) {
  const deadline = Date.now() + EVENT_WAIT_MS;
  let read = await endingEvents(namespace, ids, sources);
  while (ids.some((id) => !read.facts.has(id)) && Date.now() < deadline) {
    await sleep(2000);
    read = await endingEvents(namespace, ids, sources);
  }
  const other = ids.filter((id) => read.facts.get(id)?.size !== 1);
  return { notOnce: other.length, firedCounts: other.map((id) => read.facts.get(id)?.size ?? 0).join(','), republished: read.republished };
}

async function endingEvents(namespace, ids, sources) {
  const wanted = new Set(ids);
  const facts = new Map(); // ended id → ids of the events that ended it
  let copies = 0;
  for (const { subject, key } of sources) {
    for (const e of await streamEvents(namespace, subject)) {
      const ended = key(e.data);
      if (!wanted.has(ended)) continue;
      copies++;
      facts.set(ended, (facts.get(ended) ?? new Set()).add(e.id));
    }
  }
  const distinct = [...facts.values()].reduce((n, set) => n + set.size, 0);
  return { facts, republished: copies - distinct };
}

/**
 * Probe events published straight to JetStream during a NATS node's power loss: every one the
 * cluster acknowledged is in the stream afterwards (read back from the cluster).
 */
export async function checkProbes({ namespace, acked }) {
  const found = new Set((await streamEvents(namespace, 'evt.chaos.probe')).map((e) => e.id));
  const lost = acked.filter((id) => !found.has(id)).length;
  return { pass: acked.length > 0 && lost === 0, figures: { acknowledgedByJetStream: acked.length, lost } };
}

/** The stream's replicas and how many of them are current (all three after the faults healed). */
export async function streamReplicas(namespace) {
  const nc = await connect({ servers: natsUrl.split(','), timeout: 5000 });
  try {
    const info = await (await jetstreamManager(nc)).streams.info(`${namespace.toUpperCase()}_EVENTS`);
    const current = 1 + (info.cluster?.replicas ?? []).filter((r) => r.current).length;
    return { replicas: info.config.num_replicas, current };
  } finally {
    await nc.close();
  }
}

/**
 * Availability in a fault window: the share of requests (attempts) started between the fault and
 * the heal that were answered (2xx or a 4xx refusal), and how long after the heal the last failure came (recovery).
 */
export function availability({ history, window }) {
  const attempts = history.entries.filter((e) => e.op === 'attempt' && e.started >= window.faultAt && e.started <= window.end);
  // A 4xx is an answer (the service was there to refuse); no answer or a 5xx is an outage.
  const answered = (e) => e.ok || (e.status >= 400 && e.status < 500);
  const during = attempts.filter((e) => e.started <= window.healAt);
  const ok = during.filter(answered).length;
  const lastFailure = Math.max(0, ...attempts.filter((e) => !answered(e)).map((e) => e.t));
  return {
    okShare: during.length ? Math.round((1000 * ok) / during.length) / 10 : 100,
    requests: during.length,
    recoverMs: lastFailure ? Math.max(0, lastFailure - window.healAt) : 0,
  };
}
