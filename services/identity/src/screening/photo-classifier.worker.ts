// The nudity classifier's thread. It imports only packages (no relative imports, only erasable
// TypeScript) so the same file runs compiled (dist) and as source (tests, Node strips the types).
import { parentPort } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs';
import { load, type NSFWJS } from 'nsfwjs';
import sharp from 'sharp';

const SIZE = 224;
let model: Promise<NSFWJS> | undefined;

/**
 * nsfwjs ships MobileNetV2's graph and weights inside the package (`nsfwjs/models/mobilenet_v2`)
 * and loads them from memory: nothing is fetched. Loaded on the first photo, not at start, so a
 * service (or a test) that never screens pays neither the ~3 s nor the ~100 MB.
 */
function loadModel(): Promise<NSFWJS> {
  model ??= (async () => {
    // The pure-JS CPU backend: no native download (tfjs-node) and no GPU.
    await tf.setBackend('cpu');
    // Production mode: skips tfjs's debug checks and its "install tfjs-node" banner.
    tf.enableProdMode();
    const info = console.info;
    console.info = () => undefined; // nsfwjs announces the model it loads on every start
    try {
      return await load('MobileNetV2');
    } finally {
      console.info = info;
    }
  })();
  return model;
}

/** The whole picture squeezed to 224×224 RGB, as the model was trained (no crop: nothing escapes at the edges). */
async function pixels(image: Uint8Array): Promise<tf.Tensor3D> {
  const { data } = await sharp(image, { limitInputPixels: 100_000_000 }).rotate().removeAlpha().resize(SIZE, SIZE, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [SIZE, SIZE, 3], 'int32');
}

parentPort!.on('message', async (message: { id: number; image: Uint8Array }) => {
  try {
    const net = await loadModel();
    const input = await pixels(message.image);
    try {
      const predictions = await net.classify(input, 5);
      const scores: Record<string, number> = {};
      for (const p of predictions) scores[p.className] = p.probability;
      parentPort!.postMessage({ id: message.id, result: scores });
    } finally {
      input.dispose();
    }
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
