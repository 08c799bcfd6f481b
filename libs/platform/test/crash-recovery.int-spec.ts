import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { cleanupTestNamespace, consumersSettled, eventually, Naming, newTestNamespace, useTestEnvironment } from '@converge/platform';

// The service runs as a real child process so it can die by SIGKILL in the middle of a handler.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const build = path.join(here, '.build');
const namespace = newTestNamespace('crash');
useTestEnvironment(namespace);

let nc: NatsConnection;
let db: pg.Client;
let child: ChildProcess | undefined;

function startLedger(extraEnv: Record<string, string> = {}): ChildProcess {
  // No health or metrics listener: a port left in this worker's environment by an earlier test file
  // must not decide whether the ledger starts.
  const env: Record<string, string | undefined> = { ...process.env, ...extraEnv };
  for (const name of ['HEALTH_PORT', 'METRICS_PORT', 'HEALTH_HOST', 'METRICS_HOST']) delete env[name];
  const proc = spawn(process.execPath, [path.join(build, 'test/fixtures/ledger-main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return proc;
}

async function stopLedger() {
  if (!child || child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  child = undefined;
}

async function waitHealthy() {
  await eventually(
    'ledger healthy',
    async () => {
      try {
        const reply = await nc.request(`${namespace}.rpc.identity.health.check`, '{}', { timeout: 500 });
        return reply.json<{ ok: boolean; data: { status: string } }>().data?.status === 'up';
      } catch {
        return false;
      }
    },
    { timeoutMs: 30_000 },
  );
}

beforeAll(async () => {
  execFileSync(path.join(root, 'node_modules/.bin/swc'), ['test/fixtures', '-d', build, '--config-file', path.join(root, '.swcrc'), '--quiet'], { cwd: path.dirname(here) });
  nc = await connect({ servers: process.env.NATS_URL ?? '127.0.0.1:4222' });
}, 60_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  await db?.end();
  await nc?.close();
  await cleanupTestNamespace(namespace);
});

// The SIGTERM comes as soon as the request is being served, which can be while the service is still
// starting its event consumers: the signal handlers are in place before the context is created, or
// the default action would kill the process and drop the request (it did, about one run in six).
test('SIGTERM lets a request already being served finish, then the process exits cleanly', async () => {
  child = startLedger();
  await waitHealthy();
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  // The handler says when it is serving the request; SIGTERM comes only then.
  const started = `${namespace}.test.ledger.slow-started`;
  const serving = nc.subscribe(started, { max: 1 });
  await nc.flush();
  const inFlight = nc.request(`${namespace}.rpc.identity.ledger.slow`, JSON.stringify({ ms: 1500, started }), { timeout: 15_000 }); // a shutdown on a busy machine is slow, not lossy
  for await (const _ of serving) break;
  child.kill('SIGTERM');
  const reply = (await inFlight).json<{ ok: boolean; data: { done: boolean } }>();
  expect(reply).toEqual({ ok: true, data: { done: true } });
  expect(await exited).toBe(0);
  child = undefined;
}, 60_000);

test('a consumer killed in the middle of a handler gets the event again after restart and applies it once', async () => {
  child = startLedger({ LEDGER_KILL_ON: 'kill-1' });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child!.once('exit', (_code, signal) => resolve(signal)));
  await waitHealthy();
  await nc.request(`${namespace}.rpc.identity.ledger.register`, JSON.stringify({ userId: 'kill-1' }), { timeout: 3000 });
  expect(await exited).toBe('SIGKILL');

  db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${namespace}_converge_identity` });
  await db.connect();
  const count = async () => Number((await db.query("SELECT count(*)::int AS n FROM applied WHERE user_id = 'kill-1'")).rows[0].n);
  expect(await count()).toBe(0); // the half-done transaction died with the process

  child = startLedger();
  await waitHealthy();
  await eventually('kill-1 applied after restart', async () => (await count()) === 1, { timeoutMs: 20_000 });
  // Every delivery acknowledged, none out: a second application could no longer happen.
  await eventually('the redelivery acknowledged', () => consumersSettled(nc, new Naming(namespace).stream), { timeoutMs: 20_000 });
  expect(await count()).toBe(1);
  await stopLedger();
}, 90_000);
