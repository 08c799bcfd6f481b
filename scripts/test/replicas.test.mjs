// The real stack at two replicas: two processes of every service and two gateways behind
// scripts/balancer.mjs, supervised, as `npm start -- --replicas 2` runs it, on free ports in a fresh
// namespace. Proves: realtime crosses gateways (a match made through gateway A pushes "It's a Match!"
// — the match:created push the app shows it from — to a socket on gateway B; a chat message sent
// through A reaches a socket on B); nothing is done twice (each database counts exactly the work
// asked: RPCs, events, jobs and sweeps racing on two replicas); SIGTERM to one replica of every
// service and one gateway under load loses no accepted request, each exits 0 and is started again;
// a SIGKILLed process is restarted with the restart logged.
import { randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { io as ioClient } from 'socket.io-client';
import { cleanupTestNamespace, freePort } from '@converge/platform';
import { eventually as waitFor, staysTrue } from '@converge/platform/testing/eventually';
import { startSmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { SERVICES, root, startStack } from '../stack.mjs';

const PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const namespace = `ops${randomBytes(4).toString('hex')}`;
let stack;
let smtp;
const logLines = [];
const sockets = [];
let venue;
let gwA;
let gwB;
let ava;
let ben;
let conversationId;

/** The location-share mails the stack sent to the friends' addresses. */
const friendMails = () => smtp.messages.filter((m) => m.to.some((to) => /friend\d@example\.com/.test(to)));

/** The platform's eventually(), with a check that throws (a gateway restarting) counting as not yet. */
const eventually = (what, check, timeoutMs = 20_000) =>
  waitFor(
    what,
    async () => {
      try {
        return !!(await check());
      } catch {
        return false;
      }
    },
    { timeoutMs, intervalMs: 100 },
  );

async function query(service, sql, params = []) {
  const url = new URL(PG);
  url.pathname = `/${namespace}_converge_${service}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A person's HTTP client bound to one base URL (a gateway or the balancer), keeping the cookie. */
function client(baseUrl, cookie) {
  return {
    cookie,
    baseUrl,
    via(otherBase) {
      return client(otherBase, this.cookie);
    },
    async request(method, url, body) {
      const response = await fetch(`${this.baseUrl}${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie?.startsWith('converge_sid=')) this.cookie = setCookie.split(';')[0];
      const text = await response.text();
      let parsed = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: response.status, body: parsed };
    },
  };
}

async function signUp(name, baseUrl) {
  const c = client(baseUrl);
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await c.request('POST', '/api/auth/register', { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  assert.ok((await c.request('POST', '/api/auth/verify-age', { dateOfBirth: '1994-05-17' })).status < 300);
  const profile = await c.request('POST', '/api/profile', { displayName: name, dateOfBirth: '1994-05-17', bio: '', gender: null, lookingFor: ['Everyone'], photos: [] });
  assert.ok(profile.status < 300, JSON.stringify(profile.body));
  const checkIn = await c.request('POST', '/api/checkin', { venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude });
  assert.equal(checkIn.status, 201, JSON.stringify(checkIn.body));
  return Object.assign(c, { userId: registered.body.id, name });
}

function connect(person, baseUrl) {
  const socket = ioClient(baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, extraHeaders: { cookie: person.cookie } });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const nextEvent = (socket, event, timeoutMs = 10_000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

before(async () => {
  smtp = await startSmtpInbox();
  const [port, a, b] = [await freePort(), await freePort(), await freePort()];
  stack = await startStack({
    env: {
      NAMESPACE: namespace,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      SMTP_URL: smtp.url,
      // Sweeps every second on both replicas of every service: they race each other and the jobs.
      SWEEP_INTERVAL_MS: '1000',
      CHAT_SEND_LIMIT: '100000',
    },
    port,
    gatewayPorts: [a, b],
    replicas: 2,
    supervise: true,
    quiet: true,
    timeoutMs: 120_000,
    log: (line) => logLines.push(line),
  });
  [gwA, gwB] = stack.gatewayUrls;
  execFileSync(process.execPath, [path.join(root, 'services/venue/dist/seed/seed.js'), '--quiet'], {
    env: { ...process.env, NAMESPACE: namespace, PUBLIC_URL: stack.baseUrl },
    stdio: 'inherit',
  });
  [venue] = await query('venue', "SELECT id, name, latitude, longitude FROM venues WHERE name = 'The Spaniards Inn'");
  assert.ok(venue, 'the seed has The Spaniards Inn');
});

after(async () => {
  for (const socket of sockets) socket.disconnect();
  await stack?.stop();
  await smtp?.close();
  await cleanupTestNamespace(namespace).catch(() => undefined);
});

describe('two replicas of everything', { timeout: 240_000 }, () => {
  test('a match made through gateway A pushes "It\'s a Match!" to a socket on gateway B; a message sent through A reaches B', async () => {
    ava = await signUp('Ava', gwA);
    ben = await signUp('Ben', gwB);
    const avaOnB = await connect(ava, gwB);
    // The like needs matching to have seen both check-ins (an event): wait until it is accepted.
    await eventually('Ava can like Ben', async () => (await ava.request('POST', '/api/likes', { toUserId: ben.userId, venueId: venue.id })).status === 200);
    const matchPush = nextEvent(avaOnB, 'match:created');
    const liked = await ben.via(gwA).request('POST', '/api/likes', { toUserId: ava.userId, venueId: venue.id });
    assert.equal(liked.status, 200, JSON.stringify(liked.body));
    assert.equal(liked.body.matched, true);
    const push = await matchPush;
    assert.equal(push.matchId, liked.body.matchId);

    await eventually('the match opened a conversation', async () => {
      conversationId = (await ava.via(gwB).request('GET', '/api/conversations')).body?.[0]?.id;
      return !!conversationId;
    });
    assert.deepEqual(await avaOnB.emitWithAck('conversation:join', { conversationId }), { ok: true });
    const received = nextEvent(avaOnB, 'message:new');
    const sent = await ben.via(gwA).request('POST', `/api/conversations/${conversationId}/messages`, { content: 'Hi from gateway A', clientMessageId: randomUUID() });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const message = await received;
    assert.equal(message.id, sent.body.id);
    assert.equal(message.content, 'Hi from gateway A');
  });

  test('nothing is processed twice: each database counts exactly the RPCs, events, jobs and sweeps asked for', async () => {
    // RPCs: 40 messages, through both gateways and the balancer at once.
    const bases = [gwA, gwB, stack.baseUrl];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ben.via(bases[i % 3]).request('POST', `/api/conversations/${conversationId}/messages`, { content: `message ${i}`, clientMessageId: randomUUID() }),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      Array(40).fill(201),
    );
    // Jobs and sweeps: 6 location shares by email; each is delivered by a BullMQ job on one of two
    // safety replicas, while both replicas also sweep undelivered messages every second.
    for (let i = 0; i < 6; i++) {
      const share = await ava
        .via(bases[i % 3])
        .request('POST', '/api/location-share', { recipientName: `Friend ${i}`, recipientEmail: `friend${i}@example.com`, location: 'The Spaniards Inn' });
      assert.equal(share.status, 201, JSON.stringify(share.body));
    }
    await eventually('6 location-share mails arrived', () => friendMails().length >= 6);

    // Events: the MatchCreated event opened one conversation; each message is stored once and
    // counted once in the unread count (an event consumed twice would count it twice).
    const [messages] = await query('chat', 'SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1', [conversationId]);
    assert.equal(messages.n, 41);
    const [conversations] = await query('chat', 'SELECT count(*)::int AS n FROM conversations');
    assert.equal(conversations.n, 1);
    const [matches] = await query('matching', 'SELECT count(*)::int AS n FROM matches');
    assert.equal(matches.n, 1);
    await eventually('Ava sees 41 unread', async () => {
      const list = (await ava.request('GET', '/api/conversations')).body;
      const c = list.find((x) => x.id === conversationId);
      return (c.user1.id === ava.userId ? c.user1UnreadCount : c.user2UnreadCount) === 41;
    });
    // Every event was published once per piece of work, and every consumer handled each one once.
    for (const service of SERVICES) {
      const dupes = await query(service, 'SELECT event_id, handler, count(*)::int AS n FROM inbox GROUP BY 1, 2 HAVING count(*) > 1');
      assert.deepEqual(dupes, [], `${service}: an event handled twice`);
      const unsent = await query(service, "SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND created_at < now() - interval '5 seconds'");
      assert.equal(unsent[0].n, 0, `${service}: outbox rows left unpublished`);
    }
    const [matchEvents] = await query('matching', "SELECT count(*)::int AS n FROM outbox WHERE type = 'MatchCreated'");
    assert.equal(matchEvents.n, 1);
    // No mail is sent twice while more sweep rounds (every second, on both replicas) go by.
    await staysTrue('6 location-share mails, no more', () => friendMails().length === 6, { forMs: 2500 });
    assert.equal(friendMails().length, 6);
  });

  test('SIGTERM to one replica of every service and one gateway under load: each drains and exits 0, no accepted request is lost, and they are started again', async (t) => {
    const paths = [
      () => ['POST', `/api/conversations/${conversationId}/messages`, { content: 'load', clientMessageId: randomUUID() }],
      () => ['GET', '/api/checkin/current'],
      () => ['GET', '/api/matches'],
      () => ['GET', `/api/conversations/${conversationId}/messages?limit=5`],
    ];
    const outcomes = new Map();
    let sentMessages = 0;
    let stop = false;
    const worker = async (w) => {
      for (let n = w; !stop; n++) {
        const [method, url, body] = paths[n % paths.length]();
        let status;
        try {
          status = (await ben.via(stack.baseUrl).request(method, url, body)).status;
        } catch (error) {
          status = `network error: ${error.cause?.code ?? error.message}`;
        }
        if (method === 'POST' && status === 201) sentMessages++;
        const key = `${method} ${url.split('?')[0].replace(/[0-9a-f-]{36}/, ':id')} → ${status}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
    };
    const [before] = await query('chat', 'SELECT count(*)::int AS n FROM messages');
    const load = Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
    await eventually('the load is running', () => [...outcomes.values()].reduce((a, b) => a + b, 0) > 200);

    const victims = [...SERVICES.map((s) => `${s}#2`), 'gateway#2'];
    const exits = victims.map((label) => {
      const child = stack.processes.get(label);
      return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ label, code, signal })));
    });
    for (const label of victims) stack.processes.get(label).kill('SIGTERM');
    const exited = await Promise.all(exits);
    assert.deepEqual(
      exited.filter((e) => e.code !== 0),
      [],
      'every terminated process exits 0',
    );
    // Keep the load on while they are down and being started again (supervised restart).
    const atExit = [...outcomes.values()].reduce((a, b) => a + b, 0);
    await eventually('every terminated process was started again', () => victims.every((label) => stack.restarts()[label] >= 1), 30_000);
    await eventually('300 more requests with them down', () => [...outcomes.values()].reduce((a, b) => a + b, 0) > atExit + 300, 60_000);
    stop = true;
    await load;
    await eventually('gateway #2 answers again', async () => (await fetch(`${gwB}/api/health`)).ok, 90_000);

    const failures = [...outcomes].filter(([key]) => !/→ 20[01]$/.test(key));
    const total = [...outcomes.values()].reduce((a, b) => a + b, 0);
    assert.deepEqual(failures, [], `every accepted request succeeded (${total} requests: ${JSON.stringify(Object.fromEntries(outcomes))})`);
    assert.ok(total > 500, `enough load: ${total} requests`);
    t.diagnostic(`${total} requests under SIGTERM, all answered 200/201: ${JSON.stringify(Object.fromEntries(outcomes))}`);
    const [afterLoad] = await query('chat', 'SELECT count(*)::int AS n FROM messages');
    assert.equal(afterLoad.n - before.n, sentMessages, 'each accepted message stored exactly once');
    for (const label of victims)
      assert.ok(
        logLines.some((l) => l.includes(`${label} exited`)),
        `restart of ${label} logged`,
      );
  });

  test('a crashed process (SIGKILL) is restarted by the supervisor and the restart is logged', async () => {
    const before = stack.restarts()['venue'];
    stack.processes.get('venue').kill('SIGKILL');
    await eventually('venue restarted', () => stack.restarts()['venue'] === before + 1, 10_000);
    assert.ok(
      logLines.some((l) => /\[supervisor\] venue exited \(SIGKILL\); restart #\d+ in \d+ ms/.test(l)),
      logLines.join('\n'),
    );
    await eventually('venue serves again', async () => (await ben.request('GET', '/api/checkin/current')).status === 200);
  });
});
