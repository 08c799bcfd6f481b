import { z } from 'zod';

/**
 * Per-person limits on live discovery: an attacker who spoofs positions can only
 * move and ask so often. The page updates its position about every 30 s and asks for the list on a
 * push or every 5 s while the socket is down. Env-tunable so the bench measures the search itself.
 */
export const liveLimits = z
  .object({
    LIVE_UPDATE_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    LIVE_UPDATE_RATE_WINDOW_S: z.coerce.number().int().positive().default(60),
    LIVE_NEARBY_RATE_LIMIT: z.coerce.number().int().positive().default(40),
    LIVE_NEARBY_RATE_WINDOW_S: z.coerce.number().int().positive().default(60),
  })
  .parse(process.env);
