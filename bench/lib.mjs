// Shared bench helpers: a closed-loop HTTP load generator that records every request's latency
// itself (autocannon rounds latency to whole milliseconds), percentiles, and the result table.
import { performance } from 'node:perf_hooks';

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * autocannon drives the load (`connections` keep-alive clients for `durationMs`); every response's
 * own latency is recorded from its 'response' event, because autocannon's histogram rounds to whole
 * milliseconds. The first `warmupMs` are not counted.
 */
export async function loadHttp(url, { connections = 32, durationMs = 5000, warmupMs = 1000, method = 'GET', headers = {}, body } = {}) {
  const { default: autocannon } = await import('autocannon');
  const latencies = [];
  let errors = 0;
  let recording = false;
  let recordStart = 0;
  const instance = autocannon({ url, connections, duration: (warmupMs + durationMs) / 1000, method, headers, body });
  const warmup = setTimeout(() => {
    recording = true;
    recordStart = performance.now();
  }, warmupMs);
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!recording) return;
    if (statusCode >= 400) errors++;
    else latencies.push(responseTime);
  });
  instance.on('reqError', () => recording && errors++);
  await instance;
  clearTimeout(warmup);
  const elapsed = (performance.now() - recordStart) / 1000;
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
