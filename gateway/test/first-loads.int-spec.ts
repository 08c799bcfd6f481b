import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

/**
 * A signed-in phone opening an app screen cold gets a page that already names the screen's code and
 * its first reads, so it asks for them while still reading the HTML (static/first-loads.ts). Someone
 * signed out gets the shell as built: nothing of the app's screens. (Only the cookie's presence
 * decides here; the reads themselves check the session.)
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const plan = () => JSON.parse(readFileSync(path.join(dist, '.vite/first-loads.json'), 'utf8')) as Record<string, string[]>;
let stack: GatewayTestStack;

beforeAll(async () => {
  if (!existsSync(path.join(dist, '.vite/first-loads.json'))) throw new Error('web/dist has no first-loads plan: run `npm run build` first.');
  stack = await startGatewayTestStack([]);
});
afterAll(() => stack?.close());

function page(url: string, cookie?: string): Promise<{ html: string; vary: string; csp: string; link: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'br' };
    if (cookie) headers.cookie = cookie;
    http
      .get(`${stack.baseUrl}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe('br');
          resolve({
            html: brotliDecompressSync(Buffer.concat(chunks)).toString('utf8'),
            vary: String(res.headers.vary),
            csp: String(res.headers['content-security-policy']),
            link: res.headers.link === undefined ? undefined : String(res.headers.link),
          });
        });
      })
      .on('error', reject);
  });
}

const preloadedCode = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]).sort();
const preloadedReads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]);
/** The files a `Link` header names for preloading as modules. */
const linkedCode = (link: string | undefined) => [...(link ?? '').matchAll(/<\/([^>]+)>; rel=modulepreload; crossorigin/g)].map((m) => m[1]).sort();
const signedIn = 'converge_sid=a-session';

test('a signed-in conversations list names its code, who is signed in and its first read in the page, and marks the session', async () => {
  const { html, vary } = await page('/conversations', signedIn);
  expect(preloadedCode(html)).toEqual([...plan()['/conversations']!].sort());
  expect(preloadedCode(html).some((file) => file.includes('screen-conversations'))).toBe(true);
  expect(preloadedReads(html)).toEqual(['/api/auth/user', '/api/conversations', '/api/message-requests', '/api/message-requests?folder=hidden']);
  expect(html).toContain('<meta name="converge-session">');
  // The same address answers differently by cookie: a cache must not hand one person's page to another.
  expect(vary).toContain('cookie');
});

test('a chat names its conversation and newest messages; a main view under /app its own code with the /app screen', async () => {
  const id = '7d9ececf-f275-4b1d-9bf1-5af0158cb0ec';
  const chat = await page(`/chat/${id}`, signedIn);
  expect(preloadedReads(chat.html)).toEqual(['/api/auth/user', `/api/conversations/${id}`, `/api/conversations/${id}/messages?limit=30`]);
  expect(preloadedCode(chat.html)).toEqual([...plan()['/chat']!].sort());
  const matches = await page('/app/matches', signedIn);
  expect(preloadedCode(matches.html)).toEqual([...plan()['/app/matches']!].sort());
  const app = await page('/app', signedIn);
  expect(preloadedCode(app.html).some((file) => file.includes('cold-start'))).toBe(true);
  expect(preloadedReads(app.html)).toEqual(['/api/auth/user', '/api/checkin/current']);
});

test('the answer’s Link header names the same code, so the browser asks for it before it parses the page', async () => {
  for (const [url, path] of [
    ['/conversations', '/conversations'],
    ['/chat/7d9ececf-f275-4b1d-9bf1-5af0158cb0ec', '/chat'],
    ['/app', '/app'],
  ] as const) {
    const { html, link } = await page(url, signedIn);
    expect(linkedCode(link)).toEqual([...plan()[path]!].sort());
    expect(linkedCode(link)).toEqual(preloadedCode(html));
  }
  // Signed out, or a public page: nothing to name.
  expect((await page('/conversations')).link).toBeUndefined();
  expect((await page('/auth', signedIn)).link).toBeUndefined();
});

test('nothing from the address bar but a well-formed id reaches the page', async () => {
  const { html } = await page('/chat/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', signedIn);
  expect(preloadedReads(html)).toEqual(['/api/auth/user']);
  expect(html).not.toContain('alert(1)');
  // Still the chat screen's code: the screen says the conversation is not there.
  expect(preloadedCode(html)).toEqual([...plan()['/chat']!].sort());
});

test('someone signed out gets the shell as built, naming no screen and no read; a public page is unchanged by a session', async () => {
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const out = await page('/conversations');
  expect(out.html).toBe(shell);
  expect(preloadedCode(out.html)).toEqual([]);
  expect(out.html).not.toContain('converge-session');
  const auth = await page('/auth', signedIn);
  expect(preloadedCode(auth.html)).toEqual([]);
  expect(preloadedReads(auth.html)).toEqual([]);
});

test('the theme script the pages carry inline is the one script the page’s policy allows besides its own files', async () => {
  for (const url of ['/app', '/', '/auth']) {
    const { html, csp } = await page(url, signedIn);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    expect(scriptSrc.trim()).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
  }
});
