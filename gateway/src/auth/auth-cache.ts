import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { UserView } from '@converge/contracts';
import { CONFIG, InvalidationListener, LOGGER, Naming, REDIS, ShortLivedMap, type Logger } from '@converge/platform/core';
import type { GatewayConfig } from '../config.js';
import type { Session } from './session.store.js';

/** Never longer: a session ended anywhere must be refused by every replica within a second. */
export const AUTH_CACHE_MAX_MS = 1000;

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
  private readonly sessions: ShortLivedMap<Session>;
  private readonly views: ShortLivedMap<UserView>;
  /** Bumped by every session revocation, and when the listener goes down or comes back. */
  private sessionGeneration = 0;
  /** Bumped by every view change and person revocation, and when the listener goes down or comes back. */
  private viewGeneration = 0;
  private readonly listener: InvalidationListener;
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    naming: Naming,
    @Inject(CONFIG) config: GatewayConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.ttlMs = Math.min(config.AUTH_CACHE_MS, AUTH_CACHE_MAX_MS);
    this.sessions = new ShortLivedMap<Session>(this.ttlMs);
    this.views = new ShortLivedMap<UserView>(this.ttlMs);
    this.channel = `${naming.redisPrefix}auth-revocations`;
    const onMessage = (message: string) => this.apply(message);
    this.listener = new InvalidationListener({ redis, logger, channel: this.channel, enabled: this.ttlMs > 0, name: 'auth cache', onMessage, onListening: () => this.forgetAll() });
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  onApplicationShutdown(): void {
    this.listener.stop();
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
      this.sessions.deleteWhere((session) => session.userId === key);
      this.views.delete(key);
    } else if (kind === 'v:') {
      this.viewGeneration++;
      this.views.delete(key);
    }
  }

  /** Whatever was missed while not listening: start again from nothing. */
  private forgetAll(): void {
    this.sessions.clear();
    this.views.clear();
    this.sessionGeneration++;
    this.viewGeneration++;
  }

  private fresh<T>(map: ShortLivedMap<T>, key: string): T | undefined {
    if (!this.listener.listening) return undefined;
    return map.get(key);
  }

  private keep<T>(map: ShortLivedMap<T>, key: string, value: T): void {
    if (!this.listener.listening || this.ttlMs <= 0) return;
    map.set(key, value);
  }
}
