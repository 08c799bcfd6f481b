// The steady mix of the many-hosts run, as clients on the host side see it through the balancer:
// people checking in and liking each other into matches, chatting (HTTP sends with a clientMessageId,
// retried until acknowledged, as the web does) with each person's socket open, and every step written
// to a history with timestamps: what was sent, what each client was answered and what its socket pushed.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { newPerson, openSocket, sleep } from '../lib.mjs';
import { databaseUrl } from './cluster.mjs';

const REQUEST_TIMEOUT_MS = 10_000;
const VENUE = { latitude: 52.52, longitude: 13.41 };

/** One query against a service's database on the data host (a fresh connection: it survives restarts). */
export async function query(namespace, service, sql, params = []) {
  const url = new URL(databaseUrl);
  url.pathname = `/${namespace}_converge_${service}`;
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The history: every entry has `t` (ms since the epoch) and `op`. */
export function createHistory() {
  const entries = [];
  return { entries, add: (entry) => entries.push({ t: Date.now(), ...entry }) };
}

/**
 * One HTTP request as a client makes it (10 s timeout), written to the history as an attempt
 * (ok = a 2xx answer), so that availability can be read per fault window.
 */
export async function request(history, baseUrl, person, method, path, body) {
  const started = Date.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: person.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = await res.json().catch(() => undefined);
    history.add({ op: 'attempt', path: path.split('/').slice(0, 3).join('/'), started, status: res.status, ok: res.ok, ...(res.ok ? {} : { code: json?.code }) });
    return { status: res.status, ok: res.ok, json };
  } catch (error) {
    history.add({ op: 'attempt', path: path.split('/').slice(0, 3).join('/'), started, status: 0, ok: false, error: error?.name });
    return { status: 0, ok: false };
  }
}

/** Repeats an idempotent write until it is acknowledged or `forMs` has passed (the client's retries). */
export async function untilAcknowledged(history, baseUrl, person, path, body, forMs, retryCodes = []) {
  const giveUp = Date.now() + forMs;
  for (;;) {
    const answer = await request(history, baseUrl, person, 'POST', path, body);
    const refused = answer.status >= 400 && answer.status < 500 && !retryCodes.includes(answer.json?.code);
    // A 4xx is an answer, not an outage (e.g. a like to someone whose check-in already ended).
    if (answer.ok || refused || Date.now() > giveUp) return answer;
    await sleep(300);
  }
}

/** A venue on the data host's venue database (as an admin would add it). */
export async function newVenue(namespace) {
  const [{ id }] = await query(
    namespace,
    'venue',
    `INSERT INTO venues (name, address, latitude, longitude, radius_m, meet_points, qr_secret) VALUES ('Hosts Bar', '1 Quay St', $1, $2, 150, '{}', $3) RETURNING id`,
    [VENUE.latitude, VENUE.longitude, randomBytes(32).toString('base64url')],
  );
  return id;
}

/**
 * A registered person with an age check and a profile (chaos/lib's newPerson, each step here checked
 * and repeated on a failure), with a socket kept open through the balancer (reconnecting); what the
 * socket is pushed is written to the history.
 */
export async function personWithSocket(baseUrl, history, name) {
  const person = await newPerson(baseUrl, name);
  for (const [path, body] of [
    ['/api/auth/verify-age', { dateOfBirth: '1990-01-01' }],
    ['/api/profile', { displayName: name, dateOfBirth: '1990-01-01', lookingFor: ['Everyone'] }],
  ]) {
    const answer = await untilAcknowledged(history, baseUrl, person, path, body, 30_000);
    if (!answer.ok && answer.status !== 409) throw new Error(`${path} answered ${answer.status} ${answer.json?.code ?? ''}`);
  }
  person.socket = await openSocket(baseUrl, person.cookie, { reconnection: true });
  person.socket.on('message:new', (m) => history.add({ op: 'push', to: person.id, conversationId: m.conversationId, clientMessageId: m.clientMessageId }));
  person.socket.on('disconnect', (reason) => history.add({ op: 'socket-down', who: person.id, reason }));
  person.socket.io.on('reconnect', () => history.add({ op: 'socket-up', who: person.id }));
  return person;
}

/**
 * Both people check in at the venue and like each other (retrying, as clients do). The history says
 * which likes were acknowledged; the checker then expects exactly one match and one conversation.
 */
export async function checkInAndMatch({ baseUrl, history, venueId, a, b, phase, forMs = 30_000 }) {
  for (const p of [a, b]) {
    const answer = await untilAcknowledged(history, baseUrl, p, '/api/checkin', { venueId, ...VENUE }, forMs);
    history.add({ op: 'checkin', phase, who: p.id, ok: answer.ok, checkInId: answer.json?.id });
  }
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    // Matching learns of a check-in from its event: until then the other is not yet someone one may
    // like (a person sees them in discovery first), so that refusal is waited out.
    const answer = await untilAcknowledged(history, baseUrl, from, '/api/likes', { toUserId: to.id, venueId }, forMs, ['NO_SHARED_CONTEXT', 'NOT_CHECKED_IN']);
    history.add({ op: 'like', phase, from: from.id, to: to.id, ok: answer.ok, status: answer.status });
  }
}

/** The conversation of a matched pair, once the chat service opened it (undefined after `forMs`). */
export async function conversationOf(history, baseUrl, person, otherId, forMs = 60_000) {
  const giveUp = Date.now() + forMs;
  while (Date.now() < giveUp) {
    const answer = await request(history, baseUrl, person, 'GET', '/api/conversations');
    const found = Array.isArray(answer.json) ? answer.json.find((c) => c.user1Id === otherId || c.user2Id === otherId) : undefined;
    if (found) return found.id;
    await sleep(500);
  }
  return undefined;
}

/**
 * Chat in every pair's conversation until `until()`: each person sends one message every `everyMs`,
 * the next only once the last is acknowledged (so the order sent is the order acknowledged).
 */
export async function chat({ baseUrl, history, pairs, everyMs, until, phaseOf }) {
  const senders = pairs.flatMap(({ a, b, conversationId }) => [
    { from: a, to: b, conversationId },
    { from: b, to: a, conversationId },
  ]);
  await Promise.all(
    senders.map(async ({ from, to, conversationId }, n) => {
      await sleep((n * everyMs) / senders.length); // spread the senders over the period
      for (let i = 0; !until(); i++) {
        const next = Date.now() + everyMs;
        const clientMessageId = randomUUID();
        const phase = phaseOf();
        history.add({ op: 'send', phase, from: from.id, to: to.id, conversationId, clientMessageId });
        const answer = await untilAcknowledged(history, baseUrl, from, `/api/conversations/${conversationId}/messages`, { content: `m${i}`, clientMessageId }, 60_000);
        history.add({ op: answer.ok ? 'ack' : 'nack', phase, from: from.id, to: to.id, conversationId, clientMessageId, status: answer.status });
        await sleep(Math.max(0, next - Date.now()));
      }
    }),
  );
}

/** What a client re-syncs after a reconnect: the conversation's messages, page by page (the list API). */
export async function resync(history, baseUrl, person, conversationId, pages = 20) {
  const seen = [];
  let before;
  for (let n = 0; n < pages; n++) {
    const query = `limit=100${before ? `&before=${before}` : ''}`;
    const answer = await request(history, baseUrl, person, 'GET', `/api/conversations/${conversationId}/messages?${query}`);
    if (!Array.isArray(answer.json)) return undefined;
    if (!answer.json.length) break;
    seen.push(...answer.json.map((m) => m.clientMessageId).filter(Boolean));
    before = answer.json.reduce((oldest, m) => (m.sentAt < oldest.sentAt ? m : oldest)).id;
  }
  return seen;
}
