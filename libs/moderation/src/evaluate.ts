import { HURTFUL_CATEGORIES, SCAM_CATEGORIES, type ModerationCategory } from '@converge/contracts';

export interface LabelledMessage {
  text: string;
  /** What we say it is: kind and flirty messages have none. */
  labels: ModerationCategory[];
  /** How the message was written (kind, flirty, rude, threatening, scammy, off_platform, hateful, sexual). */
  kind: string;
}

export interface Scores {
  precision: number;
  recall: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Messages we labelled none (kind and flirty) that the classifier flagged anyway. */
  flaggedClean: string[];
}

/**
 * Precision and recall at the level the product acts on: a message is "hurtful" when it has any of
 * harassment/sexual/threat/hate (the "Are you sure?" prompt) and "scammy" when it has money or
 * off_platform (the caution). Which hurtful category it got does not change what the person sees, so
 * a threat labelled harassment still counts as found.
 */
export function score(set: readonly LabelledMessage[], classify: (text: string) => readonly ModerationCategory[]): Scores {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const flaggedClean: string[] = [];
  for (const message of set) {
    const got = classify(message.text);
    for (const group of [HURTFUL_CATEGORIES, SCAM_CATEGORIES]) {
      const expected = message.labels.some((l) => group.includes(l));
      const found = got.some((l) => group.includes(l));
      if (expected && found) tp++;
      else if (found) fp++;
      else if (expected) fn++;
    }
    if (message.labels.length === 0 && got.length > 0) flaggedClean.push(message.text);
  }
  return { precision: tp / (tp + fp || 1), recall: tp / (tp + fn || 1), truePositives: tp, falsePositives: fp, falseNegatives: fn, flaggedClean };
}
