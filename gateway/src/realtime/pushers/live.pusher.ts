import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LIVE_NEARBY_CHANGED, LIVE_NEARBY_SIGNAL, type LiveNearbySignal } from '@converge/contracts';
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
  ) {}

  onModuleInit(): void {
    this.live.subscribe<LiveNearbySignal>(LIVE_NEARBY_SIGNAL, ({ userIds, push }) => {
      if (!Array.isArray(userIds)) return;
      for (const userId of userIds) this.sockets.toUser(userId).emit(LIVE_NEARBY_CHANGED, push);
    });
  }
}
