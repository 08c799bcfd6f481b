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
