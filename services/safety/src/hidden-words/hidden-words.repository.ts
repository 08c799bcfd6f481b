import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventPublisher } from '@converge/platform';

export interface HiddenWordsRow {
  words: string[];
  updated_at: Date;
}

@Injectable()
export class HiddenWordsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
  ) {}

  async of(userId: string): Promise<HiddenWordsRow | null> {
    const [row] = await this.dataSource.query('SELECT words, updated_at FROM hidden_words WHERE user_id = $1', [userId]);
    return row ?? null;
  }

  /** Replaces the list and tells the services that apply it, in one transaction (outbox). */
  async replace(userId: string, words: string[]): Promise<HiddenWordsRow> {
    return this.dataSource.transaction(async (manager) => {
      const [row]: HiddenWordsRow[] = await manager.query(
        `INSERT INTO hidden_words (user_id, words, updated_at) VALUES ($1, $2::jsonb, clock_timestamp())
         ON CONFLICT (user_id) DO UPDATE SET words = EXCLUDED.words, updated_at = EXCLUDED.updated_at
         RETURNING words, updated_at`,
        [userId, JSON.stringify(words)],
      );
      await this.events.publish(manager, 'HiddenWordsChanged', { userId, words: row!.words, changedAt: new Date(row!.updated_at).toISOString() });
      return row!;
    });
  }
}
