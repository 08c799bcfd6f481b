import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { RPC, RpcError, SAFETY_SOCKET_EVENTS, sharePositionSchema, shareRoom, type Actor, type ShareEndedPayload, type SharePositionPayload } from '@converge/contracts';
import { LOGGER, RpcClient, type Logger } from '@converge/platform/core';
import { SocketServer } from '../socket-server.js';
import { LiveSignals } from '../live-signals.js';
import { forgetWhenGone } from '../socket-limits.js';

/** One share position per socket at most this often; extra ones are refused (429). */
export const SHARE_POSITION_THROTTLE_MS = Number(process.env.SHARE_POSITION_THROTTLE_MS ?? 5000);
const POSITION_SUBJECT = 'live.share.position' as const;
const ENDED_SUBJECT = 'live.share.ended' as const;

interface RoomSignal<T> {
  room: string;
  push: T;
}

type Ack = (answer: { ok: boolean; status?: number }) => void;

/** Viewers are grouped by a hash of their link's token: the page knows only the token, never the share's id. */
const roomFor = (token: string) => shareRoom(createHash('sha256').update(token).digest('base64url'));
const tokenOf = (shareUrl: string) => shareUrl.split('/').pop() ?? '';

/**
 * Live location shares. The sharer's app sends `share:position {shareId, latitude, longitude}` over
 * its socket (rate limited; the safety service stores it); every viewer of that share's public page
 * (a sessionless socket with `auth: {shareToken}`) gets `share:position`, and `share:ended` when the
 * sharer stops it or its time runs out (a timer per viewer at expiresAt). Pushes travel as ephemeral
 * `live.` signals so every gateway replica reaches the viewers it holds.
 */
@Injectable()
export class ShareLiveHandlers implements OnModuleInit {
  /** Last accepted position per person and share. */
  private readonly lastPosition = new Map<string, Map<string, number>>();

  constructor(
    private readonly sockets: SocketServer,
    private readonly rpc: RpcClient,
    private readonly live: LiveSignals,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.live.subscribe<RoomSignal<SharePositionPayload>>(POSITION_SUBJECT, ({ room, push }) => {
      this.sockets.io?.to(room).emit(SAFETY_SOCKET_EVENTS.sharePosition, push);
    });
    this.live.subscribe<RoomSignal<ShareEndedPayload>>(ENDED_SUBJECT, ({ room, push }) => {
      this.sockets.io?.to(room).emit(SAFETY_SOCKET_EVENTS.shareEnded, push);
      this.sockets.io?.in(room).disconnectSockets(true);
    });
    this.sockets.onConnect((socket, userId) => this.attachSharer(socket, userId));
    this.sockets.onViewerConnect((socket, token) => void this.attachViewer(socket, token));
  }

  /** The room of one of the caller's active shares (its link's token comes from their own list). */
  async roomOf(actor: Actor, shareId: string): Promise<string | null> {
    const shares = await this.rpc.request(RPC.safety.shares, { actor });
    const share = shares.find((s) => s.id === shareId);
    return share ? roomFor(tokenOf(share.shareUrl)) : null;
  }

  /** Tells the viewers of a share the sharer just stopped (public viewers are never told the share's id). */
  ended(room: string): void {
    this.live.publish<RoomSignal<ShareEndedPayload>>(ENDED_SUBJECT, { room, push: { shareId: null, reason: 'stopped' } });
  }

  private attachSharer(socket: Socket, userId: string): void {
    const rooms = new Map<string, string>();
    socket.on('disconnect', () => forgetWhenGone(this.sockets, userId, this.lastPosition));
    socket.on(SAFETY_SOCKET_EVENTS.sharePosition, async (payload: unknown, ack?: Ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const now = Date.now();
      const parsed = sharePositionSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, status: 400 });
      // Per person and share, not per socket: more sockets do not send more positions.
      const mine = this.lastPosition.get(userId) ?? new Map<string, number>();
      if (now - (mine.get(parsed.data.shareId) ?? 0) < SHARE_POSITION_THROTTLE_MS) return reply({ ok: false, status: 429 });
      mine.set(parsed.data.shareId, now);
      this.lastPosition.set(userId, mine);
      const actor = { userId, roles: [] };
      try {
        const answer = await this.rpc.request(RPC.safety.sharePosition, { actor, ...parsed.data });
        // Not kept (sooner than the service stores positions): nothing new for the viewers.
        if (answer?.accepted === false) return reply({ ok: true });
        let room = rooms.get(parsed.data.shareId);
        if (!room) {
          room = (await this.roomOf(actor, parsed.data.shareId)) ?? undefined;
          if (room) rooms.set(parsed.data.shareId, room);
        }
        const push: SharePositionPayload = { ...parsed.data, updatedAt: answer?.updatedAt ?? new Date().toISOString() };
        if (room) this.live.publish<RoomSignal<SharePositionPayload>>(POSITION_SUBJECT, { room, push });
        reply({ ok: true });
      } catch (error) {
        const status = error instanceof RpcError ? error.status : 500;
        if (status >= 500) this.logger.warn({ err: error }, 'share position failed');
        reply({ ok: false, status });
      }
    });
  }

  /** A public page: watches its share while it is live; an ended one is told so, an unknown one dropped. */
  private async attachViewer(socket: Socket, token: string): Promise<void> {
    // Not even shaped like a link's token: no need to ask the safety service.
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
      socket.disconnect(true);
      return;
    }
    try {
      const share = await this.rpc.request(RPC.safety.publicShare, { token });
      await socket.join(roomFor(token));
      const timer = setTimeout(
        () => {
          socket.emit(SAFETY_SOCKET_EVENTS.shareEnded, { shareId: null, reason: 'expired' } satisfies ShareEndedPayload);
          socket.disconnect(true);
        },
        Math.max(0, Date.parse(share.expiresAt) - Date.now()),
      );
      socket.once('disconnect', () => clearTimeout(timer));
    } catch (error) {
      const status = error instanceof RpcError ? error.status : 500;
      if (status === 410) socket.emit(SAFETY_SOCKET_EVENTS.shareEnded, { shareId: null, reason: 'expired' } satisfies ShareEndedPayload);
      socket.disconnect(true);
    }
  }
}
