import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { createEnvelope, eventCatalog, type EventData, type EventEnvelope, type EventType } from '@converge/contracts';
import { currentRequestId, currentTraceparent, requestContext, type CommittedOutboxRow } from '../logging/logger.js';
import { recordWrittenRows } from './committed-outbox-rows.js';
import { Naming } from '../config/naming.js';
import { PLATFORM_OPTIONS } from './tokens.js';
import { RawJson } from '../rpc/raw-json.js';
import type { PlatformOptions } from '../platform-options.js';

export const OUTBOX_CHANNEL = 'converge_outbox';

/**
 * One outbox row for the caller to insert inside its own statement (see EventPublisher.rowFor). The
 * values are in the column order of `OUTBOX_COLUMNS`; `payload` is the envelope as JSON text.
 */
export interface OutboxRowValues {
  envelope: EventEnvelope;
  values: [id: string, type: string, subject: string, payload: string, headers: string, createdAt: string];
  /** The same row as the relay publishes it once it is known to be committed. */
  publishable: CommittedOutboxRow;
}

/** The columns an `OutboxRowValues.values` fills, in order. Known only here: services use `outboxInsert`. */
const OUTBOX_COLUMNS = 'id, type, subject, payload, headers, created_at';

/**
 * The outbox insert of a statement that writes its state change and its event together (one round trip
 * on a hot path: a CTE, or a plpgsql function). The row's six values are the statement's parameters
 * `$at … $at+5`, filled with `...events.rowFor(type, data).values`; `payload` may rewrite the envelope
 * with what only the statement knows (jsonb_set); `from` decides whether a row is written at all
 * (e.g. `FROM inserted i`: none when nothing was inserted). Answers the stored payload, for `inserted`.
 *
 *   outboxed AS (${outboxInsert({ at: 8, from: 'FROM updated u', payload: (e) => `jsonb_set(${e}, '{data,x}', to_jsonb(u.x))` })})
 *
 * `at` may instead name the six values itself (offset 0–5 to an SQL expression): a statement that
 * writes many rows' events from arrays reads them from its own loop variable rather than parameters.
 */
export function outboxInsert({
  at,
  from = '',
  payload = (envelope) => envelope,
}: {
  at: number | ((offset: number) => string);
  from?: string;
  payload?: (envelope: string) => string;
}): string {
  const p = typeof at === 'number' ? (offset: number) => `$${at + offset}` : at;
  return `INSERT INTO outbox (${OUTBOX_COLUMNS})
     SELECT ${p(0)}::uuid, ${p(1)}::text, ${p(2)}::text, ${payload(`${p(3)}::jsonb`)}, ${p(4)}::jsonb, ${p(5)}::timestamptz ${from}
     RETURNING payload`;
}

/** An event to write with publishMany. */
export type PendingEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

/**
 * Writes an event into the outbox inside the caller's transaction, so the state change and the fact
 * that it happened commit together. The NOTIFY fires at commit and wakes the relay at once.
 */
@Injectable()
export class EventPublisher {
  constructor(
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    private readonly naming: Naming,
  ) {}

  async publish<T extends EventType>(manager: EntityManager, type: T, data: EventData<T>): Promise<EventEnvelope<T, EventData<T>>> {
    const [envelope] = await this.publishMany(manager, [{ type, data } as PendingEvent]);
    return envelope as EventEnvelope<T, EventData<T>>;
  }

  /**
   * The outbox row of an event, for a hot path that inserts it in the same statement as the state
   * change (one round trip instead of two; a single statement needs no BEGIN/COMMIT either). Fields the
   * statement itself decides can be overwritten there with jsonb_set. Only inside an RPC or event
   * handler. Tell `inserted` which rows the statement did insert: those are published as soon as they
   * are committed; a row inserted but not reported still goes out, at the relay's next poll (≤ 1 s).
   */
  rowFor<T extends EventType>(type: T, data: EventData<T>): OutboxRowValues {
    if (!requestContext.getStore()?.wakeRelayAfter) throw new Error('EventPublisher.rowFor is for RPC and event handlers; use publishMany elsewhere');
    return this.outboxRow(type, data);
  }

  /**
   * After the statement that inserted a `rowFor` row has succeeded on `manager`: the row as stored,
   * with `payload` the stored envelope when the statement changed it (jsonb_set), so the relay can
   * publish it as soon as it is committed (at once without a transaction, else at its commit). A payload
   * the statement answered as text (`payload::text`) is passed as RawJson and published as it is.
   */
  inserted(manager: EntityManager, row: OutboxRowValues, payload?: unknown): void {
    if (payload === undefined) return recordWrittenRows(manager, [row.publishable]);
    recordWrittenRows(manager, [{ ...row.publishable, payload: payload instanceof RawJson ? payload.json : JSON.stringify(payload) }]);
  }

  /** Several events in one statement (one round trip), in the given order; nothing for an empty list. */
  async publishMany(manager: EntityManager, events: ReadonlyArray<PendingEvent>): Promise<EventEnvelope[]> {
    if (events.length === 0) return [];
    const unitOfWork = requestContext.getStore()?.wakeRelayAfter;
    // Outside a handler the NOTIFY channel is parameter $1.
    const values: unknown[] = unitOfWork ? [] : [OUTBOX_CHANNEL];
    const placeholders: string[] = [];
    const rows = events.map(({ type, data }) => {
      const row = this.outboxRow(type, data);
      const at = values.length;
      placeholders.push(`($${at + 1}::uuid, $${at + 2}, $${at + 3}, $${at + 4}::jsonb, $${at + 5}::jsonb, $${at + 6}::timestamptz)`);
      values.push(...row.values);
      return row;
    });
    const insert = `INSERT INTO outbox (${OUTBOX_COLUMNS}) VALUES ${placeholders.join(', ')}`;
    if (unitOfWork) {
      // Inside an RPC or event handler: its host wakes the relay once the handler has finished, and
      // the relay publishes the rows straight away once they are known to be committed.
      await manager.query(insert, values);
      recordWrittenRows(
        manager,
        rows.map((row) => row.publishable),
      );
    } else {
      // Anywhere else (jobs, sweeps): the rows and a NOTIFY (delivered at commit) in one statement.
      await manager.query(`WITH rows AS (${insert} RETURNING 1) SELECT pg_notify($1, '') FROM rows LIMIT 1`, values);
    }
    return rows.map((row) => row.envelope);
  }

  /** An event's envelope (validated against its schema) and its outbox row. */
  private outboxRow<T extends EventType>(type: T, data: EventData<T>): OutboxRowValues {
    const definition = eventCatalog[type];
    const traceparent = currentTraceparent();
    const envelope = createEnvelope(type, definition.schema.parse(data), this.options.service, 1, traceparent);
    const requestId = currentRequestId();
    const headers: Record<string, string> = requestId ? { 'x-request-id': requestId } : {};
    if (traceparent) headers.traceparent = traceparent;
    const subject = this.naming.subject(definition.subject);
    const payload = JSON.stringify(envelope);
    return {
      envelope,
      values: [envelope.id, type, subject, payload, JSON.stringify(headers), envelope.occurredAt],
      publishable: { id: envelope.id, subject, payload, headers },
    };
  }
}
