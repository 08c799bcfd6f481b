// `npm run bench`: builds, then runs every scenario and prints one table (p50/p99 recorded per request,
// each next to a baseline measured in the same run). `npm run bench -- rpc venue` runs some of them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureProjectNode } from '../scripts/project-node.mjs';
import { printTable } from './lib.mjs';
import { baselinesAfter, markNoisy, NOISE_SHARE, readBaselines, writeBaselines } from './noisy.mjs';

await ensureProjectNode();

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const scenarios = [
  ['rpc', './rpc-roundtrip.mjs'],
  ['web', './web-landing.mjs'],
  ['identity', './identity.mjs'],
  ['photos', './photo-screening.mjs'],
  ['faces', './face-check.mjs'],
  ['venue', './venue.mjs'],
  ['matching', './matching.mjs'],
  ['chat', './chat.mjs'],
  ['live', './live.mjs'],
  ['lighthouse', './web-lighthouse.mjs'],
  ['phone', './web-phone.mjs'],
  ['moderation', './moderation.mjs'],
  ['stack', './stack.mjs'],
];
const wanted = process.argv.slice(2);
// The stacks run as deployed: lib.mjs (imported above) makes NODE_ENV default to production.

execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });

const rows = [];
for (const [name, file] of scenarios) {
  if (wanted.length && !wanted.includes(name)) continue;
  if (!existsSync(path.join(here, file))) continue;
  console.error(`… running ${name}`);
  try {
    const module = await import(file);
    rows.push(...(await module.run()).map((row) => ({ ...row, group: name })));
  } catch (error) {
    rows.push({ scenario: `${name}: failed`, note: String(error?.message ?? error).slice(0, 120) });
  }
}
const baselinesFile = path.join(here, '.last-run.json');
const previous = readBaselines(baselinesFile);
const marked = markNoisy(rows, previous);
writeBaselines(baselinesFile, baselinesAfter(rows, previous, new Date().toISOString().slice(0, 16).replace('T', ' ')));
console.log('');
printTable(marked);
if (marked.some((row) => row.noisy)) console.log(`\nRows marked NOISY: their baseline moved by more than ${NOISE_SHARE * 100} % since the previous run; the machine was not the same.`);
process.exit(0);
