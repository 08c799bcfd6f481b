import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { UserView } from '@converge/contracts';
import { CONFIG, LOGGER, Naming, REDIS, type Logger } from '@converge/platform';
import type { GatewayConfig } from '../config.js';
import type { Session } from './session.store.js';

/** Never longer: a session ended anywhere must be refused by every replica within a second. */
export const AUTH_CACHE_MAX_MS = 1000;
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * This replica's copy, for at most AUTH_CACHE_MS (≤ 1 s), of the sessions and "who am I" answers it
 * just read, so that a person's burst of requests (a screen loading, a client polling) costs one
 * Redis read and one identity round trip a second instead of one each per request.
 *
 * What keeps every guarantee:
 * - Revocation reaches every replica at once: every end of a session goes through SessionStore, which
 *   publishes it on a Redis channel that every gateway replica listens to (`s` one session, `u` every
 *   session and the view of a person: sign-out everywhere, deletion, suspension) before it answers;
 *   each replica drops its copy when the message arrives. The lifetime (≤ 1 s from the Redis read) is the
 *   backstop for a message lost with a broken connection, and for a key removed behind the gateway's back.
 * - While the listening connection is not up, nothing is served from the cache (each request reads
 *   Redis as before); it is emptied whenever that connection goes down or comes back.
 * - A read that was in flight while a revocation arrived is not kept (`stamp`/generation), so an answer
 *   read just before a sign-out cannot be cached just after it.
 * - A state-changing request by a person (other than the hot ones that cannot change their view)
 *   announces `v` before its answer is sent (views-changed.hook.ts), so no replica answers "who am I"
 *   with what it read before a change the person already saw succeed.
 * - Per-person limits still count every request in Redis (readAndCount is never cached), and the
 *   absolute session lifetime is checked on every use of a cached session.
 */
@Injectable()
export class AuthCache implements OnModuleInit, OnApplicationShutdown {
  readonly ttlMs: number;
  private readonly sessions = new Map<string, Entry<Session>>();
  private readonly views = new Map<string, Entry<UserView>>();
  /** Bumped by every session revocation, and when the listener goes down or comes back. */
  private sessionGeneration = 0;
  /** Bumped by every view change and person revocation, and when the listener goes down or comes back. */
  private viewGeneration = 0;
  private listening = false;
  private subscriber?: Redis;
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    naming: Naming,
    @Inject(CONFIG) config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.ttlMs = Math.min(config.AUTH_CACHE_MS, AUTH_CACHE_MAX_MS);
    this.channel = `${naming.redisPrefix}auth-revocations`;
  }

  async onModuleInit(): Promise<void> {
    if (this.ttlMs <= 0) return;
    // A subscribed connection can do nothing else: a connection of its own.
    const subscriber = this.redis.duplicate({ lazyConnect: true, maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => this.apply(message));
    subscriber.on('ready', () => this.setListening(true)); // ioredis subscribes again on every reconnect before 'ready'
    subscriber.on('close', () => this.setListening(false));
    subscriber.on('error', (error: unknown) => this.logger.warn({ err: error }, 'auth cache: revocation listener error (the cache is off until it is back)'));
    try {
      await subscriber.connect();
      await subscriber.subscribe(this.channel);
      this.setListening(true);
    } catch (error) {
      // Not fatal: without the listener every request reads Redis, as without the cache.
      this.logger.warn({ err: error }, 'auth cache: cannot listen for revocations yet; reading every session from Redis');
    }
  }

  onApplicationShutdown(): void {
    this.setListening(false);
    this.subscriber?.disconnect();
  }

  /** Taken before a read from Redis or identity; `keepSession`/`keepView` keep the answer only if nothing was revoked meanwhile. */
  stamp(): { session: number; view: number } {
    return { session: this.sessionGeneration, view: this.viewGeneration };
  }

  session(id: string): Session | undefined {
    return this.fresh(this.sessions, id);
  }

  keepSession(session: Session, stamp: { session: number }): void {
    if (stamp.session !== this.sessionGeneration) return;
    this.keep(this.sessions, session.id, session);
  }

  view(userId: string): UserView | undefined {
    return this.fresh(this.views, userId);
  }

  keepView(userId: string, view: UserView, stamp: { view: number }): void {
    if (stamp.view !== this.viewGeneration) return;
    this.keep(this.views, userId, view);
  }

  /** One session ended: dropped here at once and on every other replica when the message arrives. */
  async sessionEnded(id: string): Promise<void> {
    await this.announce(`s:${id}`);
  }

  /** Every session of a person ended (sign-out everywhere, deletion, suspension). */
  async personEnded(userId: string): Promise<void> {
    await this.announce(`u:${userId}`);
  }

  /** What "who am I" answers for the person may have changed. */
  async viewChanged(userId: string): Promise<void> {
    await this.announce(`v:${userId}`);
  }

  /** A change this replica made, or learned of from an event: its own copy only. */
  forgetViewHere(userId: string): void {
    this.apply(`v:${userId}`);
  }

  private async announce(message: string): Promise<void> {
    this.apply(message);
    if (this.ttlMs <= 0) return;
    await this.redis.publish(this.channel, message);
  }

  private apply(message: string): void {
    const kind = message.slice(0, 2);
    const key = message.slice(2);
    if (kind === 's:') {
      this.sessionGeneration++;
      this.sessions.delete(key);
    } else if (kind === 'u:') {
      this.sessionGeneration++;
      this.viewGeneration++;
      for (const [id, entry] of this.sessions) if (entry.value.userId === key) this.sessions.delete(id);
      this.views.delete(key);
    } else if (kind === 'v:') {
      this.viewGeneration++;
      this.views.delete(key);
    }
  }

  private setListening(listening: boolean): void {
    // Whatever was missed while not listening: start again from nothing.
    this.sessions.clear();
    this.views.clear();
    this.sessionGeneration++;
    this.viewGeneration++;
    this.listening = listening;
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
    if (!this.listening) return undefined;
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    map.delete(key);
    return undefined;
  }

  private keep<T>(map: Map<string, Entry<T>>, key: string, value: T): void {
    if (!this.listening || this.ttlMs <= 0) return;
    if (map.size >= MAX_ENTRIES) this.dropExpired(map);
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    map.delete(key); // re-inserted last, so the oldest entries stay first in iteration order
    map.set(key, { value, until: Date.now() + this.ttlMs });
  }

  private dropExpired<T>(map: Map<string, Entry<T>>): void {
    const now = Date.now();
    for (const [key, entry] of map) {
      if (entry.until > now) break; // insertion order is expiry order
      map.delete(key);
    }
  }
}
