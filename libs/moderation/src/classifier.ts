import { MODERATION_CATEGORIES, type ModerationCategory } from '@converge/contracts';

/**
 * Labels a text with what it may be (none, one or several categories). The local classifier is the
 * default and needs nothing outside the process; another (a hosted moderation model, an LLM) can
 * stand in by configuration (createTextClassifier), never as a requirement: it falls back to local.
 */
export interface TextClassifier {
  readonly name: string;
  classify(text: string): Promise<ModerationCategory[]>;
}

/** Categories in their one fixed order, each once, so answers and stored rows compare equal. */
export function orderedCategories(found: Iterable<string>): ModerationCategory[] {
  const set = new Set(found);
  return MODERATION_CATEGORIES.filter((c) => set.has(c));
}
