import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { createLogger } from './logging/logger.js';

/** Runs a service as a NATS-only Nest application context that stops cleanly on SIGTERM / SIGINT. */
export async function runService(module: Type<unknown>, service: string): Promise<INestApplicationContext> {
  const logger = createLogger(service);
  try {
    const app = await NestFactory.createApplicationContext(module, { logger: ['error', 'warn'], abortOnError: false });
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    await app.init();
    return app;
  } catch (error) {
    logger.fatal({ err: error }, 'service failed to start');
    process.exit(1);
  }
}
