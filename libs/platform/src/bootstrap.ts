import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { createLogger } from './logging/logger.js';
import { collectStartupGarbage } from './runtime/startup-garbage.js';

/** Runs a service as a NATS-only Nest application context that stops cleanly on SIGTERM / SIGINT. */
export async function runService(module: Type<unknown>, service: string): Promise<INestApplicationContext> {
  const logger = createLogger(service);
  try {
    const app = await NestFactory.createApplicationContext(module, { logger: ['error', 'warn'], abortOnError: false });
    await app.init();
    // The signal handlers first: init already opened the RPC subscriptions, and a SIGTERM that came
    // during the collection (tens of ms) would otherwise find no handler and kill the process outright,
    // dropping a request already being served instead of letting it finish.
    closeOnSignals(app, service);
    collectStartupGarbage();
    return app;
  } catch (error) {
    logger.fatal({ err: error }, 'service failed to start');
    process.exit(1);
  }
}

/**
 * SIGTERM / SIGINT: stop taking work, let in-flight work finish, close connections, exit 0.
 * A second signal (or a shutdown stuck for 25 s, under Kubernetes' 30 s grace) exits at once.
 */
export function closeOnSignals(app: { close(): Promise<void> }, service: string): void {
  const logger = createLogger(service);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    const timer = setTimeout(() => {
      logger.error({ signal }, 'graceful shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
