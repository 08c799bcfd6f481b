// The timers of the full many-hosts run beyond check-in expiry: a meeting's location sharing switching
// off after it ended (3 min in the product), a location share ending (4 h) and "Check on me" alerting
// the trusted contacts when nobody answered (due time + grace). At each fault's start one of each is
// set going by that fault's person, so that each comes due during the fault or just after its heal;
// afterwards each must have fired exactly once (one event in the stream), at most 60 s late (read
// from the safety database). Durations are shortened through the env below.
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { sleep } from '../lib.mjs';
import { natsUrl } from './cluster.mjs';
import { firedOnceEach, MAX_TIMER_LATE_MS } from './checker.mjs';
import { query, untilAcknowledged } from './load.mjs';

const GRACE_S = 10;

/** The safety service's env of the full form: each timer comes due ~15–25 s after it was set. */
export const timerEnv = () => ({
  MEETING_AUTO_DISABLE_MS: '20000', // 3 min
  MEETING_MAX_SHARING_MS: '120000', // 4 h: a meeting whose ending was never answered still closes
  LOCATION_SHARE_DURATION_MS: '20000', // 4 h
  SAFETY_CHECKIN_MIN_AHEAD_SECONDS: '1', // 1 min
  SAFETY_CHECKIN_GRACE_SECONDS: String(GRACE_S),
});

/** A trusted contact for `person` (needed for "Check on me" to alert someone). */
export async function addContact({ baseUrl, history, person, n }) {
  const answer = await untilAcknowledged(history, baseUrl, person, '/api/safety/contacts', { name: 'Mum', phone: `+1415555${String(2000 + n)}` }, 30_000);
  if (!answer.ok) throw new Error(`adding a contact answered ${answer.status} ${answer.json?.code ?? ''}`);
}

/** Retries `fn` until it returns a value (not undefined) or `forMs` passes. */
async function retry(fn, forMs) {
  const giveUp = Date.now() + forMs;
  while (Date.now() < giveUp) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(500);
  }
  return undefined;
}

/**
 * Sets the three timers going for `a` (and `b`, the meeting's other person) during `phase`, as clients
 * do (each request repeated until answered); writes what it set to the history.
 */
export async function startTimers({ baseUrl, history, namespace, a, b, phase }) {
  const share = untilAcknowledged(history, baseUrl, a, '/api/location-share', { recipientName: 'Sam', recipientPhone: '+14155553999' }, 60_000).then((answer) =>
    history.add({ op: 'timer', kind: 'share', phase, who: a.id, ok: answer.ok, status: answer.status }),
  );
  const checkOnMe = (async () => {
    // A client repeating the request asks for a time 15 s after each attempt (never one already past).
    const giveUp = Date.now() + 60_000;
    let answer;
    do answer = await untilAcknowledged(history, baseUrl, a, '/api/safety/check-ins', { dueAt: new Date(Date.now() + 15_000).toISOString() }, 5000);
    while (!answer.ok && (answer.json?.code === 'CHECK_IN_TOO_SOON' || answer.status === 0 || answer.status >= 500) && Date.now() < giveUp);
    history.add({ op: 'timer', kind: 'check-on-me', phase, who: a.id, ok: answer.ok, status: answer.status });
  })();
  const meeting = (async () => {
    // The meeting starts as matching's event of a chosen meet point would start it (published straight
    // to JetStream, de-duplicated by its id); `b` accepts the point and both arrive: the meeting ends
    // and sharing must switch off after the auto-off delay ("Stop Now" would switch it off at once).
    const matchId = randomUUID();
    const id = randomUUID();
    const envelope = {
      id,
      type: 'MeetPointChosen',
      occurredAt: new Date().toISOString(),
      data: { matchId, userAId: a.id, userBId: b.id, meetPoint: 'Main Bar', venueId: null, chosenBy: a.id },
    };
    const published = await retry(async () => {
      const nc = await connect({ servers: natsUrl.split(','), timeout: 3000 });
      try {
        await jetstream(nc).publish(`${namespace}.evt.matching.meetpoint.chosen`, JSON.stringify(envelope), { msgID: id, timeout: 3000 });
        return true;
      } finally {
        await nc.close().catch(() => undefined);
      }
    }, 60_000);
    const sessionId = published && (await retry(async () => (await query(namespace, 'safety', 'SELECT id FROM meeting_sessions WHERE match_id = $1', [matchId]))[0]?.id, 60_000));
    let answer = { ok: false, status: 0 };
    if (sessionId) {
      for (const [who, step] of [
        [b, 'accept'],
        [a, 'arrive'],
        [b, 'arrive'],
      ]) {
        answer = await untilAcknowledged(history, baseUrl, who, `/api/meeting-session/${sessionId}/${step}`, {}, 60_000);
        if (!answer.ok) break;
      }
    }
    history.add({ op: 'timer', kind: 'meeting', phase, who: a.id, matchId, sessionId, ok: answer.ok, status: answer.status });
  })();
  await Promise.all([share, checkOnMe, meeting]);
}

/** Each timer's row: when it was due, when it fired (null: not yet), keyed by its id. */
async function timerRows(namespace, history) {
  const timers = history.entries.filter((e) => e.op === 'timer');
  const who = [...new Set(timers.filter((t) => t.kind !== 'meeting').map((t) => t.who))];
  const matchIds = timers.filter((t) => t.kind === 'meeting').map((t) => t.matchId);
  // By person rather than by the id answered: a request repeated after a lost answer may have set two.
  // Only the person's own shares: a "Check on me" alert opens an emergency share of its own.
  const shares = await query(
    namespace,
    'safety',
    `SELECT id, user_id, expires_at AS due, ended_at AS fired, ended_reason AS reason FROM location_shares WHERE user_id = ANY($1) AND kind = 'contact'`,
    [who],
  );
  const checkOnMe = await query(namespace, 'safety', `SELECT id, user_id, due_at + make_interval(secs => $2) AS due, escalated_at AS fired FROM safety_check_ins WHERE user_id = ANY($1)`, [
    who,
    GRACE_S,
  ]);
  const meetings = await query(
    namespace,
    'safety',
    `SELECT id, match_id, LEAST(COALESCE(auto_disable_time, sharing_deadline), sharing_deadline) AS due, sharing_disabled_at AS fired, disabled_reason AS reason FROM meeting_sessions WHERE match_id = ANY($1)`,
    [matchIds],
  );
  return { timers, shares, checkOnMe, meetings };
}

/** Waits until every timer set in the run fired, or is more than the limit past its time. */
export async function timersFired(namespace, history) {
  const giveUp = Date.now() + 5 * 60_000;
  while (Date.now() < giveUp) {
    const rows = await timerRows(namespace, history).catch(() => undefined);
    const all = rows ? [...rows.shares, ...rows.checkOnMe, ...rows.meetings] : [];
    if (rows && all.every((r) => r.fired || Date.now() - new Date(r.due).getTime() > MAX_TIMER_LATE_MS + 5000)) return;
    await sleep(2000);
  }
}

/**
 * Every meeting auto-off, location share expiry and "Check on me" alert set in the run fired exactly
 * once (one LocationSharingDisabled, LocationShareExpired or SafetyCheckInEscalated event each), at
 * most MAX_TIMER_LATE_MS after its time. Figures per kind.
 */
export async function checkMoreTimers({ namespace, history }) {
  const { timers, shares, checkOnMe, meetings } = await timerRows(namespace, history);
  const fired = (rows, subject, key) =>
    firedOnceEach(
      namespace,
      rows.map((r) => r.id),
      [{ subject, key: (data) => data[key] }],
    );
  const kinds = {
    meeting: { rows: meetings, fired: await fired(meetings, 'evt.safety.location-sharing.disabled', 'sessionId') },
    share: { rows: shares, fired: await fired(shares, 'evt.safety.location-share.expired', 'shareId') },
    checkOnMe: { rows: checkOnMe, fired: await fired(checkOnMe, 'evt.safety.check-in.escalated', 'checkInId') },
  };
  const expected = { meeting: 'meeting', share: 'share', checkOnMe: 'check-on-me' };
  const figures = {}; // flat: the run prints key=value
  let pass = true;
  for (const [kind, { rows, fired }] of Object.entries(kinds)) {
    const set = timers.filter((t) => t.kind === expected[kind]);
    const missed = rows.filter((r) => !r.fired).length;
    const late = rows.filter((r) => r.fired).map((r) => new Date(r.fired).getTime() - new Date(r.due).getTime());
    const maxLateMs = Math.round(Math.max(0, ...late));
    // An ending by anything else than its timer (a share stopped, a meeting's sharing switched off by hand) is a wrong firing.
    const wrongReason = rows.filter((r) => r.fired && r.reason !== undefined && r.reason !== (kind === 'meeting' ? 'auto' : 'expired')).length;
    const setOk = set.filter((t) => t.ok).length;
    Object.assign(figures, {
      [`${kind}Set`]: `${setOk}/${set.length}`,
      [`${kind}Rows`]: rows.length,
      [`${kind}Missed`]: missed,
      [`${kind}NotOnce`]: fired.notOnce,
      [`${kind}Republished`]: fired.republished,
      [`${kind}WrongReason`]: wrongReason,
      [`${kind}MaxLateMs`]: maxLateMs,
    });
    pass &&= set.length > 0 && setOk === set.length && rows.length >= setOk && missed === 0 && fired.notOnce === 0 && wrongReason === 0 && maxLateMs <= MAX_TIMER_LATE_MS;
  }
  return { pass, figures };
}
