import { Inject, Injectable } from '@nestjs/common';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import { CONFIG } from '@converge/platform';
import type { GatewayConfig } from '../config.js';

/** Locates web/dist and answers unknown page URLs with its index.html (client-side routing). */
@Injectable()
export class SpaFallback {
  readonly root: string;
  private indexHtml?: string;
  /** Prerendered public pages (web/scripts/prerender.mjs), by path: they paint before any JavaScript. */
  private readonly pages = new Map<string, string>();

  constructor(@Inject(CONFIG) config: GatewayConfig) {
    const here = path.dirname(fileURLToPath(import.meta.url));
    this.root = config.WEB_DIST || path.resolve(here, '../../../web/dist');
    const index = path.join(this.root, 'index.html');
    if (existsSync(index)) this.indexHtml = readFileSync(index, 'utf8');
    const prerendered = path.join(this.root, 'prerendered');
    if (existsSync(prerendered)) {
      for (const file of readdirSync(prerendered).filter((f) => f.endsWith('.html'))) {
        const name = file.slice(0, -'.html'.length);
        this.pages.set(name === 'landing' ? '/' : `/${name}`, readFileSync(path.join(prerendered, file), 'utf8'));
      }
    }
  }

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  /** The page's prerendered HTML when it has one (query string ignored), else the app shell. */
  send(reply: FastifyReply, url = '') {
    const pathname = url.split('?')[0]!.replace(/\/+$/, '') || '/';
    const html = this.pages.get(pathname) ?? this.indexHtml;
    return reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }
}
