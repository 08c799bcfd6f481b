import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@converge/contracts';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CONFIG, LOGGER, Naming, REDIS, type Logger } from '@converge/platform/core';
import type { GatewayConfig } from '../config.js';
import { SOCKET_EVENT_LIMITS, SocketLimits, type LimitVerdict } from './socket-limits.js';
import { SharedSocketBudget } from './shared-socket-budget.js';
import { securityHeaderPlan } from '../http/security-headers.js';
import { AllowedOrigins } from '../http/allowed-origins.js';
import { SessionStore } from '../auth/session.store.js';
import { SessionCookie } from '../auth/session-cookie.js';

interface SocketData {
  userId: string;
  sessionId: string;
  /** A public location-share page connects without a session, with the share's link token. */
  shareToken?: string;
}
/** socket.io typed by the event maps of libs/contracts (realtime/socket-events.ts). */
export type TypedServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type TypedSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type SocketHandler = (socket: TypedSocket, userId: string) => void;

/**
 * socket.io at /socket.io. A connection is accepted only with a live session cookie and joins the
 * room `user:<id>`; features add their own per-socket handlers (typing, live position) with onConnect.
 */
@Injectable()
export class SocketServer implements BeforeApplicationShutdown, OnApplicationShutdown {
  io?: TypedServer;
  private handlers: SocketHandler[] = [];
  private viewerHandlers: SocketHandler[] = [];
  /** Every open socket of a person on this replica, oldest first (capped, see SocketLimits). */
  private readonly byPerson = new Map<string, Socket[]>();
  readonly limits: SocketLimits;
  /** The same limits shared with the other gateway replicas through Redis. */
  readonly budget: SharedSocketBudget;

  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(REDIS) redis: Redis,
    naming: Naming,
  ) {
    this.limits = new SocketLimits({
      eventsPerSecond: config.SOCKET_EVENTS_PER_SECOND,
      socketsPerPerson: config.SOCKETS_PER_PERSON_MAX,
      abuseDrops: config.SOCKET_ABUSE_DROPS,
      abuseBanMs: config.SOCKET_ABUSE_BAN_MS,
    });
    this.budget = new SharedSocketBudget(
      redis,
      naming.redisPrefix,
      randomUUID(),
      (socketIds) => socketIds.forEach((id) => this.io?.sockets.sockets.get(id)?.disconnect(true)),
      (error) => this.logger.warn({ err: error }, 'socket budget: Redis sync failed'),
    );
  }

  /** `inlineScripts`: the pages' inline-script hashes, so /socket.io answers carry the very policy the pages do. */
  attach(httpServer: HttpServer, inlineScripts: readonly string[] = []): TypedServer {
    const origins = new AllowedOrigins(this.config.PUBLIC_URL, this.config.ALLOWED_ORIGINS);
    const io: TypedServer = new Server(httpServer, {
      path: '/socket.io',
      serveClient: false,
      pingInterval: 20_000,
      pingTimeout: 20_000,
      // A page on another site must not open a socket with the person's cookie (cross-site
      // WebSocket hijacking: SameSite=Lax does not cover a same-site-registrable subdomain, and polling
      // requests are plain fetches). Browsers always send Origin on both transports; a handshake
      // without one is not a browser page (native clients, tests) and is judged by its cookie alone.
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, origin === undefined || origins.allows(origin, request.headers.host));
      },
    });
    // engine.io answers /socket.io (polling, handshake) outside Fastify: the same security headers.
    const headers = securityHeaderPlan(this.config.PUBLIC_URL, inlineScripts);
    io.engine.on('headers', (responseHeaders: Record<string, string>) => {
      for (const [name, value] of headers.set) responseHeaders[name] = value;
    });
    io.use(async (socket, next) => {
      try {
        const session = await this.sessions.get(this.cookie.readFromHeader(socket.handshake.headers.cookie));
        // A public location-share page watches its share without a session (auth: {shareToken}).
        const shareToken = (socket.handshake.auth as { shareToken?: unknown } | undefined)?.shareToken;
        if (!session && typeof shareToken === 'string' && shareToken.length > 0 && shareToken.length <= 200) {
          socket.data.shareToken = shareToken;
          return next();
        }
        if (!session) return next(new Error('unauthorized'));
        if (this.limits.banned(session.userId)) return next(new Error('rate_limited'));
        // Barred by another replica (one Redis round trip per connect).
        const bannedMs = await this.budget.bannedForMs(session.userId);
        if (bannedMs > 0) {
          this.limits.ban(session.userId, Date.now() + bannedMs);
          return next(new Error('rate_limited'));
        }
        socket.data.userId = session.userId;
        socket.data.sessionId = session.id;
        next();
      } catch (error) {
        this.logger.warn({ err: error }, 'socket authentication failed');
        next(new Error('unavailable'));
      }
    });
    io.on('connection', (socket) => {
      if (socket.data.shareToken && !socket.data.userId) {
        for (const handler of this.viewerHandlers) handler(socket, socket.data.shareToken as string);
        return;
      }
      const userId = socket.data.userId;
      this.track(socket, userId);
      void socket.join(`user:${userId}`);
      for (const handler of this.handlers) handler(socket, userId);
    });
    this.io = io;
    this.budget.start();
    return io;
  }

  /** Caps a person's sockets and counts every event they send against their per-person limits. */
  private track(socket: Socket, userId: string): void {
    const open = [...(this.byPerson.get(userId) ?? []), socket];
    this.byPerson.set(userId, open);
    const excess = open.length - this.limits.settings.socketsPerPerson;
    for (const oldest of open.slice(0, Math.max(0, excess))) oldest.disconnect(true);
    // The cap across replicas: the oldest sockets anywhere close (ours here, others' on their replica).
    void this.budget
      .connected(userId, socket.id, this.limits.settings.socketsPerPerson)
      .then((ids) => ids.forEach((id) => this.io?.sockets.sockets.get(id)?.disconnect(true)))
      .catch((error: unknown) => this.logger.warn({ err: error }, 'socket budget: cannot count the socket'));
    socket.on('disconnect', () => {
      void this.budget.disconnected(userId, socket.id).catch(() => undefined);
      const left = (this.byPerson.get(userId) ?? []).filter((s) => s !== socket);
      if (left.length > 0) this.byPerson.set(userId, left);
      else {
        this.byPerson.delete(userId);
        this.limits.forget(userId);
      }
    });
    const refuse = (packet: unknown[], verdict: Exclude<LimitVerdict, 'ok'>) => {
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ ok: false, status: 429 });
      if (verdict === 'abuse') {
        this.logger.warn({ userId, event: String(packet[0]).slice(0, 50) }, 'socket flood: disconnecting the person');
        this.disconnectUser(userId);
        void this.budget.banEverywhere(userId, this.limits.settings.abuseBanMs).catch((error: unknown) => this.logger.warn({ err: error }, 'socket budget: cannot share the ban'));
      }
    };
    // Events of this socket pass in the order sent (the shared check is asynchronous): a "stopped
    // typing" must not overtake the "typing" before it.
    let previous: Promise<void> = Promise.resolve();
    socket.use((packet, next) => {
      const name = String(packet[0]);
      // "Stopped typing" is never refused (a lost one leaves the partner a stale "typing…"); the
      // typing handler forwards changes per person at a bounded rate.
      const stopsTyping = name === 'typing' && (packet[1] as { typing?: unknown } | null)?.typing === false;
      if (!stopsTyping) {
        // This replica's own count first: a flood is refused here, without any I/O.
        const verdict = this.limits.hit(userId, name);
        if (verdict !== 'ok') return refuse(packet, verdict);
      }
      previous = previous.then(async () => {
        if (stopsTyping) return next();
        const limitName = Object.hasOwn(SOCKET_EVENT_LIMITS, name) ? name : 'default';
        // Then every replica's count of this second (one Redis round trip).
        if (await this.budget.hit(userId, limitName, SOCKET_EVENT_LIMITS[limitName]!, this.limits.settings.eventsPerSecond)) return next();
        refuse(packet, this.limits.drop(userId));
      });
    });
  }

  onConnect(handler: SocketHandler): void {
    this.handlers.push(handler);
  }

  /** Handlers for sessionless public share viewers (socket, share token). */
  onViewerConnect(handler: SocketHandler): void {
    this.viewerHandlers.push(handler);
  }

  toUser(userId: string) {
    return this.io!.to(`user:${userId}`);
  }

  /** Ends the sockets of one of a user's sessions on this replica (the session was ended). */
  disconnectSession(userId: string, sessionId: string): void {
    for (const socket of this.byPerson.get(userId) ?? []) {
      if ((socket.data as SocketData).sessionId === sessionId) socket.disconnect(true);
    }
  }

  /** Ends every socket of a user (sign-out everywhere, account deletion). */
  disconnectUser(userId: string): void {
    this.io?.in(`user:${userId}`).disconnectSockets(true);
  }

  /**
   * SIGTERM: hand the sockets over before the HTTP server drains. An open websocket would hold the
   * server's close() until the grace period runs out; disconnected clients reconnect at once through
   * the load balancer to another replica (and re-sync over REST), so nothing is missed.
   */
  beforeApplicationShutdown(): void {
    // The transports, not the socket.io sessions: a client told "io server disconnect" (what
    // disconnectSockets sends) does not reconnect by itself; one whose connection closed does, at once.
    for (const socket of this.io?.sockets.sockets.values() ?? []) socket.conn.close();
    this.io?.engine.close();
  }

  async onApplicationShutdown(): Promise<void> {
    this.budget.stop();
    await new Promise<void>((resolve) => (this.io ? this.io.close(() => resolve()) : resolve()));
  }
}
