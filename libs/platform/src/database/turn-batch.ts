import { AsyncResource } from 'node:async_hooks';

interface Waiting<A, R> {
  arg: A;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * The calls made in one turn of the event loop, answered by one call for all of them: one statement
 * and one round trip for the reads that arrive together, instead of one each. Under load a read's
 * fixed costs (the protocol round trip, waking a Postgres backend, executor start-up) are most of what
 * it costs; a batch pays them once. At most `max` calls go in one batch; a turn with more sends
 * several, at once. Batches are not held back behind each other: a read has no order to keep.
 *
 * `answer` gets the calls' arguments in order and must answer one result per argument, in the same
 * order. When it fails, every call of that batch fails with its error: meant for reads, where one
 * argument cannot fail alone (for writes that can, see how likes retry a failed batch one by one).
 */
export class TurnBatch<A, R> {
  private waiting: Array<Waiting<A, R>> = [];
  private flushQueued = false;
  /** A batch serves many requests, so it runs outside any one request's context. */
  private readonly outsideRequests = new AsyncResource('TurnBatch');

  constructor(
    private readonly answer: (args: A[]) => Promise<R[]>,
    private readonly max = 64,
  ) {}

  call(arg: A): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ arg, resolve, reject });
      if (this.flushQueued) return;
      this.flushQueued = true;
      this.outsideRequests.runInAsyncScope(() => setImmediate(() => this.flush()));
    });
  }

  private flush(): void {
    this.flushQueued = false;
    const waiting = this.waiting;
    this.waiting = [];
    for (let start = 0; start < waiting.length; start += this.max) void this.send(waiting.slice(start, start + this.max));
  }

  private async send(batch: Array<Waiting<A, R>>): Promise<void> {
    try {
      const results = await this.answer(batch.map((call) => call.arg));
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} calls got ${results.length} answers`);
      batch.forEach((call, i) => call.resolve(results[i]!));
    } catch (error) {
      for (const call of batch) call.reject(error);
    }
  }
}
