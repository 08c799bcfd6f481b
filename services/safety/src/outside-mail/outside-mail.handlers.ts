import { Inject, Injectable } from '@nestjs/common';
import { RPC, tokenPayloadSchema, type RpcPayload } from '@converge/contracts';
import { CONFIG, RpcHandler } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { errors } from '../errors.js';
import { OutsideMailRepository } from './outside-mail.repository.js';
import { keyOfToken } from './outside-mail.rules.js';

@Injectable()
export class OutsideMailHandlers {
  constructor(
    private readonly repo: OutsideMailRepository,
    @Inject(CONFIG) private readonly config: SafetyConfig,
  ) {}

  /**
   * RFC 8058 one-click unsubscribe, and the confirm page's button: no session, the signed token is the
   * only key. Asking twice is fine. The token is declared loosely: any token that is not one of ours is the same 404.
   */
  @RpcHandler(RPC.safety.unsubscribe, { actor: 'optional', input: tokenPayloadSchema })
  async unsubscribe({ token }: RpcPayload<{ token?: unknown }>): Promise<{ unsubscribed: true }> {
    const key = keyOfToken(this.config.UNSUBSCRIBE_SECRET, token);
    if (!key) throw errors.unsubscribeLinkInvalid();
    await this.repo.optOut(key);
    return { unsubscribed: true };
  }
}
