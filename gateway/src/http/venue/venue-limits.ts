import { z } from 'zod';

/**
 * Per-person limits on the location endpoints (nearby queries and
 * location changes are rate limited, so spoofed positions cannot be swept across a city).
 * Env-tunable so the bench can measure the search itself rather than the limiter.
 */
export const venueLimits = z
  .object({
    NEARBY_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    NEARBY_RATE_WINDOW_S: z.coerce.number().int().positive().default(60),
    CHECKIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    CHECKIN_RATE_WINDOW_S: z.coerce.number().int().positive().default(60),
  })
  .parse(process.env);
