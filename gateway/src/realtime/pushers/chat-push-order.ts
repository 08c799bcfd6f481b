import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CHAT_MAX_PAGE_SIZE, RPC, type StoredMessage } from '@converge/contracts';
import { CONFIG, LOGGER, RpcClient, type Logger } from '@converge/platform/core';
import type { GatewayConfig } from '../../config.js';
import { arrive, fill, firstSeen, gapToFill, giveUp, idle, shouldFill, waitAgain, type PushOrderLimits, type PushOrderState } from './push-order.rules.js';

/** A message to push: as MessageSent carried it (or as the chat service read it), with the event's extras. */
export interface OrderedMessage {
  /** `seq` is absent only in an event from a chat replica older than the ordered push. */
  message: Omit<StoredMessage, 'seq'> & { seq?: number; previousMessageAt?: string };
  /**
   * Came as MessageSent (not read to fill a gap): its push includes the conversation list's update
   * with the recipient's unread count. A gap is only read for a held event, whose update follows.
   */
  event?: { recipientUnreadCount?: number };
}

export type Deliver = (item: OrderedMessage) => void;

/** Conversations remembered at most (idle ones are forgotten oldest first; a few numbers each). */
const MAX_CONVERSATIONS = 50_000;
/**
 * Reads of a gap that may fail in a row before the held messages go out without it: the chat service
 * (or its database) restarting answers nothing for a few seconds, and the missing event is most
 * likely on its way meanwhile. Each try waits PUSH_ORDER_WAIT_MS again.
 */
const MAX_READ_ATTEMPTS = 3;
/** A gap is read from the chat service page by page (CHAT_MAX_PAGE_SIZE messages), at most this many pages. */
const MAX_READ_PAGES = 10;

interface Conversation {
  order: PushOrderState<OrderedMessage>;
  /** One of its two people: the chat service is read as them (it answers only a participant). */
  participantId: string;
  /** When its last message arrived here (ms). */
  lastSeen: number;
  timer?: NodeJS.Timeout;
  reading?: boolean;
  /** Reads of the current gap that failed. */
  failedReads: number;
}

/**
 * Pushes each conversation's messages in the order the chat service stored them (their `seq`), as
 * one stream for every socket of both people on this replica (see push-order.rules.ts for the rules).
 * A message that comes before an earlier one is held; the earlier one's arrival releases it, or after
 * PUSH_ORDER_WAIT_MS the missing ones are read from the chat service (RPC.chat.messagesAfter) and
 * pushed first; if the chat service cannot answer, it is asked again after another wait, and after
 * MAX_READ_ATTEMPTS the held ones go out without them (never held longer, never dropped). An event without `seq` (from a chat replica older than this rule) goes out at once.
 */
@Injectable()
export class ChatPushOrder implements OnApplicationShutdown {
  /** By conversation id, least recently active first (re-inserted on each message). */
  private readonly conversations = new Map<string, Conversation>();
  private readonly limits: PushOrderLimits;
  /**
   * Events that arrived before this moment may have gone unremembered: this replica started then, or
   * forgot a conversation active then (see firstSeen).
   */
  private horizon = Date.now();

  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.limits = { waitMs: config.PUSH_ORDER_WAIT_MS, maxHeld: 100, maxSkipped: 100 };
  }

  accept(item: OrderedMessage, deliver: Deliver): void {
    const { conversationId, seq, senderId, previousMessageAt } = item.message;
    if (!seq) return deliver(item);
    const now = Date.now();
    let conversation = this.conversations.get(conversationId);
    if (!conversation) {
      const first = firstSeen(seq, item, now, previousMessageAt ? Date.parse(previousMessageAt) : undefined, this.horizon);
      conversation = { order: first.state, participantId: senderId, lastSeen: now, failedReads: 0 };
      first.push.forEach(deliver);
    } else {
      conversation.lastSeen = now;
      arrive(conversation.order, seq, item, now).push.forEach(deliver);
    }
    this.remember(conversationId, conversation);
    this.schedule(conversationId, conversation, deliver);
  }

  /** Waits for the missing messages (a timer), or reads them now when too much is held. */
  private schedule(conversationId: string, conversation: Conversation, deliver: Deliver): void {
    if (conversation.reading) return;
    if (idle(conversation.order)) {
      clearTimeout(conversation.timer);
      conversation.timer = undefined;
      return;
    }
    const now = Date.now();
    if (shouldFill(conversation.order, now, this.limits)) {
      clearTimeout(conversation.timer);
      conversation.timer = undefined;
      void this.readGap(conversationId, conversation, deliver);
      return;
    }
    if (conversation.timer) return;
    const due = conversation.order.waitingSince! + this.limits.waitMs - now;
    conversation.timer = setTimeout(
      () => {
        conversation.timer = undefined;
        this.schedule(conversationId, conversation, deliver);
      },
      Math.max(0, due),
    );
    conversation.timer.unref();
  }

  private async readGap(conversationId: string, conversation: Conversation, deliver: Deliver): Promise<void> {
    const gap = gapToFill(conversation.order);
    if (!gap) return;
    conversation.reading = true;
    try {
      const read = new Map<number, OrderedMessage>();
      let after = gap.afterSeq;
      for (let page = 0; page < MAX_READ_PAGES && after < gap.upToSeq; page++) {
        const messages = await this.rpc.request(RPC.chat.messagesAfter, {
          actor: { userId: conversation.participantId, roles: [] },
          conversationId,
          afterSeq: after,
          upToSeq: gap.upToSeq,
        });
        for (const message of messages) read.set(message.seq, { message });
        // A short page: nothing more up to upToSeq (the places not in it were deleted).
        after = messages.length < CHAT_MAX_PAGE_SIZE ? gap.upToSeq : messages[messages.length - 1]!.seq;
      }
      conversation.failedReads = 0;
      fill(conversation.order, read, Math.min(after, gap.upToSeq), Date.now()).forEach(deliver);
      if (after < gap.upToSeq) giveUp(conversation.order, this.limits).forEach(deliver);
    } catch (error) {
      conversation.failedReads += 1;
      if (conversation.failedReads < MAX_READ_ATTEMPTS) {
        this.logger.warn({ err: error, conversationId }, 'ordered push: cannot read the missing messages; waiting again');
        waitAgain(conversation.order, Date.now());
      } else {
        this.logger.warn({ err: error, conversationId }, 'ordered push: cannot read the missing messages; pushing the held ones');
        conversation.failedReads = 0;
        giveUp(conversation.order, this.limits).forEach(deliver);
      }
    } finally {
      conversation.reading = false;
    }
    this.schedule(conversationId, conversation, deliver);
  }

  /** Marks the conversation as the most recently active, and forgets the oldest idle ones beyond the cap. */
  private remember(conversationId: string, conversation: Conversation): void {
    this.conversations.delete(conversationId);
    this.conversations.set(conversationId, conversation);
    if (this.conversations.size <= MAX_CONVERSATIONS) return;
    for (const [id, oldest] of this.conversations) {
      if (this.conversations.size <= MAX_CONVERSATIONS) break;
      if (!idle(oldest.order) || oldest.reading) continue;
      this.conversations.delete(id);
      this.horizon = Math.max(this.horizon, oldest.lastSeen);
    }
  }

  onApplicationShutdown(): void {
    for (const conversation of this.conversations.values()) clearTimeout(conversation.timer);
  }
}
