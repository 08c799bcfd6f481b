import { Worker } from 'node:worker_threads';

/** Where the thread's failures are told (the service's logger fits). */
interface WarnLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

export interface WorkerThreadClientOptions {
  /** The thread's script (absolute path or file URL). */
  file: string | URL;
  /** What the thread is called in errors and logs: "the face model". */
  name: string;
  /** A request unanswered this long means a stuck thread: it is stopped, every waiting request fails, the next one starts a new thread. */
  timeoutMs: number;
  logger?: WarnLogger;
}

/**
 * A request/answer client of one `worker_threads` thread, for CPU-bound work (a model's inference) that
 * would otherwise stall the event loop. The thread is started on the first request (a service that never
 * asks pays nothing) and answers each `{ id, ...input }` message with `{ id, result }` or `{ id, error }`.
 * A crashed or stuck thread fails every waiting request and is replaced on the next one (the caller's job
 * retries); once stopped (the service shutting down) no new thread is started, so none outlives it.
 */
export class WorkerThreadClient<In extends object, Out> {
  private worker?: Worker;
  private next = 0;
  private stopped = false;
  private readonly waiting = new Map<number, { resolve: (out: Out) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();

  constructor(private readonly options: WorkerThreadClientOptions) {}

  /** Sends one request to the thread; its answer, or an error (the thread's, a crash, a timeout, stopping). */
  request(input: In): Promise<Out> {
    if (this.stopped) return Promise.reject(new Error('the service is stopping'));
    const worker = this.thread();
    const id = ++this.next;
    return new Promise<Out>((resolve, reject) => {
      const timer = setTimeout(() => {
        // Detached first: the next request starts a new thread rather than reaching this dying one
        // (its exit would fail that request too).
        if (this.worker === worker) this.worker = undefined;
        this.failAll(new Error(`${this.options.name} did not answer in time`));
        void worker.terminate();
      }, this.options.timeoutMs);
      timer.unref();
      this.waiting.set(id, { resolve, reject, timer });
      worker.postMessage({ ...input, id });
    });
  }

  /** Requests still waiting for an answer. */
  get pending(): number {
    return this.waiting.size;
  }

  /** Fails what waits and stops the thread; later requests are refused. */
  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('the service is stopping'));
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.options.file);
    // An idle thread does not keep the process alive.
    worker.unref();
    worker.on('message', (message: { id: number; result?: Out; error?: string }) => {
      const pending = this.waiting.get(message.id);
      if (!pending) return;
      this.waiting.delete(message.id);
      clearTimeout(pending.timer);
      if (message.error === undefined) pending.resolve(message.result as Out);
      else pending.reject(new Error(`${this.options.name} failed: ${message.error}`));
    });
    worker.on('error', (error) => this.options.logger?.warn({ err: error }, `${this.options.name} thread failed`));
    worker.on('exit', (code) => {
      // A thread already replaced (timed out) has failed its requests; the new thread's are not its own.
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failAll(new Error(`${this.options.name} thread stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const [id, pending] of this.waiting) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.waiting.delete(id);
    }
  }
}
