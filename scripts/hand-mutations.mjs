// Hand mutations: the bugs Stryker does not make — numbers, rounding, table rows — applied one
// at a time to the source; each must make the module's own specs fail. The file is restored after each
// (also on Ctrl-C). `node scripts/hand-mutations.mjs` lists and checks them all; exit 1 if one survives.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureProjectNode } from './project-node.mjs';
import { root } from './stack.mjs';

await ensureProjectNode();

const VERIFICATION = 'services/identity/src/verification/verification.rules.ts';
const GRID = 'libs/contracts/src/geo/grid.ts';
const EMERGENCY = 'libs/contracts/src/safety/emergency-numbers.ts';
const PROFESSIONAL = 'services/matching/src/professional/professional.rules.ts';
const MEETING = 'services/safety/src/meeting/meeting.rules.ts';

/** [what a person would notice, file, text, replacement] */
export const HAND_MUTATIONS = [
  ['codes 10× easier to guess', VERIFICATION, 'randomInt(0, 1_000_000)', 'randomInt(0, 100_000)'],
  ['five-digit codes', VERIFICATION, "padStart(6, '0')", "padStart(5, '0')"],
  ['rows south of the equator shift (trunc)', GRID, 'Math.floor(position.latitude / LAT_STEP)', 'Math.trunc(position.latitude / LAT_STEP)'],
  ['columns west of Greenwich shift (trunc)', GRID, 'Math.floor(position.longitude / lonStep(row))', 'Math.trunc(position.longitude / lonStep(row))'],
  ['cells 60 m instead of 50 m', GRID, 'GRID_CELL_METERS = 50', 'GRID_CELL_METERS = 60'],
  ['a rounder metres-per-degree moves every cell', GRID, '111_320', '111_000'],
  ['distances rounded down', GRID, 'Math.round(meters / DISTANCE_STEP_METERS)', 'Math.floor(meters / DISTANCE_STEP_METERS)'],
  ['Munich becomes Austria', EMERGENCY, "['DE', 47.6, 49.0, 9.9, 12.7],", ''],
  ["Australia's box one degree narrower", EMERGENCY, "['AU', -43.7, -10.6, 112.9, 153.7]", "['AU', -43.7, -10.6, 113.9, 153.7]"],
  ["Ireland's numbers emptied", EMERGENCY, "call: ['112', '999']", 'call: []'],
  ['base score 10 instead of 15', PROFESSIONAL, 'SCORE_BASE = 15', 'SCORE_BASE = 10'],
  ['three levels apart scores like two', PROFESSIONAL, '[15, 20, 10, 5][gap]', '[15, 20, 10, 10][gap]'],
  ['a shared interest worth 12', PROFESSIONAL, '10 * sharedInterests', '12 * sharedInterests'],
  ['latitude up to 180 accepted', MEETING, 'Math.abs(latitude) <= 90', 'Math.abs(latitude) <= 180'],
];

const { specsOf } = await import('./mutate-specs.mjs');
const jest = path.join(root, 'node_modules/.bin/jest');
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };

let restore = null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    restore?.();
    process.exit(130);
  });

const passes = (file) => {
  try {
    execFileSync(jest, ['--selectProjects', 'unit', '--runTestsByPath', ...specsOf(file)], { cwd: root, env, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

// Control: unmutated, each module's specs pass (else a "killed" below would mean nothing).
const broken = [...new Set(HAND_MUTATIONS.map((m) => m[1]))].filter((file) => !passes(file));
if (broken.length) {
  console.error(`The specs of ${broken.join(', ')} fail without any mutation: fix them first.`);
  process.exit(1);
}

const survivors = [];
for (const [what, file, from, to] of HAND_MUTATIONS) {
  const full = path.join(root, file);
  const original = readFileSync(full, 'utf8');
  if (!original.includes(from)) {
    survivors.push(`${what}: "${from}" is no longer in ${file} (update the list)`);
    continue;
  }
  restore = () => writeFileSync(full, original);
  writeFileSync(full, original.replace(from, to));
  let killed;
  try {
    killed = !passes(file);
  } finally {
    restore();
    restore = null;
  }
  console.log(`${killed ? 'killed  ' : 'SURVIVED'} ${file}: ${what} (${from} → ${to || 'deleted'})`);
  if (!killed) survivors.push(`${what} in ${file}`);
}
if (survivors.length) {
  console.error(`\n${survivors.length} hand mutation(s) not caught:\n  ${survivors.join('\n  ')}`);
  process.exit(1);
}
