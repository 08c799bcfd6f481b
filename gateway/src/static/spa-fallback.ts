import { Inject, Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
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

  constructor(@Inject(CONFIG) config: GatewayConfig) {
    const here = path.dirname(fileURLToPath(import.meta.url));
    this.root = config.WEB_DIST || path.resolve(here, '../../../web/dist');
    const index = path.join(this.root, 'index.html');
    if (existsSync(index)) this.indexHtml = readFileSync(index, 'utf8');
  }

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  send(reply: FastifyReply) {
    return reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.indexHtml);
  }
}
