import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Naming, REDIS } from '@converge/platform';
import type { GridCell as Cell } from '@converge/contracts';

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

  async get(sessionId: string, userId: string): Promise<Cell | null> {
    const raw = await this.redis.get(this.key(sessionId, userId));
    if (!raw) return null;
    const [row, col] = raw.split(',').map(Number);
    return Number.isFinite(row) && Number.isFinite(col) ? { row, col } : null;
  }

  async forget(sessionId: string, userIds: string[]): Promise<void> {
    await this.redis.del(...userIds.flatMap((u) => [this.key(sessionId, u), this.ownKey(sessionId, u)]));
  }

  /**
   * A participant's own last cell and when it was reported, kept longer than the partner-readable one
   * so an impossible jump is caught after a pause too. Only ever read for that person.
   */
  private ownKey(sessionId: string, userId: string) {
    return `${this.naming.redisPrefix}meeting:own:${sessionId}:${userId}`;
  }

  async ownLast(sessionId: string, userId: string): Promise<{ cell: Cell; at: number } | null> {
    const raw = await this.redis.get(this.ownKey(sessionId, userId));
    if (!raw) return null;
    const [row, col, at] = raw.split(',').map(Number);
    return Number.isFinite(row) && Number.isFinite(col) && Number.isFinite(at) ? { cell: { row, col }, at } : null;
  }

  /** Stores both keys in one round trip: the partner-readable cell (short TTL) and the own last fix. */
  async putWithOwn(sessionId: string, userId: string, cell: Cell, at: number, ttlSeconds: number, ownTtlSeconds: number): Promise<void> {
    await this.redis
      .multi()
      .set(this.key(sessionId, userId), `${cell.row},${cell.col}`, 'EX', ttlSeconds)
      .set(this.ownKey(sessionId, userId), `${cell.row},${cell.col},${at}`, 'EX', ownTtlSeconds)
      .exec();
  }
}
