import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { RPC } from '@converge/contracts';
import { LOGGER, RpcClient, type Logger } from '@converge/platform';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

/**
 * "It's a Match!" live for both people: each gets the match as they see it over REST (photos,
 * names, venue), so the modal needs no extra round trip. A meet point chosen by one is pushed to both.
 */
@Injectable()
export class MatchingPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.fanout.on('MatchCreated', async ({ data }) => {
      await Promise.all(
        [data.userAId, data.userBId].map(async (userId) => {
          let match: unknown = null;
          try {
            match = await this.rpc.request(RPC.matching.getMatch, { actor: { userId, roles: [] }, matchId: data.matchId });
          } catch (error) {
            this.logger.warn({ err: error, matchId: data.matchId }, 'match card for the push unavailable; sending the id only');
          }
          this.sockets.toUser(userId).emit('match:created', { matchId: data.matchId, venueName: data.venueName, createdAt: data.createdAt, match });
        }),
      );
    });
    this.fanout.on('MeetPointChosen', ({ data }) => {
      const push = { matchId: data.matchId, meetPoint: data.meetPoint, chosenBy: data.chosenBy };
      for (const userId of [data.userAId, data.userBId]) this.sockets.toUser(userId).emit('match:meetpoint', push);
    });
  }
}
