import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { QueryRunner } from 'typeorm';
import { migrationsToRun, type MigrationClass } from '../database/data-source.js';

/**
 * Released migrations are frozen. A database runs a migration once; a fresh database (a new replica's
 * test stack, a restore, a new region) runs it later, with whatever the code says then. If a released
 * migration's SQL changes, the two end up different, silently. Each service keeps a lock of what its
 * migrations send (`src/migrations/migrations.lock.json`: a sha256 of every migration's `up` and
 * `down` statements), and its `migrations.lock.spec.ts` fails when a locked migration sends anything
 * else, or when a migration is not locked yet. `node scripts/lock-migrations.mjs` appends the new
 * ones (it sets MIGRATIONS_LOCK=write for the same specs); it rewrites an entry only when named with
 * `--rewrite <name>` (MIGRATIONS_LOCK_REWRITE), for a migration that no database has run yet.
 */
export interface MigrationLockEntry {
  up: string;
  down: string;
}
export type MigrationLock = Record<string, MigrationLockEntry>;

/** What one migration sends, statement by statement. */
export interface RecordedMigration {
  name: string;
  up: string[];
  down: string[];
}

/**
 * A QueryRunner that records instead of running: `query` keeps the SQL (with its parameters, when
 * given) and answers no rows; anything else a migration calls (createTable, addColumn…) is recorded
 * by name and arguments and answers undefined, so it counts in the fingerprint too.
 */
export function recordingQueryRunner(statements: string[]): QueryRunner {
  const runner = new Proxy(
    {},
    {
      get(_, property) {
        if (typeof property === 'symbol' || property === 'then') return undefined;
        if (property === 'query')
          return async (sql: string, parameters?: unknown[]) => {
            statements.push(parameters?.length ? `${sql}\n-- parameters: ${JSON.stringify(parameters)}` : sql);
            return [];
          };
        return async (...args: unknown[]) => {
          statements.push(`${property}(${JSON.stringify(args)})`);
          return undefined;
        };
      },
    },
  );
  return runner as QueryRunner;
}

/** Runs every migration's `up` and `down` against a recording runner, in the order the database runs them. */
export async function recordMigrations(migrations: MigrationClass[]): Promise<RecordedMigration[]> {
  const recorded: RecordedMigration[] = [];
  for (const Migration of migrations) {
    const migration = new Migration();
    const up: string[] = [];
    const down: string[] = [];
    await migration.up(recordingQueryRunner(up));
    await migration.down(recordingQueryRunner(down));
    recorded.push({ name: migration.name ?? Migration.name, up, down });
  }
  return recorded;
}

const sha256 = (statements: string[]) => createHash('sha256').update(statements.join('\n;\n')).digest('hex');

export function fingerprint(migration: RecordedMigration): MigrationLockEntry {
  return { up: sha256(migration.up), down: sha256(migration.down) };
}

/** What is wrong between the migrations and their lock, one sentence each (none: all locked and unchanged). */
export function migrationLockProblems(lockFile: string, lock: MigrationLock, recorded: RecordedMigration[]): string[] {
  const file = path.relative(process.cwd(), lockFile);
  const problems: string[] = [];
  for (const migration of recorded) {
    const locked = lock[migration.name];
    if (!locked) {
      problems.push(
        `Migration ${migration.name} is not in ${file} yet. Once it is final (before it is released), add it with ` +
          '`node scripts/lock-migrations.mjs`, which appends new migrations and never rewrites locked ones, and commit the lock.',
      );
      continue;
    }
    const now = fingerprint(migration);
    const changed = (['up', 'down'] as const).filter((side) => now[side] !== locked[side]);
    if (changed.length > 0)
      problems.push(
        `Migration ${migration.name} changed its ${changed.join(' and ')} SQL since it was locked in ${file}. A released migration is frozen: ` +
          'databases that ran it keep what it did then, and every new database must get the same. Undo the change and write a new migration instead ' +
          '(docs/DEVELOPING.md, "Add a migration"). Only if no database anywhere has run it yet: `node scripts/lock-migrations.mjs --rewrite ' +
          `${migration.name}\`.`,
      );
  }
  const listed = new Set(recorded.map((m) => m.name));
  for (const name of Object.keys(lock))
    if (!listed.has(name))
      problems.push(
        `Migration ${name} is locked in ${file} but no longer listed in migrations/index.ts. A released migration is never removed or renamed ` +
          '(databases record it by name); undo its next step with a new migration instead.',
      );
  return problems;
}

/**
 * Checks a service's migrations (after the platform's, as its database runs them) against its lock
 * and throws one error naming every problem. With MIGRATIONS_LOCK=write it first appends the
 * migrations not locked yet, and rewrites the ones named in MIGRATIONS_LOCK_REWRITE (comma-separated).
 */
export async function expectMigrationsLocked(lockFile: string, serviceMigrations: MigrationClass[]): Promise<void> {
  const recorded = await recordMigrations(migrationsToRun(serviceMigrations));
  let lock: MigrationLock = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : {};
  if (process.env.MIGRATIONS_LOCK === 'write') {
    const rewrite = new Set((process.env.MIGRATIONS_LOCK_REWRITE ?? '').split(',').filter(Boolean));
    const next: MigrationLock = { ...lock };
    for (const migration of recorded) if (!next[migration.name] || rewrite.has(migration.name)) next[migration.name] = fingerprint(migration);
    if (JSON.stringify(next) !== JSON.stringify(lock)) writeFileSync(lockFile, `${JSON.stringify(next, null, 2)}\n`);
    lock = next;
  }
  const problems = migrationLockProblems(lockFile, lock, recorded);
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}
