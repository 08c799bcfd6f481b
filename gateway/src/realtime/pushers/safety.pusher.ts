import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SAFETY_SOCKET_EVENTS, type SafetyBlockedPayload, type ShareEndedPayload, type ShareStartedPayload } from '@converge/contracts';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

/**
 * A block: both people get `safety:blocked {userId: the other}`, so an open match or chat with that
 * person closes at once (their lists re-sync over REST). A location share starting or ending (stopped,
 * or its 4 hours over) is told to the sharer's own devices, so each lists what is really live; the
 * public viewers' side lives in share-live.ts.
 */
@Injectable()
export class SafetyPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
  ) {}

  onModuleInit(): void {
    this.fanout.on('UserBlocked', ({ data }) => {
      const toBlocker: SafetyBlockedPayload = { userId: data.blockedId };
      const toBlocked: SafetyBlockedPayload = { userId: data.blockerId };
      this.sockets.toUser(data.blockerId).emit(SAFETY_SOCKET_EVENTS.blocked, toBlocker);
      this.sockets.toUser(data.blockedId).emit(SAFETY_SOCKET_EVENTS.blocked, toBlocked);
    });
    this.fanout.on('LocationShareCreated', ({ data }) => {
      const push: ShareStartedPayload = { shareId: data.shareId, expiresAt: data.expiresAt };
      this.sockets.toUser(data.userId).emit(SAFETY_SOCKET_EVENTS.shareStarted, push);
    });
    this.fanout.on('LocationShareExpired', ({ data }) => {
      const push: ShareEndedPayload = { shareId: data.shareId, reason: data.reason ?? 'expired' };
      this.sockets.toUser(data.userId).emit(SAFETY_SOCKET_EVENTS.shareEnded, push);
    });
  }
}
