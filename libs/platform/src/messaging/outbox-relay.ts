import { Inject, Injectable } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { NatsConnection } from '@nats-io/transport-node';
import type { CommittedOutboxRow, Logger, UnitOfWork } from '../logging/logger.js';
import { LOGGER, NATS_CONNECTION, PLATFORM_OPTIONS } from './tokens.js';
import type { PlatformOptions } from '../platform-options.js';
import { metrics, onScrape } from '../observability/metrics.js';
import { OUTBOX_CHANNEL } from './event-publisher.js';
import { StreamPublisher } from './stream-publisher.js';

/** A row as the read loop selects it: the payload as JSON text, published as it is (no parse and re-serialise per event). */
interface OutboxRow {
  id: string;
  subject: string;
  payload: string;
  headers: Record<string, string>;
}

const BATCH = 100;
const IDLE_WAKE_MS = 1000;
const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5000;
/**
 * Published rows are marked sent together, at most this long after the first of them. Each UPDATE
 * costs its backend ~200 µs however few rows it marks: at 10 ms a chat message paid ~100 µs of
 * Postgres for its mark at 200 messages/s. Until then the rows are in flight here, which the read
 * loop skips; after a crash in between they are published again and the stream drops the repeat.
 */
const MARK_DELAY_MS = 100;
/** Rows on the direct path (published or queued, not yet marked) beyond which handlers leave theirs to the read loop. */
const MAX_DIRECT_ROWS = 1000;

/**
 * Sends outbox rows to JetStream with Nats-Msg-Id = event id (server-side dedupe) and marks them sent.
 * Safe with several replicas (FOR UPDATE SKIP LOCKED). Wakes on NOTIFY, and every second anyway, so
 * rows a crash left behind go out after restart.
 *
 * Rows a handler's unit of work is known to have committed skip the read: they are published at once
 * and marked sent together with others of the same moment (publishCommitted), which takes the relay's
 * two round trips off the path from a commit to its consumers. Rows committed in the same turn of the
 * event loop go out together (one write to NATS), so under load the direct path sends batches too,
 * without reading them back. This process's own reads leave them out
 * meanwhile; another replica's read can still publish one of them a second time, which the stream
 * drops (same Nats-Msg-Id) and the gateway's fan-out ignores (it dedupes by event id).
 */
@Injectable()
export class OutboxRelay {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  /** Set by a NOTIFY that arrived while the relay was busy, so the next sleep returns at once. */
  private notified = false;
  private listener?: pg.Client;
  /**
   * The relay's own connection for its batches. A batch sends BEGIN, the SELECT, the marks and COMMIT
   * as multi-statement strings (two round trips instead of five), which needs node-postgres's simple
   * protocol and escapeLiteral: TypeORM's query runner does not offer either through its public API.
   */
  private batchPool?: pg.Pool;
  private js?: StreamPublisher;
  /** Rows being published by publishCommitted (queued, sent, or acked and not yet marked sent). */
  private readonly inFlight = new Set<string>();
  /** Committed rows to publish at the end of this turn of the event loop (publishQueued). */
  private directQueue: CommittedOutboxRow[] = [];
  private directScheduled = false;
  /** A read (sendBatch) is in progress. */
  private reading = false;
  private readonly publishing = new Set<Promise<void>>();
  private marks: { ids: string[]; flush: Promise<void> } | undefined;
  private stopProbe?: () => void;
  private readonly published: { inc(n: number): void };

  constructor(
    private readonly dataSource: DataSource,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
  ) {
    this.published = metrics.outboxPublished.labels({ service: options.service });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.js = new StreamPublisher(this.nc);
    void this.listen();
    this.loop = this.run();
    this.stopProbe = onScrape(() => this.measureBacklog());
  }

  /** Outbox backlog and age, and parked events, for the scrape (the partial index on unsent rows keeps it cheap). */
  private async measureBacklog(): Promise<void> {
    const [[backlog], [parked]] = (await Promise.all([
      this.dataSource.query(`SELECT count(*)::int AS rows, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS age FROM outbox WHERE sent_at IS NULL`),
      this.dataSource.query('SELECT count(*)::int AS rows FROM parked_events'),
    ])) as [[{ rows: number; age: number }], [{ rows: number }]];
    const labels = { service: this.options.service };
    metrics.outboxBacklog.set(labels, backlog.rows);
    metrics.outboxOldestAge.set(labels, Math.max(0, backlog.age));
    metrics.eventsParked.set(labels, parked.rows);
  }

  async stop(): Promise<void> {
    this.stopProbe?.();
    this.running = false;
    this.nudge();
    // Rows queued for this turn's batch stay unsent in the table (publishQueued sees running false).
    this.publishQueued();
    await Promise.allSettled([...this.publishing]);
    await this.loop;
    await this.listener?.end().catch(() => undefined);
    await this.batchPool?.end().catch(() => undefined);
    this.batchPool = undefined;
    this.js?.close();
    this.js = undefined;
  }

  /**
   * After a handler: its committed rows go out at once (with the others of this turn of the event
   * loop), anything else it wrote at the relay's next read. Not while a read runs (it may have
   * selected them already), nor with MAX_DIRECT_ROWS on the direct path (NATS is not keeping up: the
   * read loop's batches then take them). The direct path used to stand aside while a row of its own
   * waited to be marked sent, which under a steady load was most of the time: the read loop then read
   * back rows this process already held, a read and a transaction that were ~10 % of the chat
   * service's CPU per message. Rows published one handler at a time cost NATS and this process more
   * than batches do (measured: ~15% more CPU per like), hence the batch per turn of the event loop.
   */
  afterUnitOfWork(unitOfWork: UnitOfWork): void {
    const direct = unitOfWork.committed.length > 0 && !this.reading && this.inFlight.size + unitOfWork.committed.length <= MAX_DIRECT_ROWS;
    if (direct) this.publishCommitted(unitOfWork.committed);
    if (!direct || unitOfWork.written > unitOfWork.committed.length) this.nudge();
  }

  /**
   * Publishes rows known to be committed, in order, then marks them sent; a failure leaves them to the
   * read loop. Rows of the same turn of the event loop go out together (setImmediate), or earlier
   * through publishQueued.
   */
  publishCommitted(committed: readonly CommittedOutboxRow[]): void {
    if (!this.running || !this.js) return this.nudge();
    for (const row of committed) {
      this.inFlight.add(row.id);
      this.directQueue.push(row);
    }
    if (this.directScheduled) return;
    this.directScheduled = true;
    setImmediate(() => this.publishQueued());
  }

  /**
   * Publishes the rows queued so far, now. The RPC server calls it just before it sends the replies of
   * a turn, so that the events and the replies leave in one write to NATS (the client sends whatever
   * was published within the same microtask as one write) instead of two; a setImmediate still
   * scheduled then finds the queue empty, or newer rows.
   */
  publishQueued(): void {
    this.directScheduled = false;
    const rows = this.directQueue;
    this.directQueue = [];
    if (rows.length === 0) return;
    if (!this.running) {
      // Stopping: the rows stay unsent in the table, for the next start's read.
      for (const row of rows) this.inFlight.delete(row.id);
      return;
    }
    const work = (async () => {
      const results = await Promise.allSettled(rows.map((row) => this.publish(row.id, row.subject, row.payload, row.headers)));
      const acked = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((row) => row.id);
      const failed = rows.filter((_, i) => results[i]!.status === 'rejected');
      if (failed.length) {
        this.logger.warn({ err: (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason, count: failed.length }, 'direct publish failed; the relay retries');
        for (const row of failed) this.inFlight.delete(row.id);
        this.nudge();
      }
      if (acked.length) await this.markSent(acked);
    })();
    this.publishing.add(work);
    void work.finally(() => this.publishing.delete(work));
  }

  /**
   * One UPDATE for the rows acknowledged within MARK_DELAY_MS: under load that is one round trip for
   * dozens of rows. Until then the rows are only unsent on paper (consumers have them already).
   */
  private markSent(ids: string[]): Promise<void> {
    if (this.marks) {
      this.marks.ids.push(...ids);
      return this.marks.flush;
    }
    const batch = { ids: [...ids], flush: Promise.resolve() };
    batch.flush = new Promise<void>((resolve) => setTimeout(resolve, MARK_DELAY_MS)).then(async () => {
      this.marks = undefined;
      try {
        await this.dataSource.query('UPDATE outbox SET sent_at = now() WHERE id = ANY($1::uuid[]) AND sent_at IS NULL', [batch.ids]);
        this.published.inc(batch.ids.length);
      } catch (error) {
        // Published but not marked: the read loop publishes them again and the stream drops the repeat.
        this.logger.warn({ err: error, count: batch.ids.length }, 'could not mark published rows as sent');
        this.nudge();
      } finally {
        for (const id of batch.ids) this.inFlight.delete(id);
      }
    });
    this.marks = batch;
    return batch.flush;
  }

  /** Sends everything pending now; returns how many rows went out. */
  async drain(): Promise<number> {
    let total = 0;
    this.reading = true;
    try {
      for (;;) {
        const sent = await this.sendBatch();
        total += sent;
        if (sent < BATCH) return total;
      }
    } finally {
      this.reading = false;
    }
  }

  private async run(): Promise<void> {
    let backoff = 0;
    while (this.running) {
      try {
        await this.drain();
        backoff = 0;
        await this.sleep(IDLE_WAKE_MS);
      } catch (error) {
        backoff = Math.min(MAX_BACKOFF_MS, backoff ? backoff * 2 : MIN_BACKOFF_MS);
        this.logger.warn({ err: error, backoffMs: backoff }, 'outbox relay failed; retrying');
        await this.sleep(backoff);
      }
    }
  }

  /**
   * One batch in two round trips: "BEGIN; SELECT … FOR UPDATE SKIP LOCKED", publish, then the marks and
   * COMMIT together (simple protocol, ids and errors as escaped literals). Every round trip costs ~150 µs
   * of CPU here and the relay runs once per handler that wrote events, so BEGIN and COMMIT ride along.
   * Failures are recorded in that same transaction and rethrown after it commits, so the rows that did
   * go out stay marked as sent and the failing one keeps its attempt count.
   */
  private async sendBatch(): Promise<number> {
    this.batchPool ??= this.newBatchPool();
    const client = await this.batchPool.connect();
    // Checked out, the client has no pool listener: a connection the server drops between our queries
    // (a Postgres restart while the batch is being published) is an 'error' event that would end the
    // process. Heard here, the next query fails instead, and the loop retries on a fresh connection.
    const dropped = (error: Error) => this.logger.warn({ err: error }, 'outbox relay: the database connection closed during a batch');
    client.on('error', dropped);
    let open = false;
    try {
      open = true;
      // Rows publishCommitted is sending right now are left to it.
      const skip = this.inFlight.size ? `AND id NOT IN (${[...this.inFlight].map((id) => client.escapeLiteral(id)).join(', ')})` : '';
      const [, selected] = (await client.query(
        `BEGIN; SELECT id, subject, payload::text AS payload, headers FROM outbox WHERE sent_at IS NULL ${skip}
         ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      )) as unknown as [pg.QueryResult, pg.QueryResult<OutboxRow>];
      const rows = selected.rows;
      // Publish the whole batch at once (one connection keeps the order), then mark the unbroken run
      // of acknowledged rows. Rows after a failure stay unsent even if acked: the retry re-publishes
      // them with the same Nats-Msg-Id, which the stream drops, so order and exactly-once both hold.
      const results = await Promise.allSettled(rows.map((row) => this.publishRow(row)));
      const firstFailure = results.findIndex((r) => r.status === 'rejected');
      const sentIds = (firstFailure === -1 ? rows : rows.slice(0, firstFailure)).map((row) => row.id);
      const statements: string[] = [];
      let failure: unknown;
      if (firstFailure !== -1) {
        failure = (results[firstFailure] as PromiseRejectedResult).reason;
        const message = String((failure as Error)?.message ?? failure).slice(0, 500);
        statements.push(`UPDATE outbox SET attempts = attempts + 1, last_error = ${client.escapeLiteral(message)} WHERE id = ${client.escapeLiteral(rows[firstFailure]!.id)}`);
      }
      if (sentIds.length) statements.push(`UPDATE outbox SET sent_at = now() WHERE id IN (${sentIds.map((id) => client.escapeLiteral(id)).join(', ')})`);
      statements.push('COMMIT');
      await client.query(statements.join('; '));
      open = false;
      if (sentIds.length) this.published.inc(sentIds.length);
      if (failure) throw failure;
      return rows.length;
    } catch (error) {
      if (open) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.removeListener('error', dropped);
      client.release();
    }
  }

  private publishRow(row: OutboxRow) {
    return this.publish(row.id, row.subject, row.payload, row.headers);
  }

  private publish(id: string, subject: string, payload: string, headers: Record<string, string> | null) {
    return this.js!.publish(subject, payload, id, headers, 5000);
  }

  /** Wakes the relay now (after a handler that wrote outbox rows has committed). */
  nudge(): void {
    this.notified = true;
    this.wake?.();
  }

  private sleep(ms: number): Promise<void> {
    if (this.notified || !this.running) {
      this.notified = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined = undefined;
      const done = () => {
        clearTimeout(timer);
        this.notified = false;
        this.wake = undefined;
        resolve();
      };
      timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  /** A dedicated connection LISTENs for commits that wrote outbox rows. */
  private async listen(): Promise<void> {
    while (this.running) {
      const client = new pg.Client({ connectionString: this.databaseUrl() });
      // From the start: a connection dropped before the LISTEN is set up must not end the process either.
      const closed = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
      });
      try {
        await client.connect();
        this.listener = client;
        client.on('notification', () => this.nudge());
        await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
        await closed;
      } catch {
        // fall through: the 1 s poll keeps the relay working while we reconnect
      }
      await client.end().catch(() => undefined);
      if (this.running) await new Promise((r) => setTimeout(r, 1000));
    }
  }

  /**
   * An idle connection dropped by the server (a Postgres restart or failover) is an 'error' event on
   * the pool, which would crash the process if nobody listened: the pool discards that connection and
   * the next batch opens a new one, so it is only logged.
   */
  private newBatchPool(): pg.Pool {
    const pool = new pg.Pool({ connectionString: this.databaseUrl(), max: 1 });
    pool.on('error', (error) => this.logger.warn({ err: error }, 'outbox relay: an idle database connection closed; reconnecting on the next batch'));
    return pool;
  }

  /** The service's database, as its DataSource was configured (the platform always configures a url). */
  private databaseUrl(): string | undefined {
    return (this.dataSource.options as { url?: string }).url;
  }
}
