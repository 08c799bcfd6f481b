// Lines up an open loop's slow requests with every process's garbage collections:
//   node bench/tail/explain.mjs <latency log> [gc log dir] [slow ms]
// The latency log is what the open loop writes with BENCH_LATENCY_LOG_DIR set ([due epoch ms, ms] per
// request; a closed loop writes [start epoch ms, ms]); the GC logs are gc-log.mjs's. Prints the
// collections inside the window per process and kind, how many slow requests overlap a pause, and
// each burst of slow requests with the collections around it (offsets in ms from the burst's first
// due time). A burst with none is a busy machine, or a process this does not see (Redis, NATS,
// Postgres, the machine's other services).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [logFile, gcDir = '/tmp/gc', slowArg = '15'] = process.argv.slice(2);
if (!logFile) {
  console.error('usage: node bench/tail/explain.mjs <latency log> [gc log dir] [slow ms]');
  process.exit(2);
}
const slowMs = Number(slowArg);
const requests = JSON.parse(readFileSync(logFile, 'utf8'));
const start = requests[0][0];
const end = requests.at(-1)[0] + 200;

const collections = readdirSync(gcDir).flatMap((file) => {
  const process = file.replace(/-\d+\.log$/, '');
  return readFileSync(path.join(gcDir, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [at, kind, ms] = line.split(' ');
      return { process, at: Number(at), kind, ms: Number(ms) };
    });
});
const inWindow = collections.filter((c) => c.at >= start && c.at <= end);

const totals = new Map();
for (const c of inWindow) {
  const key = `${c.process} ${c.kind}`;
  const total = totals.get(key) ?? { count: 0, ms: 0, max: 0 };
  totals.set(key, { count: total.count + 1, ms: total.ms + c.ms, max: Math.max(total.max, c.ms) });
}
console.log(`window ${((end - start) / 1000).toFixed(1)} s, ${requests.length} requests`);
for (const [key, t] of [...totals].sort()) console.log(`  ${key}: ${t.count}, ${t.ms.toFixed(0)} ms in all, longest ${t.max.toFixed(1)} ms`);

const slow = requests.filter(([, ms]) => ms > slowMs);
const overlapping = slow.filter(([due, ms]) => inWindow.some((c) => c.ms > 0.5 && c.at < due + ms && c.at + c.ms > due));
console.log(`slower than ${slowMs} ms: ${slow.length}; of them during a pause > 0.5 ms: ${overlapping.length}`);

const bursts = [];
for (const [due, ms] of slow) {
  const last = bursts.at(-1);
  if (last && due - last.end < 50) Object.assign(last, { end: due, count: last.count + 1, worst: Math.max(last.worst, ms) });
  else bursts.push({ start: due, end: due, count: 1, worst: ms });
}
for (const burst of bursts.filter((b) => b.count >= 3)) {
  const near = inWindow.filter((c) => c.ms > 1 && c.at > burst.start - 60 && c.at < burst.end + 20);
  const list = near.map((c) => `${c.process} ${c.kind} ${c.ms.toFixed(1)} ms @${(c.at - burst.start).toFixed(0)}`).join(', ');
  console.log(`burst at ${((burst.start - start) / 1000).toFixed(2)} s: ${burst.count} requests, worst ${burst.worst.toFixed(1)} ms; ${list || 'no collection'}`);
}
