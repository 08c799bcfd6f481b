import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedSql } from '@converge/platform';
import type { LiveCard } from './live-status.store.js';

/** What a nearby query needs to know about the viewer: read once per query, never per candidate. */
export interface ViewerContext {
  /** Blocked either way with the viewer. */
  blocked: Set<string>;
  /** Incognito people who liked the viewer (they stay visible to the people they liked). */
  incognitoLikers: Set<string>;
  /** The venue the viewer is checked in at now, if any (ice breakers). */
  venueName: string | null;
}

/** The public cards (profile + Verified mark) of some people, as kept in Redis next to their status. */
const CARDS = new NamedSql(
  'live_cards_v4',
  `SELECT p.user_id, p.display_name, p.age, p.photo, p.gender, p.looking_for, p.is_incognito,
          COALESCE(lv.is_verified, false) AS is_verified
     FROM live_profiles p LEFT JOIN live_verifications lv ON lv.user_id = p.user_id
    WHERE p.user_id = ANY($1::uuid[])`,
);

const VIEWER = new NamedSql(
  'live_viewer_v1',
  `SELECT
     ARRAY(SELECT b.blocked_id FROM live_blocks b WHERE b.blocker_id = $1
           UNION SELECT b.blocker_id FROM live_blocks b WHERE b.blocked_id = $1)::text[] AS blocked,
     ARRAY(SELECT l.from_user_id FROM live_likes l JOIN live_profiles p ON p.user_id = l.from_user_id AND p.is_incognito
            WHERE l.to_user_id = $1)::text[] AS incognito_likers,
     (SELECT v.name FROM check_ins c JOIN venues v ON v.id = c.venue_id
       WHERE c.user_id = $1 AND c.ended_at IS NULL AND c.expires_at > now() LIMIT 1) AS venue_name`,
);

/** The venues the people on one page are checked in at now (ice breakers): only the page, never all. */
const VENUES = new NamedSql(
  'live_page_venues_v1',
  `SELECT c.user_id, v.name FROM check_ins c JOIN venues v ON v.id = c.venue_id
    WHERE c.user_id = ANY($1::uuid[]) AND c.ended_at IS NULL AND c.expires_at > now()`,
);

interface CardRow {
  user_id: string;
  display_name: string;
  age: number | null;
  photo: string | null;
  gender: string | null;
  looking_for: string[];
  is_incognito: boolean;
  is_verified: boolean;
}

const toCard = (r: CardRow): LiveCard => ({
  displayName: r.display_name,
  age: r.age,
  photo: r.photo,
  gender: r.gender,
  lookingFor: r.looking_for,
  isIncognito: r.is_incognito,
  isVerified: r.is_verified,
});

@Injectable()
export class LiveStatusRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Cards by user id (people without a profile are absent). Inside an event's transaction when given. */
  async cards(userIds: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, LiveCard>> {
    if (userIds.length === 0) return new Map();
    const rows: CardRow[] = await manager.query(CARDS.query, [userIds]);
    return new Map(rows.map((r) => [r.user_id, toCard(r)]));
  }

  async viewer(viewerId: string): Promise<ViewerContext> {
    const [row] = (await this.dataSource.query(VIEWER.query, [viewerId])) as Array<{ blocked: string[]; incognito_likers: string[]; venue_name: string | null }>;
    return { blocked: new Set(row?.blocked ?? []), incognitoLikers: new Set(row?.incognito_likers ?? []), venueName: row?.venue_name ?? null };
  }

  async venueNames(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows: Array<{ user_id: string; name: string }> = await this.dataSource.query(VENUES.query, [userIds]);
    return new Map(rows.map((r) => [r.user_id, r.name]));
  }

  async flag(userId: string, reason: string, speedMps: number): Promise<void> {
    await this.dataSource.query('INSERT INTO live_flags (user_id, reason, speed_mps) VALUES ($1, $2, $3)', [userId, reason, speedMps]);
  }

  async flags(userId: string): Promise<number> {
    const [{ n }] = await this.dataSource.query('SELECT count(*)::int AS n FROM live_flags WHERE user_id = $1', [userId]);
    return n;
  }
}
