import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

/** An outbox row known to be committed, ready to publish without reading it back. */
export interface CommittedOutboxRow {
  id: string;
  subject: string;
  /** The envelope as JSON text, exactly as stored. */
  payload: string;
  headers: Record<string, string>;
}

/**
 * What an RPC or event handler wrote to the outbox. The local relay is woken once the handler has
 * finished, instead of by a NOTIFY (commits that NOTIFY take a cluster-wide lock in Postgres, which
 * halved transaction throughput). Rows known to be committed are published straight away
 * (OutboxRelay.publishCommitted); the relay reads the rest.
 */
export interface UnitOfWork {
  outboxWritten: boolean;
  /** Rows written (or about to be written) in this unit of work. */
  written: number;
  /** Of those, the ones whose transaction is known to have committed. */
  committed: CommittedOutboxRow[];
}

interface RequestContext {
  requestId: string;
  /** Set inside RPC handlers and event handlers. */
  wakeRelayAfter?: UnitOfWork;
}

/** Carries the request id through async work so every log line and outgoing NATS message has it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestContext.run({ requestId }, fn);
}

/** Runs a unit of work and answers what it wrote to the outbox, for the relay to send when it ends. */
export async function runUnitOfWork(requestId: string, fn: () => Promise<void>): Promise<UnitOfWork> {
  const unitOfWork: UnitOfWork = { outboxWritten: false, written: 0, committed: [] };
  await requestContext.run({ requestId, wakeRelayAfter: unitOfWork }, fn);
  return unitOfWork;
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
