import { Inject, Injectable } from '@nestjs/common';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, languageOfPath, pathInLanguage, PREFIXED_LANGUAGES } from '@converge/contracts';
import { CONFIG } from '@converge/platform';
import type { GatewayConfig } from '../config.js';
import { chooseCoding, type Coding } from './accept-encoding.js';
import { chosenLanguage } from './language-cookie.js';

/** An HTML page as it is and in each coding (the shell and prerendered pages go compressed too). */
type Html = { identity: Buffer } & Record<Coding, Buffer>;

/** The build's .br/.gz copies (web/scripts/compress.mjs); compressed here, once, if a build has none. */
function loadHtml(file: string): Html {
  const identity = readFileSync(file);
  const copy = (ext: string, make: () => Buffer) => (existsSync(file + ext) ? readFileSync(file + ext) : make());
  return { identity, br: copy('.br', () => brotliCompressSync(identity)), gzip: copy('.gz', () => gzipSync(identity, { level: 9 })) };
}

/** Locates web/dist and answers unknown page URLs with its index.html (client-side routing). */
@Injectable()
export class SpaFallback {
  readonly root: string;
  private indexHtml?: Html;
  /** Prerendered public pages (web/scripts/prerender.mjs), by path: they paint before any JavaScript. */
  private readonly pages = new Map<string, Html>();

  constructor(@Inject(CONFIG) config: GatewayConfig) {
    const here = path.dirname(fileURLToPath(import.meta.url));
    this.root = config.WEB_DIST || path.resolve(here, '../../../web/dist');
    const index = path.join(this.root, 'index.html');
    if (existsSync(index)) this.indexHtml = loadHtml(index);
    const prerendered = path.join(this.root, 'prerendered');
    // English at the bare paths (prerendered/auth.html → /auth), every other language under its
    // prefix (prerendered/de/auth.html → /de/auth, prerendered/de/landing.html → /de).
    this.loadPages(prerendered, '');
    for (const lang of PREFIXED_LANGUAGES) this.loadPages(path.join(prerendered, lang), `/${lang}`);
  }

  private loadPages(dir: string, prefix: string) {
    if (!existsSync(dir)) return;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
      const name = file.slice(0, -'.html'.length);
      this.pages.set(name === 'landing' ? prefix || '/' : `${prefix}/${name}`, loadHtml(path.join(dir, file)));
    }
  }

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  /**
   * The page's prerendered HTML when it has one (query string ignored), else the app shell, in the
   * coding the browser accepts (brotli, gzip, else as it is). `vary`: the request headers that chose
   * this page besides Accept-Encoding (for `/`, the language: static/home-language.ts).
   */
  send(reply: FastifyReply, url = '', vary: readonly string[] = []) {
    const pathname = url.split('?')[0]!.replace(/\/+$/, '') || '/';
    const page = this.pages.get(pathname);
    if (page && pathname !== '/' && languageOfPath(pathname) === DEFAULT_LANGUAGE) {
      // An English public page for someone who chose another language on this device: that language's
      // copy, before any English paints (`/` decides in static/home-language.ts, Accept-Language too).
      const chosen = chosenLanguage(reply.request);
      const copy = chosen && chosen !== DEFAULT_LANGUAGE ? pathInLanguage(chosen, pathname) : undefined;
      if (copy && this.pages.has(copy)) {
        const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
        return reply
          .status(302)
          .header('location', copy + query)
          .header('cache-control', 'no-cache')
          .header('vary', 'cookie')
          .send();
      }
      vary = [...vary, 'cookie'];
    }
    const html = (page ?? this.indexHtml)!;
    const coding = chooseCoding(reply.request.headers['accept-encoding']);
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', ['accept-encoding', ...vary].join(', '));
    if (coding) void reply.header('content-encoding', coding);
    return reply.send(coding ? html[coding] : html.identity);
  }
}
