// CPU time per operation, by process: where a request's cost goes (the gateway, each service,
// Postgres backends, NATS, Redis, the load generator). Read from /proc, so Linux only.
import { readFileSync, readdirSync } from 'node:fs';

const TICK_US = 10_000; // USER_HZ is 100 on Linux

function ticks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

function pidsNamed(prefix) {
  return readdirSync('/proc').filter((p) => {
    if (!/^\d+$/.test(p)) return false;
    try {
      return readFileSync(`/proc/${p}/comm`, 'utf8').startsWith(prefix);
    } catch {
      return false;
    }
  });
}

const sum = (pids) => pids.reduce((total, pid) => total + ticks(pid), 0);

/**
 * The backends connected to databases whose name starts with `prefix` (a bench's namespace): on a
 * machine shared with other runs, the "postgres" column counts their queries too, this one only ours
 * (without the WAL writer, checkpointer and autovacuum, which no backend pays for).
 */
function backendsOf(prefix) {
  return pidsNamed('postgres').filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${prefix}`);
    } catch {
      return false;
    }
  });
}

/** `processes`: name → pid of our own processes (e.g. startStack's); `namespace`: adds this run's own Postgres backends. */
export function cpuSnapshot(processes = {}, { namespace } = {}) {
  return {
    ...Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, ticks(pid)])),
    ...(namespace ? { 'postgres (this run)': sum(backendsOf(namespace)) } : {}),
    postgres: sum(pidsNamed('postgres')),
    nats: sum(pidsNamed('nats-server')),
    redis: sum(pidsNamed('redis-server')),
    'load generator': ticks(process.pid),
  };
}

/** "gateway 620 µs, venue 430 µs, …" per operation, biggest first; processes under 20 µs left out. */
export function cpuPerOperation(before, after, operations) {
  return Object.keys(after)
    .map((name) => [name, ((after[name] - (before[name] ?? 0)) * TICK_US) / operations])
    .filter(([, us]) => us >= 20)
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => `${name} ${us.toFixed(0)} µs`)
    .join(', ');
}

/** Resident memory of a process in KB (VmRSS). */
export const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

export const stackPids = (stack) => Object.fromEntries([...stack.processes].map(([name, child]) => [name, child.pid]));

/** CPU per operation in µs summed over every process but the `excluded` ones (the load generator, say). */
export function cpuTotalUs(before, after, operations, excluded = ['load generator']) {
  return Object.keys(after)
    .filter((name) => !excluded.includes(name))
    .reduce((total, name) => total + ((after[name] - (before[name] ?? 0)) * TICK_US) / operations, 0);
}

/**
 * CPU ticks of every Postgres process by pid, read now. On a machine shared with other stacks the
 * `postgres` column above counts their backends too; `ourPostgresUs` keeps only our databases'.
 */
export const postgresTicksByPid = () => Object.fromEntries(pidsNamed('postgres').map((pid) => [pid, ticks(pid)]));

/** The pids of the Postgres backends connected to a database of `namespace` (asked after the run: pools keep them). */
export async function postgresBackendsOf(namespace) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid, datname FROM pg_stat_activity WHERE datname LIKE $1', [`${namespace}\\_%`]);
    return rows.map((r) => ({ pid: String(r.pid), database: r.datname.slice(namespace.length + '_converge_'.length) }));
  } finally {
    await client.end();
  }
}

/** µs per operation of our namespace's backends, by service database ("chat 900 µs, identity 150 µs"), and their sum. */
export function ourPostgresUs(before, after, backends, operations) {
  const byDatabase = {};
  for (const { pid, database } of backends) {
    if (after[pid] === undefined) continue;
    byDatabase[database] = (byDatabase[database] ?? 0) + ((after[pid] - (before[pid] ?? 0)) * TICK_US) / operations;
  }
  const total = Object.values(byDatabase).reduce((a, b) => a + b, 0);
  const detail = Object.entries(byDatabase)
    .filter(([, us]) => us >= 20)
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => `${name} ${us.toFixed(0)} µs`)
    .join(', ');
  return { total, detail };
}
