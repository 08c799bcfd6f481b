import { Inject, Injectable } from '@nestjs/common';
import { HURTFUL_CATEGORIES } from '@converge/contracts';
import { CONFIG } from '@converge/platform';
import { createTextClassifier, type TextClassifier } from '@converge/moderation';
import type { MatchingConfig } from '../config.js';
import { errors } from '../errors.js';

/**
 * A like's note is the first words someone reads from a stranger: a hurtful one asks "Are you sure?"
 * (422 MESSAGE_FLAGGED with its categories) unless confirmed, as a chat message does.
 */
@Injectable()
export class LikeNoteModeration {
  private readonly classifier: TextClassifier;

  constructor(@Inject(CONFIG) config: MatchingConfig) {
    this.classifier = createTextClassifier(config);
  }

  async check(note: string | undefined, confirmed: boolean): Promise<void> {
    if (!note || confirmed) return;
    const hurtful = (await this.classifier.classify(note)).filter((c) => HURTFUL_CATEGORIES.includes(c));
    if (hurtful.length > 0) throw errors.noteFlagged(hurtful);
  }
}
