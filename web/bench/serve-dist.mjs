// web/dist served the way the gateway serves it (gateway/src/static/spa-fallback.ts), for the web
// benches: prerendered public pages by path, the app shell otherwise, hashed assets immutable, /api
// answering as for a signed-out visitor; gzip-compressed as a production proxy/ingress sends it.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/** A prerendered page's HTML (web/scripts/prerender.mjs: `/de` → prerendered/de/landing.html), or undefined. */
export function prerendered(dist, pathname) {
  const name = pathname === '/' ? 'landing' : /^\/[a-z]{2}$/.test(pathname) ? `${pathname.slice(1)}/landing` : pathname.slice(1);
  const file = path.join(dist, 'prerendered', `${name}.html`);
  return existsSync(file) ? readFileSync(file) : undefined;
}

/** Starts the server on a free port: { base, close }. */
export async function serveDist(dist) {
  const shell = readFileSync(path.join(dist, 'index.html'));
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
    send(200, TYPES['.html'], prerendered(dist, url.pathname.replace(/\/+$/, '') || '/') ?? shell);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
