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
 * order. When it fails, every call of that batch fails with its error: right for reads, where one
 * argument cannot fail alone. Writes that can (one bad row makes the whole transaction fail) give
 * `alone`: a call that is alone in its turn is answered by it, and when a batch fails, each of its calls
 * is tried again by it, one after another in order, so that only the one that fails hears of it. Such
 * a batch must be one transaction (it wrote nothing when it failed). A batch answered with the wrong
 * number of results is not tried again: whatever it did stands, and its calls fail.
 */
export class TurnBatch<A, R> {
  private waiting: Array<Waiting<A, R>> = [];
  private flushQueued = false;
  /** A batch serves many requests, so it runs outside any one request's context. */
  private readonly outsideRequests = new AsyncResource('TurnBatch');

  private readonly max: number;
  private readonly alone?: (arg: A) => Promise<R>;

  constructor(
    private readonly answer: (args: A[]) => Promise<R[]>,
    { max = 64, alone }: { max?: number; alone?: (arg: A) => Promise<R> } = {},
  ) {
    this.max = max;
    this.alone = alone;
  }

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
    const alone = this.alone;
    if (alone && batch.length === 1) return alone(batch[0]!.arg).then(batch[0]!.resolve, batch[0]!.reject);
    let results: R[];
    try {
      results = await this.answer(batch.map((call) => call.arg));
    } catch (error) {
      if (!alone) for (const call of batch) call.reject(error);
      else for (const call of batch) await alone(call.arg).then(call.resolve, call.reject);
      return;
    }
    if (results.length !== batch.length) {
      const error = new Error(`a batch of ${batch.length} calls got ${results.length} answers`);
      for (const call of batch) call.reject(error);
      return;
    }
    batch.forEach((call, i) => call.resolve(results[i]!));
  }
}
