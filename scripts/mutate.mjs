// `npm run mutate`: mutation testing (Stryker) of every module that holds a rule that protects people
//: each `*.rules.ts`, the location grid, the emergency numbers, the write/socket limits and the
// web's pure score/age modules. A module passes at a mutation score of 85 % or more.
//
//   npm run mutate                      every module (one Stryker run each, its own specs only)
//   npm run mutate -- <file> [<file>…]  just these modules
//   npm run mutate -- --quick <file> without static mutants, no baseline written (a first look)
//   npm run mutate -- --list        the modules and the specs each one runs
//   npm run mutate -- --changed         the CI form (`npm test` runs it in the unit tier): the modules whose
//                                       source or own specs differ from main (git merge-base) or, when
//                                       nothing can be diffed, from their checked-in incremental baseline
//
// Per module: Stryker mutates that one file and runs only that module's own specs (the unit specs that
// import it by a relative path), with per-test coverage, so a mutant runs only the tests that reach it.
// Stryker's incremental mode keeps each module's last result in stryker/incremental/<module>.json
// (checked in, so a fresh clone's CI starts from the baseline and re-tests only the mutants whose code or
// tests changed); a module whose source and specs equal its baseline and scored ≥ 85 % is not run again.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isWeb, rel, specsOf } from './mutate-specs.mjs';
import { ensureProjectNode } from './project-node.mjs';
import { root } from './stack.mjs';

await ensureProjectNode();

export const BREAK = 85;
const BASELINE_DIR = 'stryker/incremental';

/** Services and libs, mutated with the Jest runner. */
const JEST_MODULES = [
  '{libs,services}/*/src/**/*.rules.ts',
  'libs/contracts/src/geo/grid.ts',
  'libs/contracts/src/safety/emergency-numbers.ts',
  'libs/contracts/src/schemas/text.ts',
  'gateway/src/realtime/socket-limits.ts',
  'gateway/src/**/*.rules.ts',
];
/** The web's pure modules, mutated with the Vitest runner (paths from the repository root). */
const VITEST_MODULES = ['web/src/lib/match-score.ts', 'web/src/lib/age.ts'];

const expand = (patterns) => [...new Set(patterns.flatMap((p) => globSync(p, { cwd: root, exclude: (f) => f.includes('node_modules') }).map(rel)))].sort();

export function allModules() {
  return [...expand(JEST_MODULES), ...expand(VITEST_MODULES)];
}

const baselineFile = (module) => `${BASELINE_DIR}/${module.replace(/\.tsx?$/, '').replaceAll('/', '__')}.json`;
const fingerprint = (module) => {
  const hash = createHash('sha256');
  for (const file of [module, ...specsOf(module)]) hash.update(`${file}\0${readFileSync(path.join(root, file), 'utf8')}\0`);
  return hash.digest('hex');
};

/** Score from Stryker's results: detected (killed, timeout) over valid (detected + survived + no coverage). */
export function scoreOf(results) {
  const count = (...statuses) => results.filter((r) => statuses.includes(r.status)).length;
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  return { score: valid ? (100 * detected) / valid : 100, detected, valid, survivors: results.filter((r) => r.status === 'Survived' || r.status === 'NoCoverage') };
}

function strykerOptions(module, specs) {
  const common = {
    mutate: [isWeb(module) ? module.slice('web/'.length) : module],
    coverageAnalysis: 'perTest',
    // The machine (and CI's) has 2 cores shared with other work: one test runner process.
    concurrency: 1,
    // --quick: static mutants (module-level tables, which run every test) are left out and no baseline
    // is written; a first look on a busy machine, never the CI form.
    incremental: !quick,
    incrementalFile: path.join(root, baselineFile(module)),
    ignoreStatic: quick,
    thresholds: { high: 90, low: BREAK, break: BREAK },
    reporters: ['clear-text', 'progress-append-only'],
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
    // Generous: on a loaded machine a slow run must not pass for a mutant caught by a timeout.
    timeoutMS: 30000,
    cleanTempDir: 'always',
    logLevel: 'warn',
  };
  if (isWeb(module)) {
    return {
      ...common,
      testRunner: 'vitest',
      vitest: { configFile: 'vitest.config.ts', related: false },
      // Vitest gets the module's own test files only, through its config's include (VITEST_INCLUDE, set
      // in mutate()): Stryker's own testFiles option makes it activate static mutants too late (they
      // "survive" tests that kill them), an open Stryker bug.
      // The sandbox sits under web/ so web/../node_modules resolves as in the repository.
      tempDirName: '.stryker-tmp',
      // Stryker rewrites tsconfig references with TypeScript's JS API, which TypeScript 7 (native) no
      // longer has; Vitest does not read tsconfig for types, so the rewrite is not needed: name none.
      tsconfigFile: 'no-tsconfig-rewrite.json',
      // build/: vitest.config.ts imports the plugin that writes cn's tailwind-merge configuration.
      ignorePatterns: ['/*', '!/src', '!/build', '!/vitest.config.ts', '!/package.json', '!/tsconfig*.json', '!/index.html'],
    };
  }
  return {
    ...common,
    testRunner: 'jest',
    // The Jest runner runs Jest in its own worker process: ESM test files need that process started with
    // --experimental-vm-modules (the documented way for native ESM, as `npm test` does through NODE_OPTIONS).
    testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings'],
    jest: {
      projectType: 'custom',
      configFile: 'scripts/mutate.jest.config.js',
      enableFindRelatedTests: false,
      // Jest crawls only the folders of the module and its specs (imports elsewhere still resolve).
      config: { testMatch: specs.map((s) => `<rootDir>/${s}`), roots: [...new Set([module, ...specs].map((f) => `<rootDir>/${path.posix.dirname(f)}`))] },
    },
    tempDirName: '.stryker-tmp',
    // Only what the unit specs need is copied into the sandbox (the repository has large build output).
    ignorePatterns: ['/*', '!/libs', '!/services', '!/gateway', '!/scripts', '!/jest.config.js', '!/package.json', '!/tsconfig.base.json', 'dist', 'test', '!/libs/contracts/test'],
  };
}

async function mutate(module) {
  const specs = specsOf(module);
  if (specs.length === 0) return { module, score: 0, detected: 0, valid: 0, survivors: [], note: 'no spec imports it: nothing can kill a mutant' };
  console.log(`\n== mutating ${module} with ${specs.join(', ')}`);
  mkdirSync(path.join(root, BASELINE_DIR), { recursive: true });
  const { Stryker } = await import('@stryker-mutator/core');
  const cwd = process.cwd();
  process.chdir(isWeb(module) ? path.join(root, 'web') : root);
  if (isWeb(module)) process.env.VITEST_INCLUDE = specs.map((s) => s.slice('web/'.length)).join(',');
  try {
    const results = await new Stryker(strykerOptions(module, specs)).runMutationTest();
    return { module, ...scoreOf(results) };
  } finally {
    process.chdir(cwd);
    delete process.env.VITEST_INCLUDE;
  }
}

/** Files changed relative to the merge base with main (committed, staged, unstaged, untracked); null when there is no main to diff. */
export function changedFiles() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let base;
  for (const ref of ['origin/main', 'main']) {
    try {
      base = git('merge-base', 'HEAD', ref);
      break;
    } catch {
      // try the next ref
    }
  }
  if (!base) return null;
  const lines = [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')].join('\n');
  return new Set(lines.split('\n').filter(Boolean));
}

function baselineHolds(module) {
  const file = path.join(root, baselineFile(module));
  if (!existsSync(file)) return false;
  const meta = JSON.parse(readFileSync(file, 'utf8')).converge;
  return meta?.fingerprint === fingerprint(module) && meta.score >= BREAK;
}

/** Stryker's incremental file is its own report; the fingerprint and score sit beside it for the CI form. */
function recordBaseline(result) {
  const file = path.join(root, baselineFile(result.module));
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // This machine's paths and options are not part of the baseline (the incremental mode reads files/testFiles).
  delete report.config;
  delete report.projectRoot;
  report.converge = { fingerprint: fingerprint(result.module), score: Math.floor(result.score * 100) / 100 };
  writeFileSync(file, `${JSON.stringify(report)}\n`);
}

const args = process.argv.slice(2);
const ci = args.includes('--changed');
const quick = args.includes('--quick');
const requested = args.filter((a) => !a.startsWith('--')).map(rel);
const known = allModules();
let modules;
if (requested.length) {
  const unknown = requested.filter((m) => !existsSync(path.join(root, m)));
  if (unknown.length) {
    console.error(`No such file: ${unknown.join(', ')}`);
    process.exit(1);
  }
  modules = requested;
} else if (ci) {
  const changed = changedFiles();
  // A module without a baseline yet is mutated when a change touches it; otherwise it is named here
  // (`npm run mutate -- <file>` makes its baseline) rather than making every CI run mutate it from scratch.
  const touched = (m) => changed !== null && [m, ...specsOf(m)].some((f) => changed.has(f));
  const unbaselined = known.filter((m) => !existsSync(path.join(root, baselineFile(m))) && !touched(m));
  // A touched module whose committed baseline already measured exactly this source and these specs
  // (`npm run mutate -- <file>` after the change) needs no second run.
  modules = known.filter((m) => (touched(m) || existsSync(path.join(root, baselineFile(m)))) && !baselineHolds(m));
  console.log(
    `Mutation tier: ${modules.length} of ${known.length} rules modules ${changed ? 'changed since the merge base with main or ' : '(nothing to diff: against the baseline) '}` +
      `differ from their baseline in ${BASELINE_DIR}` +
      (modules.length ? `: ${modules.join(', ')}` : '; nothing to mutate'),
  );
  if (unbaselined.length) console.log(`No baseline yet (not mutated in this tier until a change touches them): ${unbaselined.join(', ')}`);
} else {
  modules = known;
}

if (args.includes('--list')) {
  for (const m of modules) console.log(`${m}: ${specsOf(m).join(', ') || '(no specs)'}`);
  process.exit(0);
}

const results = [];
for (const module of modules) {
  const result = await mutate(module);
  if (!quick) recordBaseline(result);
  results.push(result);
}

if (results.length) {
  console.log(`\nMutation scores (break at ${BREAK} %):`);
  for (const r of results) {
    console.log(`  ${r.score >= BREAK ? 'ok  ' : 'FAIL'} ${r.score.toFixed(2).padStart(6)} %  ${r.module} (${r.detected}/${r.valid} detected)${r.note ? `: ${r.note}` : ''}`);
  }
}
const failed = results.filter((r) => r.score < BREAK);
if (failed.length) {
  console.error(`\n${failed.length} module(s) under ${BREAK} %: ${failed.map((r) => r.module).join(', ')}. Kill the survivors listed above with tests a person would recognise.`);
  process.exit(1);
}
