// The many-hosts cluster on the namespaces of netns.mjs: three clustered NATS servers (JetStream, the
// event stream at three replicas), a data host with its own Postgres cluster and Redis, two app hosts
// each running the gateway and every service (scripts/stack.mjs, inside the namespace), and the
// balancer (scripts/balancer.mjs) on the host side in front of the two gateways.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@converge/platform';
import { startBalancer } from '../../scripts/balancer.mjs';
import { startStack } from '../../scripts/stack.mjs';
import { sleep, waitFor } from '../lib.mjs';
import { APP_HOSTS, HOSTS, NATS_HOSTS, PREFIX, killHost, onHost } from './netns.mjs';

const GATEWAY_PORT = 8080;
export const natsUrl = NATS_HOSTS.map((h) => `nats://${HOSTS[h]}:4222`).join(',');
export const databaseUrl = `postgres://postgres@${HOSTS.data}:5432/postgres`;
export const redisUrl = `redis://${HOSTS.data}:6379`;

/** Removes the temp folders of earlier runs (their processes died with their namespaces). */
export function removeOldFolders() {
  for (const name of readdirSync(os.tmpdir())) if (name.startsWith(`${PREFIX}-run-`)) rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
}

/** nats-server before 2.10 rejects `sync_interval`; this machine's Debian package is 2.9. */
function natsKnowsSyncInterval() {
  const version = /v(\d+)\.(\d+)/.exec(execFileSync('nats-server', ['--version']).toString());
  return Number(version?.[1]) > 2 || (Number(version?.[1]) === 2 && Number(version?.[2]) >= 10);
}

function natsConfig(host, dir, { noAdvertise = false } = {}) {
  const ip = HOSTS[host];
  const routes = NATS_HOSTS.filter((h) => h !== host).map((h) => `"nats://${HOSTS[h]}:6222"`);
  const sync = natsKnowsSyncInterval() ? '  sync_interval: always\n' : '';
  return [
    `server_name: ${host}`,
    `listen: "${ip}:4222"`,
    `http: "${ip}:8222"`,
    // A dead peer or client is noticed within ~6 s rather than the default 2 min × 2.
    `ping_interval: "2s"`,
    `ping_max: 3`,
    `jetstream {\n  store_dir: "${dir}"\n  max_mem: 128M\n  max_file: 2G\n${sync}}`,
    // no_advertise: clients keep to the URLs they were given (the delay relays) and learn no others.
    `cluster {\n  name: ${PREFIX}\n  listen: "${ip}:6222"\n  routes: [${routes.join(', ')}]\n${noAdvertise ? '  no_advertise: true\n' : ''}}`,
  ].join('\n');
}

/** One clustered NATS server on its host, with its own store folder (kept across restarts). */
function natsNode(host, root, options) {
  const dir = path.join(root, host);
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nats.conf');
  writeFileSync(conf, natsConfig(host, path.join(dir, 'store'), options));
  let child;
  const node = {
    host,
    start: () => {
      child = spawn(onHost(host)[0], [...onHost(host).slice(1), 'nats-server', '-c', conf], { stdio: 'ignore' });
      node.child = child;
      return child;
    },
    kill9: () => new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : (child.once('exit', resolve), child.kill('SIGKILL')))),
    healthy: async () => {
      const res = await fetch(`http://${HOSTS[host]}:8222/healthz`, { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
      await res?.arrayBuffer();
      return res?.ok === true;
    },
  };
  node.start();
  return node;
}

/** Postgres (own cluster, initdb as `postgres`) and Redis (append-only file) on the data host. */
function dataHost(root) {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(`${dir}/initdb`));
  if (!bin) throw new Error('no Postgres binaries in /usr/lib/postgresql/*/bin');
  const dir = path.join(root, 'data');
  mkdirSync(dir);
  const line = execFileSync('id', ['postgres']).toString();
  chownSync(dir, Number(/uid=(\d+)/.exec(line)[1]), Number(/gid=(\d+)/.exec(line)[1]));
  const asPostgres = (cmd, args) => execFileSync(onHost('data')[0], [...onHost('data').slice(1), 'runuser', '-u', 'postgres', '--', cmd, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  const pgData = path.join(dir, 'pg');
  asPostgres(`${bin}/initdb`, ['-D', pgData, '-A', 'trust', '-U', 'postgres']);
  appendFileSync(path.join(pgData, 'pg_hba.conf'), `host all all ${HOSTS.data.replace(/\.\d+$/, '.0')}/24 trust\n`);
  const options = `-p 5432 -k ${dir} -c listen_addresses=${HOSTS.data} -c max_connections=400`;
  const pgCtl = (...args) => asPostgres(`${bin}/pg_ctl`, ['-D', pgData, '-l', path.join(dir, 'pg.log'), '-w', '-t', '60', '-o', options, ...args]);
  pgCtl('start');
  let redis;
  const startRedis = () => {
    const args = ['redis-server', '--bind', HOSTS.data, '--port', '6379', '--protected-mode', 'no', '--dir', dir, '--save', '', '--appendonly', 'yes'];
    redis = spawn(onHost('data')[0], [...onHost('data').slice(1), ...args], { stdio: 'ignore' });
  };
  startRedis();
  return {
    /** Postgres: an immediate shutdown (as a crash: no checkpoint), `downMs` without it, a start. */
    restartPostgres: async (downMs) => {
      pgCtl('stop', '-m', 'immediate');
      await sleep(downMs); // the outage's length (time is the subject)
      pgCtl('start');
    },
    /** Redis: a stop (it writes its append-only file), `downMs` without it, a start. */
    restartRedis: async (downMs) => {
      await new Promise((resolve) => (redis.once('exit', resolve), redis.kill('SIGTERM')));
      await sleep(downMs);
      startRedis();
    },
  };
}

/** Shared env of every service and gateway on the app hosts (fast sweeps: the timers are checked). */
function appEnv(namespace, publicUrl, extra) {
  return {
    NAMESPACE: namespace,
    LOG_LEVEL: 'fatal',
    NODE_ENV: 'development',
    PUBLIC_URL: publicUrl,
    NATS_URL: natsUrl,
    JETSTREAM_REPLICAS: '3',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DB_POOL_SIZE: '5',
    HOST: '0.0.0.0',
    CHAT_SEND_LIMIT: '10000000',
    REGISTER_MAX_PER_IP: '100000',
    SWIPE_LIMIT_PER_MINUTE: '100000',
    CHECKIN_RATE_LIMIT: '100000',
    ARGON2_MEMORY_KIB: '19456',
    SOCKETS_PER_PERSON_MAX: '10',
    ...extra,
  };
}

/** The port on 127.0.0.1 of an app host where its delay relay to `natsHost` listens. */
const relayPort = (natsHost) => 4200 + NATS_HOSTS.indexOf(natsHost) + 1;

/**
 * The delay relay (delay-relay.mjs) on an app host: one listener per NATS server, forwarding to it.
 * Returns on()/off() (the delay) and whether it still runs (a kill -9 of the host ends it too).
 */
async function startRelay(host, delayMs) {
  const pairs = NATS_HOSTS.map((h) => `127.0.0.1:${relayPort(h)}=${HOSTS[h]}:4222`);
  const script = fileURLToPath(new URL('./delay-relay.mjs', import.meta.url));
  // `ip netns exec` execs the program: the child's pid is the relay's, so signals reach it.
  const child = spawn(onHost(host)[0], [...onHost(host).slice(1), process.execPath, script, String(delayMs), ...pairs], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the delay relay on ${host} exited (${code})`)));
  });
  child.stdout.resume();
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    alive,
    on: () => alive() && child.kill('SIGUSR1'),
    off: () => alive() && child.kill('SIGUSR2'),
    stop: () => new Promise((resolve) => (alive() ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve())),
  };
}

/**
 * Starts everything on the namespaces (which netns.setup() made). `env`: on top of the app hosts' env.
 * Returns the balancer's URL, the app stacks, NATS nodes, the data host and their fault handles.
 */
export async function startCluster({ env = {}, log = () => {}, relayDelayMs } = {}) {
  removeOldFolders();
  const root = mkdtempSync(path.join(os.tmpdir(), `${PREFIX}-run-`));
  chmodSync(root, 0o755); // Postgres runs as its own user and must reach its folder inside
  const namespace = `hosts${randomBytes(3).toString('hex')}`;
  // relayDelayMs: the app hosts reach NATS through a delay relay each (switched off until a fault).
  const relayed = relayDelayMs !== undefined;
  const nats = Object.fromEntries(NATS_HOSTS.map((h) => [h, natsNode(h, root, { noAdvertise: relayed })]));
  const data = dataHost(root);
  log('data host up (Postgres, Redis)');
  await waitFor('the NATS cluster', async () => (await Promise.all(Object.values(nats).map((n) => n.healthy()))).every(Boolean), 60_000);
  log('NATS cluster up');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const sharedEnv = appEnv(namespace, baseUrl, env);
  if (relayed) sharedEnv.NATS_URL = NATS_HOSTS.map((h) => `nats://127.0.0.1:${relayPort(h)}`).join(',');
  const apps = {};
  const relays = {};
  const startApp = async (host) => {
    // The relay runs on the host: after a kill -9 of the host it starts again with the stack.
    if (relayed && !relays[host]?.alive()) relays[host] = await startRelay(host, relayDelayMs);
    // HOSTS_VERBOSE=1: every process's log lines (warnings included), prefixed with its name.
    const verbose = process.env.HOSTS_VERBOSE === '1';
    const env = verbose ? { ...sharedEnv, LOG_LEVEL: 'warn' } : sharedEnv;
    apps[host] = await startStack({ env, port: GATEWAY_PORT, quiet: !verbose, timeoutMs: 300_000, supervise: true, log, wrap: onHost(host), host: HOSTS[host] });
    return apps[host];
  };
  // One after the other: the first runs the migrations, and two cold starts at once on two cores
  // take longer than one after the other.
  for (const host of APP_HOSTS) {
    await startApp(host);
    log(`${host} up`);
  }
  const balancer = await startBalancer({ port, backends: APP_HOSTS.map((h) => ({ host: HOSTS[h], port: GATEWAY_PORT })), healthCheckMs: 1000 });
  return {
    baseUrl,
    namespace,
    env: sharedEnv,
    apps,
    nats,
    data,
    gatewayUrl: (host) => `http://${HOSTS[host]}:${GATEWAY_PORT}`,
    /** kill -9 of every process on an app host; `start()` brings its stack back. */
    killApp: async (host) => {
      const killed = killHost(host);
      await apps[host].stop(); // every child is already dead: this only collects them
      return killed;
    },
    startApp,
    /** The delay relays of the app hosts (when started with relayDelayMs). */
    relays,
    stop: async () => {
      await balancer.close();
      await Promise.all(Object.values(relays).map((r) => r.stop()));
      await Promise.all(APP_HOSTS.map((h) => apps[h]?.stop().catch(() => undefined)));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
