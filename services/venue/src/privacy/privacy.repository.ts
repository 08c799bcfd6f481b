import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ExportedCheckInRow {
  id: string;
  venue_id: string;
  name: string | null;
  presence: string | null;
  started_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
}

@Injectable()
export class PrivacyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every check-in the person made, oldest first, with the venue's name (null once the venue is gone). */
  async checkInsOf(userId: string): Promise<ExportedCheckInRow[]> {
    return this.dataSource.query(
      `SELECT c.id, c.venue_id, v.name, c.presence, c.started_at, c.expires_at, c.ended_at, c.end_reason
         FROM check_ins c LEFT JOIN venues v ON v.id = c.venue_id
        WHERE c.user_id = $1 ORDER BY c.started_at`,
      [userId],
    );
  }
}
