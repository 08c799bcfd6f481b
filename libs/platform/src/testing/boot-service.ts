import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext, Type } from '@nestjs/common';

/**
 * Boots a service module in-process against the real Postgres, Redis and NATS, in the namespace set
 * by useTestEnvironment(). `app.close()` runs the same graceful shutdown as SIGTERM.
 */
export async function bootService(module: Type<unknown>): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(module, { logger: false, abortOnError: false });
  await app.init();
  return app;
}
