import { HURTFUL_CATEGORIES, SCAM_CATEGORIES, type ModerationCategory } from '@converge/contracts';

/** What a send does with what the classifier found. */
export type SendDecision =
  /** Hurtful and not confirmed: answer 422 MESSAGE_FLAGGED ("Are you sure?") with these categories. */
  | { ask: ModerationCategory[] }
  /** Goes out; `flagged` is stored for the recipient's "Does this bother you?", `scam` may earn a caution. */
  | { flagged: ModerationCategory[]; scam: ModerationCategory[] };

export const hurtfulOf = (categories: readonly ModerationCategory[]) => categories.filter((c) => HURTFUL_CATEGORIES.includes(c));
export const scamOf = (categories: readonly ModerationCategory[]) => categories.filter((c) => SCAM_CATEGORIES.includes(c));

/**
 * A hurtful text needs the sender's "Send anyway" (confirmed: true); a scam signal never stops a
 * message (a scammer told "this looks like a scam" would only learn to rephrase), it only cautions
 * the recipient.
 */
export function sendDecision(categories: readonly ModerationCategory[], confirmed: boolean): SendDecision {
  const hurtful = hurtfulOf(categories);
  if (hurtful.length > 0 && !confirmed) return { ask: hurtful };
  return { flagged: hurtful, scam: scamOf(categories) };
}

export interface ModeratedRow {
  sender_id: string;
  flagged_categories?: string[] | null;
  bother_dismissed_at?: Date | string | null;
  /** Set when this message earned its recipient the conversation's scam caution. */
  caution?: boolean | null;
}

/** The moderation fields of a message as `viewerId` sees it: only the recipient hears of either. */
export interface ModerationView {
  flagged?: true;
  categories?: ModerationCategory[];
  /** "Does this bother you?" is still to be answered. */
  botherPrompt?: boolean;
  scamCaution?: true;
}

export function moderationView(row: ModeratedRow, viewerId: string): ModerationView {
  if (row.sender_id === viewerId) return {};
  const view: ModerationView = {};
  const flagged = (row.flagged_categories ?? []) as ModerationCategory[];
  if (flagged.length > 0) {
    view.flagged = true;
    view.categories = flagged;
    view.botherPrompt = !row.bother_dismissed_at;
  }
  if (row.caution) view.scamCaution = true;
  return view;
}
