import { AsyncResource } from 'node:async_hooks';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { LikesRepository, type LikeCall, type LikeCallRow } from './likes.repository.js';

interface WaitingLike {
  call: LikeCall;
  resolve: (row: LikeCallRow) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the likes that reach this process in one turn of the event loop and writes them in one call
 * of the batch function (like-batch-function.ts): one round trip, one transaction and one commit for
 * all of them. Under load, per-call costs (the protocol round trip, executor start-up, the commit's
 * WAL flush) were most of a like's Postgres CPU; a batch pays them once.
 *
 * - At most LIKE_BATCHES_IN_FLIGHT batches are written at once; likes arriving meanwhile wait for the
 *   next one, so a batch grows with the load instead of the number of calls.
 * - A like whose pair is in a batch being written waits for that batch: it would wait for the pair's
 *   lock anyway, and holding the next batch (and all its pairs' locks) behind it would make every like
 *   in it wait too. The likes of one pair therefore go to Postgres in the order they arrived.
 * - A batch is one transaction: when it fails, nothing was written, and each of its likes is tried again
 *   alone, so the like that failed gets its own error and the others their answers.
 */
@Injectable()
export class LikeBatches {
  private waiting: WaitingLike[] = [];
  private readonly pairsBeingWritten = new Set<string>();
  private batchesInFlight = 0;
  private flushQueued = false;
  /** Batches are written outside any request's context: one batch serves many requests. */
  private readonly outsideRequests = new AsyncResource('LikeBatches');

  constructor(
    private readonly likes: LikesRepository,
    @Inject(CONFIG) private readonly config: MatchingConfig,
  ) {}

  /** Resolves with this like's row once its batch has committed; rejects with this like's own error. */
  like(call: LikeCall): Promise<LikeCallRow> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, resolve, reject });
      this.flushAtEndOfTurn();
    });
  }

  private flushAtEndOfTurn(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    this.outsideRequests.runInAsyncScope(() =>
      setImmediate(() => {
        this.flushQueued = false;
        this.flush();
      }),
    );
  }

  private flush(): void {
    while (this.batchesInFlight < this.config.LIKE_BATCHES_IN_FLIGHT && this.waiting.length > 0) {
      const batch: WaitingLike[] = [];
      const later: WaitingLike[] = [];
      for (const like of this.waiting) {
        // A pair held back stays held back for the rest of this pass, so its likes keep their order.
        if (batch.length < this.config.LIKE_BATCH_MAX && !this.pairsBeingWritten.has(like.call.pair)) batch.push(like);
        else later.push(like);
      }
      if (batch.length === 0) return;
      this.waiting = later;
      void this.write(batch);
    }
  }

  private async write(batch: WaitingLike[]): Promise<void> {
    this.batchesInFlight++;
    // A pair is in one batch at a time (flush holds it back otherwise), however many of its likes that batch has.
    for (const { call } of batch) this.pairsBeingWritten.add(call.pair);
    try {
      const rows = await this.likes.likeBatch(batch.map((like) => like.call)).catch((error: unknown) => (batch.length === 1 ? Promise.reject(error) : null));
      if (rows) batch.forEach((like, i) => like.resolve(rows[i]!));
      // The batch wrote nothing: each like alone, in order, so only the one that fails hears of it.
      else for (const like of batch) await this.likes.likeBatch([like.call]).then(([row]) => like.resolve(row!), like.reject);
    } catch (error) {
      for (const like of batch) like.reject(error);
    } finally {
      for (const { call } of batch) this.pairsBeingWritten.delete(call.pair);
      this.batchesInFlight--;
      if (this.waiting.length > 0) this.flushAtEndOfTurn();
    }
  }
}
