// Build step after `vite build`: renders the public pages to HTML in every language (src/prerender/entry.tsx,
// bundled by `vite build --ssr` into .prerender/) and writes web/dist/prerendered/<page>.html (English)
// and web/dist/prerendered/<lang>/<page>.html with the page inside #root, `<html lang dir>` of its
// language, its description in that language, its canonical address and the same page in every language (hreflang, English the
// x-default; absolute, with a placeholder origin the gateway fills in), and the stylesheet inlined (no render-blocking CSS request). The route's own chunk
// is not preloaded: on a slow phone network that competes with the first paint, and the HTML is
// already on screen while it loads. The gateway serves
// these for their paths; every other path keeps the empty shell dist/index.html.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const { render, description, PAGES, PUBLIC_ORIGIN_PLACEHOLDER } = await import(pathToFileURL(path.join(webDir, '.prerender/entry.js')).href);
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');

// Inline the stylesheet, in every prerendered page and in the app's shell itself: one round trip less
// before first paint on a slow phone network, where a signed-in screen's code (named in its shell by the
// gateway) would otherwise share the network with the stylesheet the first paint waits for.
const cssLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const cssHref = shell.match(cssLink)?.[1];
const css = cssHref ? readFileSync(path.join(dist, cssHref), 'utf8') : '';
// The stylesheet's own link stays, disabled (which a browser never fetches): Vite's loader, before a
// lazy chunk runs, fetches every stylesheet the chunk depends on that no `rel="stylesheet"` link names,
// and every chunk depends on this one through the entry. Without it each cold screen downloaded the
// stylesheet again and waited for it.
// The theme's classic script too: it blocks the first paint, and as a file of its own it shared a slow
// network with the screen's code the gateway names in a signed-in shell.
const themeScript = '<script src="/theme-init.js"></script>';
if (!shell.includes(themeScript)) throw new Error(`index.html must load the theme with ${themeScript}: the prerender inlines it.`);
const themeCode = readFileSync(path.join(dist, 'theme-init.js'), 'utf8').trim();
const themeInline = `<script>${themeCode}</script>`;
// The gateway's Content-Security-Policy allows this script by its hash, and no other inline script.
mkdirSync(path.join(dist, '.vite'), { recursive: true });
writeFileSync(path.join(dist, '.vite/inline-scripts.json'), `${JSON.stringify({ scriptSrc: [`'sha256-${createHash('sha256').update(themeCode).digest('base64')}'`] })}\n`);
const inlined = () => `<style>${css}</style><link rel="stylesheet" href="${cssHref}" disabled />`;

const htmlTag = /<html lang="en"/;
const descriptionTag = /<meta name="description" content="[^"]*" \/>/;
if (!descriptionTag.test(shell)) throw new Error('index.html must have <meta name="description" content="…" />: the prerender puts each language\'s in.');
const attribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
if (!htmlTag.test(shell)) throw new Error('index.html must start <html lang="en" …>: the prerender sets each page\'s language there.');

/**
 * The page's address and its other languages', absolute as search engines require. The build does not
 * know the site's origin: it writes PUBLIC_ORIGIN_PLACEHOLDER, which the gateway replaces with its
 * PUBLIC_URL's origin when it loads the pages (gateway/src/static/spa-fallback.ts).
 */
function addresses(page) {
  const absolute = (href) => `${PUBLIC_ORIGIN_PLACEHOLDER}${href}`;
  const links = [`<link rel="canonical" href="${absolute(page.path)}" />`];
  for (const { lang, path: href } of page.alternates) links.push(`<link rel="alternate" hreflang="${lang}" href="${absolute(href)}" />`);
  links.push(`<link rel="alternate" hreflang="x-default" href="${absolute(page.alternates[0].path)}" />`);
  return links.join('');
}

for (const page of PAGES) {
  const body = await render(page.path, page.lang);
  let html = shell
    .replace(htmlTag, page.dir === 'rtl' ? `<html lang="${page.lang}" dir="rtl"` : `<html lang="${page.lang}"`)
    .replace(descriptionTag, `<meta name="description" content="${attribute(description())}" />`)
    .replace('</head>', `${addresses(page)}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.path}">${body}</div>`);
  if (cssHref) html = html.replace(cssLink, inlined());
  html = html.replace(themeScript, themeInline);
  mkdirSync(path.dirname(path.join(dist, page.file)), { recursive: true });
  writeFileSync(path.join(dist, page.file), html);
  console.log(`prerendered ${page.path} → dist/${page.file} (${(html.length / 1024).toFixed(1)} KiB)`);
}

// The app's shell (every app route) names no manifest: the app links it once its first screen is shown
// (src/device/install.ts, linkManifest). The browser fetches a named manifest at once, on one of the
// phone's six connections to the host, while the screen's code and reads wait. Public pages keep it.
const manifestLink = '<link rel="manifest" href="/manifest.webmanifest" />';
if (!shell.includes(manifestLink)) throw new Error(`index.html must have ${manifestLink}: the shell leaves it to the app.`);
writeFileSync(path.join(dist, 'index.html'), (cssHref ? shell.replace(cssLink, inlined()) : shell).replace(themeScript, themeInline).replace(manifestLink, ''));
console.log('inlined the stylesheet and the theme script in dist/index.html');
