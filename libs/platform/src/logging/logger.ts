import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

interface RequestContext {
  requestId: string;
}

/** Carries the request id through async work so every log line and outgoing NATS message has it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestContext.run({ requestId }, fn);
}

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

export type { Logger };
