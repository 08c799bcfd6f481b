// What moderation can find and the code of its question, without zod: the chat reads a refused message's
// answer with these on its first load.

/**
 * What the text classifier (libs/moderation) can find in a message. The first four are hurtful: the
 * sender is asked "Are you sure?" before it goes out, and the recipient is asked "Does this bother
 * you?" if it went anyway. The last two are scam signals: never refused, they earn the recipient a
 * calm caution instead (the sender is not told).
 */
export const MODERATION_CATEGORIES = ['harassment', 'sexual', 'threat', 'hate', 'money', 'off_platform'] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

export const HURTFUL_CATEGORIES: readonly ModerationCategory[] = ['harassment', 'sexual', 'threat', 'hate'];
export const SCAM_CATEGORIES: readonly ModerationCategory[] = ['money', 'off_platform'];

/** The code of the 422 that asks "Are you sure?"; the answer also carries `categories`. */
export const MESSAGE_FLAGGED = 'MESSAGE_FLAGGED';
export const MESSAGE_FLAGGED_SENTENCE = 'Are you sure? This may be hurtful. Edit your message or send it anyway.';
