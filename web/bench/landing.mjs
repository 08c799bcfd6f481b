// Landing-page figures for `npm run bench`: the JavaScript the landing downloads,
// gzipped — counted from what headless Chromium actually fetched while the page loaded and settled,
// so code loaded on demand counts too (target ≤ 150 KiB; the stricter ≤ 100 KiB of the first load is in lighthouse.mjs)
// — and its largest contentful paint on localhost (target ≤ 1 s). web/dist is served as the gateway
// serves it (bench/serve-dist.mjs: the prerendered landing, a signed-out visitor); build first
// (`node scripts/build.mjs`). Prints one JSON line per figure.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serveDist } from './serve-dist.mjs';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(webDir, 'dist');
const require = createRequire(path.join(webDir, 'package.json'));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `node scripts/build.mjs` first.');
  process.exit(1);
}

const server = await serveDist(dist);
const { chromium } = require('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const lcps = [];
const scripts = new Set();
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(server.base);
    await page.getByText('Find Your Match').waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    // LCP is final once nothing larger paints; read the last entry.
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
  await server.close();
}
const gzBytes = [...scripts].reduce((sum, s) => sum + gzipSync(readFileSync(path.join(dist, s)), { level: 9 }).length, 0);
const kib = gzBytes / 1024;
console.log(JSON.stringify({ figure: 'landing JS gzipped', value: Number(kib.toFixed(1)), unit: 'KiB', scripts: scripts.size, target: '<= 150', ok: kib <= 150 }));
lcps.sort((a, b) => a - b);
const median = lcps[Math.floor(lcps.length / 2)];
console.log(JSON.stringify({ figure: 'landing LCP (median)', value: Math.round(median), unit: 'ms', runs: RUNS, target: '<= 1000', ok: median <= 1000 }));
