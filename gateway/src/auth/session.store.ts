import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CONFIG, Naming, REDIS, redisScript } from '@converge/platform/core';
import type { GatewayConfig } from '../config.js';
import { AuthCache } from './auth-cache.js';

export interface Session {
  id: string;
  userId: string;
  createdAt: string;
}

const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;

/** One of a person's sessions as the Safety Center lists it: never the session id itself. */
export interface SessionListing {
  /** A handle for the session (a hash of its id; the id is the cookie's secret). */
  handle: string;
  createdAt: string;
  /** When it was last used (its idle expiry minus the idle timeout). */
  lastActiveAt: string;
  /** When it ends if it is not used again. */
  idleExpiresAt: string;
  /** When it ends however much it is used (createdAt + the absolute lifetime). */
  expiresAt: string;
}

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
 * Opaque 256-bit session ids in Redis. A session ends after SESSION_IDLE_TTL seconds without use (the
 * key's expiry, slid by every read) and, however much it is used, SESSION_ABSOLUTE_TTL seconds after
 * sign-in (a stolen cookie kept alive by a script must not last for ever). A per-user set
 * lists a user's sessions so that deleting the account (or signing out everywhere) ends all of them.
 */
@Injectable()
export class SessionStore {
  private readonly idleSeconds: number;
  private readonly absoluteMs: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly naming: Naming,
    @Inject(CONFIG) config: GatewayConfig,
    private readonly cache: AuthCache,
  ) {
    this.absoluteMs = config.SESSION_ABSOLUTE_TTL * 1000;
    this.idleSeconds = Math.min(config.SESSION_IDLE_TTL, config.SESSION_ABSOLUTE_TTL);
  }

  /** The two lifetimes, in seconds (for the session list). */
  get lifetimes(): { idleSeconds: number; absoluteSeconds: number } {
    return { idleSeconds: this.idleSeconds, absoluteSeconds: this.absoluteMs / 1000 };
  }

  async create(userId: string): Promise<Session> {
    const session: Session = { id: randomBytes(32).toString('base64url'), userId, createdAt: new Date().toISOString() };
    await this.redis
      .multi()
      .set(this.key(session.id), JSON.stringify(session), 'EX', this.idleSeconds)
      .sadd(this.userKey(userId), session.id)
      .expire(this.userKey(userId), Math.max(THIRTY_DAYS_SECONDS, this.absoluteMs / 1000))
      .exec();
    return session;
  }

  /**
   * Reads a session and slides its expiry; null when it is gone or past its absolute lifetime. A
   * session this replica read within the last AUTH_CACHE_MS (≤ 1 s) and that no replica has ended
   * since is taken from AuthCache (auth-cache.ts says why that keeps revocation within a second); its
   * idle expiry then slides at the next read from Redis, at most a second later (the idle timeout is days).
   */
  async get(id: string | undefined): Promise<Session | null> {
    if (!id || id.length > 100) return null;
    const cached = this.cache.session(id);
    if (cached) return this.live(cached);
    const stamp = this.cache.stamp();
    const raw = await this.redis.getex(this.key(id), 'EX', this.idleSeconds);
    const session = raw ? this.live(JSON.parse(raw) as Session) : null;
    if (session) this.cache.keepSession(session, stamp);
    return session;
  }

  /**
   * The session unless it has outlived its absolute lifetime, which ends it (deleted in the background:
   * the caller is refused at once). Checked after the read so the hot path stays one round trip.
   */
  private live(session: Session): Session | null {
    const created = Date.parse(session.createdAt);
    if (!(Date.now() - created < this.absoluteMs)) {
      void this.remove(session).catch(() => undefined);
      return null;
    }
    return session;
  }

  private async remove(session: Session): Promise<void> {
    await this.redis.multi().del(this.key(session.id)).srem(this.userKey(session.userId), session.id).exec();
    await this.cache.sessionEnded(session.id);
  }

  /** A session's handle in the session list: not the id, which is the cookie's secret. */
  static handleOf(id: string): string {
    return createHash('sha256').update(id).digest('base64url').slice(0, 22);
  }

  /** The person's live sessions, newest first; ids of ended ones leave the person's set on the way. */
  async list(userId: string): Promise<SessionListing[]> {
    const ids = await this.redis.smembers(this.userKey(userId));
    if (!ids.length) return [];
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.get(this.key(id)).pttl(this.key(id));
    const replies = (await pipeline.exec()) ?? [];
    const now = Date.now();
    const listed: SessionListing[] = [];
    const ended: string[] = [];
    ids.forEach((id, i) => {
      const raw = replies[i * 2]?.[1] as string | null;
      const ttlMs = replies[i * 2 + 1]?.[1] as number;
      const session = raw ? (JSON.parse(raw) as Session) : null;
      const created = session ? Date.parse(session.createdAt) : NaN;
      if (!session || session.userId !== userId || ttlMs < 0 || !(now - created < this.absoluteMs)) {
        ended.push(id);
        return;
      }
      const idleExpires = now + ttlMs;
      listed.push({
        handle: SessionStore.handleOf(id),
        createdAt: new Date(created).toISOString(),
        lastActiveAt: new Date(Math.max(created, idleExpires - this.idleSeconds * 1000)).toISOString(),
        idleExpiresAt: new Date(Math.min(idleExpires, created + this.absoluteMs)).toISOString(),
        expiresAt: new Date(created + this.absoluteMs).toISOString(),
      });
    });
    if (ended.length) await this.redis.srem(this.userKey(userId), ...ended);
    return listed.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Ends the person's session with this handle; false when they have none by that handle. */
  async destroyByHandle(userId: string, handle: string): Promise<string | null> {
    const ids = await this.redis.smembers(this.userKey(userId));
    const id = ids.find((candidate) => SessionStore.handleOf(candidate) === handle);
    if (!id) return null;
    await this.redis.multi().del(this.key(id)).srem(this.userKey(userId), id).exec();
    await this.cache.sessionEnded(id);
    return id;
  }

  /**
   * Reads and slides a session and counts one hit on the caller's `bucket` counter, in one round trip.
   * `count` and `retryAfterSeconds` describe the counter after this hit.
   */
  async readAndCount(id: string | undefined, bucket: string, windowSeconds: number): Promise<{ session: Session; count: number; retryAfterSeconds: number } | null> {
    if (!id || id.length > 100) return null;
    const stamp = this.cache.stamp();
    const answer = (await readAndCountScript(this.redis, [this.key(id)], [this.idleSeconds, `${this.naming.redisPrefix}rl:${bucket}:`, windowSeconds])) as [string, number, number] | null;
    if (!answer) return null;
    const [raw, count, ttl] = answer;
    const session = this.live(JSON.parse(raw) as Session);
    if (session) this.cache.keepSession(session, stamp);
    return session ? { session, count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds } : null;
  }

  /** Ends a session; returns what it was (null when there was none). */
  async destroy(id: string): Promise<Session | null> {
    if (id.length > 100) return null;
    const raw = await this.redis.get(this.key(id));
    const session = raw ? (JSON.parse(raw) as Session) : null;
    await this.redis.del(this.key(id));
    if (session) await this.redis.srem(this.userKey(session.userId), id);
    await this.cache.sessionEnded(id);
    return session;
  }

  async destroyAllForUser(userId: string): Promise<void> {
    const ids = await this.redis.smembers(this.userKey(userId));
    if (ids.length) await this.redis.del(...ids.map((id) => this.key(id)));
    await this.redis.del(this.userKey(userId));
    await this.cache.personEnded(userId);
  }

  private key(id: string) {
    return `${this.naming.redisPrefix}sess:${id}`;
  }

  private userKey(userId: string) {
    return `${this.naming.redisPrefix}user-sessions:${userId}`;
  }
}
