import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

interface RequestContext {
  requestId: string;
  /**
   * Set inside RPC handlers and event handlers: outbox writes are recorded here and the local relay
   * is woken once the handler (and so its transaction) has finished, instead of by a NOTIFY; commits
   * that NOTIFY take a cluster-wide lock in Postgres, which halved transaction throughput.
   */
  wakeRelayAfter?: { outboxWritten: boolean };
}

/** Carries the request id through async work so every log line and outgoing NATS message has it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestContext.run({ requestId }, fn);
}

/** Runs a unit of work whose outbox writes wake the relay when it ends; tells whether it wrote any. */
export async function runUnitOfWork(requestId: string, fn: () => Promise<void>): Promise<boolean> {
  const wake = { outboxWritten: false };
  await requestContext.run({ requestId, wakeRelayAfter: wake }, fn);
  return wake.outboxWritten;
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
