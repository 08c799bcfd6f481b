import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@converge/platform';
import { createTextClassifier, type TextClassifier } from '@converge/moderation';
import type { ChatConfig } from '../config.js';
import { errors } from '../errors.js';
import { sendDecision, type SendDecision } from './moderation.rules.js';

export interface SendModeration {
  flagged: string[];
  scam: string[];
}

export const NO_MODERATION: SendModeration = { flagged: [], scam: [] };

/**
 * The check every text that reaches another person goes through (a message, a message request's ice
 * breaker, the first message of a conversation): hurtful and not confirmed → 422 MESSAGE_FLAGGED;
 * otherwise what to store with it. The classifier is chosen by configuration (local by default).
 */
@Injectable()
export class MessageModeration {
  private readonly classifier: TextClassifier;

  constructor(@Inject(CONFIG) config: ChatConfig) {
    this.classifier = createTextClassifier(config);
  }

  async decide(text: string, confirmed: boolean): Promise<SendDecision> {
    return sendDecision(await this.classifier.classify(text), confirmed);
  }

  async check(text: string, confirmed: boolean): Promise<SendModeration> {
    const decision = await this.decide(text, confirmed);
    if ('ask' in decision) throw errors.messageFlagged(decision.ask);
    return decision;
  }

  /** A text that was already confirmed (an accepted request's ice breaker): what to store, never a 422. */
  async labels(text: string): Promise<SendModeration> {
    return this.check(text, true);
  }
}
