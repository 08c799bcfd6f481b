// Shared helpers of the chaos scenarios: a started stack in its own namespace, people with sessions,
// sockets, direct reads of a service's database, private infrastructure processes.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as ioClient } from 'socket.io-client';
import { eventually, freePort } from '@converge/platform';
import { startStack } from '../scripts/stack.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The platform's eventually() (polls every 100 ms), returning the elapsed ms for the figures. */
export async function waitFor(what, check, timeoutMs = 30_000) {
  const start = Date.now();
  await eventually(what, check, { timeoutMs, intervalMs: 100 });
  return Date.now() - start;
}

/** The whole stack (gateway + six services) on a free port, in a fresh namespace; `env` on top. */
export async function chaosStack(env = {}) {
  const namespace = `chaos${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  const shared = {
    NAMESPACE: namespace,
    LOG_LEVEL: 'fatal',
    PUBLIC_URL: `http://localhost:${port}`,
    CHAT_SEND_LIMIT: '10000000',
    REGISTER_MAX_PER_IP: '100000',
    ARGON2_MEMORY_KIB: '19456',
    SOCKETS_PER_PERSON_MAX: '10',
    ...env,
  };
  const stack = await startStack({ env: shared, port, quiet: true, timeoutMs: 90_000 });
  const databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = (service) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${namespace}_converge_${service}`;
    return url.toString();
  };
  /** One query against a service's database (a fresh connection: it survives database restarts). */
  const query = async (service, sql, params = []) => {
    const client = new pg.Client({ connectionString: db(service) });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  const cleanup = async () => {
    await stack.stop();
    const previous = process.env;
    process.env = { ...previous, ...shared };
    try {
      const { cleanupTestNamespace } = await import('@converge/platform');
      await cleanupTestNamespace(namespace);
    } catch {
      /* a private infrastructure already gone: nothing to clean */
    } finally {
      process.env = previous;
    }
  };
  return { ...stack, namespace, env: shared, query, cleanup };
}

/** A registered person with a profile (the main-view gate needs one); `{ id, cookie, post, get }`. */
export async function newPerson(baseUrl, name) {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${name}-${randomUUID().slice(0, 8)}@example.com`, password: 'chaos password 123', ageConfirmed: true, termsAccepted: true }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  const { id } = await res.json();
  const post = (p, body) => fetch(`${baseUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const get = async (p) => (await fetch(`${baseUrl}${p}`, { headers: { cookie } })).json();
  await post('/api/auth/verify-age', { dateOfBirth: '1990-01-01' });
  await post('/api/profile', { displayName: name, dateOfBirth: '1990-01-01', lookingFor: ['Everyone'] });
  return { id, cookie, post, get };
}

/** A venue ('Chaos Bar') and `count` new people checked in there: `{ venueId, people }`. */
export async function checkedInAtNewVenue(stack, count, namePrefix) {
  const [{ id: venueId }] = await stack.query(
    'venue',
    `INSERT INTO venues (name, address, latitude, longitude, radius_m, meet_points, qr_secret) VALUES ('Chaos Bar', '1 Quay St', 52.52, 13.41, 150, '{}', $1) RETURNING id`,
    [randomBytes(32).toString('base64url')],
  );
  const people = [];
  for (let i = 0; i < count; i++) {
    const p = await newPerson(stack.baseUrl, `${namePrefix}${i}`);
    // From the venue's own position: a venue id alone is no proof of presence.
    const res = await p.post('/api/checkin', { venueId, latitude: 52.52, longitude: 13.41 });
    if (res.status >= 300) throw new Error(`check-in answered ${res.status}: ${await res.text()}`);
    people.push(p);
  }
  return { venueId, people };
}

export function openSocket(baseUrl, cookie, { reconnection = false } = {}) {
  const socket = ioClient(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection,
    reconnectionDelay: 200,
    reconnectionDelayMax: 2000,
    extraHeaders: { cookie },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    if (!reconnection) socket.once('connect_error', reject);
  });
}

/** Sends at a fixed rate for `durationMs` (open loop); `sendOne(i)` runs without being awaited in turn. */
export async function openLoop(rate, durationMs, sendOne) {
  const start = performance.now();
  const inflight = [];
  for (let i = 0; performance.now() - start < durationMs; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 1) await sleep(wait);
    inflight.push(sendOne(i));
  }
  return Promise.all(inflight);
}

/** A private nats-server with JetStream on a free port and its own store dir (never the machine's 4222). */
export async function privateNats() {
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'chaos-nats-'));
  let child;
  const start = async () => {
    child = spawn('nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: 'ignore' });
    await waitForPort(port);
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    kill9: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGKILL'))),
    start,
    stop: async () => {
      if (child.exitCode === null && !child.signalCode) await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

export async function waitForPort(port, timeoutMs = 10_000) {
  await waitFor(
    `port ${port}`,
    () =>
      new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      }),
    timeoutMs,
  );
}

/** Matched pairs with an open conversation (MatchCreated, as matching publishes it). */
export async function matchedPairs(stack, count, publishMatch) {
  const pairs = [];
  for (let p = 0; p < count; p++) {
    const [a, b] = [await newPerson(stack.baseUrl, `a${p}`), await newPerson(stack.baseUrl, `b${p}`)];
    await publishMatch({ matchId: randomUUID(), userAId: a.id, userBId: b.id });
    let conversationId;
    await waitFor('the conversation', async () => (conversationId = (await a.get('/api/conversations'))[0]?.id));
    pairs.push({ a, b, conversationId });
  }
  return pairs;
}

/** A private redis-server (no persistence) on a free port, for scenarios that flush it. */
export async function privateRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}

/**
 * A private Postgres cluster (initdb under a temp dir, a free port, trust auth), run as the `postgres`
 * user when we are root (initdb refuses root). Never the machine's cluster. Undefined without binaries.
 */
export async function privatePostgres() {
  const { existsSync, readdirSync, chownSync } = await import('node:fs');
  const { execFileSync } = await import('node:child_process');
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(`${dir}/initdb`));
  if (!bin) return undefined;
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chaos-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await import('node:os').then(() => {
      const line = execFileSync('id', ['postgres']).toString();
      return { uid: Number(/uid=(\d+)/.exec(line)[1]), gid: Number(/gid=(\d+)/.exec(line)[1]) };
    });
    chownSync(dir, uid, gid);
  }
  const run = (cmd, args) => execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'ignore' });
  const { execFile } = await import('node:child_process');
  const runAsync = (cmd, args) =>
    new Promise((resolve, reject) => execFile(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, (error) => (error ? reject(error) : resolve())));
  const data = path.join(dir, 'data');
  run(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const ctlArgs = (...args) => ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300`, ...args];
  const ctl = (...args) => run(`${bin}/pg_ctl`, ctlArgs(...args));
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** An immediate shutdown (no checkpoint: as a crash), `downMs` without a database, a start. */
    restart: async (downMs = 2000) => {
      await runAsync(`${bin}/pg_ctl`, ctlArgs('stop', '-m', 'immediate'));
      await sleep(downMs); // the outage's length (time is the subject)
      await runAsync(`${bin}/pg_ctl`, ctlArgs('start'));
    },
    stop: () => {
      try {
        ctl('stop', '-m', 'fast');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
