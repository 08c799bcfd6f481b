import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Language } from '@converge/contracts';
import { CONFIG } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { errors } from '../errors.js';
import { OutsideMailRepository } from './outside-mail.repository.js';
import { addressKey, assertShareMailAllowed, unsubscribeFooter, unsubscribeHeaders, unsubscribeToken } from './outside-mail.rules.js';

/** What a mail to one outside address carries so that it can be stopped. */
export interface Unsubscribable {
  headers: Record<string, string>;
  /** Lines for the end of the text: why it came, and the visible link to the confirm page. */
  footer: string[];
}

/**
 * The rules for mail to outside addresses, in one place for shares and emergency alerts: one-click
 * unsubscribe (RFC 8058) honoured for every later mail, and the daily cap on share mails. A provider
 * the location-shares and emergency handlers ask (rules and repository together), so it is neither a
 * handler nor a repository; the unsubscribe RPC is in outside-mail.handlers.ts, the sweeper in
 * outside-mail.jobs.ts.
 */
@Injectable()
export class OutsideMail {
  constructor(
    private readonly repo: OutsideMailRepository,
    @Inject(CONFIG) private readonly config: SafetyConfig,
  ) {}

  keyOf(address: string): string {
    return addressKey(this.config.UNSUBSCRIBE_SECRET, address);
  }

  /** The footer is in `language`, the language of the mail it ends (the Converge member's), and the header's page opens in it. */
  unsubscribable(address: string, language: Language = 'en'): Unsubscribable {
    const token = unsubscribeToken(this.config.UNSUBSCRIBE_SECRET, address);
    return { headers: unsubscribeHeaders(this.config.PUBLIC_URL, token, language), footer: unsubscribeFooter(this.config.PUBLIC_URL, token, language) };
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
}
