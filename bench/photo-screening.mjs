// Photo screening: CPU and wall time to classify one stored photo for nudity, exactly as the identity
// service's classifier thread does it (the built worker: sharp decode → 224×224 RGB → nsfwjs
// MobileNetV2 on the pure-JS tfjs CPU backend). The photos are 1600×1200 WebP, the size identity stores.
// CPU is the whole process's (the thread, sharp's libvips threads; the bench's own thread only waits).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { percentile } from './lib.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const workerFile = path.resolve(here, '../services/identity/dist/screening/photo-classifier.worker.js');
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
/** The budget per photo this row is held to. */
const CPU_BUDGET_MS = 1500;

/** A photo-like picture: smooth colour fields plus grain (a flat colour would decode unrealistically fast). */
async function photo(seed) {
  const sharp = require('sharp');
  const w = 160;
  const h = 120;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const grain = ((i + seed) * 2654435761) >>> 27;
      raw[i] = (x * 1.5 + seed * 37 + grain) & 255;
      raw[i + 1] = (y * 2 + seed * 11 + grain) & 255;
      raw[i + 2] = (x + y + seed * 53) & 255;
    }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(1600, 1200)
    .webp({ quality: 82 })
    .toBuffer();
}

const cpuMs = (usage) => (usage.user + usage.system) / 1000;

export async function run() {
  if (!existsSync(workerFile)) throw new Error('build first (node scripts/build.mjs --backend)');
  const images = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i)));
  const rssBefore = process.memoryUsage().rss;
  const worker = new Worker(workerFile);
  let next = 0;
  const classify = (image) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      const onMessage = (message) => {
        if (message.id !== id) return;
        worker.off('message', onMessage);
        if (message.error) reject(new Error(message.error));
        else resolve(message.result);
      };
      worker.on('message', onMessage);
      worker.postMessage({ id, image: new Uint8Array(image) });
    });
  try {
    // The first photo also loads the model (once per service process, on the first photo it screens).
    let cpu = process.cpuUsage();
    let t0 = performance.now();
    await classify(images[0]);
    const loadWall = performance.now() - t0;
    const loadCpu = cpuMs(process.cpuUsage(cpu));
    const rssMb = (process.memoryUsage().rss - rssBefore) / 1e6;

    const walls = [];
    const cpus = [];
    const started = performance.now();
    for (const image of images) {
      cpu = process.cpuUsage();
      t0 = performance.now();
      await classify(image);
      walls.push(performance.now() - t0);
      cpus.push(cpuMs(process.cpuUsage(cpu)));
    }
    const elapsed = (performance.now() - started) / 1000;
    walls.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    const p99Cpu = percentile(cpus, 99);
    return [
      {
        scenario: 'photo screening: CPU ms per photo',
        p50Ms: percentile(cpus, 50),
        p99Ms: p99Cpu,
        note: `${p99Cpu <= CPU_BUDGET_MS ? 'within' : 'OVER'} the ${CPU_BUDGET_MS} ms budget; ${PHOTOS} photos 1600×1200 WebP, nsfwjs MobileNetV2, tfjs CPU, one thread`,
      },
      {
        scenario: 'photo screening: wall ms per photo',
        p50Ms: percentile(walls, 50),
        p99Ms: percentile(walls, 99),
        note: `${(PHOTOS / elapsed).toFixed(2)} photos/s; model load + first photo ${loadWall.toFixed(0)} ms wall / ${loadCpu.toFixed(0)} ms CPU; RSS +${rssMb.toFixed(0)} MB`,
      },
    ];
  } finally {
    await worker.terminate();
  }
}
