import { z } from 'zod';

/**
 * What the text classifier (libs/moderation) can find in a message. The first four are hurtful: the
 * sender is asked "Are you sure?" before it goes out, and the recipient is asked "Does this bother
 * you?" if it went anyway. The last two are scam signals: never refused, they earn the recipient a
 * calm caution instead (the sender is not told).
 */
export const MODERATION_CATEGORIES = ['harassment', 'sexual', 'threat', 'hate', 'money', 'off_platform'] as const;
export const moderationCategorySchema = z.enum(MODERATION_CATEGORIES);
export type ModerationCategory = z.infer<typeof moderationCategorySchema>;

export const HURTFUL_CATEGORIES: readonly ModerationCategory[] = ['harassment', 'sexual', 'threat', 'hate'];
export const SCAM_CATEGORIES: readonly ModerationCategory[] = ['money', 'off_platform'];

/** The code of the 422 that asks "Are you sure?"; the answer also carries `categories`. */
export const MESSAGE_FLAGGED = 'MESSAGE_FLAGGED';
export const MESSAGE_FLAGGED_SENTENCE = 'Are you sure? This may be hurtful. Edit your message or send it anyway.';

/** The scam caution the recipient sees once per conversation. */
export const SCAM_CAUTION_TEXT = "Never send money to someone you haven't met.";
/** Only a conversation's first messages can earn a caution (scams move fast; later talk is known ground). */
export const SCAM_CAUTION_WINDOW = 20;

/** The 422 body of a flagged message (what the web's dialog reads). */
export const messageFlaggedErrorSchema = z.object({ code: z.literal(MESSAGE_FLAGGED), message: z.string(), categories: z.array(moderationCategorySchema) });
