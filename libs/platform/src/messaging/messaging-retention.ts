import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BaseConfig } from '../config/config.js';
import { Sweeper } from '../jobs/sweeper.js';
import { CONFIG } from './tokens.js';
import { EVENT_STREAM_MAX_AGE_MS } from './stream.js';

/**
 * An event's id stays in the inbox as long as the stream could hand the event to a consumer again (a
 * consumer reset to replay it), and a day more for the clocks; older ids can never come back.
 */
export const INBOX_RETENTION_MS = EVENT_STREAM_MAX_AGE_MS + 24 * 3600_000;
/** Rows deleted per statement: each is a short transaction that never holds many row locks at once. */
const ROWS_PER_STATEMENT = 5_000;
/** Retention needs no promptness: every ten minutes, on each replica (a row is deleted once). */
const RETENTION_SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Deletes up to ROWS_PER_STATEMENT rows of `table` (identified by `key`) whose `time` is older than $1 ms
 * and that match `also`; answers how many.
 */
const deleteOlderThan = (table: string, key: string, time: string, also = 'true') => `WITH gone AS (
  DELETE FROM ${table} WHERE (${key}) IN (
    SELECT ${key} FROM ${table} WHERE ${time} < now() - make_interval(secs => $1::float8 / 1000) AND ${also} LIMIT ${ROWS_PER_STATEMENT})
  RETURNING 1)
SELECT count(*)::int AS n FROM gone`;

const DELETE_SENT_OUTBOX_ROWS = deleteOlderThan('outbox', 'id', 'created_at', 'sent_at IS NOT NULL');
const DELETE_OLD_INBOX_ROWS = deleteOlderThan('inbox', 'event_id, handler', 'processed_at');

/**
 * Deletes what a service's messaging tables no longer need, so they do not grow for ever and an event's
 * copy of a person's data (a message, a profile card, a check-in) does not outlive its use: a deleted
 * account's rows are erased at once by each service, the events that carried them go here.
 * - outbox: rows published (sent_at set) and written more than OUTBOX_RETENTION_MS ago. A row not yet
 *   published is never deleted, however old: nothing is lost while NATS is away.
 * - inbox: ids processed more than INBOX_RETENTION_MS ago.
 * - parked_events: kept until a person replays or discards them.
 */
@Injectable()
export class MessagingRetention implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BaseConfig,
    private readonly sweeper: Sweeper,
  ) {}

  onModuleInit(): void {
    this.sweeper.register('platform.messaging-retention', () => this.deleteExpired(), { everyMs: RETENTION_SWEEP_EVERY_MS });
  }

  /** Deletes every row past its retention, a chunk per statement; answers how many went. */
  async deleteExpired(): Promise<number> {
    return (await this.inChunks(DELETE_SENT_OUTBOX_ROWS, this.config.OUTBOX_RETENTION_MS)) + (await this.inChunks(DELETE_OLD_INBOX_ROWS, INBOX_RETENTION_MS));
  }

  private async inChunks(statement: string, retentionMs: number): Promise<number> {
    let deleted = 0;
    for (;;) {
      const [{ n }]: Array<{ n: number }> = await this.dataSource.query(statement, [retentionMs]);
      deleted += n;
      if (n < ROWS_PER_STATEMENT) return deleted;
    }
  }
}
