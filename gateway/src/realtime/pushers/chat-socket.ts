import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LIVE, RPC, type SocketAck, type TypingPush } from '@converge/contracts';
import { RpcClient } from '@converge/platform';
import { SocketServer, type TypedSocket } from '../socket-server.js';
import { LiveSignals } from '../live-signals.js';
import { conversationRoom } from './chat.pusher.js';

/** A socket forwards "typing" at most this often per conversation; "stopped" always goes through. */
export const TYPING_THROTTLE_MS = 1500;
/** A socket can watch a handful of conversations at once (several tabs share one socket per tab). */
const MAX_CONVERSATION_ROOMS = 10;
const TYPING_SUBJECT = LIVE.chatTyping;

type Ack = (answer: SocketAck) => void;

/**
 * Per-socket chat handlers. `conversation:join` puts the socket in `conversation:<id>` once the chat
 * service confirms the person takes part (RPC.chat.participants). `typing` is ephemeral: it travels
 * as a core-NATS `live.` message (never the outbox) so every gateway replica can deliver it, and it
 * is only accepted for a room the socket joined.
 */
@Injectable()
export class ChatSocketHandlers implements OnModuleInit {
  constructor(
    private readonly sockets: SocketServer,
    private readonly rpc: RpcClient,
    private readonly live: LiveSignals,
  ) {}

  onModuleInit(): void {
    this.sockets.onConnect((socket, userId) => this.attach(socket, userId));
    this.live.subscribe<TypingPush>(TYPING_SUBJECT, (push) => {
      this.sockets.io?.to(conversationRoom(push.conversationId)).except(`user:${push.userId}`).emit('typing', push);
    });
  }

  private attach(socket: TypedSocket, userId: string): void {
    const lastTyping = new Map<string, number>();

    socket.on('conversation:join', async (payload: unknown, ack?: Ack) => {
      const conversationId = idOf(payload);
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (!conversationId) return reply({ ok: false, status: 400 });
      try {
        await this.rpc.request(RPC.chat.participants, { actor: { userId, roles: [] }, conversationId });
      } catch (error) {
        return reply({ ok: false, status: (error as { status?: number }).status ?? 500 });
      }
      const joined = [...socket.rooms].filter((room) => room.startsWith('conversation:'));
      if (joined.length >= MAX_CONVERSATION_ROOMS) await socket.leave(joined[0]!);
      await socket.join(conversationRoom(conversationId));
      reply({ ok: true });
    });

    socket.on('conversation:leave', async (payload: unknown) => {
      const conversationId = idOf(payload);
      if (conversationId) await socket.leave(conversationRoom(conversationId));
    });

    socket.on('typing', (payload: unknown) => {
      const conversationId = idOf(payload);
      if (!conversationId || !socket.rooms.has(conversationRoom(conversationId))) return;
      const typing = (payload as { typing?: unknown }).typing !== false;
      const now = Date.now();
      const last = lastTyping.get(conversationId);
      if (typing) {
        if (last !== undefined && now - last < TYPING_THROTTLE_MS) return;
        lastTyping.set(conversationId, now);
      } else {
        if (last === undefined) return;
        lastTyping.delete(conversationId);
      }
      this.live.publish<TypingPush>(TYPING_SUBJECT, { conversationId, userId, typing });
    });
  }
}

function idOf(payload: unknown): string | undefined {
  const id = typeof payload === 'string' ? payload : (payload as { conversationId?: unknown } | null)?.conversationId;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : undefined;
}
