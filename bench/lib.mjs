// Shared bench helpers: a closed-loop HTTP load generator that records every request's latency
// itself (autocannon rounds latency to whole milliseconds), percentiles, and the result table.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** `connections` keep-alive clients each send requests back to back for `durationMs`. */
export async function loadHttp(url, { connections = 32, durationMs = 5000, warmupMs = 1000, method = 'GET', headers = {}, body } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  let recording = false;
  const deadline = Date.now() + warmupMs + durationMs;
  setTimeout(() => (recording = true), warmupMs);
  const once = () =>
    new Promise((resolve) => {
      const start = performance.now();
      const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (recording) {
            if (res.statusCode >= 400) errors++;
            else latencies.push(performance.now() - start);
          }
          resolve();
        });
      });
      req.on('error', () => {
        if (recording) errors++;
        resolve();
      });
      req.end(body);
    });
  let recordStart = 0;
  setTimeout(() => (recordStart = performance.now()), warmupMs);
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - recordStart) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, requestsPerSec: latencies.length / elapsed, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

export function printTable(rows) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'note'];
  const fmt = (v, digits = 2) => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : v ?? '');
  const table = rows.map((r) => [r.scenario, fmt(r.requestsPerSec, 0), fmt(r.p50Ms), fmt(r.p99Ms), r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
  const line = (cells) => '| ' + cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ') + ' |';
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of table) console.log(line(row));
}
