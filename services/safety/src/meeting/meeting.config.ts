import { z } from 'zod';

/** Meeting-session settings (merged into the safety service's config shape). */
export const meetingConfigShape = {
  /** Location sharing switches off this long after a meeting ends (spec: 3 minutes). */
  MEETING_AUTO_DISABLE_MS: z.coerce.number().int().positive().default(180_000),
  /** The latest sharing may last after a meeting ends (or after it starts, if it never ends): 4 hours. */
  MEETING_MAX_SHARING_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 60 * 60 * 1000),
  /**
   * How long a snapped live position is kept for the partner's distance (Redis TTL). Short:
   * once a person stops sending (the page sends every few seconds) their last cell soon stops counting.
   */
  MEETING_POSITION_TTL_S: z.coerce.number().int().positive().default(20),
  /** How long a person's own last fix is kept to judge the next one (impossible jumps are refused). */
  MEETING_OWN_FIX_TTL_S: z.coerce.number().int().positive().default(600),
};
const schema = z.object(meetingConfigShape);
export type MeetingConfig = z.infer<typeof schema>;
