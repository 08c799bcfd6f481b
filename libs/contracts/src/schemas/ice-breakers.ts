import { z } from 'zod';
import { textKeySchema } from './text-key.js';

/** Identity's answer for two user ids: each person's interest tags (the chat's starters). */
export const interestTagsRequestSchema = z.object({ userIds: z.array(z.uuid()).max(2) });
export const interestTagsResponseSchema = z.object({ tags: z.record(z.string(), z.array(z.string())) });
export type InterestTagsResponse = z.infer<typeof interestTagsResponseSchema>;

/** GET /api/conversations/:id/ice-breakers: three openers for an empty chat. */
export const conversationIceBreakersSchema = z.object({
  iceBreakers: z.array(z.string()),
  /**
   * Beside each of `iceBreakers`: its key in the web's `ice-breakers` namespace and arguments (a meet point
   * that is one of the defaults also carries `meetPointKey`, its key in `meet-points`).
   */
  iceBreakerMessages: z.array(textKeySchema.nullable()),
});
export type ConversationIceBreakers = z.infer<typeof conversationIceBreakersSchema>;

/** identity.interestTags (the gateway, no actor): the handler checks the list with interestTagsRequestSchema. */
export const interestTagsPayloadSchema = z.object({ userIds: z.unknown().optional() });
