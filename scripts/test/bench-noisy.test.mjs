// bench/noisy.mjs: a scenario whose baseline moved by more than 10 % since the previous run is marked noisy
// in the table, all its rows; a steady baseline leaves the rows as measured.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baselinesAfter, isBaseline, markNoisy, readBaselines, writeBaselines } from '../../bench/noisy.mjs';

const run = (bareRate, gatewayRate) => [
  { group: 'identity', scenario: 'bare Fastify + Redis session lookup (baseline, c=64)', requestsPerSec: bareRate, p50Ms: 2 },
  { group: 'identity', scenario: 'GET /api/auth/user via gateway (c=64)', requestsPerSec: gatewayRate, p50Ms: 5, note: '62 % of baseline' },
  { group: 'venue', scenario: 'venue: same SQL directly on Postgres', requestsPerSec: 2600, p50Ms: 5, note: 'baseline, c=16' },
  { group: 'venue', scenario: 'venue: nearby via gateway (1.0M venues)', requestsPerSec: 2900, p50Ms: 4 },
];

test('baseline rows are the ones named so', () => {
  const [bare, gateway, sql, nearby] = run(20000, 12000);
  assert.deepEqual([bare, gateway, sql, nearby].map(isBaseline), [true, false, true, false]);
});

test('a baseline 15 % slower than last run marks every row of its scenario noisy, and only those', () => {
  const previous = baselinesAfter(run(20000, 12000), {}, '2026-11-28 07:00');
  const rows = markNoisy(run(17000, 10000), previous);
  assert.deepEqual(
    rows.map((row) => Boolean(row.noisy)),
    [true, true, false, false],
  );
  assert.match(rows[1].note, /^NOISY: baseline moved: bare Fastify \+ Redis session lookup \(baseline, c=64\) −15 % \(req\/s\) since 2026-11-28 07:00\. 62 % of baseline$/);
  assert.equal(rows[3].note, undefined);
});

test('a baseline within 10 % of last run leaves the rows as they are', () => {
  const previous = baselinesAfter(run(20000, 12000), {}, 'then');
  const rows = markNoisy(run(21500, 12500), previous);
  assert.ok(rows.every((row) => !row.noisy));
  assert.equal(rows[1].note, '62 % of baseline');
});

test('the first run has nothing to compare with; a run of some scenarios keeps the others for next time', () => {
  assert.ok(markNoisy(run(20000, 12000), {}).every((row) => !row.noisy));
  const first = baselinesAfter(run(20000, 12000), {}, 'first');
  const onlyIdentity = run(30000, 12000).filter((row) => row.group === 'identity');
  const next = baselinesAfter(onlyIdentity, first, 'second');
  assert.equal(next['venue: same SQL directly on Postgres'].at, 'first');
  assert.equal(next['bare Fastify + Redis session lookup (baseline, c=64)'].requestsPerSec, 30000);
});

test('the kept baselines survive a round trip through the file, and a damaged file is an empty start', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-noisy-'));
  const file = path.join(dir, 'last-run.json');
  assert.deepEqual(readBaselines(file), {});
  const baselines = baselinesAfter(run(20000, 12000), {}, 'then');
  writeBaselines(file, baselines);
  assert.deepEqual(readBaselines(file), baselines);
  writeFileSync(file, '{ not json');
  assert.deepEqual(readBaselines(file), {});
});
