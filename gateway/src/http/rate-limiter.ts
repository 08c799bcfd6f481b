import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RpcError } from '@converge/contracts';
import { Naming, REDIS } from '@converge/platform';
import { DEFAULT_LIMIT_MESSAGE } from '../auth/per-person-limit.decorator.js';

/** Fixed-window counters in Redis, shared by every gateway replica. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly naming: Naming,
  ) {}

  /** Counts one hit; throws 429 with Retry-After once `limit` hits happened inside `windowSeconds`. */
  async hit(bucket: string, limit: number, windowSeconds: number, message = DEFAULT_LIMIT_MESSAGE): Promise<void> {
    const key = `${this.naming.redisPrefix}rl:${bucket}`;
    // One round trip on the hot path: the window starts with the first hit (EXPIRE … NX).
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[null, number], [null, number]];
    if (count <= limit) return;
    await this.recordRefusal();
    const ttl = await this.redis.ttl(key);
    throw RpcError.tooMany(message, ttl > 0 ? ttl : windowSeconds);
  }

  /** Counts one 429 for today (UTC) for the admin's security metrics; kept two days. */
  async recordRefusal(): Promise<void> {
    const key = this.refusalsKey(new Date());
    await this.redis.multi().incr(key).expire(key, 2 * 24 * 3600).exec();
  }

  async refusalsToday(): Promise<number> {
    return Number((await this.redis.get(this.refusalsKey(new Date()))) ?? 0);
  }

  private refusalsKey(day: Date) {
    return `${this.naming.redisPrefix}rl-refusals:${day.toISOString().slice(0, 10)}`;
  }

  async reset(bucket: string): Promise<void> {
    await this.redis.del(`${this.naming.redisPrefix}rl:${bucket}`);
  }
}
