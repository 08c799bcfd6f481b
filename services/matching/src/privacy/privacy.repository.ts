import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MatchingExportRows } from './privacy.rules.js';

/** All SQL of the data export: everything matching holds about one person. */
@Injectable()
export class PrivacyRepository {
  constructor(private readonly dataSource: DataSource) {}

  async rowsOf(me: string): Promise<MatchingExportRows> {
    const [likes, passes, matches, professional, connections] = await Promise.all([
      this.dataSource.query('SELECT id, to_user_id, venue_id, context_message, created_at FROM likes WHERE from_user_id = $1 ORDER BY created_at', [me]),
      this.dataSource.query('SELECT to_user_id, venue_id, created_at FROM passes WHERE from_user_id = $1 ORDER BY created_at', [me]),
      this.dataSource.query(
        `SELECT id, CASE WHEN user_a_id = $1 THEN user_b_id ELSE user_a_id END AS other, venue_id, venue_name, meet_point,
                meet_point_chosen_by, meet_point_chosen_at, created_at, ended_at, end_reason
           FROM matches WHERE user_a_id = $1 OR user_b_id = $1 ORDER BY created_at`,
        [me],
      ),
      this.dataSource.query('SELECT * FROM professional_profiles WHERE user_id = $1', [me]),
      this.dataSource.query(
        `SELECT id, from_user_id, to_user_id, message, status, created_at, answered_at FROM professional_connections
          WHERE from_user_id = $1 OR to_user_id = $1 ORDER BY created_at`,
        [me],
      ),
    ]);
    return { likes, passes, matches, professional: professional[0] ?? null, connections };
  }
}
