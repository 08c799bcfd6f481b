import { SetMetadata } from '@nestjs/common';
import type { Refusal } from '../errors.js';

export const PER_PERSON_LIMIT = 'converge:per-person-limit';

export interface PerPersonLimitOptions {
  /** Counter name; the Redis key is `rl:<bucket>:<userId>`, the same as RateLimiter.hit's. */
  bucket: string;
  limit: number;
  windowSeconds: number;
  /** What the 429 says (default `REFUSALS.tooManyRequests`). */
  refusal?: Refusal;
}

/**
 * A per-person fixed-window limit on a signed-in route. The session guard counts it in the same Redis
 * round trip that reads the session (SessionStore.readAndCount), so the hot routes (nearby, likes,
 * chat sends) pay one round trip instead of two; over the limit → 429 with Retry-After.
 */
export const PerPersonLimit = (options: PerPersonLimitOptions) => SetMetadata(PER_PERSON_LIMIT, options);
