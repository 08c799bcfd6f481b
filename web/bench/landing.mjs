// Landing-page figures for `npm run bench`, for the landing in every language (`/`, `/de/`, … each
// prerendered in its language): the JavaScript the landing downloads,
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
const LANDINGS = [
  { url: '/', lang: 'en' },
  { url: '/de/', lang: 'de' },
  { url: '/fr/', lang: 'fr' },
  { url: '/es/', lang: 'es' },
  { url: '/ar/', lang: 'ar' },
];
/** The landing's sign-up button in that language (its words come from the translation files). */
const registerText = (lang) => JSON.parse(readFileSync(path.join(webDir, 'src/locales', lang, 'landing.json'), 'utf8'))['cta.register'];
const figures = [];
try {
  for (const { url, lang } of LANDINGS) figures.push({ url, ...(await measure(url, lang)) });
} finally {
  await browser.close();
  await server.close();
}

async function measure(url, lang) {
  const lcps = [];
  const scripts = new Set();
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang });
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(server.base + url);
    await page.getByText(registerText(lang)).waitFor({ timeout: 10_000 });
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
  const gzBytes = [...scripts].reduce((sum, s) => sum + gzipSync(readFileSync(path.join(dist, s)), { level: 9 }).length, 0);
  lcps.sort((a, b) => a - b);
  return { kib: gzBytes / 1024, scripts: scripts.size, median: lcps[Math.floor(lcps.length / 2)] };
}

for (const { url, kib, scripts, median } of figures) {
  // English keeps the figures' old names, so earlier runs compare.
  const name = url === '/' ? 'landing' : `landing ${url}`;
  console.log(JSON.stringify({ figure: `${name} JS gzipped`, value: Number(kib.toFixed(1)), unit: 'KiB', scripts, target: '<= 150', ok: kib <= 150 }));
  console.log(JSON.stringify({ figure: `${name} LCP (median)`, value: Math.round(median), unit: 'ms', runs: RUNS, target: '<= 1000', ok: median <= 1000 }));
}
