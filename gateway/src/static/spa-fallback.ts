import { Inject, Injectable } from '@nestjs/common';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, languageOfPath, pathInLanguage, PREFIXED_LANGUAGES, PUBLIC_ORIGIN_PLACEHOLDER } from '@converge/contracts';
import { CONFIG } from '@converge/platform/core';
import type { GatewayConfig } from '../config.js';
import { chooseCoding, type Coding } from './accept-encoding.js';
import { chosenLanguage } from './language-cookie.js';
import { FirstLoads } from './first-loads.js';
import { SessionCookie } from '../auth/session-cookie.js';

/**
 * An HTML page as it is and in each coding (the shell and prerendered pages go compressed too).
 * `coded` is there from the start, or made at the page's first request (`making`).
 */
interface Html {
  identity: Buffer;
  coded?: Record<Coding, Buffer>;
  making?: Promise<Record<Coding, Buffer>>;
}

/** A signed-in screen's shell, as it is and in the codings asked for so far. */
interface SignedInShell {
  identity: Buffer;
  quick?: Partial<Record<Coding, Buffer>>;
}

/** Written by the web's build: the hashes of the pages' inline scripts. */
const INLINE_SCRIPTS_FILE = '.vite/inline-scripts.json';

/** How many signed-in shells are kept: every screen's, and a few hundred chats'. */
const SIGNED_IN_SHELLS = 500;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page's compressed forms, as the build makes them (web/scripts/compress.mjs: brotli at its best).
 * Off the event loop (zlib's thread pool): the best brotli takes ~0.1 s for a page.
 */
async function compress(identity: Buffer): Promise<Record<Coding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * A page of web/dist. The prerendered pages' absolute links (canonical, hreflang) carry the build's
 * placeholder origin: they get the site's, and their .br/.gz copies (compressed with the placeholder)
 * are made again, once, at the page's first request, so starting the gateway stays quick and a page
 * nobody asks for costs nothing. Any other file keeps the build's copies (compressed here, once, if a
 * build has none).
 */
function loadHtml(file: string, origin: string): Html {
  const built = readFileSync(file);
  const text = built.toString('utf8');
  if (text.includes(PUBLIC_ORIGIN_PLACEHOLDER)) return { identity: Buffer.from(text.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, origin)) };
  const copy = (ext: string, make: () => Buffer) => (existsSync(file + ext) ? readFileSync(file + ext) : make());
  return { identity: built, coded: { br: copy('.br', () => brotliCompressSync(built)), gzip: copy('.gz', () => gzipSync(built, { level: 9 })) } };
}

/** The site's origin from PUBLIC_URL (`https://converge.app/` → `https://converge.app`). */
export function publicOrigin(publicUrl: string): string {
  try {
    return new URL(publicUrl).origin;
  } catch {
    return publicUrl.replace(/\/+$/, '');
  }
}

/** Locates web/dist and answers unknown page URLs with its index.html (client-side routing). */
@Injectable()
export class SpaFallback {
  readonly root: string;
  private indexHtml?: Html;
  /**
   * Prerendered public pages (web/scripts/prerender.mjs), by path: they paint before any JavaScript.
   * Each is read at its first request (2.6 MB for the 35 pages, most of which a replica rarely serves).
   */
  private readonly pages = new Map<string, { file: string; html?: Html }>();
  private readonly origin: string;
  /** What a signed-in screen loads first, named in its page (static/first-loads.ts). */
  private readonly firstLoads?: FirstLoads;
  /** The hashes of the inline scripts the built pages carry, for the Content-Security-Policy (web/scripts/prerender.mjs). */
  readonly inlineScripts: readonly string[];
  /** The signed-in shells made so far, by what they name (oldest dropped first). */
  private readonly signedInShells = new Map<string, SignedInShell>();

  constructor(
    @Inject(CONFIG) config: GatewayConfig,
    private readonly sessionCookie: SessionCookie,
  ) {
    this.origin = publicOrigin(config.PUBLIC_URL);
    const here = path.dirname(fileURLToPath(import.meta.url));
    this.root = config.WEB_DIST || path.resolve(here, '../../../web/dist');
    const index = path.join(this.root, 'index.html');
    if (existsSync(index)) this.indexHtml = loadHtml(index, this.origin);
    this.firstLoads = FirstLoads.read(this.root);
    const inline = path.join(this.root, INLINE_SCRIPTS_FILE);
    this.inlineScripts = existsSync(inline) ? (JSON.parse(readFileSync(inline, 'utf8')) as { scriptSrc: string[] }).scriptSrc : [];
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
      this.pages.set(name === 'landing' ? prefix || '/' : `${prefix}/${name}`, { file: path.join(dir, file) });
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
    const entry = this.pages.get(pathname);
    const page = entry && (entry.html ??= loadHtml(entry.file, this.origin));
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
    if (!page) return this.sendShell(reply, pathname, vary);
    return this.sendHtml(reply, page, vary);
  }

  /** A page as it is, or in the coding the browser accepts (made once, at its first request, if need be). */
  private sendHtml(reply: FastifyReply, html: Html, vary: readonly string[]) {
    const coding = this.startHtml(reply, vary);
    if (!coding) return reply.send(html.identity);
    if (html.coded) return reply.header('content-encoding', coding).send(html.coded[coding]);
    return this.sendCoded(reply, html, coding);
  }

  /** An HTML answer's headers; the coding to send it in, if any. */
  private startHtml(reply: FastifyReply, vary: readonly string[]): Coding | undefined {
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', ['accept-encoding', ...vary].join(', '));
    return chooseCoding(reply.request.headers['accept-encoding']);
  }

  /**
   * The app's shell. For a request with a session, the copy that names the screen's first code and
   * reads (static/first-loads.ts), compressed for it at a quick level (about 2 ms for the shell with its
   * stylesheet) and kept for the next request naming the same (SIGNED_IN_SHELLS at most: a chat's
   * address names its conversation). The shell differs by cookie, and says so.
   */
  private sendShell(reply: FastifyReply, pathname: string, vary: readonly string[]) {
    const shell = this.indexHtml!;
    vary = ['cookie', ...vary];
    if (!this.firstLoads || this.sessionCookie.read(reply.request) === undefined) return this.sendHtml(reply, shell, vary);
    const tags = this.firstLoads.tagsFor(pathname);
    let html = this.signedInShells.get(tags);
    if (!html) {
      html = { identity: Buffer.from(shell.identity.toString('utf8').replace('</head>', `${tags}</head>`)) };
      if (this.signedInShells.size >= SIGNED_IN_SHELLS) this.signedInShells.delete(this.signedInShells.keys().next().value!);
      this.signedInShells.set(tags, html);
    }
    const coding = this.startHtml(reply, vary);
    const link = this.firstLoads.linkHeaderFor(pathname);
    if (link) void reply.header('link', link);
    if (!coding) return reply.send(html.identity);
    const quick = (html.quick ??= {});
    quick[coding] ??=
      coding === 'br'
        ? brotliCompressSync(html.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
        : gzipSync(html.identity, { level: 6 });
    return reply.header('content-encoding', coding).send(quick[coding]);
  }

  /** A page's first request in a coding: its compressed forms are made (once), then sent. */
  private async sendCoded(reply: FastifyReply, html: Html, coding: Coding) {
    html.making ??= compress(html.identity).then((coded) => (html.coded = coded));
    try {
      const coded = await html.making;
      return reply.header('content-encoding', coding).send(coded[coding]);
    } catch {
      // Should zlib fail, the page still goes, as it is; the next request tries again.
      html.making = undefined;
      return reply.send(html.identity);
    }
  }
}
