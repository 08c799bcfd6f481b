import type { EntitySchema, MigrationInterface } from 'typeorm';
import type { z } from 'zod';

export interface PlatformOptions {
  /** Service name: database suffix, RPC queue group, durable consumer prefix, log name. */
  service: string;
  /** TypeORM entities and migrations; omit both for processes without a database (the gateway). */
  entities?: Array<(new (...args: never[]) => unknown) | EntitySchema>;
  migrations?: Array<new () => MigrationInterface>;
  /** Extra env settings of this service, merged into the base config schema. */
  config?: z.ZodRawShape;
  /** Whether this process has a database (and thus outbox, inbox, sweeper). Default true. */
  database?: boolean;
}
