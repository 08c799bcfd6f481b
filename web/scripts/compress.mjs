// Brotli and gzip copies of every text asset in web/dist (hashed chunks,
// CSS, the app shell, the prerendered pages, the service worker, SVGs, the manifest), written beside
// each file as `<name>.br` and `<name>.gz`. The gateway sends the one the browser accepts
// (@fastify/static's preCompressed; gateway/src/static/spa-fallback.ts for the HTML it sends itself),
// so nothing is compressed per request. Runs after the prerender step (scripts/build.mjs). A copy that
// would not be smaller is not written: the original is then sent as it is.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes the .br and .gz copies for every compressible file under `dist`; returns the totals in bytes. */
export function compressDist(dist) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of files(dist)) {
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    totals.files++;
    totals.raw += raw.length;
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    totals.br += Math.min(br.length, raw.length);
    totals.gz += Math.min(gz.length, raw.length);
  }
  return totals;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
  if (!statSync(dist).isDirectory()) throw new Error(`${dist} is not a directory`);
  const t = compressDist(dist);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`compressed ${t.files} files in ${path.relative(process.cwd(), dist) || '.'}: ${kib(t.raw)} → brotli ${kib(t.br)}, gzip ${kib(t.gz)}`);
}
