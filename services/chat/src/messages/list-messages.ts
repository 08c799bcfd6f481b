import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CHAT_MAX_PAGE_SIZE, CHAT_PAGE_SIZE, isUuid, RPC, type MessageDto, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { ConversationRepository, type MessageRow } from '../conversations/conversations.repository.js';
import { errors } from '../errors.js';

/**
 * Cursor pages, newest page first: `before` is a message id and the page holds up to `limit`
 * messages sent before it, ordered oldest to newest inside the page. Ordering uses the insertion
 * sequence, so two messages in the same millisecond never swap or fall between pages.
 */
@Injectable()
export class ListMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationRepository,
  ) {}

  /** No input schema: the payload carries the conversation id from the URL beside the query. */
  @RpcHandler(RPC.chat.messages, { actor: 'required' })
  async handle(payload: SignedInPayload<{ conversationId: string; before?: string; limit?: number }>): Promise<MessageDto[]> {
    const userId = payload.actor.userId;
    const conversation = await this.conversations.findForParticipant(payload.conversationId, userId);
    const limit = Math.min(Math.max(Math.trunc(Number(payload.limit) || CHAT_PAGE_SIZE), 1), CHAT_MAX_PAGE_SIZE);
    let rows: MessageRow[];
    if (payload.before !== undefined && payload.before !== null && payload.before !== '') {
      if (!isUuid(payload.before)) throw errors.invalidCursor('Not a message id.');
      const [cursor] = await this.dataSource.query('SELECT seq FROM messages WHERE id = $1 AND conversation_id = $2', [payload.before, conversation.id]);
      if (!cursor) throw errors.invalidCursor('Not a message of this conversation.');
      rows = await this.dataSource.query(
        'SELECT * FROM messages WHERE conversation_id = $1 AND seq < $2 ORDER BY seq DESC LIMIT $3',
        [conversation.id, cursor.seq, limit],
      );
    } else {
      rows = await this.dataSource.query('SELECT * FROM messages WHERE conversation_id = $1 ORDER BY seq DESC LIMIT $2', [conversation.id, limit]);
    }
    return rows.reverse().map(ConversationRepository.messageDto);
  }
}
