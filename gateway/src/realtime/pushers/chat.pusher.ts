import { Injectable, type OnModuleInit } from '@nestjs/common';
import { messageDtoOf, messagePreview, recipientModerationOf, type ConversationUpdatedPush, type MessageReadPush } from '@converge/contracts';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';
import { ChatPushOrder, type OrderedMessage } from './chat-push-order.js';

export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

/**
 * Chat events → sockets. Both people get `message:new` and `conversation:updated` on their user rooms
 * (the list screen has joined no conversation room) and the conversation room; socket.io sends one
 * copy per socket however many of those rooms it is in. Browsers dedupe by message id anyway, since
 * a sender also has the message from its POST answer. A flagged message or a scam caution is the
 * recipient's alone: their copy carries it, the sender's sockets get the plain message. Messages go
 * out per conversation in the order the chat service stored them (ChatPushOrder).
 */
@Injectable()
export class ChatPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
    private readonly order: ChatPushOrder,
  ) {}

  onModuleInit(): void {
    this.fanout.on('MessageSent', (event) => {
      const { recipientUnreadCount, ...message } = event.data;
      // Each conversation's messages go out in the order they were stored (ChatPushOrder).
      this.order.accept({ message, event: { recipientUnreadCount } }, (item) => this.push(item));
    });

    this.fanout.on('ConversationRead', (event) => {
      const { conversationId, readerId, otherUserId, readAt } = event.data;
      const receipt: MessageReadPush = { conversationId, readerId, readAt };
      this.sockets.io?.to([conversationRoom(conversationId), `user:${readerId}`, `user:${otherUserId}`]).emit('message:read', receipt);
    });
  }

  private push({ message, event }: OrderedMessage): void {
    const { conversationId, senderId, recipientId, content, sentAt } = message;
    const io = this.sockets.io;
    if (!io) return;
    const rooms = [conversationRoom(conversationId), `user:${senderId}`, `user:${recipientId}`];
    const forRecipient = recipientModerationOf(message);
    if (Object.keys(forRecipient).length === 0) io.to(rooms).emit('message:new', messageDtoOf(message));
    else {
      io.to(`user:${senderId}`).emit('message:new', messageDtoOf(message));
      io.to([conversationRoom(conversationId), `user:${recipientId}`])
        .except(`user:${senderId}`)
        .emit('message:new', messageDtoOf(message, forRecipient));
    }
    if (!event) return;
    const update: ConversationUpdatedPush = {
      conversationId,
      lastMessageAt: sentAt,
      lastMessagePreview: messagePreview(content),
      senderId,
      recipientId,
      recipientUnreadCount: event.recipientUnreadCount,
    };
    io.to(rooms).emit('conversation:updated', update);
  }
}
