import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { Naming, REDIS } from '@converge/platform';

export interface Session {
  id: string;
  userId: string;
  createdAt: string;
}

const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;

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
