// Build step after `vite build` (issue 20): renders the public pages to HTML (src/prerender/entry.tsx,
// bundled by `vite build --ssr` into .prerender/) and writes web/dist/prerendered/<page>.html with the
// page inside #root and the stylesheet inlined (no render-blocking CSS request). The gateway serves
// these for their paths; every other path keeps the empty shell dist/index.html.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const { render, PAGES } = await import(pathToFileURL(path.join(webDir, '.prerender/entry.js')).href);
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// Inline the stylesheet: one round trip less before first paint on a slow phone network.
const cssLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const cssHref = shell.match(cssLink)?.[1];
const css = cssHref ? readFileSync(path.join(dist, cssHref), 'utf8') : '';

/** The route module's chunk and its imports, preloaded so the page's code arrives with the entry. */
function preloads(source) {
  const seen = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  if (source) walk(source);
  return [...seen].filter((f) => !shell.includes(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
}

const ROUTE_SOURCES = {
  '/auth': 'src/app/routes/auth.tsx',
  '/demo': 'src/app/routes/demo.tsx',
  '/privacy-policy': 'src/app/routes/legal/privacy-policy.tsx',
  '/terms-of-service': 'src/app/routes/legal/terms-of-service.tsx',
  '/community-guidelines': 'src/app/routes/legal/community-guidelines.tsx',
  '/cookie-policy': 'src/app/routes/legal/cookie-policy.tsx',
};

mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const page of PAGES) {
  const body = await render(page.path);
  let html = shell.replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.path}">${body}</div>`);
  if (cssHref) html = html.replace(cssLink, `<style>${css}</style>`);
  html = html.replace('</head>', `${preloads(ROUTE_SOURCES[page.path])}</head>`);
  writeFileSync(path.join(dist, page.file), html);
  console.log(`prerendered ${page.path} → dist/${page.file} (${(html.length / 1024).toFixed(1)} KiB)`);
}
