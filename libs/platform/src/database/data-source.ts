import { DataSource, type EntitySchema, type MigrationInterface } from 'typeorm';
import { databaseUrl, ensureDatabase } from './ensure-database.js';
import { MessagingTables1700000000000 } from './messaging-tables.migration.js';
import { MessagingRetentionIndexes1849836000000 } from './messaging-retention.migration.js';
import { CommittedOutboxRowsSubscriber } from '../messaging/committed-outbox-rows.js';

type EntityTarget = (new (...args: never[]) => unknown) | EntitySchema;
export type MigrationClass = new () => MigrationInterface;

export interface DatabaseOptions {
  serverUrl: string;
  database: string;
  entities: EntityTarget[];
  migrations: MigrationClass[];
  poolSize?: number;
}

/**
 * What a service's database runs: the platform's migrations and the service's. TypeORM runs them in
 * the order of their timestamps, so the platform's later ones are listed last.
 */
export function migrationsToRun(serviceMigrations: MigrationClass[]): MigrationClass[] {
  return [MessagingTables1700000000000, ...serviceMigrations, MessagingRetentionIndexes1849836000000];
}

/** Creates the database if missing, connects, and runs the platform's and the service's migrations. */
export async function openDataSource(options: DatabaseOptions): Promise<DataSource> {
  await ensureDatabase(options.serverUrl, options.database);
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl(options.serverUrl, options.database),
    entities: options.entities,
    migrations: migrationsToRun(options.migrations),
    subscribers: [CommittedOutboxRowsSubscriber],
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: { max: options.poolSize ?? 10 },
  });
  await dataSource.initialize();
  await runMigrationsExclusively(dataSource);
  return dataSource;
}

/** Two replicas starting together must not both run the same migration: hold an advisory lock meanwhile. */
async function runMigrationsExclusively(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(727274)');
    await dataSource.runMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    await runner.release();
  }
}
