import { createRequire } from 'node:module';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { PushPayload } from '@converge/contracts';
import { LOGGER, Naming, REDIS, type Logger } from '@converge/platform';
import { PushKeys } from './push-keys.js';
import { PushRepository, type StoredSubscription } from './push.repository.js';
import { PresenceCache } from './presence-cache.js';

/** Sorted set of a person's open socket ids scored by lease end, kept by the gateway (realtime/presence.ts). */
export const presenceKey = (naming: Naming, userId: string) => `${naming.redisPrefix}presence:${userId}`;

const require = createRequire(import.meta.url);
/** web-push (with its ASN.1 and JWS code, ~1.6 MB of heap kept) is loaded by the first push, not at start. */
let webpush: typeof import('web-push') | undefined;

/** Sends encrypted web push messages (aes128gcm, VAPID) and forgets devices the push service says are gone. */
@Injectable()
export class PushSender {
  constructor(
    private readonly keys: PushKeys,
    private readonly repo: PushRepository,
    private readonly naming: Naming,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly presence: PresenceCache,
  ) {}

  /** Whether the person has the app open somewhere (a connected socket on any gateway replica). */
  async isOnline(userId: string): Promise<boolean> {
    if (this.presence.isOnline(userId)) return true;
    const stamp = this.presence.stamp();
    const online = (await this.redis.zcount(presenceKey(this.naming, userId), Date.now(), '+inf')) > 0;
    if (online) this.presence.keepOnline(userId, stamp);
    return online;
  }

  /** Fire and forget from a consumer: a slow push service never holds the event's transaction. */
  sendAll(devices: StoredSubscription[], payload: PushPayload): void {
    for (const device of devices) void this.send(device, payload);
  }

  /**
   * web-push builds the request (aes128gcm encryption of the payload, the VAPID JWT); fetch sends it,
   * so the answer's status is ours to read: 404/410 mean the device unsubscribed or expired.
   */
  async send(device: StoredSubscription, payload: PushPayload): Promise<void> {
    try {
      webpush ??= require('web-push') as typeof import('web-push');
      const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: this.keys.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: 60 * 60,
      });
      const answer = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
        redirect: 'manual',
      });
      if (answer.status === 404 || answer.status === 410) {
        await this.repo.expire(device.endpoint);
      } else if (!answer.ok) {
        this.logger.warn({ status: answer.status }, 'web push refused');
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'web push failed');
    }
  }
}
