import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '@converge/contracts';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

/**
 * The gateway sends the built web app (web/dist, `npm run build`)
 * compressed as the browser asks — brotli, else gzip, else as it is — from the copies the build wrote,
 * for hashed assets, the service worker, the manifest, the app shell of every app route and the
 * prerendered pages alike. Raw bytes over node:http (fetch would decode them for us).
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
let stack: GatewayTestStack;

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('web/dist is missing: run `npm run build` first.');
  stack = await startGatewayTestStack([]);
});
afterAll(() => stack?.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${stack.baseUrl}${url}`, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The decoded body, checked against its Content-Encoding. */
function decoded(answer: Answer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  expect(coding).toBeUndefined();
  return answer.body;
}

const file = (name: string) => readFileSync(path.join(dist, name));
const shell = () => file('index.html');
/** The entry script named in the built index.html; the stylesheet (inlined there, but a file of its own too). */
const entryAsset = (ext: 'js' | 'css') =>
  ext === 'css'
    ? `/assets/${readdirSync(path.join(dist, 'assets')).find((name) => /^index-[\w-]+\.css$/.test(name))!}`
    : shell()
        .toString()
        .match(/\/assets\/index-[\w-]+\.js/)![0];

test.each([
  ['gzip, deflate, br, zstd', 'br'], // what Chromium sends
  ['gzip, deflate', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['identity', undefined],
  [undefined, undefined],
])('the entry script with Accept-Encoding %j comes as %s, the same bytes once decoded, cached for good', async (accept, coding) => {
  const url = entryAsset('js');
  const answer = await get(url, accept);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe(coding);
  expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
  expect(answer.headers.vary).toMatch(/accept-encoding/i);
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const raw = file(url.slice(1));
  expect(decoded(answer).equals(raw)).toBe(true);
  expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  if (coding) expect(answer.body.length).toBeLessThan(raw.length / 2);
});

test('CSS, the service worker and the manifest come compressed with their own types', async () => {
  for (const [url, type, cache] of [
    [entryAsset('css'), 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'application/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
  ] as const) {
    const answer = await get(url, 'gzip, deflate, br');
    expect({ url, status: answer.status, coding: answer.headers['content-encoding'], type: answer.headers['content-type'], cache: answer.headers['cache-control'] }).toEqual({
      url,
      status: 200,
      coding: 'br',
      type,
      cache,
    });
    expect(decoded(answer).equals(file(url.slice(1)))).toBe(true);
  }
});

/** A prerendered page as the gateway sends it: its search links on the site's address (the stack's PUBLIC_URL). */
const asServed = (name: string) => Buffer.from(file(name).toString().replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, 'http://localhost'));

test('app routes get the app shell and public pages their prerendered HTML, compressed as asked, never cached stale', async () => {
  for (const [url, html] of [
    ['/app', shell()],
    ['/conversations', shell()],
    ['/', asServed('prerendered/landing.html')],
    ['/auth?mode=signin', asServed('prerendered/auth.html')],
  ] as const) {
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const answer = await get(url, accept);
      expect({ url, accept, status: answer.status, coding: answer.headers['content-encoding'], type: answer.headers['content-type'], cache: answer.headers['cache-control'] }).toEqual({
        url,
        accept,
        status: 200,
        coding,
        type: 'text/html; charset=utf-8',
        cache: 'no-cache',
      });
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(answer).toString()).toBe(html.toString());
    }
  }
});

test('the compressed copies are not addresses of their own', async () => {
  const answer = await get(`${entryAsset('js')}.br`, 'br');
  // An unknown page address gets the app shell (client routing), not the brotli bytes.
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(decoded(answer).equals(shell())).toBe(true);
});

test('a hashed asset carries only the headers that mean something for a script; pages and the service worker keep the full set', async () => {
  const script = await get(entryAsset('js'), 'br');
  expect(script.headers['x-content-type-options']).toBe('nosniff');
  expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(script.headers['referrer-policy']).toBe('no-referrer');
  expect(script.headers['content-security-policy']).toBeUndefined();
  expect(script.headers['x-frame-options']).toBeUndefined();
  for (const url of ['/', '/app', '/sw.js']) {
    const answer = await get(url, 'br');
    expect({ url, csp: answer.headers['content-security-policy'] }).toEqual({ url, csp: expect.stringContaining("default-src 'self'") });
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  }
});
