import { generateKeyPairSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, LOGGER, type Logger } from '@converge/platform';
import type { IdentityConfig } from '../config.js';

/** The VAPID key pair: from config, or made at start for development and tests (warned: devices subscribed
 * to a made key stop receiving after a restart, so production sets VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY). */
@Injectable()
export class PushKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
  readonly allowHttp: boolean;

  constructor(@Inject(CONFIG) config: IdentityConfig, @Inject(LOGGER) logger: Logger) {
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
      this.publicKey = config.VAPID_PUBLIC_KEY;
      this.privateKey = config.VAPID_PRIVATE_KEY;
    } else {
      const made = madeVapidKeys();
      this.publicKey = made.publicKey;
      this.privateKey = made.privateKey;
      logger.warn('VAPID keys not configured: made a pair for this process (development/test only)');
    }
    this.subject = config.VAPID_SUBJECT;
    this.allowHttp = config.PUSH_ALLOW_HTTP_ENDPOINTS;
  }
}

/**
 * A VAPID pair as web-push's generateVAPIDKeys() gives it (P-256; the public key uncompressed, 0x04 ‖ x ‖ y,
 * and the private scalar, both base64url), made with node:crypto so that start does not load web-push.
 */
export function madeVapidKeys(): { publicKey: string; privateKey: string } {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url');
  return { publicKey, privateKey: jwk.d! };
}
