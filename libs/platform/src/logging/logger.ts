import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';
import { formatTraceparent, type TraceParent } from '../observability/trace-context.js';

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
  /** The current span's W3C trace context: logged on every line, sent on in NATS headers and envelopes. */
  trace?: TraceParent;
  /** Set inside RPC handlers and event handlers. */
  wakeRelayAfter?: UnitOfWork;
}

/** Carries the request id through async work so every log line and outgoing NATS message has it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** The current span as a `traceparent` header value, if any. */
export function currentTraceparent(): string | undefined {
  const trace = requestContext.getStore()?.trace;
  return trace ? formatTraceparent(trace) : undefined;
}

export function runWithRequestId<T>(requestId: string, fn: () => T, trace?: TraceParent): T {
  return requestContext.run({ requestId, trace }, fn);
}

/** Runs a unit of work and answers what it wrote to the outbox, for the relay to send when it ends. */
export async function runUnitOfWork(requestId: string, fn: () => Promise<void>, trace?: TraceParent): Promise<UnitOfWork> {
  const unitOfWork: UnitOfWork = { outboxWritten: false, written: 0, committed: [] };
  await requestContext.run({ requestId, trace, wakeRelayAfter: unitOfWork }, fn);
  return unitOfWork;
}

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    // Every line written while handling a request carries its request id and trace id.
    mixin() {
      const store = requestContext.getStore();
      if (!store) return {};
      return store.trace ? { requestId: store.requestId, traceId: store.trace.traceId, spanId: store.trace.spanId } : { requestId: store.requestId };
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

export type { Logger };
