import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { cellCentre, GRID_CELL_METERS, PROXIMITY_MAX_METERS, type GridCell, type LiveActivity, type LiveMood } from '@converge/contracts';
import { Naming, REDIS, redisScript } from '@converge/platform';
import { parsedOnce } from './parsed-once.js';

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
  /** The profile's interest tags (ProfileUpdated): ice breakers use them with the status's own tags. Absent in cards written before. */
  interestTags?: string[];
}

/** The check-in a live person is at now (CheckedIn / CheckInEnded), for the ice breakers' shared venue. */
export interface LiveVenue {
  checkInId: string;
  name: string;
}

/** What a nearby query filters on, read from the head of the stored value without parsing its JSON. */
export interface StatusHeader {
  row: number;
  col: number;
  currentActivity: LiveActivity;
  lookingFor: string[];
}

/**
 * A status as stored: `row|col|activity|lookingFor,…|` then its JSON. A nearby query examines up to
 * 300 people but shows 30: it reads the head of everyone and parses the JSON of the page only.
 * (Values written before the head existed are plain JSON; both are read.)
 */
export function encodeStatus(status: StoredStatus): string {
  return `${status.row}|${status.col}|${status.currentActivity}|${status.lookingFor.join(',')}|${JSON.stringify(status)}`;
}

export function decodeStatus(raw: string): StoredStatus {
  return JSON.parse(raw.charCodeAt(0) === 123 ? raw : raw.slice(raw.indexOf('{'))) as StoredStatus;
}

/** What a nearby query filters on, from the value's head (a value written before the head: its JSON). */
export function headerOf(raw: string): StatusHeader {
  if (raw.charCodeAt(0) === 123) return JSON.parse(raw) as StoredStatus;
  const a = raw.indexOf('|');
  const b = raw.indexOf('|', a + 1);
  const c = raw.indexOf('|', b + 1);
  const d = raw.indexOf('|', c + 1);
  const lookingFor = raw.slice(c + 1, d);
  return { row: Number(raw.slice(0, a)), col: Number(raw.slice(a + 1, b)), currentActivity: raw.slice(b + 1, c) as LiveActivity, lookingFor: lookingFor ? lookingFor.split(',') : [] };
}

/** One person around the viewer as a nearby read returns them: fresh and not blocked either way. */
export interface AroundItem {
  userId: string;
  header: StatusHeader;
  /** Their status as stored: parsed (decodeStatus) only for the people shown. */
  raw: string;
  seen: number;
  /** The card as stored (parsed only for people who pass the cheap checks); null when not in Redis (yet). */
  cardJson: string | null;
  /** The check-in they are at now (a LiveVenue's JSON, parsed for the page only: the ice breakers), or null. */
  venueJson: string | null;
  /** Whether they liked the viewer (an incognito person stays visible to the people they liked). */
  likedMe: boolean;
}

/**
 * A card's JSON parsed, once per text (parsedOnce): a nearby query reads up to 300 cards and most were
 * read by the last query around. A few MB at most: a card's JSON is ~200 bytes.
 */
export const parseCard: (json: string) => Readonly<LiveCard> = parsedOnce((json) => JSON.parse(json) as LiveCard, 20_000);

/**
 * A status as stored, parsed once per text (parsedOnce): the statuses a page shows, and the viewer's
 * own, are mostly those the last queries around parsed. A status is ~300 bytes and its head.
 */
export const parseStatus: (raw: string) => Readonly<StoredStatus> = parsedOnce(decodeStatus, 10_000);

/** What one nearby read returns: the viewer's own status, card and venue, and who is around. */
export type NearbyRead =
  | { kind: 'not-live' }
  | { kind: 'exclusions-missing' }
  | { kind: 'ok'; me: { status: Readonly<StoredStatus>; seen: number }; myCard: Readonly<LiveCard> | null; myVenue: LiveVenue | null; around: AroundItem[] };

/** A search radius that covers every cell whose centre is within the proximity of ours. */
const SEARCH_SLACK_M = 2;
/** How many of the nearest cells' people a nearby query examines (counted and filtered; a page is shown). */
export const CANDIDATE_LIMIT = 300;
/**
 * Up to this many fresh people around, the script returns their statuses, cards and venues itself (one
 * round trip: a 100 m list holds a few dozen); beyond it the caller fetches them with one MGET, because
 * moving ~100 KB of JSON through Lua (500 m, 300 people) costs Redis several times what MGET does.
 */
export const INLINE_LIMIT = 64;

/**
 * A nearby query's read of Redis. KEYS: the GEO set, the last-seen set. ARGV: key prefix, viewer id,
 * search radius (m), candidate limit, fresh-after (ms), inline limit. Answers '0' when the viewer is
 * not live, '1' when the viewer's exclusion sets are not loaded yet (the caller loads them from SQL and
 * asks again), else one text of fields joined by FIELD_SEPARATOR: seen, status, card, venue, inline,
 * …people: the viewer's own last-seen time,
 * status, card and venue ('' when missing), whether the people carry their values (1/0), then for each
 * fresh person around the viewer's cell (the search starts from the viewer's member of the GEO set,
 * their cell's centre), nearest cells first, minus the viewer and anyone blocked either way with them:
 * their id, last-seen time and whether they liked the viewer (1/0), followed, when inline, by their
 * status, card and venue ('' when missing). The stale never leave Redis. Each round trip wakes four
 * processes on a machine where a wake-up costs more than the work (ARCHITECTURE.md §9), so a 100 m
 * query is one round trip, not three. One text rather than an array of ~100 values: the client decodes
 * one value and splits it natively, where decoding each value was a tenth of the venue's CPU per query.
 * It reads keys it builds from the prefix (the viewer's and the candidates' values and sets), not
 * declared in KEYS: fine on one Redis, as here; not for Redis Cluster.
 */
const NEARBY_SCRIPT = `
local p, me, cutoff = ARGV[1], ARGV[2], tonumber(ARGV[5])
local mine = redis.call('GET', p .. 'live:s:' .. me)
local mySeen = redis.call('ZSCORE', KEYS[2], me)
if not mine or not mySeen or tonumber(mySeen) <= cutoff then return '0' end
if redis.call('EXISTS', p .. 'live:xr:' .. me) == 0 then return '1' end
local found = redis.call('GEOSEARCH', KEYS[1], 'FROMMEMBER', me, 'BYRADIUS', ARGV[3], 'm', 'ASC', 'COUNT', ARGV[4])
local out = {mySeen, mine, redis.call('GET', p .. 'live:c:' .. me) or '', redis.call('GET', p .. 'live:at:' .. me) or '', 0}
local blocked = {}
for _, id in ipairs(redis.call('SMEMBERS', p .. 'live:xb:' .. me)) do blocked[id] = true end
local ids = {}
for _, id in ipairs(found) do
  if id ~= me and not blocked[id] then ids[#ids + 1] = id end
end
if #ids == 0 then return table.concat(out, '\\30') end
local seens = redis.call('ZMSCORE', KEYS[2], unpack(ids))
local liked = redis.call('SMISMEMBER', p .. 'live:xl:' .. me, unpack(ids))
local fresh = {}
for i, id in ipairs(ids) do
  local seen = seens[i]
  if seen and tonumber(seen) > cutoff then fresh[#fresh + 1] = i end
end
local values = {}
if #fresh > 0 and #fresh <= tonumber(ARGV[6]) then
  out[5] = 1
  local keys = {}
  for _, i in ipairs(fresh) do
    local id = ids[i]
    keys[#keys + 1] = p .. 'live:s:' .. id
    keys[#keys + 1] = p .. 'live:c:' .. id
    keys[#keys + 1] = p .. 'live:at:' .. id
  end
  values = redis.call('MGET', unpack(keys))
end
for k, i in ipairs(fresh) do
  out[#out + 1] = ids[i]
  out[#out + 1] = seens[i]
  out[#out + 1] = liked[i]
  if out[5] == 1 then
    out[#out + 1] = values[3 * k - 2] or ''
    out[#out + 1] = values[3 * k - 1] or ''
    out[#out + 1] = values[3 * k] or ''
  end
end
return table.concat(out, '\\30')`;

const nearbyScript = redisScript(NEARBY_SCRIPT);
/**
 * Between the fields of NEARBY_SCRIPT's answer (ASCII RS, '\30' in Lua). No field can hold it: each is
 * a number, an id, JSON (JSON.stringify escapes every control character) or a status's head of numbers
 * and enum words (encodeStatus), all written by this service.
 */
const FIELD_SEPARATOR = '\x1e';
/** SET KEYS[i] to ARGV[2i-1] expiring at ARGV[2i] (ms): several check-ins' venues in one call. */
const putVenuesScript = redisScript(`for i, key in ipairs(KEYS) do redis.call('SET', key, ARGV[2 * i - 1], 'PXAT', ARGV[2 * i]) end
return 0`);
/** DEL KEYS[i] while it still holds check-in ARGV[i], in order. */
const endVenuesScript = redisScript(`for i, key in ipairs(KEYS) do
  local v = redis.call('GET', key)
  if v and cjson.decode(v).checkInId == ARGV[i] then redis.call('DEL', key) end
end
return 0`);

/**
 * Loads a viewer's exclusion sets read from SQL, unless they are already there. Adds, never replaces:
 * a block or like the events add meanwhile is kept (an unblock racing the very first load may leave
 * the pair excluded: the safe side). KEYS: blocked set, likers set, loaded marker. ARGV: the number of
 * blocked ids, then the blocked ids, then the likers.
 */
const LOAD_EXCLUSIONS_SCRIPT = `
if redis.call('EXISTS', KEYS[3]) == 1 then return 0 end
local nb = tonumber(ARGV[1])
local function add(key, from, to)
  for i = from, to, 500 do redis.call('SADD', key, unpack(ARGV, i, math.min(i + 499, to))) end
end
add(KEYS[1], 2, nb + 1)
add(KEYS[2], nb + 2, #ARGV)
redis.call('SET', KEYS[3], '1')
return 1`;

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
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    naming: Naming,
  ) {
    this.geoKey = `${naming.redisPrefix}live:geo`;
    this.seenKey = `${naming.redisPrefix}live:seen`;
    this.statusPrefix = `${naming.redisPrefix}live:s:`;
    this.cardPrefix = `${naming.redisPrefix}live:c:`;
    this.prefix = naming.redisPrefix;
  }

  /** People blocked either way with this person (kept by the block events; loaded from SQL once). */
  blockedKey(userId: string): string {
    return `${this.prefix}live:xb:${userId}`;
  }

  /** People who liked this person (an incognito person stays visible to the people they liked). */
  likersKey(userId: string): string {
    return `${this.prefix}live:xl:${userId}`;
  }

  /** Set once the two sets above hold everything SQL knows about this person. */
  exclusionsLoadedKey(userId: string): string {
    return `${this.prefix}live:xr:${userId}`;
  }

  /** The check-in this person is at now, expiring with it. */
  venueKey(userId: string): string {
    return `${this.prefix}live:at:${userId}`;
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
    return { status: decodeStatus(raw), seen: Number(seen) };
  }

  async put(status: StoredStatus, card: LiveCard | null, ttlMs: number): Promise<void> {
    const centre = cellCentre(status);
    const tx = this.redis.multi();
    if (card) tx.set(this.cardKey(status.userId), JSON.stringify(card), 'PX', ttlMs);
    else tx.del(this.cardKey(status.userId));
    await tx
      .set(this.statusKey(status.userId), encodeStatus(status), 'PX', ttlMs)
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
   * Everything a nearby query reads from Redis (NEARBY_SCRIPT): the viewer's status, card and venue, and
   * the fresh people around their cell minus those blocked either way, with their statuses, cards,
   * venues, last-seen times and likes. One round trip up to `inlineLimit` people, else a second (MGET).
   */
  async nearby(userId: string, radius: number, freshAfterMs: number, { limit = CANDIDATE_LIMIT, inlineLimit = INLINE_LIMIT } = {}): Promise<NearbyRead> {
    const answer = (await nearbyScript(this.redis, [this.geoKey, this.seenKey], [this.prefix, userId, radius + SEARCH_SLACK_M, limit, freshAfterMs, inlineLimit])) as string;
    if (answer === '0') return { kind: 'not-live' };
    if (answer === '1') return { kind: 'exclusions-missing' };
    const reply = answer.split(FIELD_SEPARATOR);
    const me = { status: parseStatus(reply[1]!), seen: Number(reply[0]) };
    const myCard = reply[2] ? parseCard(reply[2]) : null;
    const myVenue = reply[3] ? (JSON.parse(reply[3]) as LiveVenue) : null;
    const inline = reply[4] === '1';
    const HEAD = 5;
    const stride = inline ? 6 : 3;
    const people = (reply.length - HEAD) / stride;
    // Their statuses, cards and venues: in the reply after each person's id, last-seen time and like,
    // or (many people) three per person from one MGET.
    const idOf = (i: number) => reply[HEAD + stride * i]!;
    const { values, offset, step } =
      inline || people === 0
        ? { values: reply as Array<string | null>, offset: HEAD + 3, step: stride }
        : { values: await this.redis.mget(Array.from({ length: people }, (_, i) => [this.statusKey(idOf(i)), this.cardKey(idOf(i)), this.venueKey(idOf(i))]).flat()), offset: 0, step: 3 };
    const around: AroundItem[] = [];
    for (let i = 0; i < people; i++) {
      const at = offset + step * i;
      const raw = values[at];
      if (!raw) continue; // expired since the search
      const row = HEAD + stride * i;
      around.push({
        userId: reply[row]!,
        header: headerOf(raw),
        raw,
        seen: Number(reply[row + 1]),
        cardJson: values[at + 1] || null,
        venueJson: values[at + 2] || null,
        likedMe: reply[row + 2] === '1',
      });
    }
    return { kind: 'ok', me, myCard, myVenue, around };
  }

  /** Loads a viewer's exclusion sets (from SQL) unless the events' copy is already complete. */
  async loadExclusions(userId: string, blocked: string[], likers: string[]): Promise<void> {
    await this.redis.eval(LOAD_EXCLUSIONS_SCRIPT, 3, this.blockedKey(userId), this.likersKey(userId), this.exclusionsLoadedKey(userId), String(blocked.length), ...blocked, ...likers);
  }

  /** A block either way: each is excluded from the other's nearby list at once. */
  async addBlock(a: string, b: string): Promise<void> {
    await this.redis.multi().sadd(this.blockedKey(a), b).sadd(this.blockedKey(b), a).exec();
  }

  /** The pair is no longer blocked either way. */
  async removeBlock(a: string, b: string): Promise<void> {
    await this.redis.multi().srem(this.blockedKey(a), b).srem(this.blockedKey(b), a).exec();
  }

  async addLike(fromUserId: string, toUserId: string): Promise<void> {
    await this.redis.sadd(this.likersKey(toUserId), fromUserId);
  }

  /** A deleted account: its own exclusion sets and venue go (its id left in others' sets matches no one). */
  async forgetPerson(userId: string): Promise<void> {
    await this.redis.del(this.blockedKey(userId), this.likersKey(userId), this.exclusionsLoadedKey(userId), this.venueKey(userId));
  }

  /** A check-in starts: its venue is kept until it ends or expires. */
  async putVenue(userId: string, venue: LiveVenue, expiresAtMs: number): Promise<void> {
    await this.putVenues([{ userId, venue, expiresAtMs }]);
  }

  /** Several check-ins' venues in one round trip (at most one per person: the last one written stays). */
  async putVenues(checkIns: ReadonlyArray<{ userId: string; venue: LiveVenue; expiresAtMs: number }>): Promise<void> {
    const now = Date.now();
    const current = checkIns.filter((c) => c.expiresAtMs > now);
    if (!current.length) return;
    await putVenuesScript(
      this.redis,
      current.map((c) => this.venueKey(c.userId)),
      current.flatMap((c) => [JSON.stringify(c.venue), c.expiresAtMs]),
    );
  }

  /** Check-ins end, in this order: each one's venue goes, unless a newer check-in replaced it already. */
  async endVenues(ended: ReadonlyArray<{ userId: string; checkInId: string }>): Promise<void> {
    if (!ended.length) return;
    await endVenuesScript(
      this.redis,
      ended.map((e) => this.venueKey(e.userId)),
      ended.map((e) => e.checkInId),
    );
  }

  /** Everyone who could have this cell inside their largest proximity (for pushes). */
  audience(cell: GridCell): Promise<string[]> {
    return this.around(cell, PROXIMITY_MAX_METERS + GRID_CELL_METERS, 2000);
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
