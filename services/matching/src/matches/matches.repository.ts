import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '@converge/platform';
import type { CardRow } from './matches.rules.js';

export interface MatchRow {
  id: string;
  user_a_id: string;
  user_b_id: string;
  venue_id: string | null;
  venue_name: string | null;
  meet_point: string | null;
  created_at: Date;
}

/** The venues cache (name, phone, meet points) as last asked of the venue service. */
export interface CachedVenueRow {
  name: string | null;
  phone: string | null;
  meet_points: string[] | null;
  fetched_at: Date | null;
}

/** All SQL of matches: the matches, the cards they show and the venue cache behind them. */
@Injectable()
export class MatchesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The caller's open matches, newest first. */
  async openFor(userId: string): Promise<MatchRow[]> {
    return this.dataSource.query(`SELECT * FROM matches WHERE (user_a_id = $1 OR user_b_id = $1) AND ended_at IS NULL ORDER BY created_at DESC, id LIMIT 200`, [userId]);
  }

  /** The open match with this id, when the user is one of the pair (an id that is not one names nothing). */
  async participantRow(matchId: string, userId: string): Promise<MatchRow | null> {
    if (!matchId || !/^[0-9a-f-]{36}$/i.test(matchId)) return null;
    const [row] = await this.dataSource.query('SELECT * FROM matches WHERE id = $1 AND (user_a_id = $2 OR user_b_id = $2) AND ended_at IS NULL', [matchId, userId]);
    return row ?? null;
  }

  async setMeetPoint(manager: EntityManager, matchId: string, meetPoint: string, chosenBy: string): Promise<MatchRow> {
    const [saved] = returnedRows<MatchRow>(
      await manager.query(`UPDATE matches SET meet_point = $2, meet_point_chosen_by = $3, meet_point_chosen_at = now() WHERE id = $1 RETURNING *`, [matchId, meetPoint, chosenBy]),
    );
    return saved as MatchRow;
  }

  /**
   * The pair's latest match that is open or was ended by a block (the block's own consumer may have
   * ended it already); none → null.
   */
  async pairMatchId(a: string, b: string): Promise<string | null> {
    const [row] = await this.dataSource.query(
      `SELECT id FROM matches
        WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2)
          AND (ended_at IS NULL OR end_reason = 'blocked')
        ORDER BY created_at DESC LIMIT 1`,
      [a, b],
    );
    return row?.id ?? null;
  }

  /** Everything matches count for the profile's Matches stat: two index scans (matches_a, matches_b); a pair is stored once. */
  async countFor(userId: string): Promise<number> {
    const [{ matches }] = await this.dataSource.query('SELECT (SELECT count(*) FROM matches WHERE user_a_id = $1) + (SELECT count(*) FROM matches WHERE user_b_id = $1) AS matches', [
      userId,
    ]);
    return Number(matches);
  }

  async cards(userIds: string[]): Promise<CardRow[]> {
    return this.dataSource.query(
      `SELECT p.user_id, p.display_name, p.age, p.bio, p.photos, COALESCE(v.level, 'unverified') <> 'unverified' AS is_verified
       FROM profile_cards p LEFT JOIN verification_levels v ON v.user_id = p.user_id WHERE p.user_id = ANY($1)`,
      [userIds],
    );
  }

  async cachedVenue(venueId: string): Promise<CachedVenueRow | null> {
    const [row] = await this.dataSource.query('SELECT name, phone, meet_points, fetched_at FROM venues WHERE venue_id = $1', [venueId]);
    return row ?? null;
  }

  async cacheVenue(venueId: string, venue: { name: string | null; address: string | null; phone: string | null; meetPoints: string[] }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO venues (venue_id, name, address, phone, meet_points, fetched_at) VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (venue_id) DO UPDATE SET name = COALESCE(EXCLUDED.name, venues.name), address = EXCLUDED.address,
         phone = EXCLUDED.phone, meet_points = EXCLUDED.meet_points, fetched_at = now()`,
      [venueId, venue.name, venue.address, venue.phone, JSON.stringify(venue.meetPoints)],
    );
  }
}
