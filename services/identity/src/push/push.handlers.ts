import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  pushForgetSessionPayloadSchema,
  pushSubscribePayloadSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  RPC,
  type PushSubscribeReply,
  type PushUnsubscribeInput,
  type SignedInPayload,
} from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { PushKeys } from './push-keys.js';
import { PushRepository } from './push.repository.js';

/** What the gateway adds to a subscription: the registering session and, after its check, a takeover. */
const sessionFields = z.object({
  session: z.string().max(100).nullable().default(null),
  takeOverFrom: z.object({ userId: z.uuid(), session: z.string().max(100).nullable() }).optional(),
});

/** The VAPID public key, and storing or removing this device's subscription. */
@Injectable()
export class PushHandlers {
  constructor(
    private readonly keys: PushKeys,
    private readonly repo: PushRepository,
  ) {}

  @RpcHandler(RPC.push.key, { actor: 'optional' })
  key(): { publicKey: string } {
    return { publicKey: this.keys.publicKey };
  }

  @RpcHandler(RPC.push.subscribe, { actor: 'required', input: pushSubscribePayloadSchema })
  async subscribe(payload: SignedInPayload<{ subscription?: unknown; session?: unknown; takeOverFrom?: unknown }>): Promise<PushSubscribeReply> {
    const { actor } = payload;
    const { endpoint, keys } = pushSubscriptionSchema.parse(payload.subscription);
    // Only real push services (https): an http endpoint would let anyone make the server call into a private network.
    if (!endpoint.startsWith('https://') && !this.keys.allowHttp) {
      throw errors.pushNeedsHttps();
    }
    const { session, takeOverFrom } = sessionFields.parse(payload);
    const owner = await this.repo.save(actor.userId, session, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, takeOverFrom);
    return owner ? { ok: false, owner } : { ok: true };
  }

  /** A session ended by signing out (null: every session, "sign out everywhere"): its devices stop receiving. */
  @RpcHandler(RPC.push.forgetSession, { actor: 'required', input: pushForgetSessionPayloadSchema })
  async forgetSession(payload: SignedInPayload<{ session?: unknown }>): Promise<{ ok: true }> {
    const { actor } = payload;
    const { session } = z.object({ session: z.string().max(100).nullable() }).parse(payload);
    await this.repo.forgetSession(actor.userId, session);
    return { ok: true };
  }

  @RpcHandler(RPC.push.unsubscribe, { actor: 'required', input: pushUnsubscribeSchema })
  async unsubscribe({ actor, endpoint }: SignedInPayload<PushUnsubscribeInput>): Promise<{ ok: true }> {
    await this.repo.remove(actor.userId, endpoint);
    return { ok: true };
  }
}
