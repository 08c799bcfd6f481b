import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  LIVE_NEARBY_CHANGED,
  LIVE_NEARBY_SIGNAL,
  MESSAGE_REQUEST_ACCEPTED,
  MESSAGE_REQUEST_CREATED,
  type LiveNearbySignal,
  type MessageRequestAcceptedPush,
  type MessageRequestCreatedPush,
} from '@converge/contracts';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';
import { LiveSignals } from '../live-signals.js';

/**
 * Live discovery: the venue service says whose nearby list changed (core-NATS, ephemeral); each
 * gateway replica tells the sockets it holds, and the page refetches the list through the API.
 */
@Injectable()
export class LivePusher implements OnModuleInit {
  constructor(
    private readonly sockets: SocketServer,
    private readonly live: LiveSignals,
    private readonly fanout: EventFanout,
  ) {}

  onModuleInit(): void {
    this.live.subscribe<LiveNearbySignal>(LIVE_NEARBY_SIGNAL, ({ userIds, push }) => {
      if (!Array.isArray(userIds)) return;
      for (const userId of userIds) this.sockets.toUser(userId).emit(LIVE_NEARBY_CHANGED, push);
    });
    // A message request reaches its recipient at once; an accepted one tells the sender (a decline never does).
    this.fanout.on('MessageRequestCreated', ({ data }) => {
      const push: MessageRequestCreatedPush = {
        requestId: data.requestId,
        fromUserId: data.fromUserId,
        fromDisplayName: data.fromDisplayName,
        iceBreaker: data.iceBreaker,
        iceBreakerMessage: data.iceBreakerMessage ?? null,
        createdAt: data.createdAt,
      };
      this.sockets.toUser(data.toUserId).emit(MESSAGE_REQUEST_CREATED, push);
    });
    this.fanout.on('MessageRequestAccepted', ({ data }) => {
      const push: MessageRequestAcceptedPush = { requestId: data.requestId, conversationId: data.conversationId };
      this.sockets.toUser(data.fromUserId).emit(MESSAGE_REQUEST_ACCEPTED, push);
    });
  }
}
