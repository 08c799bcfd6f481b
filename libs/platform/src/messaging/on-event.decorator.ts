import type { EventType } from '@converge/contracts';

export const EVENT_HANDLER_METADATA = 'converge:event-handler';

/**
 * The inbox insert a `batch: 'statement'` handler runs inside its own statement, as a CTE: it records
 * the events not applied before and returns their ids (`event_id`, uuid); the others are left alone.
 */
export interface StatementInbox {
  /** The CTE's body, with the values at $at (the event ids) and $at+1 (the consumer). */
  sql(at: number): string;
  values: [eventIds: string[], consumer: string];
}

export function statementInbox(eventIds: string[], consumer: string): StatementInbox {
  return {
    sql: (at) => `INSERT INTO inbox (event_id, handler) SELECT unnest($${at}::uuid[]), $${at + 1} ON CONFLICT DO NOTHING RETURNING event_id`,
    values: [eventIds, consumer],
  };
}

/**
 * The `gatherMs` of the check-in's read models (each service's copy of who is checked in where, and
 * analytics): at a thousand check-ins a second, batches of about ten instead of one or two.
 */
export const READ_MODEL_GATHER_MS = 10;

export interface EventHandlerMetadata {
  type: EventType;
  /** Stable name of the durable consumer; defaults to <Class>_<method>. Renaming it replays history. */
  name?: string;
  /**
   * Several waiting messages in one transaction (one inbox insert, one commit, the acks after it)
   * instead of one each. Only for a handler whose every effect is undone by a rollback or is harmless
   * to repeat (an idempotent Redis write, say): when any handler of a batch fails, the batch rolls back
   * and each of its messages is then handled on its own, so the ones before the failure run again.
   * Not for one that sends a mail or a push.
   *
   * 'list': the same, and the handler is called once per batch with `(events, manager)`: the batch's new
   * events in stream order (a list of one when a message is handled alone), to apply them in one
   * statement. It must leave what applying them one at a time would.
   *
   * 'statement': 'list' with no transaction, BEGIN, separate inbox insert or COMMIT around it: the handler
   * is called with `(events, manager, inbox)` and writes in ONE statement that runs the inbox insert as a
   * CTE (`WITH fresh AS (${inbox.sql(n)})`, `...inbox.values` as $n and $n+1) and applies only the events
   * whose `event_id` it returns. One round trip per batch instead of four; the statement is its own
   * transaction, so the inbox row and the effect still commit together.
   */
  batch?: boolean | 'list' | 'statement';
  /**
   * With `batch`: once a message is waiting, wait up to this long (ms) for more before handling them
   * (at once when BATCH_MAX are waiting). A batch costs about the same whatever its size (a transaction
   * of three round trips, a pull), so under load this is most of a consumer's CPU per event saved, for
   * at most this much more delay before the event is applied. For read models that can lag a little.
   */
  gatherMs?: number;
  /** See OnEvent's `onlyIf`. */
  onlyIf?: string;
}

/**
 * Binds a provider method to an event type through a durable JetStream consumer.
 * The method receives (envelope, manager) and runs inside the transaction that records the event id.
 *
 * `onlyIf`: the name of a method of the same provider, asked (envelope → boolean) before that
 * transaction. When it answers false the event is acknowledged with no transaction and no inbox row:
 * for a handler that often has nothing to do, and knows it without the database (a message's push
 * while its recipient has the app open), a transaction per event is most of its cost. Only for a check
 * whose "nothing to do" leaves nothing behind: a redelivered copy is asked again, and whichever
 * delivery first gets past it goes through the inbox as usual, so the handler still applies once.
 */
export function OnEvent(type: EventType, options: { name?: string; batch?: boolean | 'list' | 'statement'; gatherMs?: number; onlyIf?: string } = {}): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(
      EVENT_HANDLER_METADATA,
      { type, name: options.name, batch: options.batch, gatherMs: options.gatherMs, onlyIf: options.onlyIf } satisfies EventHandlerMetadata,
      descriptor.value as object,
    );
    return descriptor;
  };
}
