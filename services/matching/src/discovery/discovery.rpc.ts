import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type DiscoveryProfile as ContractDiscoveryProfile, type DiscoveryHeader, type SignedInPayload } from '@converge/contracts';
import { CONFIG, RpcHandler } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { NamedSql } from '../sql.js';
import { errors } from '../errors.js';
import { activeCheckIn, feedSeed, visibleTo } from './visibility.js';

/** The answer's shape lives in libs/contracts (issue 12). */
export type DiscoveryProfile = ContractDiscoveryProfile;

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
    SELECT c.feed_rank, v.user_id, v.display_name, v.age, v.bio, v.photos, v.level, v.interest_tags
    FROM active_checkins c
    LEFT JOIN profile_cards me ON me.user_id = $1
    LEFT JOIN discovery_filters f ON f.user_id = $1
    CROSS JOIN LATERAL (
      SELECT p.user_id, p.display_name, p.age, p.bio, p.photos, p.interest_tags, COALESCE(vl.level, 'unverified') AS level FROM profile_cards p
      LEFT JOIN verification_levels vl ON vl.user_id = p.user_id
      WHERE p.user_id = c.user_id AND ${visibleTo('$1')}
        AND (($3::boolean IS NOT TRUE AND f.verified_only IS NOT TRUE) OR COALESCE(vl.level, 'unverified') <> 'unverified')
        AND p.age >= COALESCE(f.age_min, 0) AND p.age <= COALESCE(f.age_max, 1000)
      OFFSET 0) v
    WHERE c.venue_id = $2 AND c.expires_at > now() AND c.mode = 'dating'
      AND c.feed_rank ${side === 'from_seed' ? '>=' : '<'} ${feedSeed('$1')}
    ORDER BY c.feed_rank LIMIT ${limit}`;
}

/** The rows as the reply's JSON array of cards, in ring order; `gate` is a condition that skips reading them at all. */
const cards = (rows: string, gate = 'true') => `COALESCE((
  SELECT json_agg(json_build_object('id', r.user_id,
           'profile', json_build_object('displayName', r.display_name, 'age', r.age, 'bio', r.bio, 'photos', r.photos,
             'isVerified', r.level <> 'unverified', 'verificationLevel', r.level, 'interestTags', r.interest_tags))
         ORDER BY r.feed_rank)
  FROM (${rows}) r WHERE ${gate}), '[]')`;

/**
 * The first read, $1 viewer and $2 venue: "allowed" when the viewer is checked in at that venue (else
 * 403), and the ring from the viewer's seed up. Only when that runs out before the limit does a second
 * read wrap around from the lowest rank (rare at a busy venue, cheap at a quiet one).
 */
function discoverySql(limit: number) {
  return {
    first: new NamedSql(
      `matching_discovery_v4_${limit}`,
      `WITH here AS MATERIALIZED (SELECT mode FROM active_checkins WHERE user_id = $1 AND venue_id = $2 AND expires_at > now())
       SELECT EXISTS (SELECT 1 FROM here) AS allowed, (SELECT mode FROM here) AS mode,
         ${cards(ringSql('from_seed', limit), "EXISTS (SELECT 1 FROM here WHERE mode = 'dating')")} AS cards`,
    ),
    wrap: new NamedSql(`matching_discovery_wrap_v4_${limit}`, `SELECT ${cards(ringSql('before_seed', limit))} AS cards`),
  };
}

/**
 * The discovery feed: one local query over the read models. The order is per viewer (a ring of
 * everyone's id hash, entered at the viewer's own point): stable between reads, unrelated to distance
 * or check-in time.
 */
@Injectable()
export class DiscoveryHandlers {
  private readonly discovery: ReturnType<typeof discoverySql>;
  private readonly limit: number;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) config: MatchingConfig,
  ) {
    this.limit = config.DISCOVERY_LIMIT;
    this.discovery = discoverySql(config.DISCOVERY_LIMIT);
  }

  @RpcHandler(RPC.matching.discovery, { actor: 'required' })
  async list({ actor, venueId, verifiedOnly }: SignedInPayload<{ venueId: string; verifiedOnly?: boolean }>): Promise<DiscoveryProfile[]> {
    // Verified only (issue 16): people whose verification level is basic or above.
    const onlyVerified = verifiedOnly === true;
    if (typeof venueId !== 'string' || !venueId) throw errors.notCheckedIn();
    const [row]: Array<{ allowed: boolean; mode: string | null; cards: DiscoveryProfile[] }> = await this.dataSource.query(this.discovery.first.query, [actor.userId, venueId, onlyVerified]);
    if (!row.allowed) throw errors.notCheckedIn();
    // Professional mode (issue 17): a person checked in for networking sees no dating cards (and is in none).
    if (row.mode !== 'dating') return [];
    if (row.cards.length >= this.limit) return row.cards;
    const [wrapped]: Array<{ cards: DiscoveryProfile[] }> = await this.dataSource.query(this.discovery.wrap.query, [actor.userId, venueId, onlyVerified]);
    return [...row.cards, ...wrapped.cards].slice(0, this.limit);
  }

  /** The discovery header: where the caller is checked in and how many people are there. */
  @RpcHandler(RPC.matching.currentVenue, { actor: 'required' })
  async current({ actor }: SignedInPayload): Promise<DiscoveryHeader> {
    const manager = this.dataSource.manager;
    const checkIn = await activeCheckIn(manager, actor.userId);
    if (!checkIn) return { checkIn: null };
    // Everyone checked in there whom the caller could ever see: blocked and hidden incognito people are not counted.
    const [{ n }] = await manager.query(
      `SELECT count(*)::int AS n FROM active_checkins c JOIN profile_cards p ON p.user_id = c.user_id
       WHERE c.venue_id = $2 AND c.expires_at > now() AND c.user_id <> $1 AND c.mode = $3
         AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = c.user_id)
         AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = c.user_id AND l.to_user_id = $1))`,
      [actor.userId, checkIn.venueId, checkIn.mode],
    );
    return { checkIn: { venueId: checkIn.venueId, venueName: checkIn.venueName, expiresAt: checkIn.expiresAt, peopleHere: n } };
  }
}
