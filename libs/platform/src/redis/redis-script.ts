import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A Lua script bound to a Redis client: `run(keys, args)` answers what the script returns. */
export type RedisScript = (redis: Redis, keys: ReadonlyArray<string>, args: ReadonlyArray<string | number>) => Promise<unknown>;

/**
 * A Lua script run by EVALSHA (its text is neither sent nor hashed per call), falling back to EVAL
 * once when Redis does not know it (after a restart or SCRIPT FLUSH; EVAL also loads it again).
 * Plain evalsha rather than ioredis' defineCommand, whose per-call Script machinery (a command
 * subclass, a wrapped reject, a chained promise) showed in the profiles of the hottest routes.
 */
export function redisScript(lua: string): RedisScript {
  const sha = createHash('sha1').update(lua).digest('hex');
  return async (redis, keys, args) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!String((error as Error)?.message).startsWith('NOSCRIPT')) throw error;
      return redis.eval(lua, keys.length, ...keys, ...args);
    }
  };
}
