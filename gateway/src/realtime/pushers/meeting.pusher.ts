import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

/** Meeting-session changes pushed to both participants (the web re-reads the session over REST). */
@Injectable()
export class MeetingPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
  ) {}

  onModuleInit(): void {
    this.fanout.on('MeetingStarted', ({ data }) => {
      for (const userId of [data.userAId, data.userBId]) {
        this.sockets.toUser(userId).emit('meeting:started', { sessionId: data.sessionId, matchId: data.matchId, meetPoint: data.meetPoint });
      }
    });
    this.fanout.on('MeetingEnded', ({ data }) => {
      for (const userId of [data.userAId, data.userBId]) {
        this.sockets.toUser(userId).emit('meeting:ended', { sessionId: data.sessionId, matchId: data.matchId, autoDisableTime: data.autoDisableTime, reason: data.reason });
      }
    });
    this.fanout.on('MeetPointAgreed', ({ data }) => {
      for (const userId of [data.userAId, data.userBId]) {
        this.sockets.toUser(userId).emit('meeting:agreed', { sessionId: data.sessionId, matchId: data.matchId, meetPoint: data.meetPoint, agreedBy: data.agreedBy });
      }
    });
    this.fanout.on('LocationSharingDisabled', ({ data }) => {
      for (const userId of [data.userAId, data.userBId]) {
        this.sockets.toUser(userId).emit('meeting:sharing-disabled', { sessionId: data.sessionId, reason: data.reason });
      }
    });
  }
}
