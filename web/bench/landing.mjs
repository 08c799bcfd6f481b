// Landing-page figures for `npm run bench` (issue 3): the JavaScript the landing route downloads,
// gzipped (target ≤ 150 KiB), and its largest contentful paint in headless Chromium on localhost
// (target ≤ 1 s). Serves web/dist with `vite preview`; build first (`npm run build -w web`).
// With no backend on :8080 /api/auth/user fails fast and the signed-out landing renders, which
// is exactly what a new visitor sees. Prints one JSON line per figure.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(webDir, 'dist');
const require = createRequire(path.join(webDir, 'package.json'));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build -w web` first.');
  process.exit(1);
}

// 1. Landing JavaScript: the entry module plus every chunk index.html preloads.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gzBytes = [...new Set(scripts)].reduce((sum, s) => sum + gzipSync(readFileSync(path.join(dist, s)), { level: 9 }).length, 0);
const kib = gzBytes / 1024;
console.log(JSON.stringify({ figure: 'landing JS gzipped', value: Number(kib.toFixed(1)), unit: 'KiB', target: '<= 150', ok: kib <= 150 }));

// 2. LCP of "/" in headless Chromium (median of RUNS cold loads, cache disabled per context).
const { preview } = await import(require.resolve('vite'));
const server = await preview({ root: webDir, logLevel: 'silent', preview: { port: 0, strictPort: false } });
const url = server.resolvedUrls.local[0];
const { chromium } = require('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const lcps = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByText('Find Your Match').waitFor({ timeout: 10_000 });
    // LCP is final once nothing larger paints; a short settle then read the last entry.
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    lcps.push(lcp);
    await context.close();
  }
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
}
lcps.sort((a, b) => a - b);
const median = lcps[Math.floor(lcps.length / 2)];
console.log(JSON.stringify({ figure: 'landing LCP (median)', value: Math.round(median), unit: 'ms', runs: RUNS, target: '<= 1000', ok: median <= 1000 }));
