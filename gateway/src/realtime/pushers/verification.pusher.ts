import { Injectable, type OnModuleInit } from '@nestjs/common';
import { VERIFICATION_SOCKET_EVENTS, type VerificationDecidedPush } from '@converge/contracts';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

/** Tells a person live that a reviewer decided one of their verification steps. */
@Injectable()
export class VerificationPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
  ) {}

  onModuleInit(): void {
    this.fanout.on('VerificationDecided', ({ data }) => {
      const push: VerificationDecidedPush = { step: data.step, decision: data.decision, reason: data.reason, verificationLevel: data.verificationLevel };
      this.sockets.toUser(data.userId).emit(VERIFICATION_SOCKET_EVENTS.decided, push);
    });
  }
}
