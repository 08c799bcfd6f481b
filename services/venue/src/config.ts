import { z } from 'zod';

/** Settings of the venue service beyond the platform's base config (zod shape). */
export const venueConfigShape = {
  /** Public origin printed into venue QR codes: `${PUBLIC_URL}/checkin?v=<venueId>&s=<signature>`. */
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  /** How long a check-in lasts (2 hours, the product's check-in length); tests shorten it. */
  CHECKIN_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 60 * 60 * 1000),
  /** How far the nearby list looks, and how many venues it returns. */
  NEARBY_RADIUS_KM: z.coerce.number().positive().default(2),
  NEARBY_LIMIT: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * Where the nearby list is searched: `memory` keeps a copy of every venue in each replica (about
   * 130 bytes a venue, twice that while a new copy loads) and answers without a Postgres round trip;
   * `sql` runs the GiST search in Postgres for every request.
   */
  NEARBY_INDEX: z.enum(['memory', 'sql']).default('memory'),
  /** The in-memory copy follows Postgres NOTIFY at once; this poll only covers a lost notification. */
  NEARBY_INDEX_POLL_MS: z.coerce.number().int().positive().default(5000),
  /** A live status disappears this long after its last update (10 minutes). */
  LIVE_STALE_AFTER_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60 * 1000),
  /**
   * Optional OpenAI-compatible chat endpoint for ice breakers (e.g. https://host/v1/chat/completions).
   * Empty: the template generator (the default). Any failure, timeout or filtered answer falls back to it.
   */
  ICEBREAKER_LLM_URL: z.string().default(''),
  ICEBREAKER_LLM_KEY: z.string().default(''),
  ICEBREAKER_LLM_MODEL: z.string().default('gpt-4o-mini'),
  ICEBREAKER_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
};

const schema = z.object(venueConfigShape);
export type VenueConfig = z.infer<typeof schema>;
