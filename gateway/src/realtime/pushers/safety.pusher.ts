import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { RPC, SAFETY_SOCKET_EVENTS, type SafetyBlockedPayload, type ShareEndedPayload, type ShareStartedPayload } from '@converge/contracts';
import { LOGGER, RpcClient, type Logger } from '@converge/platform/core';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

/**
 * A block: both people get `safety:blocked`, so an open match or chat closes at once (their lists
 * re-sync over REST). The blocked person is never told who blocked them: their push names the
 * pair's match and conversation by their own ids (asked of matching and chat, as the blocker); the
 * blocker's own devices get the other's id too. A location share starting or ending (stopped, or its 4
 * hours over) is told to the sharer's own devices, so each lists what is really live; the public
 * viewers' side lives in share-live.ts.
 */
@Injectable()
export class SafetyPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.fanout.on('UserBlocked', async ({ data }) => {
      const { matchId, conversationId } = await this.shared(data.blockerId, data.blockedId);
      const toBlocker: SafetyBlockedPayload = { userId: data.blockedId, matchId, conversationId };
      const toBlocked: SafetyBlockedPayload = { matchId, conversationId };
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

  /** What the pair shared, by its own id; a service that does not answer leaves its part null (the lists still re-sync). */
  private async shared(blockerId: string, otherUserId: string): Promise<Pick<SafetyBlockedPayload, 'matchId' | 'conversationId'>> {
    const actor = { userId: blockerId, roles: [] };
    const [match, conversation] = await Promise.allSettled([
      this.rpc.request(RPC.matching.pairMatch, { actor, otherUserId }),
      this.rpc.request(RPC.chat.pairConversation, { actor, otherUserId }),
    ]);
    for (const failed of [match, conversation].filter((r) => r.status === 'rejected')) this.logger.warn({ err: failed.reason }, 'block push: what the pair shared is unknown');
    return {
      matchId: match.status === 'fulfilled' ? match.value.matchId : null,
      conversationId: conversation.status === 'fulfilled' ? conversation.value.conversationId : null,
    };
  }
}
