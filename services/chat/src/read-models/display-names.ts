import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CHAT_PREVIEW_LENGTH, type EventData, type EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { deletedPlaceholder } from '../conversations/conversations.repository.js';

/**
 * Chat's own copy of display names (ARCHITECTURE §1: a read model on the hot path instead of an RPC
 * per list). Events can arrive out of order after a redelivery: the newest occurredAt wins.
 */
@Injectable()
export class DisplayNames {
  @OnEvent('ProfileUpdated', { name: 'display_names' })
  async onProfileUpdated(event: EventEnvelope<'ProfileUpdated', EventData<'ProfileUpdated'>>, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO display_names (user_id, display_name, updated_at, photo_url) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, updated_at = EXCLUDED.updated_at, photo_url = EXCLUDED.photo_url
       WHERE display_names.updated_at <= EXCLUDED.updated_at`,
      // The main photo's thumbnail (older events carry only full-size URLs).
      [event.data.userId, event.data.displayName, event.occurredAt, event.data.photoThumbs?.[0] ?? event.data.photos[0] ?? null],
    );
  }

  /**
   * Deleting an account erases what chat holds about the person: their name, their messages, and their
   * id. A conversation the partner can still see stays in the partner's list, closed, with the person
   * replaced by an anonymous placeholder shown as "Deleted user"; one a block had hidden goes entirely.
   */
  @OnEvent('UserDeleted', { name: 'erase_user' })
  async onUserDeleted(event: EventEnvelope<'UserDeleted', EventData<'UserDeleted'>>, manager: EntityManager): Promise<void> {
    const { userId } = event.data;
    await manager.query('DELETE FROM display_names WHERE user_id = $1', [userId]);
    await manager.query(`DELETE FROM conversations WHERE (user1_id = $1 OR user2_id = $1) AND closed_reason = 'blocked'`, [userId]);
    await manager.query('DELETE FROM messages WHERE sender_id = $1', [userId]);
    await manager.query(
      `UPDATE conversations c SET
         user1_id = CASE WHEN c.user1_id = $1 THEN ${deletedPlaceholder('first')} ELSE c.user1_id END,
         user2_id = CASE WHEN c.user2_id = $1 THEN ${deletedPlaceholder('second')} ELSE c.user2_id END,
         user1_unread_count = 0, user2_unread_count = 0,
         closed_at = COALESCE(c.closed_at, now()), closed_reason = 'deleted',
         last_message_at = last.sent_at,
         last_message_preview = CASE WHEN length(last.flat) > ${CHAT_PREVIEW_LENGTH} THEN left(last.flat, ${CHAT_PREVIEW_LENGTH - 1}) || '…' ELSE last.flat END
       FROM conversations c0
       LEFT JOIN LATERAL (SELECT m.sent_at, btrim(regexp_replace(m.content, '\\s+', ' ', 'g')) AS flat FROM messages m WHERE m.conversation_id = c0.id ORDER BY m.conversation_seq DESC LIMIT 1) last ON true
       WHERE c0.id = c.id AND (c0.user1_id = $1 OR c0.user2_id = $1)`,
      [userId],
    );
    await manager.query('DELETE FROM blocked_pairs WHERE user1_id = $1 OR user2_id = $1', [userId]);
  }
}
