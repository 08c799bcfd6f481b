import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NamedSql } from '@converge/platform';

export interface LiveProfileRow {
  user_id: string;
  display_name: string;
  age: number | null;
  photo: string | null;
  gender: string | null;
  looking_for: string[];
  is_incognito: boolean;
  /** Verification level basic or above (issue 16). */
  is_verified: boolean;
  /** Blocked either way with the viewer. */
  blocked: boolean;
  /** They liked the viewer (an incognito person stays visible to people they liked). */
  liked_viewer: boolean;
  /** The venue they are checked in at now, if any (ice breakers). */
  venue_name: string | null;
}

/** The cards, block state and venue of the viewer and the candidates, in one statement. */
const CARDS = new NamedSql(
  'live_cards_v3',
  `SELECT p.user_id, p.display_name, p.age, p.photo, p.gender, p.looking_for, p.is_incognito,
          COALESCE((SELECT lv.is_verified FROM live_verifications lv WHERE lv.user_id = p.user_id), false) AS is_verified,
          EXISTS (SELECT 1 FROM live_blocks b
                   WHERE (b.blocker_id = $1 AND b.blocked_id = p.user_id) OR (b.blocker_id = p.user_id AND b.blocked_id = $1)) AS blocked,
          (p.is_incognito AND EXISTS (SELECT 1 FROM live_likes l WHERE l.from_user_id = p.user_id AND l.to_user_id = $1)) AS liked_viewer,
          (SELECT v.name FROM check_ins c JOIN venues v ON v.id = c.venue_id
            WHERE c.user_id = p.user_id AND c.ended_at IS NULL AND c.expires_at > now() LIMIT 1) AS venue_name
     FROM live_profiles p
    WHERE p.user_id = ANY($2::uuid[])`,
);

@Injectable()
export class LiveStatusRepository {
  constructor(private readonly dataSource: DataSource) {}

  async cards(viewerId: string, userIds: string[]): Promise<Map<string, LiveProfileRow>> {
    const rows: LiveProfileRow[] = await this.dataSource.query(CARDS.query, [viewerId, userIds]);
    return new Map(rows.map((r) => [r.user_id, r]));
  }

  async flag(userId: string, reason: string, speedMps: number): Promise<void> {
    await this.dataSource.query('INSERT INTO live_flags (user_id, reason, speed_mps) VALUES ($1, $2, $3)', [userId, reason, speedMps]);
  }

  async flags(userId: string): Promise<number> {
    const [{ n }] = await this.dataSource.query('SELECT count(*)::int AS n FROM live_flags WHERE user_id = $1', [userId]);
    return n;
  }
}
