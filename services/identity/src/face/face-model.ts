import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LOGGER, type Logger } from '@converge/platform';
import type { FaceAnalysis } from './face-check.rules.js';

/** An image taking longer than this is a stuck thread: it is restarted and the job retried. */
const ANALYSE_TIMEOUT_MS = 90_000;

/**
 * Runs @vladmandic/human (face detection, mesh, the face description embedding, anti-spoofing and
 * liveness) on tfjs's WebAssembly backend in a `worker_threads` thread of the identity service, the way
 * PhotoClassifier runs the nudity model: the BullMQ jobs of this service feed it, the event loop keeps
 * answering RPCs while it works, the models are loaded once per thread (on the first image), and a
 * crashed or stuck thread is replaced on the next image (the failed job retries; a sweeper catches the rest).
 */
@Injectable()
export class FaceModel implements OnModuleDestroy {
  private worker?: Worker;
  private next = 0;
  private stopped = false;
  private readonly waiting = new Map<number, { resolve: (a: FaceAnalysis) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /** Every face found in one image (any format sharp reads), with its scores and embedding. */
  analyse(image: Buffer): Promise<FaceAnalysis> {
    if (this.stopped) return Promise.reject(new Error('the service is stopping'));
    const worker = this.thread();
    const id = ++this.next;
    return new Promise<FaceAnalysis>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(new Error('the face model did not answer in time'));
        void worker.terminate();
      }, ANALYSE_TIMEOUT_MS);
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
    // Compiled: face-model.worker.js beside this file; from source (tests): the .ts file.
    const here = fileURLToPath(import.meta.url);
    const worker = new Worker(path.join(path.dirname(here), `face-model.worker${path.extname(here)}`));
    worker.unref();
    worker.on('message', (message: { id: number; analysis?: FaceAnalysis; error?: string }) => {
      const pending = this.waiting.get(message.id);
      if (!pending) return;
      this.waiting.delete(message.id);
      clearTimeout(pending.timer);
      if (message.analysis) pending.resolve(message.analysis);
      else pending.reject(new Error(`the image could not be analysed: ${message.error}`));
    });
    worker.on('error', (error) => this.logger.warn({ err: error }, 'face model thread failed'));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error(`the face model thread stopped (exit code ${code})`));
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
