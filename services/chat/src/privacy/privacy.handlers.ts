import { Injectable } from '@nestjs/common';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler, isoOrNull as iso } from '@converge/platform';
import { PrivacyRepository } from './privacy.repository.js';

/** The chat service's part of a person's data export: their conversations and every message they sent. */
@Injectable()
export class PrivacyHandlers {
  constructor(private readonly privacy: PrivacyRepository) {}

  @RpcHandler(RPC.chat.exportData, { actor: 'required' })
  async export({ actor }: SignedInPayload) {
    const [conversations, messages] = await Promise.all([this.privacy.conversationsOf(actor.userId), this.privacy.messagesSentBy(actor.userId)]);
    return {
      conversations: conversations.map((c) => ({
        id: c.id,
        matchId: c.match_id,
        otherUserId: c.other,
        venueName: c.venue_name,
        createdAt: iso(c.created_at),
        closedAt: iso(c.closed_at),
        closedReason: c.closed_reason,
      })),
      messagesSent: messages.map((m) => ({ id: m.id, conversationId: m.conversation_id, content: m.content, sentAt: iso(m.sent_at) })),
    };
  }
}
