import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Naming, REDIS } from '@converge/platform/core';
import { SocketServer } from './socket-server.js';

/** How long a socket counts as open without a refresh (a replica that died stops refreshing). */
const LEASE_MS = 120_000;
const REFRESH_MS = 60_000;

/**
 * Who has the app open, for web push: identity sends a message notification only to
 * someone with no socket on any replica. A Redis sorted set per person, `presence:<userId>`, holds
 * their socket ids scored by lease end; open sockets are refreshed here, so a crashed replica's
 * sockets lapse by themselves. identity reads it with ZCOUNT (push.sender.ts, same key) and keeps an
 * "online" answer for a second; every close is published on `presence-ended` in the same MULTI as
 * its ZREM, so identity forgets that answer at once (push/presence-cache.ts, same channel).
 */
@Injectable()
export class Presence implements OnModuleInit, OnModuleDestroy {
  private readonly open = new Map<string, string>(); // socket id → user id
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly sockets: SocketServer,
    private readonly naming: Naming,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private key(userId: string) {
    return `${this.naming.redisPrefix}presence:${userId}`;
  }

  onModuleInit(): void {
    this.sockets.onConnect((socket, userId) => {
      this.open.set(socket.id, userId);
      void this.lease(userId, socket.id);
      socket.on('disconnect', () => {
        this.open.delete(socket.id);
        void this.redis
          .multi()
          .zrem(this.key(userId), socket.id)
          .publish(`${this.naming.redisPrefix}presence-ended`, userId)
          .exec()
          .catch(() => undefined);
      });
    });
    this.timer = setInterval(() => {
      for (const [socketId, userId] of this.open) void this.lease(userId, socketId);
    }, REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async lease(userId: string, socketId: string): Promise<void> {
    const key = this.key(userId);
    const now = Date.now();
    await this.redis
      .multi()
      .zadd(key, now + LEASE_MS, socketId)
      .zremrangebyscore(key, 0, now)
      .pexpire(key, LEASE_MS)
      .exec()
      .catch(() => undefined);
  }
}
