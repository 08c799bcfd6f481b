import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG } from '@converge/platform/core';
import type { GatewayConfig } from '../config.js';
import { identitySettings } from '../http/identity/identity-settings.js';

const DAY_SECONDS = 24 * 3600;

/**
 * OWASP's "Slow Down Online Guessing Attacks with Device Cookies". A browser that signed in
 * to an account (or registered it) keeps a long-lived cookie naming a random device id, signed with a
 * server secret for that account: `v1.<device id>.<issued at>.<HMAC(secret, v1|device|issued|account)>`.
 * The account (a hash of the email) is not in the cookie; it is part of what is signed, so the same
 * cookie presented for another account, altered, expired or signed with another secret is no device
 * at all. Sign-in counts failures per (account, device), and per (account, unknown devices): guessing
 * from anywhere else never slows the owner's own browser down.
 */
@Injectable()
export class DeviceCookie {
  readonly name: string;
  private readonly secure: boolean;
  private readonly secret: string;
  private readonly maxAgeSeconds: number;

  constructor(@Inject(CONFIG) config: GatewayConfig) {
    this.secure = config.COOKIE_SECURE === 'auto' ? config.PUBLIC_URL.startsWith('https://') : config.COOKIE_SECURE === 'true';
    this.name = this.secure ? '__Host-converge_device' : 'converge_device';
    this.secret = identitySettings().DEVICE_COOKIE_SECRET;
    this.maxAgeSeconds = identitySettings().DEVICE_COOKIE_DAYS * DAY_SECONDS;
  }

  /** The device id of this browser for `account` (see emailBucket), or null for an unknown device. */
  deviceFor(request: FastifyRequest, account: string, now = Date.now()): string | null {
    const value = request.cookies?.[this.name];
    if (!value || value.length > 200) return null;
    const match = /^v1\.([A-Za-z0-9_-]{22})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) return null;
    const [, device, issued, signature] = match as unknown as [string, string, string, string];
    const issuedAt = parseInt(issued, 36) * 1000;
    if (!(issuedAt <= now + 60_000) || now - issuedAt > this.maxAgeSeconds * 1000) return null;
    const expected = this.sign(device, issued, account);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  /**
   * Leaves this browser's device cookie for `account`: the same device id when it already had one for
   * this account (its counter keeps meaning this browser), a new id otherwise. HttpOnly, SameSite=Lax,
   * Secure (and __Host-) behind HTTPS, like the session cookie.
   */
  issue(reply: FastifyReply, account: string, device: string | null = null): void {
    const id = device ?? randomBytes(16).toString('base64url');
    const issued = Math.floor(Date.now() / 1000).toString(36);
    const value = `v1.${id}.${issued}.${this.sign(id, issued, account).toString('base64url')}`;
    void reply.setCookie(this.name, value, { httpOnly: true, sameSite: 'lax', path: '/', secure: this.secure, maxAge: this.maxAgeSeconds });
  }

  private sign(device: string, issued: string, account: string): Buffer {
    return createHmac('sha256', this.secret).update(`v1|${device}|${issued}|${account}`).digest();
  }
}
