import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '@converge/contracts';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

/**
 * The public pages in every language (web/scripts/prerender.mjs): `/de/`, `/ar/auth`, … come
 * prerendered in their language, with `<html lang dir>`, a canonical address and the page's other
 * languages (hreflang), absolute with the configured PUBLIC_URL's origin; `/` sends a visitor to their language's landing — the choice made on this device
 * first (cookie), else Accept-Language, else English. Raw bytes over node:http (fetch would follow
 * redirects and decode for us).
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const german = JSON.parse(readFileSync(path.resolve(dist, '../src/locales/de/landing.json'), 'utf8')) as Record<string, string>;
const arabic = JSON.parse(readFileSync(path.resolve(dist, '../src/locales/ar/landing.json'), 'utf8')) as Record<string, string>;
const english = JSON.parse(readFileSync(path.resolve(dist, '../src/locales/en/landing.json'), 'utf8')) as Record<string, string>;
let stack: GatewayTestStack;
/** The site's public origin, as the gateway is configured (PUBLIC_URL): the pages' links carry it. */
const ORIGIN = 'http://converge.test';

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'prerendered/de/landing.html'))) throw new Error('web/dist has no German pages: run `npm run build` first.');
  stack = await startGatewayTestStack([], {}, { PUBLIC_URL: `${ORIGIN}/` });
});
afterAll(() => stack?.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, decoded from its Content-Encoding. */
  text: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${stack.baseUrl}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const raw = coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body;
        resolve({ status: res.statusCode!, headers: res.headers, text: raw.toString() });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const htmlTag = (html: string) => html.match(/<html[^>]*>/)![0];
const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]*)"/g)].map(([, lang, href]) => `${lang} ${href}`);
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const LANGS = ['en', 'de', 'fr', 'es', 'ar'];

test('/de/ is the landing in German, in the HTML itself, with lang="de"', async () => {
  const answer = await get('/de/', { 'accept-encoding': 'br' });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(htmlTag(answer.text)).toBe('<html lang="de" class="dark">');
  expect(answer.text).toContain(german['cta.register']);
  expect(answer.text).toContain(german['title.accent']);
  expect(answer.text).not.toContain(english['cta.register']);
  // Its links lead to the German pages.
  expect(answer.text).toContain('href="/de/auth"');
  expect(canonical(answer.text)).toBe(`${ORIGIN}/de/`);
  // Search results and link previews describe it in German too.
  expect(answer.text).toContain(`<meta name="description" content="${german['meta.description']}" />`);
});

test('/ar/ and /ar/auth are Arabic and laid out right to left', async () => {
  for (const url of ['/ar/', '/ar/auth']) {
    const answer = await get(url, { 'accept-encoding': 'gzip' });
    expect({ url, status: answer.status, html: htmlTag(answer.text) }).toEqual({ url, status: 200, html: '<html lang="ar" dir="rtl" class="dark">' });
  }
  expect((await get('/ar/')).text).toContain(arabic['cta.register']);
});

test("every public page in every language names all its languages (hreflang, English the x-default) and its own address, absolute with the site's origin", async () => {
  for (const page of ['/', '/auth', '/demo', '/privacy-policy', '/terms-of-service', '/community-guidelines', '/cookie-policy']) {
    const inLang = (lang: string) => (lang === 'en' ? page : `/${lang}${page === '/' ? '/' : page}`);
    for (const lang of LANGS) {
      const url = inLang(lang);
      // English, asked for plainly (a crawler): never sent elsewhere.
      const answer = await get(url, { 'accept-encoding': 'br' });
      expect({ url, status: answer.status, type: answer.headers['content-type'], cache: answer.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        type: 'text/html; charset=utf-8',
        cache: 'no-cache',
      });
      expect({ url, lang: htmlTag(answer.text).match(/lang="(\w+)"/)?.[1], canonical: canonical(answer.text) }).toEqual({ url, lang, canonical: ORIGIN + url });
      expect(hreflangs(answer.text)).toEqual([...LANGS.map((l) => `${l} ${ORIGIN}${inLang(l)}`), `x-default ${ORIGIN}${page}`]);
      expect(answer.text).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
      // The same links in every coding the gateway sends (its .br/.gz are made again with the origin).
      for (const coding of ['gzip', 'identity'])
        expect({ url, coding, canonical: canonical((await get(url, { 'accept-encoding': coding })).text) }).toEqual({ url, coding, canonical: ORIGIN + url });
      // The same security headers as the English pages.
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  }
});

test('/ with Accept-Language de-DE goes to the German landing; the answer varies by language and cookie', async () => {
  const answer = await get('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8', 'accept-encoding': 'br' });
  expect(answer.status).toBe(302);
  expect(answer.headers.location).toBe('/de/');
  expect(answer.headers.vary).toMatch(/accept-language/i);
  expect(answer.headers.vary).toMatch(/cookie/i);
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect((await get('/', { 'accept-language': 'ar-EG' })).headers.location).toBe('/ar/');
});

test.each([['en-GB,en;q=0.9'], ['it-IT, ja;q=0.8'], [undefined]])('/ with Accept-Language %j stays English, and says it varies by language', async (acceptLanguage) => {
  const answer = await get('/', { 'accept-encoding': 'br', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(htmlTag(answer.text)).toBe('<html lang="en" class="dark">');
  expect(answer.text).toContain(english['cta.register']);
  expect(answer.headers.vary).toMatch(/accept-encoding/i);
  expect(answer.headers.vary).toMatch(/accept-language/i);
  expect(answer.headers['cache-control']).toBe('no-cache');
});

test('a choice made on this device wins over Accept-Language: the cookie, and the picker’s ?lang= link that sets it', async () => {
  expect((await get('/', { 'accept-language': 'de-DE', cookie: 'converge_language=fr' })).headers.location).toBe('/fr/');
  const english = await get('/', { 'accept-language': 'de-DE', cookie: 'converge_language=en' });
  expect(english.status).toBe(200);
  expect(htmlTag(english.text)).toContain('lang="en"');
  // A cookie naming a language we do not speak is no choice.
  expect((await get('/', { 'accept-language': 'es', cookie: 'converge_language=xx' })).headers.location).toBe('/es/');

  const picked = await get('/?lang=en', { 'accept-language': 'de-DE' });
  expect(picked.status).toBe(302);
  expect(picked.headers.location).toBe('/');
  expect(picked.headers['set-cookie']?.join()).toMatch(/converge_language=en;.*Path=\//i);
  expect(picked.headers['cache-control']).toBe('no-store');
  expect((await get('/?lang=ar')).headers.location).toBe('/ar/');
});

test('an English public page for someone who chose another language here goes to that language’s copy, query kept; app routes do not', async () => {
  const signin = await get('/auth?mode=signin', { cookie: 'converge_language=ar' });
  expect(signin.status).toBe(302);
  expect(signin.headers.location).toBe('/ar/auth?mode=signin');
  expect(signin.headers.vary).toMatch(/cookie/i);
  const english = await get('/privacy-policy', { cookie: 'converge_language=en', 'accept-language': 'de' });
  expect(english.status).toBe(200);
  expect(english.headers.vary).toMatch(/cookie/i);
  expect(htmlTag(english.text)).toContain('lang="en"');
  // Only `/` reads Accept-Language: the English pages' own addresses stay English for a crawler or a shared link.
  expect((await get('/auth', { 'accept-language': 'de-DE' })).status).toBe(200);
  expect((await get('/conversations', { cookie: 'converge_language=de' })).status).toBe(200);
});

test('the prerendered files are not addresses of their own: only their pages are, on the site’s address', async () => {
  for (const file of ['/prerendered/landing.html', '/prerendered/de/landing.html']) {
    const answer = await get(file, { 'accept-encoding': 'br' });
    expect({ file, placeholder: answer.text.includes(PUBLIC_ORIGIN_PLACEHOLDER) }).toEqual({ file, placeholder: false });
  }
});
