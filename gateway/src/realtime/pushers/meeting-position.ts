import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LIVE, meetingPositionSchema, RPC, RpcError, type MeetingDistance, type MeetingPositionAck } from '@converge/contracts';
import { LOGGER, RpcClient, type Logger } from '@converge/platform/core';
import { SocketServer, type TypedSocket } from '../socket-server.js';
import { LiveSignals } from '../live-signals.js';
import { forgetWhenGone } from '../socket-limits.js';

/** One position per socket at most this often; extra ones are dropped (the client sends every few seconds). */
export const POSITION_THROTTLE_MS = Number(process.env.MEETING_POSITION_THROTTLE_MS ?? 2000);
const DISTANCE_SUBJECT = LIVE.meetingDistance;

interface DistanceSignal {
  userIds: string[];
  push: MeetingDistance;
}

type Ack = (answer: MeetingPositionAck) => void;

/**
 * Live positions during a meeting. `meeting:position {sessionId, latitude, longitude}` goes to the
 * safety service, which snaps it to the grid and answers only a rounded distance to the partner.
 * Both participants then receive `meeting:distance {sessionId, distanceMeters}` — never coordinates.
 * The distance travels as an ephemeral core-NATS `live.` message so every gateway replica delivers it.
 */
@Injectable()
export class MeetingPositionHandlers implements OnModuleInit {
  private readonly lastPosition = new Map<string, number>();

  constructor(
    private readonly sockets: SocketServer,
    private readonly rpc: RpcClient,
    private readonly live: LiveSignals,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sockets.onConnect((socket, userId) => this.attach(socket, userId));
    this.live.subscribe<DistanceSignal>(DISTANCE_SUBJECT, ({ userIds, push }) => {
      for (const userId of userIds) this.sockets.toUser(userId).emit('meeting:distance', push);
    });
  }

  private attach(socket: TypedSocket, userId: string): void {
    socket.on('disconnect', () => forgetWhenGone(this.sockets, userId, this.lastPosition));
    socket.on('meeting:position', async (payload: unknown, ack?: Ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const now = Date.now();
      // Per person, not per socket (twelve sockets got every position through).
      if (now - (this.lastPosition.get(userId) ?? 0) < POSITION_THROTTLE_MS) return reply({ ok: false, status: 429 });
      const parsed = meetingPositionSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, status: 400 });
      this.lastPosition.set(userId, now);
      try {
        const answer = await this.rpc.request(RPC.safety.meetingPosition, {
          actor: { userId, roles: [] },
          ...parsed.data,
        });
        const push: MeetingDistance = { sessionId: answer.sessionId, distanceMeters: answer.distanceMeters };
        if (answer.distanceMeters !== null) {
          this.live.publish<DistanceSignal>(DISTANCE_SUBJECT, { userIds: [userId, answer.partnerId], push });
        }
        reply({ ok: true, distanceMeters: answer.distanceMeters });
      } catch (error) {
        const status = error instanceof RpcError ? error.status : 500;
        if (status >= 500) this.logger.warn({ err: error }, 'meeting position failed');
        reply({ ok: false, status });
      }
    });
  }
}
