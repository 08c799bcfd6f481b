// The face model's thread. It imports only packages and node: modules (no relative imports, only
// erasable TypeScript) so the same file runs compiled (dist) and as source (tests, Node strips the types).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
/** The longest side an image is analysed at: a face large enough to match survives it, the work is bounded. */
const MAX_SIDE = 960;

/*
 * @vladmandic/human's Node build for tfjs's WebAssembly backend (its package "exports" name only the
 * tfjs-node build, which downloads a native library at install; so the file is required by path).
 * Its model files ship in the package's models/ folder; nothing is fetched at run time.
 */
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const MODELS = path.join(humanDist, '..', 'models');
const WASM = `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`;

interface Face {
  box: [number, number, number, number];
  score: number;
  real: number;
  live: number;
  embedding: number[];
  yaw: number | null;
  happy: number;
  eyesOpen: number | null;
}

const DEGREES = 180 / Math.PI;

/**
 * How open the eyes are: the gap between the lids over the height of the eye's surround, both eyes
 * averaged (the measure human's own "blink" gesture uses, from the face mesh refined by the iris model).
 */
function eyesOpen(mesh: number[][] | undefined): number | null {
  if (!mesh || mesh.length < 468) return null;
  const ratio = (lid1: number, lid2: number, rim1: number, rim2: number) => Math.abs(mesh[lid1][1] - mesh[lid2][1]) / Math.max(1e-6, Math.abs(mesh[rim1][1] - mesh[rim2][1]));
  return (ratio(374, 386, 443, 450) + ratio(145, 159, 223, 230)) / 2;
}

let human: Promise<any> | undefined;

/**
 * tfjs loads a model from a URL with `fetch`, which cannot read file:// in Node (tfjs-node registers a
 * file handler; the wasm build has none). This router answers file:// URLs from disk: the model JSON
 * (its topology and signature: without the signature the embedding output is pruned) and its weights.
 */
function fileRouter(url: unknown) {
  if (typeof url !== 'string' || !url.startsWith('file://')) return null;
  const file = url.slice('file://'.length);
  return {
    async load() {
      const json = JSON.parse(await readFile(file, 'utf8'));
      const weightSpecs: unknown[] = [];
      const parts: Buffer[] = [];
      for (const group of json.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const p of group.paths) parts.push(await readFile(path.join(path.dirname(file), p)));
      }
      const all = Buffer.concat(parts);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        modelInitializer: json.modelInitializer,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}

/** Loaded on the first image, not at start: a service (or test) that never checks a face pays nothing. */
function load(): Promise<any> {
  human ??= (async () => {
    const { Human } = require(path.join(humanDist, 'human.node-wasm.js'));
    const h = new Human({
      backend: 'wasm',
      wasmPath: WASM,
      modelBasePath: `file://${MODELS}/`,
      cacheModels: false,
      debug: false,
      warmup: 'none',
      // No result reused from the previous image: human skips models on an input that looks like the last
      // one (made for video); liveness frames of one recording look alike, and each must be judged.
      cacheSensitivity: 0,
      async: false,
      filter: { enabled: false },
      gesture: { enabled: false },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      segmentation: { enabled: false },
      face: {
        enabled: true,
        // Up to 5 faces, so "more than one face" is seen; rotated faces are straightened before the embedding.
        detector: { rotation: true, maxDetected: 5, minConfidence: 0.5, return: false },
        mesh: { enabled: true },
        // The iris model refines the eyes in the mesh (how open they are: the blink); emotion's "happy" is the smile.
        iris: { enabled: true },
        attention: { enabled: false },
        emotion: { enabled: true, minConfidence: 0 },
        gear: { enabled: false },
        description: { enabled: true },
        antispoof: { enabled: true },
        liveness: { enabled: true },
      },
    });
    h.tf.io.registerLoadRouter(fileRouter);
    await h.init();
    await h.load();
    return h;
  })();
  human.catch(() => (human = undefined));
  return human;
}

async function analyse(image: Uint8Array): Promise<{ faces: Face[]; width: number; height: number }> {
  const h = await load();
  const { data, info } = await sharp(image, { limitInputPixels: 100_000_000 })
    .rotate()
    .removeAlpha()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = h.tf.tensor4d(new Uint8Array(data.buffer, data.byteOffset, data.length), [1, info.height, info.width, 3], 'int32');
  try {
    const result = await h.detect(input);
    const faces: Face[] = result.face.map((f: any) => ({
      box: f.box,
      score: f.score ?? 0,
      real: f.real ?? 0,
      live: f.live ?? 0,
      embedding: Array.from(f.embedding ?? []),
      // Radians from the mesh (its sign: which way the face turns in the image as the camera took it).
      yaw: typeof f.rotation?.angle?.yaw === 'number' ? f.rotation.angle.yaw * DEGREES : null,
      happy: f.emotion?.find((e: { emotion: string }) => e.emotion === 'happy')?.score ?? 0,
      eyesOpen: eyesOpen(f.mesh),
    }));
    return { faces, width: info.width, height: info.height };
  } finally {
    input.dispose();
  }
}

parentPort!.on('message', async (message: { id: number; image: Uint8Array }) => {
  try {
    parentPort!.postMessage({ id: message.id, result: await analyse(message.image) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
