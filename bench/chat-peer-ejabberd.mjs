// The peer an operator would run instead of our chat path: ejabberd (Debian's package) with its message
// archive (MAM) in Postgres, so that every message is stored before it is delivered, as ours is. Driven
// by @xmpp/client over websockets at the chat bench's load: the same number of connections, the same
// pairs and rate, latency from send to receipt on the other person's connection, CPU per message of the
// server side (ejabberd's VM and Postgres) measured the same way as ours.
//
// Needs ejabberd and its Postgres driver (`apt-get install ejabberd erlang-p1-pgsql`) and root, because
// Debian's ejabberdctl runs the server as the ejabberd user. Without them the row says why it is missing.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { client, xml } from '@xmpp/client';
import pg from 'pg';
import { freePort } from '@converge/platform';
import { cpuSnapshot, cpuTotalUs } from './cpu.mjs';
import { percentile } from './lib.mjs';

const EJABBERDCTL = '/usr/sbin/ejabberdctl';
const PGSQL_SCHEMA = '/usr/share/ejabberd/sql/pg.sql';
const DOMAIN = 'bench.local';
const PASSWORD = 'bench password';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Why the peer cannot run here, or undefined when it can. */
export function ejabberdMissing() {
  if (!existsSync(EJABBERDCTL) || !existsSync(PGSQL_SCHEMA)) return 'ejabberd is not installed (apt-get install ejabberd erlang-p1-pgsql)';
  if (!existsSync('/usr/lib/erlang/lib') || !readdirSync('/usr/lib/erlang/lib').some((dir) => dir.startsWith('p1_pgsql-')))
    return "ejabberd's Postgres driver is not installed (apt-get install erlang-p1-pgsql)";
  if (process.getuid?.() !== 0) return 'ejabberdctl runs the server as the ejabberd user: the bench must run as root';
  return undefined;
}

function config({ port, database }) {
  // Shapers and limits left out: ejabberd's defaults then apply none. MAM stores every chat message in
  // both people's archives (`default: always`), in the same Postgres our services use.
  return `hosts:
  - "${DOMAIN}"
loglevel: warning
default_db: sql
sql_type: pgsql
sql_server: "127.0.0.1"
sql_port: ${Number(new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres').port || 5432)}
sql_database: "${database}"
sql_username: "postgres"
sql_password: "unused with trust authentication"
sql_pool_size: 10
new_sql_schema: false
auth_method: sql
auth_password_format: plain
# Our sockets sign in with a session cookie read once; PLAIN is the XMPP equivalent (SCRAM's 4,096
# rounds per connection would slow the 1,000 sign-ins, not the messages).
disable_sasl_mechanisms: ["SCRAM-SHA-1", "SCRAM-SHA-256", "SCRAM-SHA-512", "X-OAUTH2", "DIGEST-MD5"]
listen:
  -
    port: ${port}
    ip: "127.0.0.1"
    # The default backlog of 5 refuses most of a batch of 50 connections arriving at once.
    backlog: 1024
    module: ejabberd_http
    request_handlers:
      /ws: ejabberd_http_ws
modules:
  mod_disco: {}
  mod_mam:
    db_type: sql
    default: always
`;
}

/** A private ejabberd on a free port with its own database; `stop()` leaves nothing behind. */
async function startEjabberd(people) {
  const port = await freePort();
  const suffix = randomBytes(3).toString('hex');
  const database = `bench_ejabberd_${suffix}`;
  const node = `benchejabberd${suffix}@localhost`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-ejabberd-'));
  for (const sub of ['conf', 'spool', 'logs']) mkdirSync(path.join(dir, sub));
  writeFileSync(path.join(dir, 'conf/ejabberd.yml'), config({ port, database }));
  writeFileSync(path.join(dir, 'conf/inetrc'), '');
  execFileSync('chown', ['-R', 'ejabberd:ejabberd', dir]);
  chmodSync(dir, 0o755);
  const db = new pg.Client({ connectionString: databaseUrl(database) });
  await db.connect();
  execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl(database), '-f', PGSQL_SCHEMA], { stdio: ['ignore', 'ignore', 'inherit'] });
  await db.query(`INSERT INTO users (username, password) SELECT unnest($1::text[]), $2`, [people, PASSWORD]);
  const args = ['--config-dir', `${dir}/conf`, '--config', `${dir}/conf/ejabberd.yml`, '--spool', `${dir}/spool`, '--logs', `${dir}/logs`, '--node', node];
  // Started as the ejabberd user directly: through su (what ejabberdctl does for root) the server gets
  // that user's default limit of 1,024 open files, and 1,000 connections need more.
  const asEjabberd = { uid: Number(execFileSync('id', ['-u', 'ejabberd']).toString()), gid: Number(execFileSync('id', ['-g', 'ejabberd']).toString()), env: { ...process.env, HOME: dir } };
  const server = spawn(EJABBERDCTL, [...args, 'foreground'], { stdio: 'ignore', detached: true, ...asEjabberd });
  const stop = async () => {
    try {
      execFileSync(EJABBERDCTL, [...args, 'stop'], { stdio: 'ignore', timeout: 20_000, ...asEjabberd });
    } catch {
      // not answering: the VM goes with its process group
    }
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    try {
      execFileSync('pkill', ['-9', '-f', node]);
    } catch {
      // nothing left to kill
    }
    await db.end();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    if (!process.env.BENCH_KEEP_EJABBERD) rmSync(dir, { recursive: true, force: true });
  };
  for (let t = 0; t < 120; t++) {
    if (await listening(port)) return { port, db, stop, vmPid: vmPid(node) };
    await sleep(250);
  }
  await stop();
  throw new Error('ejabberd did not start listening within 30 s');
}

const databaseUrl = (database) => {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
};

async function listening(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/ws`);
    return true;
  } catch {
    return false;
  }
}

/** The Erlang VM that serves the node (beam.smp, started by su under ejabberdctl). */
function vmPid(node) {
  const pid = execFileSync('pgrep', ['-f', `beam.smp.*${node}`])
    .toString()
    .trim()
    .split('\n')[0];
  return Number(pid);
}

async function connect(port, username) {
  const xmpp = client({ service: `ws://127.0.0.1:${port}/ws`, domain: DOMAIN, username, password: PASSWORD, resource: 'phone' });
  xmpp.setMaxListeners(50);
  xmpp.on('error', () => undefined); // a failed start rejects start(); later errors end the run's count
  await xmpp.start();
  return xmpp;
}

/**
 * ejabberd at the chat bench's load. `connections` in all, of which `pairs` pairs talk: person 2p
 * sends to person 2p+1 in turn at `rate` messages/s for `durationMs` after `warmupMs`.
 */
export async function ejabberdAtLoad({ connections, pairs, rate, durationMs, warmupMs, openLoop }) {
  const people = Array.from({ length: connections }, (_, i) => `person${i}`);
  const server = await startEjabberd(people);
  const clients = [];
  try {
    for (let i = 0; i < people.length; i += 50) clients.push(...(await Promise.all(people.slice(i, i + 50).map((name) => connect(server.port, name)))));
    const started = new Map();
    const latencies = [];
    let recording = false;
    let delivered = 0;
    for (let p = 0; p < pairs; p++)
      clients[2 * p + 1].on('stanza', (stanza) => {
        if (!stanza.is('message')) return;
        delivered++;
        const t0 = started.get(stanza.attrs.id);
        if (t0 !== undefined && recording) latencies.push(performance.now() - t0);
      });
    let before;
    let sent = 0;
    setTimeout(() => {
      recording = true;
      before = cpuSnapshot({ ejabberd: server.vmPid });
    }, warmupMs);
    await openLoop(rate, durationMs + warmupMs, async (i) => {
      const p = i % pairs;
      const id = `m${i}`;
      started.set(id, performance.now());
      await clients[2 * p].send(xml('message', { to: `${people[2 * p + 1]}@${DOMAIN}/phone`, type: 'chat', id }, xml('body', {}, 'See you at the bar?')));
      if (recording) sent++;
    });
    const cpuUs = cpuTotalUs(before, cpuSnapshot({ ejabberd: server.vmPid }), sent, ['load generator', 'nats', 'redis']);
    await sleep(1000);
    const { rows } = await server.db.query(`SELECT count(*)::int AS archived FROM archive`);
    latencies.sort((a, b) => a - b);
    return { p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), delivered: latencies.length, cpuUs, archived: rows[0].archived, totalDelivered: delivered };
  } finally {
    await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));
    await server.stop();
  }
}
