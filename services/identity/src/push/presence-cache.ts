import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, LOGGER, Naming, REDIS, type Logger } from '@converge/platform';
import type { IdentityConfig } from '../config.js';

/** The gateway announces here every socket that closed (the user id), in the same MULTI as its ZREM (realtime/presence.ts). */
export const presenceEndedChannel = (naming: Naming) => `${naming.redisPrefix}presence-ended`;

const MAX_ENTRIES = 50_000;

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
  private readonly online = new Map<string, number>(); // user id → kept until (ms)
  private generation = 0;
  private listening = false;
  private subscriber?: Redis;
  private readonly ttlMs: number;
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    naming: Naming,
    @Inject(CONFIG) config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.ttlMs = config.PRESENCE_CACHE_MS;
    this.channel = presenceEndedChannel(naming);
  }

  async onModuleInit(): Promise<void> {
    if (this.ttlMs <= 0) return;
    // A subscribed connection can do nothing else: a connection of its own.
    const subscriber = this.redis.duplicate({ lazyConnect: true, maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, userId: string) => this.closed(userId));
    subscriber.on('ready', () => this.setListening(true)); // ioredis subscribes again on every reconnect before 'ready'
    subscriber.on('close', () => this.setListening(false));
    subscriber.on('error', (error: unknown) => this.logger.warn({ err: error }, 'presence cache: listener error (every push asks Redis until it is back)'));
    try {
      await subscriber.connect();
      await subscriber.subscribe(this.channel);
      this.setListening(true);
    } catch (error) {
      // Not fatal: without the listener every push asks Redis, as without the cache.
      this.logger.warn({ err: error }, 'presence cache: cannot listen for closed sockets yet; asking Redis for every push');
    }
  }

  onApplicationShutdown(): void {
    this.setListening(false);
    this.subscriber?.disconnect();
  }

  /** True when the person was seen online within the lifetime and none of their sockets closed since. */
  isOnline(userId: string): boolean {
    if (!this.listening) return false;
    const until = this.online.get(userId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.online.delete(userId);
    return false;
  }

  /** Taken before reading Redis; `keepOnline` keeps the answer only if no socket closed meanwhile. */
  stamp(): number {
    return this.generation;
  }

  keepOnline(userId: string, stamp: number): void {
    if (!this.listening || this.ttlMs <= 0 || stamp !== this.generation) return;
    if (this.online.size >= MAX_ENTRIES) this.dropExpired();
    if (this.online.size >= MAX_ENTRIES) this.online.delete(this.online.keys().next().value!);
    this.online.delete(userId); // re-inserted last, so insertion order stays expiry order
    this.online.set(userId, Date.now() + this.ttlMs);
  }

  /** One of the person's sockets closed somewhere: they may be away now. */
  closed(userId: string): void {
    this.generation++;
    this.online.delete(userId);
  }

  private setListening(listening: boolean): void {
    // Whatever was missed while not listening: start again from nothing.
    this.online.clear();
    this.generation++;
    this.listening = listening;
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [userId, until] of this.online) {
      if (until > now) break;
      this.online.delete(userId);
    }
  }
}
