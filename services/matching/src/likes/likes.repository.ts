import { AsyncResource } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { isUuid } from '@converge/contracts';
import { NamedSql, returnedRows } from '@converge/platform';
import { LIKE_FUNCTION } from './like-function.js';
import { LIKE_BATCH_FUNCTION } from './like-batch-function.js';
import type { LikeRow } from './likes.rules.js';

/**
 * The like, its checks, the match and their events in one call (see like-function.ts). The stored
 * envelopes come back as text: they go to the relay as they are (RawJson), not parsed and serialised
 * again; only a new match's is parsed, for the reply.
 */
const LIKE = new NamedSql(
  `${LIKE_FUNCTION}_call_text`,
  `SELECT existing, allowed, visible, like_id, like_venue_id, reverse, found_match_id, match_id, match_venue_id, match_venue_name,
     match_created_at, blocked, like_event::text AS like_event, match_event::text AS match_event
   FROM ${LIKE_FUNCTION}(${Array.from({ length: 20 }, (_, i) => `$${i + 1}`).join(', ')})`,
);

/** Many likes in one call (see like-batch-function.ts): one array per argument of LIKE, one row per like, `ordinal` 1-based. */
const LIKE_BATCH = new NamedSql(
  `${LIKE_BATCH_FUNCTION}_call_text`,
  `SELECT ordinal, existing, allowed, visible, like_id, like_venue_id, reverse, found_match_id, match_id, match_venue_id, match_venue_name,
     match_created_at, blocked, like_event::text AS like_event, match_event::text AS match_event
   FROM ${LIKE_BATCH_FUNCTION}(${Array.from({ length: 20 }, (_, i) => `$${i + 1}`).join(', ')})`,
);

/** What a like call answers: the like function's row, with the stored envelopes as JSON text. */
export type LikeCallRow = Omit<LikeRow, 'like_event' | 'match_event'> & { like_event: string | null; match_event: string | null };

/** The arguments of one like-function call, in its parameter order. */
export interface LikeCall {
  me: string;
  toUserId: string;
  venueId: string | null;
  likeId: string;
  contextMessage: string | null;
  matchId: string;
  pair: string;
  likeEventValues: unknown[];
  matchEventValues: unknown[];
  createdAt: string;
}

/** All SQL of likes and passes. */
@Injectable()
export class LikesRepository {
  private readonly pairs: KeyedConnections;

  constructor(private readonly dataSource: DataSource) {
    this.pairs = new KeyedConnections(dataSource);
  }

  /** Runs the work for one pair after the pair's earlier likes in this process, on one connection (KeyedConnections). */
  onPair<T>(pair: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.pairs.run(pair, work);
  }

  async like(manager: EntityManager, c: LikeCall): Promise<LikeCallRow> {
    const rows = await manager.query(LIKE.query, [c.me, c.toUserId, c.venueId, c.likeId, c.contextMessage, c.matchId, c.pair, ...c.likeEventValues, ...c.matchEventValues, c.createdAt]);
    return rows[0];
  }

  /**
   * Writes the likes in one call of the batch function and answers each like's row, in the order
   * given. The call is one statement and so one transaction: it writes all of them or none.
   */
  async likeBatch(calls: readonly LikeCall[]): Promise<LikeCallRow[]> {
    const column = (pick: (c: LikeCall) => unknown) => calls.map(pick);
    const outboxColumns = (pick: (c: LikeCall) => unknown[]) => Array.from({ length: 6 }, (_, i) => column((c) => pick(c)[i]));
    const rows: Array<LikeCallRow & { ordinal: number }> = await this.dataSource.query(LIKE_BATCH.query, [
      column((c) => c.me),
      column((c) => c.toUserId),
      column((c) => c.venueId),
      column((c) => c.likeId),
      column((c) => c.contextMessage),
      column((c) => c.matchId),
      column((c) => c.pair),
      ...outboxColumns((c) => c.likeEventValues),
      ...outboxColumns((c) => c.matchEventValues),
      column((c) => c.createdAt),
    ]);
    const answers = new Array<LikeCallRow>(calls.length);
    for (const { ordinal, ...row } of rows) answers[ordinal - 1] = row;
    if (rows.length !== calls.length || answers.includes(undefined as never)) throw new Error(`the like batch answered ${rows.length} rows for ${calls.length} likes`);
    return answers;
  }

  /** Drops my pass of them; whether there was one. */
  async dropPass(manager: EntityManager, me: string, toUserId: string): Promise<boolean> {
    const dropped = await manager.query('DELETE FROM passes WHERE from_user_id = $1 AND to_user_id = $2 RETURNING 1', [me, toUserId]);
    return returnedRows(dropped).length > 0;
  }

  async alreadyLiked(me: string, toUserId: string): Promise<boolean> {
    const rows = await this.dataSource.query('SELECT 1 FROM likes WHERE from_user_id = $1 AND to_user_id = $2', [me, toUserId]);
    return rows.length > 0;
  }

  /** Is the caller checked in at that venue, but in professional mode? */
  async networkingAt(manager: EntityManager, me: string, venueId: string | undefined): Promise<boolean> {
    if (!venueId || !isUuid(venueId)) return false;
    const rows = await manager.query("SELECT 1 FROM active_checkins WHERE user_id = $1 AND venue_id = $2 AND expires_at > now() AND mode = 'professional'", [me, venueId]);
    return rows.length > 0;
  }

  async passed(manager: EntityManager, me: string, toUserId: string): Promise<boolean> {
    const rows = await manager.query('SELECT 1 FROM passes WHERE from_user_id = $1 AND to_user_id = $2', [me, toUserId]);
    return rows.length > 0;
  }

  async insertPass(manager: EntityManager, me: string, toUserId: string, venueId: string | null): Promise<void> {
    await manager.query('INSERT INTO passes (from_user_id, to_user_id, venue_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [me, toUserId, venueId]);
  }
}

interface KeyedWork {
  work: (manager: EntityManager) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs work one key at a time in this process: work for a key waits for the earlier work for that
 * key, and then runs on the same pooled connection, so a like waiting for the other like of its pair
 * neither holds a connection meanwhile nor queues for the pool a second time. Work for different keys
 * runs concurrently, each key holding one connection at most. Each piece of work is its own statement
 * (and so its own transaction); after a failure the rest of the queue moves to a fresh connection,
 * in case the failure was the connection's. Only likes use it, so it lives with their SQL.
 */
export class KeyedConnections {
  private readonly queues = new Map<string, KeyedWork[]>();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(key: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // Bound to the caller's async context: queued work runs inside an earlier caller's drain(), and
      // must still see its own request (request id, and the unit of work its events belong to).
      const item: KeyedWork = { work: AsyncResource.bind(work), resolve: resolve as (value: unknown) => void, reject };
      const queued = this.queues.get(key);
      if (queued) {
        queued.push(item);
        return;
      }
      const queue = [item];
      this.queues.set(key, queue);
      void this.drain(key, queue);
    });
  }

  private async drain(key: string, queue: KeyedWork[]): Promise<void> {
    let runner: QueryRunner | undefined;
    let failed = false;
    try {
      runner = this.dataSource.createQueryRunner();
      await runner.connect();
      for (let item = queue.shift(); item; item = queue.shift()) {
        try {
          item.resolve(await item.work(runner.manager));
        } catch (error) {
          item.reject(error);
          failed = true;
          break;
        }
      }
    } catch (error) {
      // No connection: everything waiting for this key fails the way a failed query would.
      for (const item of queue.splice(0)) item.reject(error);
    } finally {
      // Decide before any await: work queued for this key from now on starts a new drain.
      const more = failed && queue.length > 0;
      if (!more) this.queues.delete(key);
      const released = runner?.release().catch(() => undefined);
      if (more) void this.drain(key, queue);
      await released;
    }
  }
}
