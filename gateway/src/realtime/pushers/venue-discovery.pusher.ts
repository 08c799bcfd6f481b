import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DISCOVERY_CHANGED,
  DISCOVERY_WATCH,
  RPC,
  venueRoom,
  type DiscoveryChange,
  type EventData,
  type DiscoveryChangeReason,
  type DiscoveryChangedPush,
  type SocketAck,
} from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { EventFanout } from '../event-fanout.js';
import { SocketServer, type TypedSocket } from '../socket-server.js';

type Ack = (answer: SocketAck) => void;
const ROOM_PREFIX = 'venue:';

/**
 * Live venue discovery. A socket on the discovery screen joins `venue:<id>` once the venue
 * service confirms the person is checked in there in dating mode; check-in, check-out, expiry and
 * incognito changes are pushed to that room, a block to the two people. The push names who; the page
 * refetches through the API (blocks, incognito and filters stay the server's decision).
 *
 * A push about a person goes only to the watchers who may see that person in discovery.
 * Each replica asks matching once per change which of its own watchers those are
 * (RPC.matching.discoveryAudience; every replica gets every event) and emits to their sockets only;
 * everyone else hears nothing of it. Incognito is never named: switching it on is a departure
 * ('other') for those who saw the person and no longer do, switching it off an arrival for the same
 * people, and nobody else learns anything. The person blocked is not told who blocked them.
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
    this.fanout.on('CheckedIn', async ({ data }) => {
      // The check-in this one replaced ended with it: told first, as its own CheckInEnded was before.
      if (data.replaced) await this.ended({ userId: data.userId, ...data.replaced, reason: 'replaced' });
      if ((data.mode ?? 'dating') !== 'dating') return;
      await this.toViewers(data.venueId, data.userId, 'arrived', 'checked_in', 'presence');
    });
    this.fanout.on('CheckInEnded', ({ data }) => this.ended(data));
    this.fanout.on('UserBlocked', ({ data }) => {
      const at = new Date().toISOString();
      this.sockets.toUser(data.blockerId).emit(DISCOVERY_CHANGED, { venueId: null, change: 'left', reason: 'blocked', userId: data.blockedId, at });
      // Their view changed (the blocker is gone from it), and nothing more: not who, not why.
      this.sockets.toUser(data.blockedId).emit(DISCOVERY_CHANGED, { venueId: null, change: 'left', reason: 'other', userId: null, at });
    });
    // The event carries no venue: ask the venue service where the person is checked in (if anywhere).
    this.fanout.on('PrivacyChanged', async ({ data }) => {
      const checkIn = await this.rpc.request(RPC.venue.currentCheckIn, { actor: { userId: data.userId, roles: [] } });
      if (!checkIn || (checkIn.mode ?? 'dating') !== 'dating') return;
      await this.toViewers(checkIn.venue.id, data.userId, data.isIncognito ? 'left' : 'arrived', 'other', 'incognito');
    });
  }

  /** A check-in ended: its person stops hearing about the venue, and those who saw them there see them leave. */
  private async ended(data: { userId: string; venueId: string; mode?: 'dating' | 'professional'; reason: EventData<'CheckInEnded'>['reason'] }): Promise<void> {
    // Someone who is no longer checked in there stops hearing about the venue.
    this.sockets.io?.in(`user:${data.userId}`).socketsLeave(venueRoom(data.venueId));
    if ((data.mode ?? 'dating') !== 'dating') return;
    const reason: DiscoveryChangeReason = data.reason === 'checked_out' || data.reason === 'expired' || data.reason === 'replaced' ? data.reason : 'other';
    await this.toViewers(data.venueId, data.userId, 'left', reason);
  }

  /**
   * The change about `subjectId` to this replica's watchers of the venue whom matching allows: for
   * 'presence', those who may see the subject now; for 'incognito', those whose view the switch changes.
   */
  private async toViewers(venueId: string, subjectId: string, change: DiscoveryChange, reason: DiscoveryChangeReason, audience: 'presence' | 'incognito' = 'presence'): Promise<void> {
    const io = this.sockets.io;
    const socketIds = io?.sockets.adapter.rooms.get(venueRoom(venueId));
    if (!io || !socketIds?.size) return;
    const byViewer = new Map<string, string[]>();
    for (const socketId of socketIds) {
      const viewerId = io.sockets.sockets.get(socketId)?.data.userId as string | undefined;
      if (!viewerId || viewerId === subjectId) continue;
      byViewer.set(viewerId, [...(byViewer.get(viewerId) ?? []), socketId]);
    }
    if (byViewer.size === 0) return;
    const { viewerIds } = await this.rpc.request(RPC.matching.discoveryAudience, {
      actor: { userId: subjectId, roles: [] },
      viewerIds: [...byViewer.keys()],
      change: audience,
    });
    const to = viewerIds.flatMap((id) => byViewer.get(id) ?? []);
    if (to.length === 0) return;
    const push: DiscoveryChangedPush = { venueId, change, reason, userId: subjectId, at: new Date().toISOString() };
    io.to(to).emit(DISCOVERY_CHANGED, push);
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
        // The room is dating discovery's: someone networking there is in no one's cards.
        if (checkIn?.venue.id !== venueId || (checkIn.mode ?? 'dating') !== 'dating') return reply({ ok: false, status: 403 });
      } catch (error) {
        return reply({ ok: false, status: (error as { status?: number }).status ?? 503 });
      }
      await socket.join(venueRoom(venueId));
      reply({ ok: true });
    });
  }
}
