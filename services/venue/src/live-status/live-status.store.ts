import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { cellCentre, GRID_CELL_METERS, PROXIMITY_MAX_METERS, type GridCell, type LiveActivity, type LiveMood } from '@converge/contracts';
import { Naming, REDIS } from '@converge/platform';

/** One person's live status as kept in Redis. Only this service ever reads it; no API returns it whole. */
export interface StoredStatus {
  statusId: string;
  userId: string;
  /** The snapped cell: the only position anyone else's answer is computed from. */
  row: number;
  col: number;
  /** The last reported fix, kept only to judge the next one (plane speed) — never compared with others. */
  latitude: number;
  longitude: number;
  at: number;
  currentActivity: LiveActivity;
  currentMood: LiveMood;
  statusMessage: string | null;
  interestTags: string[];
  lookingFor: string[];
}

/** A search radius that covers every cell whose centre is within the proximity of ours. */
const SEARCH_SLACK_M = 2;
/** How many of the nearest cells' people a nearby query looks at (the list is then filtered). */
export const CANDIDATE_LIMIT = 300;

/**
 * Live statuses in Redis: a GEO set of snapped cell centres (member = user id), a sorted set of the
 * last update time (the stale cutoff reads it, a sweep removes what is past it) and one JSON value
 * per person that also expires on its own shortly after going stale.
 */
@Injectable()
export class LiveStatusStore {
  readonly geoKey: string;
  readonly seenKey: string;
  private readonly statusPrefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    naming: Naming,
  ) {
    this.geoKey = `${naming.redisPrefix}live:geo`;
    this.seenKey = `${naming.redisPrefix}live:seen`;
    this.statusPrefix = `${naming.redisPrefix}live:s:`;
  }

  statusKey(userId: string): string {
    return `${this.statusPrefix}${userId}`;
  }

  async get(userId: string): Promise<{ status: StoredStatus; seen: number } | null> {
    const [raw, seen] = await Promise.all([this.redis.get(this.statusKey(userId)), this.redis.zscore(this.seenKey, userId)]);
    if (!raw || seen === null) return null;
    return { status: JSON.parse(raw) as StoredStatus, seen: Number(seen) };
  }

  async put(status: StoredStatus, ttlMs: number): Promise<void> {
    const centre = cellCentre(status);
    await this.redis
      .multi()
      .set(this.statusKey(status.userId), JSON.stringify(status), 'PX', ttlMs)
      .geoadd(this.geoKey, centre.longitude, centre.latitude, status.userId)
      .zadd(this.seenKey, status.at, status.userId)
      .exec();
  }

  async remove(userId: string): Promise<void> {
    await this.redis.multi().zrem(this.geoKey, userId).zrem(this.seenKey, userId).del(this.statusKey(userId)).exec();
  }

  /** User ids in cells within `radius` metres of a cell's centre, nearest cells first. */
  async around(cell: GridCell, radius: number, limit = CANDIDATE_LIMIT): Promise<string[]> {
    const centre = cellCentre(cell);
    return (await this.redis.geosearch(this.geoKey, 'FROMLONLAT', centre.longitude, centre.latitude, 'BYRADIUS', radius + SEARCH_SLACK_M, 'm', 'ASC', 'COUNT', limit)) as string[];
  }

  /** Everyone who could have this cell inside their largest proximity (for pushes). */
  audience(cell: GridCell): Promise<string[]> {
    return this.around(cell, PROXIMITY_MAX_METERS + GRID_CELL_METERS, 2000);
  }

  async load(userIds: string[]): Promise<Array<{ status: StoredStatus; seen: number } | null>> {
    if (userIds.length === 0) return [];
    const [raws, seens] = await Promise.all([this.redis.mget(userIds.map((id) => this.statusKey(id))), this.redis.zmscore(this.seenKey, ...userIds)]);
    return userIds.map((_, i) => {
      const raw = raws[i];
      const seen = seens[i];
      return raw && seen !== null && seen !== undefined ? { status: JSON.parse(raw) as StoredStatus, seen: Number(seen) } : null;
    });
  }

  /** People whose last update is older than the cutoff (for the sweep). */
  staleIds(cutoffMs: number, limit = 500): Promise<string[]> {
    return this.redis.zrangebyscore(this.seenKey, '-inf', `(${cutoffMs}`, 'LIMIT', 0, limit);
  }

  /** Removes a stale person unless they updated meanwhile; true when removed. */
  async removeIfStale(userId: string, cutoffMs: number): Promise<boolean> {
    const removed = (await this.redis.eval(
      `local s = redis.call('ZSCORE', KEYS[1], ARGV[1])
       if s and tonumber(s) < tonumber(ARGV[2]) then
         redis.call('ZREM', KEYS[1], ARGV[1]); redis.call('ZREM', KEYS[2], ARGV[1]); redis.call('DEL', KEYS[3]); return 1
       end
       return 0`,
      3,
      this.seenKey,
      this.geoKey,
      this.statusKey(userId),
      userId,
      String(cutoffMs),
    )) as number;
    return removed === 1;
  }
}
