import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Socket } from 'socket.io';
import {
  RPC,
  RpcError,
  SAFETY_SOCKET_EVENTS,
  sharePositionSchema,
  shareRoom,
  type PublicShareDto,
  type SafetyBlockedPayload,
  type ShareEndedPayload,
  type SharePositionPayload,
} from '@converge/contracts';
import { LOGGER, RpcClient, type Logger } from '@converge/platform';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';
import { forgetWhenGone } from '../socket-limits.js';
import { LiveSignals } from '../live-signals.js';

/** One share position per socket at most this often; extra ones are refused (429). */
export const SHARE_POSITION_THROTTLE_MS = Number(process.env.SHARE_POSITION_THROTTLE_MS ?? 5000);
const SHARE_POSITION_SUBJECT = 'live.share.position' as const;

type Ack = (answer: { ok: boolean; status?: number }) => void;

/**
 * Safety pushes. A block: both people get `safety:blocked {userId: the other}`, so an open match or
 * chat with them closes at once (the lists re-sync over REST). Location shares: the sharer's app sends
 * `share:position` (rate limited, stored by the safety service); every viewer of that share's public
 * page (a sessionless socket holding the token) receives `share:position`, and `share:ended` when it
 * is stopped or expires. Positions travel as ephemeral `live.` signals so every replica delivers them.
 */
@Injectable()
export class SafetyPusher implements OnModuleInit {
  private readonly lastPosition = new Map<string, Map<string, number>>();
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
    private readonly rpc: RpcClient,
    private readonly live: LiveSignals,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.fanout.on('UserBlocked', ({ data }) => {
      const toBlocker: SafetyBlockedPayload = { userId: data.blockedId };
      const toBlocked: SafetyBlockedPayload = { userId: data.blockerId };
      this.sockets.toUser(data.blockerId).emit(SAFETY_SOCKET_EVENTS.blocked, toBlocker);
      this.sockets.toUser(data.blockedId).emit(SAFETY_SOCKET_EVENTS.blocked, toBlocked);
    });
    this.fanout.on('LocationShareExpired', ({ data }) => {
      const push: ShareEndedPayload = { shareId: data.shareId, reason: data.reason ?? 'expired' };
      this.sockets.io?.to(shareRoom(data.shareId)).emit(SAFETY_SOCKET_EVENTS.shareEnded, push);
    });
    this.live.subscribe<SharePositionPayload>(SHARE_POSITION_SUBJECT, (push) => {
      this.sockets.io?.to(shareRoom(push.shareId)).emit(SAFETY_SOCKET_EVENTS.sharePosition, push);
    });
    this.sockets.onConnect((socket, userId) => this.attachSharer(socket, userId));
    this.sockets.onViewerConnect((socket, token) => void this.attachViewer(socket, token));
  }

  private attachSharer(socket: Socket, userId: string): void {
    socket.on('disconnect', () => forgetWhenGone(this.sockets, userId, this.lastPosition));
    socket.on(SAFETY_SOCKET_EVENTS.sharePosition, async (payload: unknown, ack?: Ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const now = Date.now();
      const parsed = sharePositionSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, status: 400 });
      // Per person and share, not per socket (issue 19); a person has at most 10 live shares.
      const mine = this.lastPosition.get(userId) ?? new Map<string, number>();
      if (now - (mine.get(parsed.data.shareId) ?? 0) < SHARE_POSITION_THROTTLE_MS) return reply({ ok: false, status: 429 });
      mine.set(parsed.data.shareId, now);
      this.lastPosition.set(userId, mine);
      try {
        const answer = await this.rpc.request<{ updatedAt?: string } | null>(RPC.safety.sharePosition, { actor: { userId, roles: [] }, ...parsed.data });
        const push: SharePositionPayload = { ...parsed.data, updatedAt: answer?.updatedAt ?? new Date().toISOString() };
        this.live.publish(SHARE_POSITION_SUBJECT, push);
        reply({ ok: true });
      } catch (error) {
        const status = error instanceof RpcError ? error.status : 500;
        if (status >= 500) this.logger.warn({ err: error }, 'share position failed');
        reply({ ok: false, status });
      }
    });
  }

  /** A public page: joins its share's room while the share is live; an ended or unknown one is told so. */
  private async attachViewer(socket: Socket, token: string): Promise<void> {
    try {
      const share = await this.rpc.request<PublicShareDto>(RPC.safety.publicShare, { token });
      if (share.shareId) await socket.join(shareRoom(share.shareId));
      else socket.disconnect(true);
    } catch (error) {
      const status = error instanceof RpcError ? error.status : 500;
      if (status === 410) socket.emit(SAFETY_SOCKET_EVENTS.shareEnded, { shareId: null, reason: 'expired' } satisfies ShareEndedPayload);
      socket.disconnect(true);
    }
  }
}
