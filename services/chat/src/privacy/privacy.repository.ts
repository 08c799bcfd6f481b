import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ExportedConversationRow {
  id: string;
  match_id: string | null;
  other: string;
  venue_name: string | null;
  created_at: Date;
  closed_at: Date | null;
  closed_reason: string | null;
}

export interface ExportedMessageRow {
  id: string;
  conversation_id: string;
  content: string;
  sent_at: Date;
}

@Injectable()
export class PrivacyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The person's conversations (with the other participant's id), oldest first. */
  async conversationsOf(userId: string): Promise<ExportedConversationRow[]> {
    return this.dataSource.query(
      `SELECT id, match_id, CASE WHEN user1_id = $1 THEN user2_id ELSE user1_id END AS other, venue_name, created_at, closed_at, closed_reason
         FROM conversations WHERE user1_id = $1 OR user2_id = $1 ORDER BY created_at`,
      [userId],
    );
  }

  /** Every message the person sent in a conversation they still take part in, in order. */
  async messagesSentBy(userId: string): Promise<ExportedMessageRow[]> {
    return this.dataSource.query(
      `SELECT m.id, m.conversation_id, m.content, m.sent_at FROM messages m
         JOIN conversations c ON c.id = m.conversation_id AND (c.user1_id = $1 OR c.user2_id = $1)
        WHERE m.sender_id = $1 ORDER BY m.seq`,
      [userId],
    );
  }
}
