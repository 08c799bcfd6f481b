// Lighthouse mobile figures for `npm run bench`: the landing (in every language: `/`, `/de/`, …) and /auth
// under Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown, Moto G-sized screen),
// driving /usr/bin/chromium. Build first (`node scripts/build.mjs`).
//
// web/dist is served the way the gateway serves it (bench/serve-dist.mjs). Prints one JSON line per figure; LH_PAGES=/,/auth picks pages.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from './serve-dist.mjs';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// LH_DIST measures another build (e.g. a checkout before this change) the same way.
const dist = process.env.LH_DIST ?? path.join(webDir, 'dist');
const require = createRequire(path.join(webDir, 'package.json'));
const PAGES = (process.env.LH_PAGES ?? '/,/de/,/fr/,/es/,/ar/,/auth').split(',');
const isLanding = (page) => page === '/' || /^\/[a-z]{2}\/$/.test(page);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, lcpMs: 2000 };

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `node scripts/build.mjs` first.');
  process.exit(1);
}

const server = await serveDist(dist);
const { base } = server;

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
    const name = page === '/' ? 'landing' : isLanding(page) ? `landing ${page}` : page;
    // LH_SAVE=<dir> keeps each page's full report (lhr JSON) for a closer look.
    if (process.env.LH_SAVE) writeFileSync(path.join(process.env.LH_SAVE, `lighthouse-${name.replace(/\W+/g, '') || 'landing'}.json`), JSON.stringify(result.lhr));
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
    for (const c of ['performance', 'accessibility', 'best-practices']) {
      console.log(JSON.stringify({ figure: `lighthouse ${name} ${c}`, value: score(c), unit: 'score', target: `>= ${TARGETS[c]}`, ok: score(c) >= TARGETS[c] }));
    }
    if (isLanding(page)) {
      // The landing's JavaScript as the phone downloaded it during the run (gzip on the wire), on-demand chunks included.
      const scripts = audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
      const kib = scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024;
      console.log(JSON.stringify({ figure: `${name} JS gzipped (lighthouse pages)`, value: Number(kib.toFixed(1)), unit: 'KiB', scripts: scripts.length, target: '<= 100', ok: kib <= 100 }));
    }
    const lcp = Math.round(audits['largest-contentful-paint'].numericValue);
    const fcp = Math.round(audits['first-contentful-paint'].numericValue);
    console.log(JSON.stringify({ figure: `lighthouse ${name} LCP`, value: lcp, unit: 'ms', target: `<= ${TARGETS.lcpMs}`, ok: lcp <= TARGETS.lcpMs }));
    console.log(JSON.stringify({ figure: `lighthouse ${name} FCP`, value: fcp, unit: 'ms', target: '-', ok: true }));
    if (process.env.LH_VERBOSE) {
      for (const [id, a] of Object.entries(audits))
        if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative') console.error(`  ${name}: ${id} ${a.score} ${a.displayValue ?? ''}`);
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}
