import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { orderedPair } from './conversations.repository.js';

/**
 * Issue 28: when a block parts the caller and another person, the gateway tells the blocked person which
 * conversation to close by its id, never who blocked them. One conversation per pair (open or closed,
 * as the block's own consumer may have closed it already); none → null.
 */
@Injectable()
export class PairConversation {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.chat.pairConversation, { actor: 'required' })
  async pair({ actor, otherUserId }: SignedInPayload<{ otherUserId?: unknown }>): Promise<{ conversationId: string | null }> {
    if (typeof otherUserId !== 'string' || !otherUserId || otherUserId.includes('\0')) return { conversationId: null };
    const [user1, user2] = orderedPair(actor.userId, otherUserId);
    const [row] = await this.dataSource.query('SELECT id FROM conversations WHERE user1_id = $1 AND user2_id = $2', [user1, user2]);
    return { conversationId: row?.id ?? null };
  }
}
