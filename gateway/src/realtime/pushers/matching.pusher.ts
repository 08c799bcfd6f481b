import { Injectable, type OnModuleInit } from '@nestjs/common';
import { matchViewFromCreated, type MatchCreatedPush, type MeetPointChosenPush } from '@converge/contracts';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

/**
 * "It's a Match!" live for both people: each gets the match as they see it over REST (photos,
 * names, venue), built from what MatchCreated carries, so neither the gateway nor the modal makes
 * another round trip. A meet point chosen by one is pushed to both.
 */
@Injectable()
export class MatchingPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
  ) {}

  onModuleInit(): void {
    this.fanout.on('MatchCreated', ({ data }) => {
      for (const userId of [data.userAId, data.userBId]) {
        const push: MatchCreatedPush = { matchId: data.matchId, venueName: data.venueName, createdAt: data.createdAt, match: matchViewFromCreated(data, userId) };
        this.sockets.toUser(userId).emit('match:created', push);
      }
    });
    this.fanout.on('MeetPointChosen', ({ data }) => {
      const push: MeetPointChosenPush = { matchId: data.matchId, meetPoint: data.meetPoint, meetPointKey: data.meetPointKey ?? null, chosenBy: data.chosenBy };
      for (const userId of [data.userAId, data.userBId]) this.sockets.toUser(userId).emit('match:meetpoint', push);
    });
  }
}
