// `npm test`: builds, then runs unit tests (jest + vitest), integration tests (real Postgres, Redis,
// NATS), operations tests (k8s validation, lint boundaries; the whole stack at two replicas: scripts/test/*.test.mjs),
// end-to-end tests (the started stack driven in Debian's Chromium) and the chaos scenarios in their
// short form (chaos/run.mjs, then its many-hosts form: chaos/hosts). `npm test -- unit|int|ops|e2e|chaos` runs one tier.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureProjectNode } from './project-node.mjs';
import { root } from './stack.mjs';

await ensureProjectNode();

const tier = process.argv[2] ?? 'all';
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
// Every tier says which Node runs it (CI's log shows the project's Node 24 for each).
const tierStarts = (name) => console.log(`\n== ${name} tier on Node ${process.version}`);
const jestEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };

run(process.execPath, ['scripts/build.mjs']);

if (tier === 'all' || tier === 'unit') {
  tierStarts('unit');
  run(process.execPath, ['scripts/typecheck.mjs']);
  run(bin('eslint'), ['.']); // bug rules, folder boundaries and import cycles (tools/lint)
  run(bin('prettier'), ['--check', '.', '--log-level', 'warn']); // formatting (.prettierrc.json; `npm run format` writes it)
  run(bin('jest'), ['--selectProjects', 'unit', '--passWithNoTests'], { env: jestEnv });
  run(bin('vitest'), ['run'], { cwd: path.join(root, 'web') });
  // Mutation tier: the rules modules a change touched, or that differ from their checked-in
  // baseline; fails under 85 %. MUTATE=0 skips it; `npm run mutate` runs every module.
  if (process.env.MUTATE !== '0') run(process.execPath, ['scripts/mutate.mjs', '--changed']);
}
if (tier === 'all' || tier === 'int') {
  tierStarts('integration');
  run(bin('jest'), ['--selectProjects', 'integration', '--maxWorkers=2'], { env: jestEnv });
}
if (tier === 'all' || tier === 'ops') {
  tierStarts('ops');
  const dir = path.join(root, 'scripts/test');
  const only = process.env.OPS_ONLY;
  const specs = readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs') && (!only || f.includes(only)))
    .map((f) => path.join(dir, f));
  run(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...specs]);
}
if (tier === 'all' || tier === 'e2e') {
  tierStarts('e2e');
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`End-to-end tests need Chromium at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  // Playwright Test (playwright.config.ts) compiles e2e/*.ts itself and runs one spec file at a time,
  // each against its own stack; E2E_ONLY=<name> runs the spec files whose name contains it.
  const only = process.env.E2E_ONLY;
  run(bin('playwright'), ['test', ...(only ? [only] : [])], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium } });
}
if (tier === 'all' || tier === 'chaos') {
  tierStarts('chaos');
  run(process.execPath, ['chaos/run.mjs']); // short form; `npm run chaos -- --full` for full load
  // Many hosts (network namespaces: a NATS cluster, two app hosts, a data host), short form: one NATS
  // partition and one app-host kill, ~3 min. Needs root and iproute2 (CI has both); says why it skips.
  const canHost = process.getuid?.() === 0 && ['/usr/sbin/ip', '/usr/sbin/nft', '/usr/sbin/nats-server'].every((f) => existsSync(f));
  if (canHost) run(process.execPath, ['chaos/run.mjs', '--hosts', '--short']);
  else console.log('SKIP chaos on many hosts: needs root, ip, nft and nats-server in /usr/sbin');
}
