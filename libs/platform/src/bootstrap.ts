import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { createLogger } from './logging/logger.js';
import { collectStartupGarbage } from './runtime/startup-garbage.js';

type Closable = { close(): Promise<void> };

/** Runs a service as a NATS-only Nest application context that stops cleanly on SIGTERM / SIGINT. */
export async function runService(module: Type<unknown>, service: string): Promise<INestApplicationContext> {
  const logger = createLogger(service);
  // The signal handlers before the context exists: createApplicationContext also runs init, which opens
  // the RPC subscriptions (and answers health) before it has finished starting the event consumers, so a
  // SIGTERM can come while it still runs; without a handler it would kill the process outright and drop
  // a request already being served. A shutdown that comes during start waits for it, then closes as usual.
  const starting = NestFactory.createApplicationContext(module, { logger: ['error', 'warn'], abortOnError: false });
  closeOnSignals(starting, service);
  try {
    const app = await starting;
    collectStartupGarbage();
    return app;
  } catch (error) {
    logger.fatal({ err: error }, 'service failed to start');
    process.exit(1);
  }
}

/**
 * SIGTERM / SIGINT: stop taking work, let in-flight work finish, close connections, exit 0. `app` may
 * still be starting (a promise): the shutdown waits for it, and `ready` (a listen still under way).
 * A second signal (or a shutdown stuck for 25 s, under Kubernetes' 30 s grace) exits at once.
 */
export function closeOnSignals(app: Closable | Promise<Closable>, service: string, ready: Promise<unknown> = Promise.resolve()): void {
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
    ready
      .catch(() => undefined)
      .then(() => app)
      .then((started) => started.close())
      .then(
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
