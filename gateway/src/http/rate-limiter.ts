import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Naming, REDIS } from '@converge/platform/core';
import { REFUSALS, errors, type Refusal } from '../errors.js';

/** Fixed-window counters in Redis, shared by every gateway replica. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly naming: Naming,
  ) {}

  /** Counts one hit; throws 429 with Retry-After once `limit` hits happened inside `windowSeconds`. */
  async hit(bucket: string, limit: number, windowSeconds: number, refusal: Refusal = REFUSALS.tooManyRequests): Promise<void> {
    const key = `${this.naming.redisPrefix}rl:${bucket}`;
    // One round trip on the hot path: the window starts with the first hit (EXPIRE … NX).
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[null, number], [null, number]];
    if (count <= limit) return;
    await this.recordRefusal();
    const ttl = await this.redis.ttl(key);
    throw errors.rateLimited(refusal, ttl > 0 ? ttl : windowSeconds);
  }

  /** Counts one 429 for today (UTC) for the admin's security metrics; kept two days. */
  async recordRefusal(): Promise<void> {
    const key = this.refusalsKey(new Date());
    await this.redis
      .multi()
      .incr(key)
      .expire(key, 2 * 24 * 3600)
      .exec();
  }

  async refusalsToday(): Promise<number> {
    return Number((await this.redis.get(this.refusalsKey(new Date()))) ?? 0);
  }

  private refusalsKey(day: Date) {
    return `${this.naming.redisPrefix}rl-refusals:${day.toISOString().slice(0, 10)}`;
  }

  /** 429 once `limit` hits were counted (by `add`) in the bucket's window; counts nothing itself. */
  async assertBelow(bucket: string, limit: number, refusal: Refusal = REFUSALS.tooManyRequests): Promise<void> {
    const key = `${this.naming.redisPrefix}rl:${bucket}`;
    const count = Number(await this.redis.get(key)) || 0;
    if (count < limit) return;
    const ttl = await this.redis.ttl(key);
    throw errors.rateLimited(refusal, ttl > 0 ? ttl : 60);
  }

  /** Counts one hit without judging it (failures only, judged later by `assertBelow`). */
  async add(bucket: string, windowSeconds: number): Promise<void> {
    const key = `${this.naming.redisPrefix}rl:${bucket}`;
    await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec();
  }

  /**
   * A progressive delay instead of a lockout: after `free` failures each further attempt
   * must wait `firstDelaySeconds` (2), then twice as long each time (4, 8 …, at most `maxDelaySeconds`)
   * after the last failure; 429 + Retry-After until then. The owner is slowed down, never locked out.
   */
  async assertDelayPassed(bucket: string, free: number, maxDelaySeconds: number, refusal: Refusal, firstDelaySeconds = 2): Promise<void> {
    const [failures, last] = (await this.redis.hmget(`${this.naming.redisPrefix}rl:${bucket}`, 'f', 't')).map(Number);
    if (!failures || failures < free) return;
    const waitMs = Math.min(firstDelaySeconds * 2 ** (failures - free), maxDelaySeconds) * 1000 - (Date.now() - (last || 0));
    if (waitMs > 0) throw errors.rateLimited(refusal, Math.ceil(waitMs / 1000));
  }

  async recordFailure(bucket: string, windowSeconds: number): Promise<void> {
    const key = `${this.naming.redisPrefix}rl:${bucket}`;
    await this.redis.multi().hincrby(key, 'f', 1).hset(key, 't', String(Date.now())).expire(key, windowSeconds).exec();
  }

  async reset(bucket: string): Promise<void> {
    await this.redis.del(`${this.naming.redisPrefix}rl:${bucket}`);
  }
}
