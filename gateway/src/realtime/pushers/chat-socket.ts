import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LIVE, RPC, type SocketAck, type TypingPush } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { SocketServer, type TypedSocket } from '../socket-server.js';
import { LiveSignals } from '../live-signals.js';
import { conversationRoom } from './chat.pusher.js';

/** A socket forwards "typing" at most this often per conversation; "stopped" always goes through. */
export const TYPING_THROTTLE_MS = 1500;
/** A socket can watch a handful of conversations at once (several tabs share one socket per tab). */
const MAX_CONVERSATION_ROOMS = 10;
const TYPING_SUBJECT = LIVE.chatTyping;
/** A change of typing state (either way) is forwarded at most this often per person and conversation. */
export const TYPING_MIN_GAP_MS = 500;
/** A confirmed `conversation:join` is remembered this long per person, so re-joins cost no RPC. */
const JOIN_CACHE_MS = 60_000;
const JOIN_CACHE_MAX = 100;

interface TypingState {
  typing: boolean;
  last: number;
  trailing?: NodeJS.Timeout;
}

type Ack = (answer: SocketAck) => void;

/**
 * Per-socket chat handlers. `conversation:join` puts the socket in `conversation:<id>` once the chat
 * service confirms the person takes part (RPC.chat.participants). `typing` is ephemeral: it travels
 * as a core-NATS `live.` message (never the outbox) so every gateway replica can deliver it, and it
 * is only accepted for a room the socket joined.
 */
@Injectable()
export class ChatSocketHandlers implements OnModuleInit {
  /** Per person (all their sockets), per conversation: what the partner last heard and when. */
  private readonly typing = new Map<string, TypingState>();
  /** Per person: conversations the chat service confirmed they take part in, until when. */
  private readonly joins = new Map<string, Map<string, number>>();

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
    socket.on('disconnect', () => {
      if ((this.sockets.io?.sockets.adapter.rooms.get(`user:${userId}`)?.size ?? 0) > 0) return;
      this.joins.delete(userId);
      for (const [key, state] of this.typing) {
        if (!key.startsWith(`${userId}:`)) continue;
        if (state.trailing) clearTimeout(state.trailing);
        this.typing.delete(key);
      }
    });
    socket.on('conversation:join', async (payload: unknown, ack?: Ack) => {
      const conversationId = idOf(payload);
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (!conversationId) return reply({ ok: false, status: 400 });
      if (!this.joinConfirmed(userId, conversationId)) {
        try {
          await this.rpc.request(RPC.chat.participants, { actor: { userId, roles: [] }, conversationId });
        } catch (error) {
          return reply({ ok: false, status: (error as { status?: number }).status ?? 500 });
        }
        this.rememberJoin(userId, conversationId);
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
      this.onTyping(userId, conversationId, (payload as { typing?: unknown }).typing !== false);
    });
  }

  /**
   * Per person and conversation (ten sockets alternating true/false pushed 222,632 events):
   * a repeated "typing" goes through once per TYPING_THROTTLE_MS, a change of state at most once per
   * TYPING_MIN_GAP_MS; a "stopped" that comes too soon is sent when the gap has passed, so the
   * partner never keeps a stale "typing…".
   */
  private onTyping(userId: string, conversationId: string, typing: boolean): void {
    const key = `${userId}:${conversationId}`;
    const now = Date.now();
    const state = this.typing.get(key) ?? { typing: false, last: 0 };
    if (!typing && !state.typing) return;
    if (typing && state.typing && now - state.last < TYPING_THROTTLE_MS) return;
    if (now - state.last < TYPING_MIN_GAP_MS) {
      if (!typing && !state.trailing) {
        state.trailing = setTimeout(() => this.sendTyping(key, userId, conversationId, false), state.last + TYPING_MIN_GAP_MS - now);
        state.trailing.unref();
        this.typing.set(key, state);
      }
      return;
    }
    this.sendTyping(key, userId, conversationId, typing);
  }

  private sendTyping(key: string, userId: string, conversationId: string, typing: boolean): void {
    const previous = this.typing.get(key);
    if (previous?.trailing) clearTimeout(previous.trailing);
    if (typing) this.typing.set(key, { typing, last: Date.now() });
    else {
      const state: TypingState = { typing, last: Date.now() };
      this.typing.set(key, state);
      // Forget a quiet conversation once a new change would be allowed anyway.
      setTimeout(() => this.typing.get(key) === state && this.typing.delete(key), TYPING_MIN_GAP_MS).unref();
    }
    this.live.publish<TypingPush>(TYPING_SUBJECT, { conversationId, userId, typing });
  }

  private joinConfirmed(userId: string, conversationId: string): boolean {
    const until = this.joins.get(userId)?.get(conversationId);
    return until !== undefined && until > Date.now();
  }

  private rememberJoin(userId: string, conversationId: string): void {
    const mine = this.joins.get(userId) ?? new Map<string, number>();
    mine.delete(conversationId);
    mine.set(conversationId, Date.now() + JOIN_CACHE_MS);
    if (mine.size > JOIN_CACHE_MAX) mine.delete(mine.keys().next().value!);
    this.joins.set(userId, mine);
  }
}

function idOf(payload: unknown): string | undefined {
  const id = typeof payload === 'string' ? payload : (payload as { conversationId?: unknown } | null)?.conversationId;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : undefined;
}
