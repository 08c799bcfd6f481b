// `npm start`: installs and builds what is missing, makes sure Postgres, Redis and NATS are reachable
// (starting private Redis/NATS under .data/ when they are not), seeds demo venues, then runs the
// gateway and the six services until Ctrl-C, restarting any that dies (with backoff, logged).
// `npm start -- --replicas 2` (or REPLICAS=2) runs two of every process, the gateways behind a local
// round-robin, websocket-aware balancer on :8080 (gateways on :8180, :8181). Unless SMTP_URL is set, mail goes to a local MailDev
// (SMTP 127.0.0.1:1025, its inbox on http://localhost:1080). Every process serves Prometheus metrics on
// its own port from METRICS_BASE_PORT (default 9464: identity 9464 … admin 9469, gateway 9470, the next
// replica from 9471), printed at start; METRICS_BASE_PORT=0 turns them off.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureProjectNode } from './project-node.mjs';
import { root, startStack } from './stack.mjs';

const env = process.env;
const urls = {
  postgres: new URL(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
  redis: new URL(env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
  nats: new URL((env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',')[0]),
};
const extraChildren = [];

function reachable(url, fallbackPort) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || fallbackPort), timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function findBinary(name) {
  for (const dir of [...(env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/usr/bin']) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

async function ensureServer(label, url, port, binary, args) {
  if (await reachable(url, port)) return;
  const found = findBinary(binary);
  if (!found) {
    console.error(`${label} is not reachable at ${url.host} and \`${binary}\` is not installed: install it (apt-get install ${binary}) or set the URL in .env.`);
    process.exit(1);
  }
  console.log(`${label} not reachable at ${url.host}: starting a private one under .data/`);
  const child = spawn(found, args, { stdio: 'ignore' });
  extraChildren.push(child);
  for (let i = 0; i < 50 && !(await reachable(url, port)); i++) await new Promise((r) => setTimeout(r, 200));
}

if (!existsSync(path.join(root, 'node_modules'))) execFileSync('npm', ['ci'], { cwd: root, stdio: 'inherit' });
await ensureProjectNode(); // after the install, which brings the project's Node 24
if (!(await reachable(urls.postgres, 5432))) {
  console.error(`Postgres is not reachable at ${urls.postgres.host}: start it (e.g. pg_ctlcluster 15 main start) or set DATABASE_URL.`);
  process.exit(1);
}
mkdirSync(path.join(root, '.data/redis'), { recursive: true });
mkdirSync(path.join(root, '.data/nats'), { recursive: true });
await ensureServer('Redis', urls.redis, 6379, 'redis-server', ['--port', urls.redis.port || '6379', '--dir', path.join(root, '.data/redis'), '--appendonly', 'yes']);
await ensureServer('NATS', urls.nats, 4222, 'nats-server', ['-js', '-p', urls.nats.port || '4222', '-sd', path.join(root, '.data/nats')]);

// A local mail catcher unless the developer named a real SMTP server: every mail the app sends shows up there.
let mailInbox = null;
if (!env.SMTP_URL) {
  const smtp = new URL('smtp://127.0.0.1:1025');
  if (!(await reachable(smtp, 1025))) {
    const maildev = path.join(root, 'node_modules/maildev/dist/bin/maildev.js');
    const child = spawn(process.execPath, [maildev, '--smtp', '1025', '--ip', '127.0.0.1', '--web', '1080', '--web-ip', '127.0.0.1'], { stdio: 'ignore' });
    extraChildren.push(child);
    for (let i = 0; i < 50 && !(await reachable(smtp, 1025)); i++) await new Promise((r) => setTimeout(r, 200));
    mailInbox = 'http://localhost:1080';
  }
  env.SMTP_URL = smtp.href;
}

execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
const seed = path.join(root, 'services/venue/dist/seed/seed.js');
if (existsSync(seed)) execFileSync(process.execPath, [seed, '--if-empty'], { cwd: root, stdio: 'inherit' });

const port = Number(env.PORT ?? 8080);
const flag = process.argv.indexOf('--replicas');
const replicas = Number(flag >= 0 ? process.argv[flag + 1] : (env.REPLICAS ?? 1));
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 8) {
  console.error('--replicas (or REPLICAS) must be a whole number from 1 to 8.');
  process.exit(1);
}
// Postgres allows 100 connections by default: keep N replicas × 6 services × pool within it.
if (replicas > 1 && !env.DB_POOL_SIZE) env.DB_POOL_SIZE = String(Math.max(2, Math.floor(60 / (6 * replicas))));
const metricsBase = Number(env.METRICS_BASE_PORT ?? 9464);
if (!Number.isInteger(metricsBase) || metricsBase < 0 || metricsBase > 65535 - 7 * replicas) {
  console.error('METRICS_BASE_PORT must be a port number (0 turns metrics off).');
  process.exit(1);
}
const stack = await startStack({ port, healthPorts: true, metricsPorts: metricsBase, replicas, supervise: true }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const layout = replicas > 1 ? ` (${replicas} replicas of every process; gateways ${stack.gatewayUrls.join(', ')} behind the balancer)` : '';
const metricsList = Object.entries(stack.metrics)
  .map(([name, url]) => `\n    ${name.padEnd(10)} ${url}`)
  .join('');
console.log(
  `\n  Converge is running: http://localhost:${port}${layout}${mailInbox ? `\n  Mail it sends (MailDev): ${mailInbox}` : ''}` +
    `${metricsList ? `\n  Prometheus metrics:${metricsList}` : ''}\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Converge…');
    await stack.stop();
    for (const child of extraChildren) child.kill('SIGTERM');
    process.exit(0);
  });
}
