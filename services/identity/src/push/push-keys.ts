import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
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
      const made = webpush.generateVAPIDKeys();
      this.publicKey = made.publicKey;
      this.privateKey = made.privateKey;
      logger.warn('VAPID keys not configured: made a pair for this process (development/test only)');
    }
    this.subject = config.VAPID_SUBJECT;
    this.allowHttp = config.PUSH_ALLOW_HTTP_ENDPOINTS;
  }
}
