import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LOGGER, type Logger } from '@converge/platform';
import type { PhotoScores } from './screening.rules.js';

/** A photo taking longer than this is a stuck thread: it is restarted and the job retried. */
const CLASSIFY_TIMEOUT_MS = 60_000;

/**
 * Runs the nudity model in a `worker_threads` thread of the identity service. A thread rather than a
 * separate deployable: the screening job is already a BullMQ job of this service (queue, retries,
 * sweeper, shutdown come with it), the photos are in this service's storage, and `npm start`, the
 * test stacks, docker-compose and k8s start nothing new. A thread rather than the job handler itself:
 * a ~1 s CPU-bound inference on the main thread would stall every RPC of the service meanwhile; in
 * the thread it costs one core and the event loop keeps answering. A crashed or stuck thread is
 * replaced on the next photo (the failed job retries; the sweeper catches what the retries miss).
 */
@Injectable()
export class PhotoClassifier implements OnModuleDestroy {
  private worker?: Worker;
  private next = 0;
  private stopped = false;
  private readonly waiting = new Map<number, { resolve: (s: PhotoScores) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /** The label probabilities of one image (any format sharp reads). */
  classify(image: Buffer): Promise<PhotoScores> {
    // A job still running while the service stops must not start a new thread (it would outlive the service).
    if (this.stopped) return Promise.reject(new Error('the service is stopping'));
    const worker = this.thread();
    const id = ++this.next;
    return new Promise<PhotoScores>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(new Error('the photo classifier did not answer in time'));
        void worker.terminate();
      }, CLASSIFY_TIMEOUT_MS);
      timer.unref();
      this.waiting.set(id, { resolve, reject, timer });
      worker.postMessage({ id, image: new Uint8Array(image) });
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('the service is stopping'));
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    // Compiled: photo-classifier.worker.js beside this file; from source (tests): the .ts file.
    const here = fileURLToPath(import.meta.url);
    const worker = new Worker(path.join(path.dirname(here), `photo-classifier.worker${path.extname(here)}`));
    worker.unref();
    worker.on('message', (message: { id: number; scores?: PhotoScores; error?: string }) => {
      const pending = this.waiting.get(message.id);
      if (!pending) return;
      this.waiting.delete(message.id);
      clearTimeout(pending.timer);
      if (message.scores) pending.resolve(message.scores);
      else pending.reject(new Error(`the photo could not be classified: ${message.error}`));
    });
    worker.on('error', (error) => this.logger.warn({ err: error }, 'photo classifier thread failed'));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error(`the photo classifier thread stopped (exit code ${code})`));
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
