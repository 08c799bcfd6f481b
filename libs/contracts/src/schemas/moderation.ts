import { z } from 'zod';
import { MESSAGE_FLAGGED, MODERATION_CATEGORIES } from './moderation-categories.js';

export const moderationCategorySchema = z.enum(MODERATION_CATEGORIES);

/** The scam caution the recipient sees once per conversation. */
export const SCAM_CAUTION_TEXT = "Never send money to someone you haven't met.";
/** Only a conversation's first messages can earn a caution (scams move fast; later talk is known ground). */
export const SCAM_CAUTION_WINDOW = 20;

/** The 422 body of a flagged message (what the web's dialog reads). */
export const messageFlaggedErrorSchema = z.object({ code: z.literal(MESSAGE_FLAGGED), message: z.string(), categories: z.array(moderationCategorySchema) });
