import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DiscoveryFilters, DiscoveryProfile } from '@converge/contracts';
import { CONFIG, NamedSql } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { feedSeed, visibleAnywhere, visibleTo, VISIBLE_AT_VENUE, type ActiveCheckIn } from './visibility.js';

/**
 * People at venue $2 visible to viewer $1 whose feed_rank is on one side of the viewer's seed, in rank
 * order, at most `limit`. They are read in order from the (venue_id, feed_rank) index and each is kept
 * only if the visibility rule holds; the rule runs per person in a LATERAL that cannot be flattened
 * (OFFSET 0), so the planner cannot turn it into hash joins over everyone at the venue plus a sort, and
 * the scan stops after `limit` visible people. The limit is a literal (a validated integer from config)
 * so that Postgres settles on one generic plan for the named statement.
 */
function ringSql(side: 'from_seed' | 'before_seed', limit: number): string {
  if (!Number.isInteger(limit) || limit <= 0) throw new Error(`bad discovery limit ${limit}`);
  return `
    SELECT c.feed_rank, v.user_id, v.card_json, v.level
    FROM active_checkins c
    LEFT JOIN profile_cards me ON me.user_id = $1
    LEFT JOIN discovery_filters f ON f.user_id = $1
    CROSS JOIN LATERAL (
      SELECT p.user_id, p.card_json, COALESCE(vl.level, 'unverified') AS level FROM profile_cards p
      LEFT JOIN verification_levels vl ON vl.user_id = p.user_id
      WHERE p.user_id = c.user_id AND ${visibleTo('$1', 'set')}
        AND (($3::boolean IS NOT TRUE AND f.verified_only IS NOT TRUE) OR COALESCE(vl.level, 'unverified') <> 'unverified')
        AND p.age >= COALESCE(f.age_min, 0) AND p.age <= COALESCE(f.age_max, 1000)
      OFFSET 0) v
    WHERE c.venue_id = $2 AND c.expires_at > now() AND c.mode = 'dating'
      AND c.feed_rank ${side === 'from_seed' ? '>=' : '<'} ${feedSeed('$1')}
    ORDER BY c.feed_rank LIMIT ${limit}`;
}

/**
 * One person's entry in the reply as JSON text, from a row `r` with user_id, card_json and level: the
 * card's stored JSON (profile_cards.card_json, kept by a trigger, see migration 1849710000001) with its
 * id and verification pasted around it, so a read builds no JSON per card.
 */
export const cardJson = (r: string) =>
  `'{"id":' || to_json(${r}.user_id)::text || ',"profile":{' || ${r}.card_json
    || ',"isVerified":' || (${r}.level <> 'unverified')::text || ',"verificationLevel":' || to_json(${r}.level)::text || '}}'`;

/**
 * The rows `r` as the reply's JSON array of cards, in ring order, as text: the feed then goes into the
 * reply without being parsed and serialised again in the process (RawJson).
 */
const cardsJson = `'[' || COALESCE(string_agg(${cardJson('r')}, ',' ORDER BY r.feed_rank), '') || ']'`;

/**
 * The first read, $1 viewer and $2 venue: "allowed" when the viewer is checked in at that venue (else
 * 403), and the ring from the viewer's seed up: its cards as JSON text, ready for the reply (RawJson),
 * and how many they are. Only when that runs out before the limit does a second read wrap around from
 * the lowest rank (rare at a busy venue, cheap at a quiet one).
 */
export function discoverySql(limit: number) {
  return {
    first: new NamedSql(
      `matching_discovery_v7_${limit}`,
      `WITH here AS MATERIALIZED (SELECT mode FROM active_checkins WHERE user_id = $1 AND venue_id = $2 AND expires_at > now())
       SELECT EXISTS (SELECT 1 FROM here) AS allowed, (SELECT mode FROM here) AS mode, page.cards, page.count
       FROM (SELECT ${cardsJson} AS cards, count(*)::int AS count
             FROM (${ringSql('from_seed', limit)}) r WHERE EXISTS (SELECT 1 FROM here WHERE mode = 'dating')) page`,
    ),
    wrap: new NamedSql(`matching_discovery_wrap_v7_${limit}`, `SELECT ${cardsJson} AS cards FROM (${ringSql('before_seed', limit)}) r`),
  };
}

/**
 * Who may hear a venue discovery push about subject $1 among viewers $2, for change $3 (the rule is in
 * discovery-audience.handlers.ts).
 */
const AUDIENCE = new NamedSql(
  'matching_discovery_audience_v1',
  `SELECT v.id FROM unnest($2::text[]) AS v(id)
    WHERE v.id <> $1
      AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = v.id AND x.other_user_id = $1)
      AND CASE WHEN $3 = 'incognito'
               THEN NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = $1 AND l.to_user_id = v.id)
               ELSE NOT COALESCE((SELECT p.is_incognito FROM profile_cards p WHERE p.user_id = $1), false)
                    OR EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = $1 AND l.to_user_id = v.id) END`,
);

/** The first read of a feed: whether the viewer is checked in there, in which mode, and the first cards (JSON text) and their number. */
export interface FeedStart {
  allowed: boolean;
  mode: string | null;
  cards: string;
  count: number;
}

/** All SQL of discovery: the feed, the header's count, the saved filters and a push's audience. */
@Injectable()
export class DiscoveryRepository {
  private readonly discovery: ReturnType<typeof discoverySql>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) config: MatchingConfig,
  ) {
    this.discovery = discoverySql(config.DISCOVERY_LIMIT);
  }

  async feedStart(viewerId: string, venueId: string, onlyVerified: boolean): Promise<FeedStart> {
    const [row] = await this.dataSource.query(this.discovery.first.query, [viewerId, venueId, onlyVerified]);
    return row;
  }

  /** The rest of the ring, from the lowest rank up to the viewer's seed. */
  async feedWrap(viewerId: string, venueId: string, onlyVerified: boolean): Promise<DiscoveryProfile[]> {
    const [row]: Array<{ cards: string }> = await this.dataSource.query(this.discovery.wrap.query, [viewerId, venueId, onlyVerified]);
    return JSON.parse(row.cards) as DiscoveryProfile[];
  }

  async activeCheckIn(userId: string, manager: EntityManager = this.dataSource.manager): Promise<ActiveCheckIn | null> {
    const [row] = await manager.query(
      `SELECT c.venue_id, v.name, c.expires_at, c.mode FROM active_checkins c LEFT JOIN venues v ON v.venue_id = c.venue_id
       WHERE c.user_id = $1 AND c.expires_at > now()`,
      [userId],
    );
    return row ? { venueId: row.venue_id, venueName: row.name, expiresAt: new Date(row.expires_at).toISOString(), mode: row.mode } : null;
  }

  /**
   * Everyone checked in where the viewer is, in the viewer's mode, whom the viewer could ever see:
   * blocked and hidden incognito people are not counted.
   */
  async peopleHere(viewerId: string, checkIn: ActiveCheckIn): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM active_checkins c JOIN profile_cards p ON p.user_id = c.user_id
       WHERE c.venue_id = $2 AND c.expires_at > now() AND c.user_id <> $1 AND c.mode = $3
         AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = c.user_id)
         AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = c.user_id AND l.to_user_id = $1))`,
      [viewerId, checkIn.venueId, checkIn.mode],
    );
    return n;
  }

  /** Whether `targetId` is someone the viewer may see right now (like/pass target check). */
  async isVisible(manager: EntityManager, viewerId: string, targetId: string, venueId: string | undefined): Promise<boolean> {
    const rows = venueId
      ? await manager.query(`SELECT 1 ${VISIBLE_AT_VENUE} AND c.user_id = $3`, [viewerId, venueId, targetId])
      : await manager.query(`SELECT 1 ${visibleAnywhere('$1', '$2')}`, [viewerId, targetId]);
    return rows.length > 0;
  }

  async filters(userId: string): Promise<DiscoveryFilters | null> {
    const [row]: Array<{ age_min: number; age_max: number; verified_only: boolean }> = await this.dataSource.query(
      'SELECT age_min, age_max, verified_only FROM discovery_filters WHERE user_id = $1',
      [userId],
    );
    return row ? { ageMin: row.age_min, ageMax: row.age_max, verifiedOnly: row.verified_only } : null;
  }

  async saveFilters(userId: string, f: DiscoveryFilters): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO discovery_filters (user_id, age_min, age_max, verified_only) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET age_min = EXCLUDED.age_min, age_max = EXCLUDED.age_max, verified_only = EXCLUDED.verified_only, updated_at = now()`,
      [userId, f.ageMin, f.ageMax, f.verifiedOnly],
    );
  }

  async audience(subjectId: string, viewerIds: string[], change: 'presence' | 'incognito'): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(AUDIENCE.query, [subjectId, viewerIds, change]);
    return rows.map((r) => r.id);
  }
}
