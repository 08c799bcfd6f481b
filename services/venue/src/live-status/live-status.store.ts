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

/**
 * The public card of a live person, kept next to their status in Redis so a nearby query reads no SQL
 * per candidate. Written when they go live or update, rewritten by the profile / privacy / verification
 * events while they are live (live-status.events.ts), gone with the status.
 */
export interface LiveCard {
  displayName: string;
  age: number | null;
  photo: string | null;
  gender: string | null;
  lookingFor: string[];
  isIncognito: boolean;
  isVerified: boolean;
}

export interface LoadedStatus {
  status: StoredStatus;
  seen: number;
  /** The card as stored (parsed only for people who pass the cheap checks); null when not in Redis (yet). */
  cardJson: string | null;
}

/** A search radius that covers every cell whose centre is within the proximity of ours. */
const SEARCH_SLACK_M = 2;
/** How many of the nearest cells' people a nearby query examines (counted and filtered; a page is shown). */
export const CANDIDATE_LIMIT = 300;

/**
 * Live statuses in Redis: a GEO set of snapped cell centres (member = user id), a sorted set of the
 * last update time (the stale cutoff reads it, a sweep removes what is past it) and one JSON value
 * per person that also expires on its own shortly after going stale, with the person's card beside it.
 */
@Injectable()
export class LiveStatusStore {
  readonly geoKey: string;
  readonly seenKey: string;
  private readonly statusPrefix: string;
  private readonly cardPrefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    naming: Naming,
  ) {
    this.geoKey = `${naming.redisPrefix}live:geo`;
    this.seenKey = `${naming.redisPrefix}live:seen`;
    this.statusPrefix = `${naming.redisPrefix}live:s:`;
    this.cardPrefix = `${naming.redisPrefix}live:c:`;
  }

  cardKey(userId: string): string {
    return `${this.cardPrefix}${userId}`;
  }

  statusKey(userId: string): string {
    return `${this.statusPrefix}${userId}`;
  }

  async get(userId: string): Promise<{ status: StoredStatus; seen: number } | null> {
    const [raw, seen] = await Promise.all([this.redis.get(this.statusKey(userId)), this.redis.zscore(this.seenKey, userId)]);
    if (!raw || seen === null) return null;
    return { status: JSON.parse(raw) as StoredStatus, seen: Number(seen) };
  }

  async put(status: StoredStatus, card: LiveCard | null, ttlMs: number): Promise<void> {
    const centre = cellCentre(status);
    const tx = this.redis.multi();
    if (card) tx.set(this.cardKey(status.userId), JSON.stringify(card), 'PX', ttlMs);
    else tx.del(this.cardKey(status.userId));
    await tx
      .set(this.statusKey(status.userId), JSON.stringify(status), 'PX', ttlMs)
      .geoadd(this.geoKey, centre.longitude, centre.latitude, status.userId)
      .zadd(this.seenKey, status.at, status.userId)
      .exec();
  }

  async remove(userId: string): Promise<void> {
    await this.redis.multi().zrem(this.geoKey, userId).zrem(this.seenKey, userId).del(this.statusKey(userId), this.cardKey(userId)).exec();
  }

  /** A card read from SQL for someone live whose card was missing: kept as long as their status. */
  async putCardIfLive(userId: string, card: LiveCard): Promise<void> {
    const ttl = await this.redis.pttl(this.statusKey(userId));
    if (ttl > 0) await this.redis.set(this.cardKey(userId), JSON.stringify(card), 'PX', ttl);
  }

  /** A profile, privacy or verification change of someone live applies to their card at once. */
  async replaceCard(userId: string, card: LiveCard | null): Promise<void> {
    if (card) await this.redis.set(this.cardKey(userId), JSON.stringify(card), 'KEEPTTL', 'XX');
    else await this.redis.del(this.cardKey(userId));
  }

  /** User ids in cells within `radius` metres of a cell's centre, nearest cells first. */
  async around(cell: GridCell, radius: number, limit = CANDIDATE_LIMIT): Promise<string[]> {
    const centre = cellCentre(cell);
    return (await this.redis.geosearch(this.geoKey, 'FROMLONLAT', centre.longitude, centre.latitude, 'BYRADIUS', radius + SEARCH_SLACK_M, 'm', 'ASC', 'COUNT', limit)) as string[];
  }

  /**
   * The viewer's own status and the ids around their cell in one round trip: the search starts from
   * the viewer's member of the GEO set, which is their cell's centre (written with the status).
   */
  async aroundMe(userId: string, radius: number, limit = CANDIDATE_LIMIT): Promise<{ me: { status: StoredStatus; seen: number } | null; ids: string[] }> {
    const results = await this.redis
      .pipeline()
      .get(this.statusKey(userId))
      .zscore(this.seenKey, userId)
      .geosearch(this.geoKey, 'FROMMEMBER', userId, 'BYRADIUS', radius + SEARCH_SLACK_M, 'm', 'ASC', 'COUNT', limit)
      .exec();
    const [[, raw], [, seen], [searchError, found]] = results as Array<[Error | null, unknown]> as [[null, string | null], [null, string | null], [Error | null, string[]]];
    if (!raw || seen === null || searchError) return { me: null, ids: [] };
    return { me: { status: JSON.parse(raw) as StoredStatus, seen: Number(seen) }, ids: found.filter((id) => id !== userId) };
  }

  /** Everyone who could have this cell inside their largest proximity (for pushes). */
  audience(cell: GridCell): Promise<string[]> {
    return this.around(cell, PROXIMITY_MAX_METERS + GRID_CELL_METERS, 2000);
  }

  /** Statuses, last-seen times and cards of many people: one MGET and one ZMSCORE, no SQL. */
  async load(userIds: string[]): Promise<Array<LoadedStatus | null>> {
    if (userIds.length === 0) return [];
    const keys = userIds.flatMap((id) => [this.statusKey(id), this.cardKey(id)]);
    const [raws, seens] = await Promise.all([this.redis.mget(keys), this.redis.zmscore(this.seenKey, ...userIds)]);
    return userIds.map((_, i) => {
      const raw = raws[2 * i];
      const rawCard = raws[2 * i + 1];
      const seen = seens[i];
      if (!raw || seen === null || seen === undefined) return null;
      return { status: JSON.parse(raw) as StoredStatus, seen: Number(seen), cardJson: rawCard ?? null };
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
         redis.call('ZREM', KEYS[1], ARGV[1]); redis.call('ZREM', KEYS[2], ARGV[1]); redis.call('DEL', KEYS[3], KEYS[4]); return 1
       end
       return 0`,
      4,
      this.seenKey,
      this.geoKey,
      this.statusKey(userId),
      this.cardKey(userId),
      userId,
      String(cutoffMs),
    )) as number;
    return removed === 1;
  }
}
