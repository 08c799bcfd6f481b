import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGGER, WorkerThreadClient, type Logger } from '@converge/platform';
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
  private readonly thread: WorkerThreadClient<{ image: Uint8Array }, PhotoScores>;

  constructor(@Inject(LOGGER) logger: Logger) {
    // Compiled: photo-classifier.worker.js beside this file; from source (tests): the .ts file.
    const here = fileURLToPath(import.meta.url);
    this.thread = new WorkerThreadClient({
      file: path.join(path.dirname(here), `photo-classifier.worker${path.extname(here)}`),
      name: 'the photo classifier',
      timeoutMs: CLASSIFY_TIMEOUT_MS,
      logger,
    });
  }

  /** The label probabilities of one image (any format sharp reads). */
  classify(image: Buffer): Promise<PhotoScores> {
    return this.thread.request({ image: new Uint8Array(image) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.thread.stop();
  }
}
