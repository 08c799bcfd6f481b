import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { Naming, REDIS, redisScript } from '@converge/platform';

export interface Session {
  id: string;
  userId: string;
  createdAt: string;
}

const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;

/**
 * KEYS[1] the session; ARGV: sliding TTL, the counter key prefix, the window. Reads the session and
 * slides it (GETEX), then counts one hit on `<prefix><userId>` (INCR, the window starting with the
 * first hit). The counter key is derived from the session, so it is not in KEYS: fine on one Redis,
 * which is what we run (a cluster would need a hash tag shared by both keys).
 */
const READ_AND_COUNT = `
local raw = redis.call('GETEX', KEYS[1], 'EX', ARGV[1])
if not raw then return false end
local key = ARGV[2] .. cjson.decode(raw).userId
local count = redis.call('INCR', key)
if count == 1 then redis.call('EXPIRE', key, ARGV[3]) end
return {raw, count, redis.call('TTL', key)}`;

const readAndCountScript = redisScript(READ_AND_COUNT);

/**
 * Opaque 256-bit session ids in Redis with a sliding 30-day life. A per-user set lists a user's
 * sessions so that deleting the account (or signing out everywhere) ends all of them.
 */
@Injectable()
export class SessionStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly naming: Naming,
  ) {}

  async create(userId: string): Promise<Session> {
    const session: Session = { id: randomBytes(32).toString('base64url'), userId, createdAt: new Date().toISOString() };
    await this.redis
      .multi()
      .set(this.key(session.id), JSON.stringify(session), 'EX', THIRTY_DAYS_SECONDS)
      .sadd(this.userKey(userId), session.id)
      .expire(this.userKey(userId), THIRTY_DAYS_SECONDS)
      .exec();
    return session;
  }

  /** Reads a session and slides its expiry. */
  async get(id: string | undefined): Promise<Session | null> {
    if (!id || id.length > 100) return null;
    const raw = await this.redis.getex(this.key(id), 'EX', THIRTY_DAYS_SECONDS);
    return raw ? (JSON.parse(raw) as Session) : null;
  }

  /**
   * Reads and slides a session and counts one hit on the caller's `bucket` counter, in one round trip.
   * `count` and `retryAfterSeconds` describe the counter after this hit.
   */
  async readAndCount(id: string | undefined, bucket: string, windowSeconds: number): Promise<{ session: Session; count: number; retryAfterSeconds: number } | null> {
    if (!id || id.length > 100) return null;
    const answer = (await readAndCountScript(this.redis, [this.key(id)], [THIRTY_DAYS_SECONDS, `${this.naming.redisPrefix}rl:${bucket}:`, windowSeconds])) as [string, number, number] | null;
    if (!answer) return null;
    const [raw, count, ttl] = answer;
    return { session: JSON.parse(raw) as Session, count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
  }

  async destroy(id: string): Promise<void> {
    const session = await this.get(id);
    await this.redis.del(this.key(id));
    if (session) await this.redis.srem(this.userKey(session.userId), id);
  }

  async destroyAllForUser(userId: string): Promise<void> {
    const ids = await this.redis.smembers(this.userKey(userId));
    if (ids.length) await this.redis.del(...ids.map((id) => this.key(id)));
    await this.redis.del(this.userKey(userId));
  }

  private key(id: string) {
    return `${this.naming.redisPrefix}sess:${id}`;
  }

  private userKey(userId: string) {
    return `${this.naming.redisPrefix}user-sessions:${userId}`;
  }
}
