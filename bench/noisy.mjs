// A row's baseline is measured again in every run, so it shows how the machine was that day. When a
// baseline moved by more than NOISE_SHARE since the previous run of its scenario, the machine was not the
// same (another process, a hot CPU, a slower disk): the rows it anchors say so, and a comparison of that
// run with another is not to be trusted. The previous figures are kept in bench/.last-run.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const NOISE_SHARE = 0.1;

/** A baseline row names itself so: "… (baseline …)", "bare …", or a note that begins with "baseline". */
export function isBaseline(row) {
  return /\bbaseline\b|\bbare\b/i.test(row.scenario ?? '') || /^baseline\b/i.test(row.note ?? '');
}

/** The figure a baseline is compared by: its throughput when it has one, else its median latency. */
function figureOf(row) {
  if (Number.isFinite(row.requestsPerSec) && row.requestsPerSec > 0) return { name: 'req/s', value: row.requestsPerSec };
  if (Number.isFinite(row.p50Ms) && row.p50Ms > 0) return { name: 'p50', value: row.p50Ms };
  return null;
}

/**
 * `rows` of this run (each with its scenario `group`), `previous`: the last run's baselines by scenario
 * ({ [scenario]: { requestsPerSec, p50Ms, at } }). Returns the rows, those of a group whose baseline moved
 * by more than NOISE_SHARE marked `noisy` with a note saying which baseline and by how much.
 */
export function markNoisy(rows, previous) {
  const movedByGroup = new Map();
  for (const row of rows) {
    if (!isBaseline(row)) continue;
    const before = previous[row.scenario];
    const now = figureOf(row);
    const then = before && figureOf(before);
    if (!now || !then || now.name !== then.name) continue;
    const change = (now.value - then.value) / then.value;
    if (Math.abs(change) <= NOISE_SHARE) continue;
    const sign = change > 0 ? '+' : '−';
    const said = `${row.scenario} ${sign}${Math.round(Math.abs(change) * 100)} % (${then.name}) since ${before.at}`;
    movedByGroup.set(row.group, [...(movedByGroup.get(row.group) ?? []), said]);
  }
  return rows.map((row) => {
    const moved = movedByGroup.get(row.group);
    if (!moved) return row;
    return { ...row, noisy: true, note: `NOISY: baseline moved: ${moved.join('; ')}${row.note ? `. ${row.note}` : ''}` };
  });
}

/** This run's baselines added to (or replacing) the stored ones: a run of some scenarios keeps the others'. */
export function baselinesAfter(rows, previous, at) {
  const next = { ...previous };
  for (const row of rows) if (isBaseline(row) && figureOf(row)) next[row.scenario] = { requestsPerSec: row.requestsPerSec, p50Ms: row.p50Ms, at };
  return next;
}

export function readBaselines(file) {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {}; // a damaged file is only a lost comparison, never a failed bench
  }
}

export function writeBaselines(file, baselines) {
  writeFileSync(file, JSON.stringify(baselines, null, 2) + '\n');
}
