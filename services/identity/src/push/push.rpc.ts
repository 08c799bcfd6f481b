import { Injectable } from '@nestjs/common';
import { pushSubscriptionSchema, pushUnsubscribeSchema, RPC, RpcError, type RpcPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { PushKeys } from './push-keys.js';
import { PushRepository } from './push.repository.js';

/** The VAPID public key, and storing or removing this device's subscription. */
@Injectable()
export class PushRpc {
  constructor(
    private readonly keys: PushKeys,
    private readonly repo: PushRepository,
  ) {}

  @RpcHandler(RPC.push.key)
  key(): { publicKey: string } {
    return { publicKey: this.keys.publicKey };
  }

  @RpcHandler(RPC.push.subscribe)
  async subscribe(payload: RpcPayload<unknown>): Promise<{ ok: true }> {
    const { actor } = payload as RpcPayload;
    if (!actor) throw RpcError.unauthorized();
    const { endpoint, keys } = pushSubscriptionSchema.parse((payload as { subscription?: unknown }).subscription);
    // Only real push services (https): an http endpoint would let anyone make the server call into a private network.
    if (!endpoint.startsWith('https://') && !this.keys.allowHttp) {
      throw RpcError.badRequest('Push endpoint must use https', { endpoint: 'Push endpoint must use https' });
    }
    await this.repo.save(actor.userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    return { ok: true };
  }

  @RpcHandler(RPC.push.unsubscribe)
  async unsubscribe(payload: RpcPayload<unknown>): Promise<{ ok: true }> {
    const { actor } = payload as RpcPayload;
    if (!actor) throw RpcError.unauthorized();
    const { endpoint } = pushUnsubscribeSchema.parse(payload);
    await this.repo.remove(actor.userId, endpoint);
    return { ok: true };
  }
}
