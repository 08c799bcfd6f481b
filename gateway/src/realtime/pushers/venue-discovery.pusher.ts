import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DISCOVERY_CHANGED,
  DISCOVERY_WATCH,
  RPC,
  venueRoom,
  type DiscoveryChange,
  type DiscoveryChangeReason,
  type DiscoveryChangedPush,
  type SocketAck,
} from '@converge/contracts';
import { RpcClient } from '@converge/platform';
import { EventFanout } from '../event-fanout.js';
import { SocketServer, type TypedSocket } from '../socket-server.js';

type Ack = (answer: SocketAck) => void;
const ROOM_PREFIX = 'venue:';

/**
 * Live venue discovery (issue 20). A socket on the discovery screen joins `venue:<id>` once the venue
 * service confirms the person is checked in there; check-in, check-out, expiry and incognito changes
 * are pushed to that room, a block to the two people. The push names who and why; the page refetches
 * through the API (blocks, incognito and filters stay the server's decision).
 */
@Injectable()
export class VenueDiscoveryPusher implements OnModuleInit {
  constructor(
    private readonly sockets: SocketServer,
    private readonly fanout: EventFanout,
    private readonly rpc: RpcClient,
  ) {}

  onModuleInit(): void {
    this.sockets.onConnect((socket, userId) => this.attach(socket, userId));
    this.fanout.on('CheckedIn', ({ data }) => {
      if ((data.mode ?? 'dating') !== 'dating') return;
      this.toVenue(data.venueId, data.userId, 'arrived', 'checked_in');
    });
    this.fanout.on('CheckInEnded', ({ data }) => {
      const reason: DiscoveryChangeReason = data.reason === 'checked_out' || data.reason === 'expired' || data.reason === 'replaced' ? data.reason : 'other';
      this.toVenue(data.venueId, data.userId, 'left', reason);
      // Someone who is no longer checked in there stops hearing about the venue.
      this.sockets.io?.in(`user:${data.userId}`).socketsLeave(venueRoom(data.venueId));
    });
    this.fanout.on('UserBlocked', ({ data }) => {
      const at = new Date().toISOString();
      this.sockets.toUser(data.blockerId).emit(DISCOVERY_CHANGED, { venueId: null, change: 'left', reason: 'blocked', userId: data.blockedId, at });
      this.sockets.toUser(data.blockedId).emit(DISCOVERY_CHANGED, { venueId: null, change: 'left', reason: 'blocked', userId: data.blockerId, at });
    });
    // The event carries no venue: ask the venue service where the person is checked in (if anywhere).
    this.fanout.on('PrivacyChanged', async ({ data }) => {
      const checkIn = await this.rpc.request(RPC.venue.currentCheckIn, { actor: { userId: data.userId, roles: [] } });
      if (!checkIn || (checkIn.mode ?? 'dating') !== 'dating') return;
      this.toVenue(checkIn.venue.id, data.userId, data.isIncognito ? 'left' : 'arrived', data.isIncognito ? 'incognito_on' : 'incognito_off');
    });
  }

  private toVenue(venueId: string, userId: string, change: DiscoveryChange, reason: DiscoveryChangeReason): void {
    const push: DiscoveryChangedPush = { venueId, change, reason, userId, at: new Date().toISOString() };
    this.sockets.io?.to(venueRoom(venueId)).except(`user:${userId}`).emit(DISCOVERY_CHANGED, push);
  }

  private attach(socket: TypedSocket, userId: string): void {
    socket.on(DISCOVERY_WATCH, async (payload: unknown, ack?: Ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const venueId = (payload as { venueId?: unknown } | null)?.venueId;
      for (const room of socket.rooms) if (room.startsWith(ROOM_PREFIX)) await socket.leave(room);
      if (venueId === null) return reply({ ok: true });
      if (typeof venueId !== 'string' || !venueId || venueId.length > 100) return reply({ ok: false, status: 400 });
      try {
        const checkIn = await this.rpc.request(RPC.venue.currentCheckIn, { actor: { userId, roles: [] } });
        if (checkIn?.venue.id !== venueId) return reply({ ok: false, status: 403 });
      } catch (error) {
        return reply({ ok: false, status: (error as { status?: number }).status ?? 503 });
      }
      await socket.join(venueRoom(venueId));
      reply({ ok: true });
    });
  }
}
