// Lighthouse mobile figures for `npm run bench` (issue 20, "Fast on a real phone"): the landing and /auth
// under Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown, Moto G-sized screen),
// driving /usr/bin/chromium. Build first (`node scripts/build.mjs`).
//
// web/dist is served the way the gateway serves it (prerendered public pages by path, the app shell
// otherwise, hashed assets immutable; /api answers 401 as for a signed-out visitor), gzip-compressed as
// a production proxy/ingress sends it. Prints one JSON line per figure; LH_PAGES=/,/auth picks pages.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// LH_DIST measures another build (e.g. a checkout before this change) the same way.
const dist = process.env.LH_DIST ?? path.join(webDir, 'dist');
const require = createRequire(path.join(webDir, 'package.json'));
const PAGES = (process.env.LH_PAGES ?? '/,/auth').split(',');
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, lcpMs: 2000 };

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `node scripts/build.mjs` first.');
  process.exit(1);
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8', '.json': 'application/json' };
const shell = readFileSync(path.join(dist, 'index.html'));
const prerendered = (p) => {
  const file = path.join(dist, 'prerendered', `${p === '/' ? 'landing' : p.slice(1)}.html`);
  return existsSync(file) ? readFileSync(file) : undefined;
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (status, type, body, cache = 'no-cache') => {
    const gz = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024;
    res.writeHead(status, { 'content-type': type, 'cache-control': cache, ...(gz ? { 'content-encoding': 'gzip' } : {}) });
    res.end(gz ? gzipSync(body) : body);
  };
  if (url.pathname === '/api/auth/session') return send(200, 'application/json', Buffer.from('{"signedIn":false}'), 'no-store');
  if (url.pathname.startsWith('/api/')) return send(401, 'application/json', Buffer.from('{"code":"UNAUTHORIZED","message":"Please sign in to continue."}'));
  const file = path.join(dist, path.normalize(url.pathname));
  if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile() && !url.pathname.startsWith('/prerendered/')) {
    const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    return send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', readFileSync(file), cache);
  }
  send(200, TYPES['.html'], prerendered(url.pathname.replace(/\/+$/, '') || '/') ?? shell);
});
// The landing's JavaScript as a phone downloads it: the entry plus every chunk the prerendered landing preloads.
{
  const html = (prerendered('/') ?? shell).toString('utf8');
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const kib = [...scripts].reduce((sum, s) => sum + gzipSync(readFileSync(path.join(dist, s)), { level: 9 }).length, 0) / 1024;
  console.log(JSON.stringify({ figure: 'landing JS gzipped (lighthouse pages)', value: Number(kib.toFixed(1)), unit: 'KiB', target: '<= 100', ok: kib <= 100 }));
}

await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const { default: lighthouse } = await import(require.resolve('lighthouse'));
const chromeLauncher = await import(require.resolve('chrome-launcher'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    const { categories, audits } = result.lhr;
    const name = page === '/' ? 'landing' : page;
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
    for (const c of ['performance', 'accessibility', 'best-practices']) {
      console.log(JSON.stringify({ figure: `lighthouse ${name} ${c}`, value: score(c), unit: 'score', target: `>= ${TARGETS[c]}`, ok: score(c) >= TARGETS[c] }));
    }
    const lcp = Math.round(audits['largest-contentful-paint'].numericValue);
    const fcp = Math.round(audits['first-contentful-paint'].numericValue);
    console.log(JSON.stringify({ figure: `lighthouse ${name} LCP`, value: lcp, unit: 'ms', target: `<= ${TARGETS.lcpMs}`, ok: lcp <= TARGETS.lcpMs }));
    console.log(JSON.stringify({ figure: `lighthouse ${name} FCP`, value: fcp, unit: 'ms', target: '-', ok: true }));
    if (process.env.LH_VERBOSE) {
      for (const [id, a] of Object.entries(audits)) if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative') console.error(`  ${name}: ${id} ${a.score} ${a.displayValue ?? ''}`);
    }
  }
} finally {
  await chrome.kill();
  await new Promise((resolve) => server.close(resolve));
}
