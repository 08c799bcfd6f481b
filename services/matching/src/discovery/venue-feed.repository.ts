import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NamedSql, TurnBatch } from '@converge/platform';
import { cardJson } from './discovery.repository.js';
import { feedSeed } from './visibility.js';
import type { FeedPerson, FeedViewer } from './venue-feed.rules.js';

/** A venue's feed as of one version (migration 1849800000000): everyone checked in there in dating mode, by feed rank. */
export interface VenueFeed {
  version: string;
  people: FeedPerson[];
}

/** What a read learns about the viewer ($1) at the venue ($2), and the venue's feed version, in one snapshot. */
export interface ViewerRead {
  allowed: boolean;
  mode: string | null;
  version: string;
  hasPasses: boolean;
  viewer: FeedViewer;
}

const VERSION = (venue: string) => `COALESCE((SELECT version FROM venue_feed_versions WHERE venue_id = ${venue}), 0)::text`;

/**
 * The venue's people, each row with the venue's version (one row of NULLs when no one is there), in
 * one statement (one snapshot). Rows, not one JSON document: the driver parses them as they arrive, a
 * few at a time between other reads, where parsing one document of a few MB would hold the event loop
 * for tens of ms. The check-ins' expiry is left to each read (against that read's clock).
 */
const LOAD = new NamedSql(
  'matching_venue_feed_v1',
  `SELECT v.version, r.user_id, r.feed_rank, r.expires_ms, r.is_incognito, r.gender_key, r.wants_any, r.wants, r.age,
          r.level <> 'unverified' AS verified, ${cardJson('r')} AS card
   FROM (SELECT ${VERSION('$1')} AS version) v
   LEFT JOIN (SELECT c.user_id, c.feed_rank, (extract(epoch FROM c.expires_at) * 1000)::float8 AS expires_ms, p.is_incognito, p.gender_key,
                     p.wants_any, p.wants, p.age, p.card_json, COALESCE(vl.level, 'unverified') AS level
              FROM active_checkins c JOIN profile_cards p ON p.user_id = c.user_id
              LEFT JOIN verification_levels vl ON vl.user_id = c.user_id
              WHERE c.venue_id = $1 AND c.mode = 'dating') r ON true
   ORDER BY r.feed_rank, r.user_id`,
);

/**
 * Each viewer's check-in at the venue read, own card, filters, exclusions and likes given, the
 * incognito people who liked the viewer, whether the viewer ever passed anyone, and the venue's feed
 * version, in one statement for all the reads of a turn ($1 viewers, $2 venues, element i being read
 * i): so each read's lists are those of the version they are checked against, and the reads that
 * arrive together cost one round trip.
 */
const VIEWERS = new NamedSql(
  'matching_venue_feed_viewers_v1',
  `SELECT a.n::int AS n, h.mode IS NOT NULL AS allowed, h.mode, ${VERSION('a.venue')} AS version,
     (extract(epoch FROM now()) * 1000)::float8 AS now_ms, ${feedSeed('a.viewer')} AS seed,
     me.gender_key, me.wants_any, me.wants, f.age_min, f.age_max, COALESCE(f.verified_only, false) AS verified_only,
     ARRAY(SELECT x.other_user_id FROM exclusions x WHERE x.user_id = a.viewer UNION ALL SELECT l.to_user_id FROM likes l WHERE l.from_user_id = a.viewer) AS hidden,
     ARRAY(SELECT l.from_user_id FROM likes l JOIN profile_cards p ON p.user_id = l.from_user_id WHERE l.to_user_id = a.viewer AND p.is_incognito) AS incognito_fans,
     EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = a.viewer) AS has_passes
   FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS a(viewer, venue, n)
   LEFT JOIN LATERAL (SELECT c.mode FROM active_checkins c WHERE c.user_id = a.viewer AND c.venue_id = a.venue AND c.expires_at > now() LIMIT 1) h ON true
   LEFT JOIN profile_cards me ON me.user_id = a.viewer
   LEFT JOIN discovery_filters f ON f.user_id = a.viewer
   ORDER BY a.n`,
);

const PASSED = new NamedSql('matching_venue_feed_passed_v1', 'SELECT to_user_id FROM passes WHERE from_user_id = $1 AND to_user_id = ANY($2::text[])');

interface ViewerRow {
  allowed: boolean;
  mode: string | null;
  version: string;
  now_ms: number;
  seed: FeedViewer['seed'];
  gender_key: string | null;
  wants_any: boolean | null;
  wants: string[] | null;
  age_min: number | null;
  age_max: number | null;
  verified_only: boolean;
  hidden: string[];
  incognito_fans: string[];
  has_passes: boolean;
}

interface LoadedRow {
  version: string;
  user_id: string | null;
  feed_rank: number;
  expires_ms: number;
  is_incognito: boolean;
  gender_key: string;
  wants_any: boolean;
  wants: string[];
  age: number;
  verified: boolean;
  card: string;
}

/** The SQL of discovery's feeds held in memory (venue-feeds.ts). */
@Injectable()
export class VenueFeedRepository {
  /** The viewer reads of one turn, in one statement (VIEWERS). */
  private readonly viewers = new TurnBatch<{ viewerId: string; venueId: string }, ViewerRow>((reads) =>
    this.dataSource.query(VIEWERS.query, [reads.map((read) => read.viewerId), reads.map((read) => read.venueId)]),
  );

  constructor(private readonly dataSource: DataSource) {}

  async load(venueId: string): Promise<VenueFeed> {
    const rows: LoadedRow[] = await this.dataSource.query(LOAD.query, [venueId]);
    const people = rows
      .filter((r): r is LoadedRow & { user_id: string } => r.user_id !== null)
      .map((r): FeedPerson => ({
        userId: r.user_id,
        feedRank: r.feed_rank,
        expiresAtMs: r.expires_ms,
        incognito: r.is_incognito,
        genderKey: r.gender_key,
        wantsAny: r.wants_any,
        wants: r.wants,
        age: r.age,
        verified: r.verified,
        card: r.card,
      }));
    return { version: rows[0]!.version, people };
  }

  /** `onlyVerified`: the read asks for verified people only (its filters may too). */
  async viewer(viewerId: string, venueId: string, onlyVerified: boolean): Promise<ViewerRead> {
    const r = await this.viewers.call({ viewerId, venueId });
    return {
      allowed: r.allowed,
      mode: r.mode,
      version: r.version,
      hasPasses: r.has_passes,
      viewer: {
        userId: viewerId,
        seed: r.seed,
        nowMs: r.now_ms,
        genderKey: r.gender_key,
        wantsAny: r.wants_any,
        wants: r.wants,
        ageMin: r.age_min,
        ageMax: r.age_max,
        onlyVerified: onlyVerified || r.verified_only,
        hidden: new Set(r.hidden),
        incognitoFans: new Set(r.incognito_fans),
      },
    };
  }

  /** Which of `ids` the viewer passed. */
  async passedAmong(viewerId: string, ids: string[]): Promise<ReadonlySet<string>> {
    const rows: Array<{ to_user_id: string }> = await this.dataSource.query(PASSED.query, [viewerId, ids]);
    return new Set(rows.map((r) => r.to_user_id));
  }
}
