import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { expectMigrationsLocked, fingerprint, migrationLockProblems, recordMigrations, type MigrationLock } from './migration-lock.js';

let tableSql = 'CREATE TABLE things (id int)';

class Things1 implements MigrationInterface {
  name = 'Things1';
  async up(q: QueryRunner) {
    await q.query(tableSql);
    await q.query('INSERT INTO things VALUES ($1)', [1]);
  }
  async down(q: QueryRunner) {
    await q.dropTable('things');
  }
}

class Others2 implements MigrationInterface {
  name = 'Others2';
  async up(q: QueryRunner) {
    await q.query('CREATE TABLE others (id int)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE others');
  }
}

afterEach(() => {
  tableSql = 'CREATE TABLE things (id int)';
  delete process.env.MIGRATIONS_LOCK;
  delete process.env.MIGRATIONS_LOCK_REWRITE;
});

test('records what up and down send: SQL with its parameters, and any other runner call by name and arguments', async () => {
  expect(await recordMigrations([Things1])).toEqual([
    { name: 'Things1', up: ['CREATE TABLE things (id int)', 'INSERT INTO things VALUES ($1)\n-- parameters: [1]'], down: ['dropTable(["things"])'] },
  ]);
});

test('a released migration that sends other SQL fails, named, with "write a new migration"; a new one names the script', async () => {
  const lock: MigrationLock = { Things1: fingerprint((await recordMigrations([Things1]))[0]) };
  expect(migrationLockProblems('/x/migrations.lock.json', lock, await recordMigrations([Things1]))).toEqual([]);
  tableSql = 'CREATE TABLE things (id bigint)';
  const [changed, added] = migrationLockProblems('/x/migrations.lock.json', lock, await recordMigrations([Things1, Others2]));
  expect(changed).toMatch(/^Migration Things1 changed its up SQL since it was locked .*write a new migration instead/);
  expect(added).toMatch(/^Migration Others2 is not in .*migrations\.lock\.json yet.*node scripts\/lock-migrations\.mjs/);
  expect(migrationLockProblems('/x/migrations.lock.json', lock, [])).toEqual([expect.stringMatching(/^Migration Things1 is locked .* no longer listed/)]);
});

test('write mode appends new migrations and rewrites a locked one only when named', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'migration-lock-'));
  const file = path.join(dir, 'migrations.lock.json');
  try {
    await expect(expectMigrationsLocked(file, [Things1])).rejects.toThrow(/Things1 is not in/);
    process.env.MIGRATIONS_LOCK = 'write';
    await expectMigrationsLocked(file, [Things1]);
    const first = JSON.parse(readFileSync(file, 'utf8'));
    // The platform's own migrations are locked with the service's, in the order openDataSource lists them.
    expect(Object.keys(first)).toEqual(['MessagingTables1700000000000', 'Things1', 'MessagingRetentionIndexes1849836000000']);
    tableSql = 'CREATE TABLE things (id bigint)';
    await expect(expectMigrationsLocked(file, [Things1, Others2])).rejects.toThrow(/Things1 changed its up SQL/);
    const second = JSON.parse(readFileSync(file, 'utf8'));
    expect(second.Things1).toEqual(first.Things1);
    expect(Object.keys(second)).toEqual(['MessagingTables1700000000000', 'Things1', 'MessagingRetentionIndexes1849836000000', 'Others2']);
    process.env.MIGRATIONS_LOCK_REWRITE = 'Things1';
    await expectMigrationsLocked(file, [Things1, Others2]);
    expect(JSON.parse(readFileSync(file, 'utf8')).Things1).not.toEqual(first.Things1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every service with migrations has its lock and the test that checks it', () => {
  const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../services');
  const withMigrations = readdirSync(services).filter((s) => existsSync(path.join(services, s, 'src/migrations/index.ts')));
  expect(withMigrations.length).toBeGreaterThanOrEqual(6);
  for (const service of withMigrations)
    for (const file of ['migrations.lock.json', 'migrations.lock.spec.ts'])
      expect(`${service}: ${existsSync(path.join(services, service, 'src/migrations', file))}`).toBe(`${service}: true`);
});
