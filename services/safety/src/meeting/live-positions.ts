import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Naming, REDIS } from '@converge/platform';
import type { Cell } from './grid.js';

/**
 * The last grid cell each participant reported, for a short while. Raw coordinates are never kept:
 * only the snapped cell, in Redis with a TTL, shared by every safety replica. Nothing is written
 * to the database or the event stream.
 */
@Injectable()
export class LivePositions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly naming: Naming,
  ) {}

  private key(sessionId: string, userId: string) {
    return `${this.naming.redisPrefix}meeting:cell:${sessionId}:${userId}`;
  }

  async put(sessionId: string, userId: string, cell: Cell, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.key(sessionId, userId), `${cell.row},${cell.col}`, 'EX', ttlSeconds);
  }

  async get(sessionId: string, userId: string): Promise<Cell | null> {
    const raw = await this.redis.get(this.key(sessionId, userId));
    if (!raw) return null;
    const [row, col] = raw.split(',').map(Number);
    return Number.isFinite(row) && Number.isFinite(col) ? { row, col } : null;
  }

  async forget(sessionId: string, userIds: string[]): Promise<void> {
    await this.redis.del(...userIds.map((u) => this.key(sessionId, u)));
  }
}
