import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler, isoOrNull as iso } from '@converge/platform';

/** The chat service's part of a person's data export: their conversations and every message they sent. */
@Injectable()
export class ChatPrivacyRpc {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.chat.exportData, { actor: 'required' })
  async export({ actor }: SignedInPayload) {
    const me = actor.userId;
    const [conversations, messages] = await Promise.all([
      this.dataSource.query(
        `SELECT id, match_id, CASE WHEN user1_id = $1 THEN user2_id ELSE user1_id END AS other, venue_name, created_at, closed_at, closed_reason
           FROM conversations WHERE user1_id = $1 OR user2_id = $1 ORDER BY created_at`,
        [me],
      ),
      this.dataSource.query(
        `SELECT m.id, m.conversation_id, m.content, m.sent_at FROM messages m
           JOIN conversations c ON c.id = m.conversation_id AND (c.user1_id = $1 OR c.user2_id = $1)
          WHERE m.sender_id = $1 ORDER BY m.seq`,
        [me],
      ),
    ]);
    return {
      conversations: conversations.map((c: any) => ({
        id: c.id,
        matchId: c.match_id,
        otherUserId: c.other,
        venueName: c.venue_name,
        createdAt: iso(c.created_at),
        closedAt: iso(c.closed_at),
        closedReason: c.closed_reason,
      })),
      messagesSent: messages.map((m: any) => ({ id: m.id, conversationId: m.conversation_id, content: m.content, sentAt: iso(m.sent_at) })),
    };
  }
}
