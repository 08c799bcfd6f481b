import { Injectable, type OnModuleInit } from '@nestjs/common';
import { messageDtoOf, messagePreview, type ConversationUpdatedPush, type MessageReadPush } from '@converge/contracts';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

/**
 * Chat events → sockets. Both people get `message:new` and `conversation:updated` on their user rooms
 * (the list screen has joined no conversation room) and the conversation room; socket.io sends one
 * copy per socket however many of those rooms it is in. Browsers dedupe by message id anyway, since
 * a sender also has the message from its POST answer.
 */
@Injectable()
export class ChatPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
  ) {}

  onModuleInit(): void {
    this.fanout.on('MessageSent', (event) => {
      const { conversationId, senderId, recipientId, content, sentAt, recipientUnreadCount } = event.data;
      const io = this.sockets.io;
      if (!io) return;
      const rooms = [conversationRoom(conversationId), `user:${senderId}`, `user:${recipientId}`];
      io.to(rooms).emit('message:new', messageDtoOf(event.data));
      const update: ConversationUpdatedPush = {
        conversationId,
        lastMessageAt: sentAt,
        lastMessagePreview: messagePreview(content),
        senderId,
        recipientId,
        recipientUnreadCount,
      };
      io.to(rooms).emit('conversation:updated', update);
    });

    this.fanout.on('ConversationRead', (event) => {
      const { conversationId, readerId, otherUserId, readAt } = event.data;
      const receipt: MessageReadPush = { conversationId, readerId, readAt };
      this.sockets.io?.to([conversationRoom(conversationId), `user:${readerId}`, `user:${otherUserId}`]).emit('message:read', receipt);
    });
  }
}
