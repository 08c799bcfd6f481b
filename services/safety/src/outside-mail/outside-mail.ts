import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RPC, type RpcPayload } from '@converge/contracts';
import { CONFIG, RpcHandler, Sweeper } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { errors } from '../errors.js';
import { OutsideMailRepository } from './outside-mail.repository.js';
import { addressKey, assertShareMailAllowed, keyOfToken, unsubscribeFooter, unsubscribeHeaders, unsubscribeToken } from './outside-mail.rules.js';

/** What a mail to one outside address carries so that it can be stopped. */
export interface Unsubscribable {
  headers: Record<string, string>;
  /** Lines for the end of the text: why it came, and the visible link to the confirm page. */
  footer: string[];
}

/**
 * The rules for mail to outside addresses, in one place for shares and emergency alerts: one-click
 * unsubscribe (RFC 8058) honoured for every later mail, and the daily cap on share mails.
 */
@Injectable()
export class OutsideMail implements OnModuleInit {
  constructor(
    private readonly repo: OutsideMailRepository,
    private readonly sweeper: Sweeper,
    @Inject(CONFIG) private readonly config: SafetyConfig,
  ) {}

  onModuleInit() {
    this.sweeper.register('safety.outside-mail-days', () => this.repo.forgetOldDays());
  }

  keyOf(address: string): string {
    return addressKey(this.config.UNSUBSCRIBE_SECRET, address);
  }

  unsubscribable(address: string): Unsubscribable {
    const token = unsubscribeToken(this.config.UNSUBSCRIBE_SECRET, address);
    return { headers: unsubscribeHeaders(this.config.PUBLIC_URL, token), footer: unsubscribeFooter(this.config.PUBLIC_URL, token) };
  }

  /** The addresses among `addresses` that asked for no more mail. */
  async optedOut(addresses: string[], manager?: EntityManager): Promise<Set<string>> {
    const keys = new Map(addresses.map((a) => [this.keyOf(a), a]));
    const out = await this.repo.optedOut([...keys.keys()], manager);
    return new Set([...out].map((k) => keys.get(k)!));
  }

  /**
   * Inside a share's transaction: 422 when the address opted out, 429 when it already had today's
   * share mails; otherwise counts this one (rolled back with the share if that fails later).
   */
  async admitShareMail(manager: EntityManager, address: string): Promise<void> {
    const key = this.keyOf(address);
    if ((await this.repo.optedOut([key], manager)).size) throw errors.recipientUnsubscribed();
    assertShareMailAllowed(await this.repo.countShareMail(manager, key));
  }

  /**
   * RFC 8058 one-click unsubscribe, and the confirm page's button: no session, the signed token is the
   * only key. Asking twice is fine.
   */
  @RpcHandler(RPC.safety.unsubscribe, { actor: 'optional' })
  async unsubscribe({ token }: RpcPayload<{ token?: unknown }>): Promise<{ unsubscribed: true }> {
    const key = keyOfToken(this.config.UNSUBSCRIBE_SECRET, token);
    if (!key) throw errors.unsubscribeLinkInvalid();
    await this.repo.optOut(key);
    return { unsubscribed: true };
  }
}
