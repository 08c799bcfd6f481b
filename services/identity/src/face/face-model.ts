import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGGER, WorkerThreadClient, type Logger } from '@converge/platform';
import type { FaceAnalysis } from './face-check.rules.js';

/** An image taking longer than this is a stuck thread: it is restarted and the job retried. */
const ANALYSE_TIMEOUT_MS = 90_000;

/**
 * Runs @vladmandic/human (face detection, mesh, iris, emotion, the face description embedding,
 * anti-spoofing and liveness) on tfjs's WebAssembly backend in a `worker_threads` thread of the identity
 * service, the way PhotoClassifier runs the nudity model: the BullMQ jobs of this service feed it, the
 * event loop keeps answering RPCs while it works, the models are loaded once per thread (on the first
 * image), and a crashed or stuck thread is replaced on the next image (the failed job retries; a sweeper
 * catches the rest).
 */
@Injectable()
export class FaceModel implements OnModuleDestroy {
  private readonly thread: WorkerThreadClient<{ image: Uint8Array }, FaceAnalysis>;

  constructor(@Inject(LOGGER) logger: Logger) {
    // Compiled: face-model.worker.js beside this file; from source (tests): the .ts file.
    const here = fileURLToPath(import.meta.url);
    this.thread = new WorkerThreadClient({ file: path.join(path.dirname(here), `face-model.worker${path.extname(here)}`), name: 'the face model', timeoutMs: ANALYSE_TIMEOUT_MS, logger });
  }

  /** Every face found in one image (any format sharp reads), with its scores, pose and embedding. */
  analyse(image: Buffer): Promise<FaceAnalysis> {
    return this.thread.request({ image: new Uint8Array(image) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.thread.stop();
  }
}
