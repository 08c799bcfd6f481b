import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';

/**
 * Chat's copy of each person's Hidden Words (safety owns the list). A read model rather than an RPC to
 * safety when a request is filed: filing stays one local transaction, adds no round trip to sending,
 * and a safety service that is down or slow neither fails a request nor lets a hidden word through
 * unfiltered. The event carries the whole list, so redelivery and reordering are harmless: the newest
 * `changedAt` wins.
 */
@Injectable()
export class HiddenWords {
  @OnEvent('HiddenWordsChanged', { name: 'chat_hidden_words' })
  async onHiddenWordsChanged(event: EventEnvelope<'HiddenWordsChanged', EventData<'HiddenWordsChanged'>>, manager: EntityManager): Promise<void> {
    const { userId, words, changedAt } = event.data;
    await manager.query(
      `INSERT INTO hidden_words (user_id, words, changed_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (user_id) DO UPDATE SET words = EXCLUDED.words, changed_at = EXCLUDED.changed_at
       WHERE hidden_words.changed_at < EXCLUDED.changed_at`,
      [userId, JSON.stringify(words), changedAt],
    );
  }

  @OnEvent('UserDeleted', { name: 'chat_hidden_words_erase' })
  async onUserDeleted(event: EventEnvelope<'UserDeleted', EventData<'UserDeleted'>>, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM hidden_words WHERE user_id = $1', [event.data.userId]);
  }
}
