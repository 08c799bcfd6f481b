import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CHECK_IN_SOCKET_EVENTS } from '@converge/contracts';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

/**
 * "Check on me" on the person's own devices: due → the full-screen "Are you safe?"; answered or
 * cancelled → every device closes it; a no-answer escalation → "help was alerted". A duress answer is
 * never pushed as an escalation: to the person's screens it is only "closed", like "I'm safe".
 */
@Injectable()
export class CheckInsPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
  ) {}

  onModuleInit(): void {
    this.fanout.on('SafetyCheckInDue', ({ data }) => {
      this.sockets.toUser(data.userId).emit(CHECK_IN_SOCKET_EVENTS.due, { id: data.checkInId, dueAt: data.dueAt });
    });
    this.fanout.on('SafetyCheckInEscalated', ({ data }) => {
      if (data.reason !== 'no-answer') return;
      this.sockets.toUser(data.userId).emit(CHECK_IN_SOCKET_EVENTS.escalated, { id: data.checkInId, escalatedAt: data.escalatedAt });
    });
    this.fanout.on('SafetyCheckInClosed', ({ data }) => {
      this.sockets.toUser(data.userId).emit(CHECK_IN_SOCKET_EVENTS.closed, { id: data.checkInId });
    });
  }
}
