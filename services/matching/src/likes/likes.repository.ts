import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '@converge/contracts';
import { NamedSql, returnedRows } from '@converge/platform';
import { LIKE_BATCH_FUNCTION } from './like-batch-function.js';
import type { LikeRow } from './likes.rules.js';

/** Many likes in one call (see like-batch-function.ts): one array per argument of the single-like function, one row per like, `ordinal` 1-based. */
const LIKE_BATCH = new NamedSql(
  `${LIKE_BATCH_FUNCTION}_call_text`,
  `SELECT ordinal, existing, allowed, visible, like_id, like_venue_id, reverse, found_match_id, match_id, match_venue_id, match_venue_name,
     match_created_at, blocked, like_event::text AS like_event, match_event::text AS match_event
   FROM ${LIKE_BATCH_FUNCTION}(${Array.from({ length: 20 }, (_, i) => `$${i + 1}`).join(', ')})`,
);

/** What a like answers: the like function's row, with the stored envelopes as JSON text. */
export type LikeCallRow = Omit<LikeRow, 'like_event' | 'match_event'> & { like_event: string | null; match_event: string | null };

/** One like's arguments, in the like function's parameter order (one array each in the batch call). */
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
  constructor(private readonly dataSource: DataSource) {}

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
