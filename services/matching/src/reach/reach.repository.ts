import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** All SQL of reach: the shared venue of two people and whether one is hidden from the other. */
@Injectable()
export class ReachRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The venue and mode both people are checked in at now, if it is the same. */
  async sharedVenue(a: string, b: string, manager: EntityManager = this.dataSource.manager): Promise<{ venueId: string; mode: 'dating' | 'professional' } | null> {
    const [row] = await manager.query(
      `SELECT x.venue_id, x.mode FROM active_checkins x JOIN active_checkins y ON y.venue_id = x.venue_id AND y.mode = x.mode
        WHERE x.user_id = $1 AND y.user_id = $2 AND x.expires_at > now() AND y.expires_at > now()`,
      [a, b],
    );
    return row ? { venueId: row.venue_id, mode: row.mode } : null;
  }

  /** Blocked either way, or an incognito recipient who has not liked the sender. */
  async hiddenFrom(senderId: string, recipientId: string): Promise<boolean> {
    const [{ hidden }]: Array<{ hidden: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = $2)
              OR (COALESCE((SELECT p.is_incognito FROM profile_cards p WHERE p.user_id = $2), false)
                  AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = $2 AND l.to_user_id = $1)) AS hidden`,
      [senderId, recipientId],
    );
    return hidden;
  }
}
