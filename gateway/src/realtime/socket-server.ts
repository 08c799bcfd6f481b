import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@converge/contracts';
import { LOGGER, type Logger } from '@converge/platform';
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
export class SocketServer implements OnApplicationShutdown {
  io?: TypedServer;
  private handlers: SocketHandler[] = [];
  private viewerHandlers: SocketHandler[] = [];

  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  attach(httpServer: HttpServer): TypedServer {
    const io: TypedServer = new Server(httpServer, { path: '/socket.io', serveClient: false, pingInterval: 20_000, pingTimeout: 20_000 });
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
      void socket.join(`user:${userId}`);
      for (const handler of this.handlers) handler(socket, userId);
    });
    this.io = io;
    return io;
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

  /** Ends every socket of a user (sign-out everywhere, account deletion). */
  disconnectUser(userId: string): void {
    this.io?.in(`user:${userId}`).disconnectSockets(true);
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.io ? this.io.close(() => resolve()) : resolve()));
  }
}
