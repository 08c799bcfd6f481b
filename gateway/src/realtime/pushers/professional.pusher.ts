import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PROFESSIONAL_CONNECTION_ACCEPTED, PROFESSIONAL_CONNECTION_REQUESTED, type ProfessionalConnectionAcceptedPush, type ProfessionalConnectionRequestedPush } from '@converge/contracts';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

/** A connection request reaches its recipient at once; an accepted one tells both (a decline never does). */
@Injectable()
export class ProfessionalPusher implements OnModuleInit {
  constructor(
    private readonly sockets: SocketServer,
    private readonly fanout: EventFanout,
  ) {}

  onModuleInit(): void {
    this.fanout.on('ProfessionalConnectionRequested', ({ data }) => {
      const push: ProfessionalConnectionRequestedPush = {
        connectionId: data.connectionId,
        fromUserId: data.fromUserId,
        fromDisplayName: data.fromDisplayName,
        message: data.message,
        createdAt: data.createdAt,
      };
      this.sockets.toUser(data.toUserId).emit(PROFESSIONAL_CONNECTION_REQUESTED, push);
    });
    this.fanout.on('ProfessionalConnectionAccepted', ({ data }) => {
      const push: ProfessionalConnectionAcceptedPush = { connectionId: data.connectionId, fromUserId: data.fromUserId, toUserId: data.toUserId, acceptedAt: data.acceptedAt };
      this.sockets.toUser(data.fromUserId).emit(PROFESSIONAL_CONNECTION_ACCEPTED, push);
      this.sockets.toUser(data.toUserId).emit(PROFESSIONAL_CONNECTION_ACCEPTED, push);
    });
  }
}
