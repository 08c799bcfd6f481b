import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class StatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Distinct venues the person has checked in at, ever. */
  async venuesVisited(userId: string): Promise<number> {
    const [{ venues }] = await this.dataSource.query('SELECT count(DISTINCT venue_id) AS venues FROM check_ins WHERE user_id = $1', [userId]);
    return Number(venues);
  }
}
