// Locks new migrations: appends every migration not yet in its service's
// services/<svc>/src/migrations/migrations.lock.json (a sha256 of the SQL its up and down send), and
// never rewrites a locked one, unless named: `--rewrite <MigrationName>` (repeatable), only for a
// migration that no database has run yet. It runs the services' migrations.lock.spec.ts in write mode
// (libs/platform/src/testing/migration-lock.ts), so the lock is computed exactly as the test checks it.
//   node scripts/lock-migrations.mjs                      append new migrations
//   node scripts/lock-migrations.mjs --rewrite Name…      also rewrite these entries
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureProjectNode } from './project-node.mjs';

const root = path.resolve(import.meta.dirname, '..');

await ensureProjectNode();

const rewrite = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rewrite' && args[i + 1]) rewrite.push(args[++i]);
  else {
    console.error(`Unknown argument ${args[i]}. Usage: node scripts/lock-migrations.mjs [--rewrite <MigrationName>]…`);
    process.exit(2);
  }
}

const services = readdirSync(path.join(root, 'services')).filter((s) => existsSync(path.join(root, 'services', s, 'src/migrations/index.ts')));
const lockFile = (s) => path.join(root, 'services', s, 'src/migrations/migrations.lock.json');
const specs = services.map((s) => `services/${s}/src/migrations/migrations.lock.spec.ts`);
const missing = specs.filter((spec) => !existsSync(path.join(root, spec)));
if (missing.length) {
  console.error(`No lock test for ${missing.join(', ')}: copy services/matching/src/migrations/migrations.lock.spec.ts there first.`);
  process.exit(2);
}
const read = (s) => (existsSync(lockFile(s)) ? JSON.parse(readFileSync(lockFile(s), 'utf8')) : {});
const before = Object.fromEntries(services.map((s) => [s, read(s)]));
const unknown = rewrite.filter((name) => !services.some((s) => name in before[s]));
if (unknown.length) {
  console.error(`Not locked anywhere, so nothing to rewrite: ${unknown.join(', ')}`);
  process.exit(2);
}

let failed = false;
try {
  execFileSync(path.join(root, 'node_modules/.bin/jest'), ['--selectProjects', 'unit', '-w', '1', ...specs], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
      MIGRATIONS_LOCK: 'write',
      MIGRATIONS_LOCK_REWRITE: rewrite.join(','),
    },
  });
} catch {
  failed = true;
}

for (const s of services) {
  const after = read(s);
  for (const [name, entry] of Object.entries(after)) {
    if (!before[s][name]) console.log(`${s}: locked ${name}`);
    else if (JSON.stringify(before[s][name]) !== JSON.stringify(entry)) console.log(`${s}: rewrote ${name}`);
  }
}
if (failed) {
  console.error('Some locked migrations differ from their lock (above); nothing of theirs was rewritten.');
  process.exit(1);
}
