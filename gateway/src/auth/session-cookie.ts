import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG } from '@converge/platform/core';
import type { GatewayConfig } from '../config.js';

const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;

/** The session cookie: HttpOnly, SameSite=Lax, Path=/; Secure with the __Host- prefix over HTTPS. */
@Injectable()
export class SessionCookie {
  readonly secure: boolean;
  readonly name: string;
  private readonly maxAge: number;

  constructor(@Inject(CONFIG) config: GatewayConfig) {
    // The browser may drop the cookie when the session's absolute lifetime ends.
    this.maxAge = config.SESSION_ABSOLUTE_TTL ?? THIRTY_DAYS_SECONDS;
    this.secure = config.COOKIE_SECURE === 'auto' ? config.PUBLIC_URL.startsWith('https://') : config.COOKIE_SECURE === 'true';
    this.name = this.secure ? '__Host-converge_sid' : 'converge_sid';
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies?.[this.name];
  }

  /** Parses a raw Cookie header (socket.io handshakes do not go through Fastify's cookie plugin). */
  readFromHeader(header: string | undefined): string | undefined {
    if (!header) return undefined;
    for (const part of header.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === this.name) return decodeURIComponent(rest.join('='));
    }
    return undefined;
  }

  set(reply: FastifyReply, sessionId: string): void {
    void reply.setCookie(this.name, sessionId, { httpOnly: true, sameSite: 'lax', path: '/', secure: this.secure, maxAge: this.maxAge });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.name, { httpOnly: true, sameSite: 'lax', path: '/', secure: this.secure });
  }
}
