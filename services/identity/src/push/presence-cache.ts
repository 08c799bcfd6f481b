import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, InvalidationListener, LOGGER, Naming, REDIS, ShortLivedMap, type Logger } from '@converge/platform';
import type { IdentityConfig } from '../config.js';

/** The gateway announces here every socket that closed (the user id), in the same MULTI as its ZREM (realtime/presence.ts). */
export const presenceEndedChannel = (naming: Naming) => `${naming.redisPrefix}presence-ended`;

/**
 * This replica's memory of who has the app open, so that a message's push does not ask Redis for
 * every message (a ZCOUNT round trip was a third of this service's CPU per chat message). Only
 * "online" is kept: "away" is always read again, since a push that was not needed is worse than a
 * Redis read (and the push itself costs far more).
 *
 * What keeps the answer as fresh as Redis's:
 * - every socket close is published by the gateway in the same transaction as its removal from the
 *   presence set, and drops the person's entry here as soon as it arrives;
 * - a read that was in flight when any close arrived is not kept (generation), so an "online" read
 *   just before a close cannot be remembered just after it;
 * - while the listening connection is down nothing is kept or served, and everything is dropped when
 *   it goes down or comes back;
 * - an entry lives PRESENCE_CACHE_MS (1 s): the backstop for a lost announcement and for the leases
 *   of a gateway that died (they lapse in Redis by themselves).
 */
@Injectable()
export class PresenceCache implements OnModuleInit, OnApplicationShutdown {
  private readonly online: ShortLivedMap<true>; // user id → seen online
  private generation = 0;
  private readonly listener: InvalidationListener;
  private readonly ttlMs: number;

  constructor(@Inject(REDIS) redis: Redis, naming: Naming, @Inject(CONFIG) config: IdentityConfig, @Inject(LOGGER) logger: Logger) {
    this.ttlMs = config.PRESENCE_CACHE_MS;
    this.online = new ShortLivedMap<true>(this.ttlMs);
    const channel = presenceEndedChannel(naming);
    this.listener = new InvalidationListener({
      redis,
      logger,
      channel,
      enabled: this.ttlMs > 0,
      name: 'presence cache',
      onMessage: (userId) => this.closed(userId),
      onListening: () => this.forgetAll(),
    });
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  onApplicationShutdown(): void {
    this.listener.stop();
  }

  /** True when the person was seen online within the lifetime and none of their sockets closed since. */
  isOnline(userId: string): boolean {
    if (!this.listener.listening) return false;
    return this.online.get(userId) === true;
  }

  /** Taken before reading Redis; `keepOnline` keeps the answer only if no socket closed meanwhile. */
  stamp(): number {
    return this.generation;
  }

  keepOnline(userId: string, stamp: number): void {
    if (!this.listener.listening || this.ttlMs <= 0 || stamp !== this.generation) return;
    this.online.set(userId, true);
  }

  /** One of the person's sockets closed somewhere: they may be away now. */
  closed(userId: string): void {
    this.generation++;
    this.online.delete(userId);
  }

  /** Whatever was missed while not listening: start again from nothing. */
  private forgetAll(): void {
    this.online.clear();
    this.generation++;
  }
}
