import { z } from 'zod';
import { moderationConfigShape } from '@converge/moderation';

/** Settings of the matching service beyond the platform's base config (zod shape). */
export const matchingConfigShape = {
  /** Which text classifier reads like notes (local by default; see libs/moderation). */
  ...moderationConfigShape,
  /** How many cards one discovery read returns (the stack is refilled with Refresh). */
  DISCOVERY_LIMIT: z.coerce.number().int().positive().max(500).default(50),
  /** How many people the venue feeds held in memory (discovery/venue-feeds.ts) may hold in all (the least recently read venue goes first). */
  DISCOVERY_FEED_PEOPLE: z.coerce.number().int().nonnegative().default(50_000),
  /** How long a venue's meet points read from the venue service stay cached. */
  VENUE_CACHE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  /** Short: the meet points have a local fallback (the default five), so never wait long. */
  VENUE_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(800),
  /** At most this many likes in one batch call (likes/like-batches.ts): its pair locks are held until the whole batch commits. */
  LIKE_BATCH_MAX: z.coerce.number().int().positive().max(1000).default(64),
  /** How many like batches may be written at once; likes arriving meanwhile wait and go together in the next one. */
  LIKE_BATCHES_IN_FLIGHT: z.coerce.number().int().positive().max(32).default(2),
};

const schema = z.object(matchingConfigShape);
export type MatchingConfig = z.infer<typeof schema>;
