import type { Socket as SocketOf } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@converge/contracts';
import { afterFirstScreen } from './after-first-screen';

/** The app's socket, typed by the event maps of libs/contracts (realtime/socket-events.ts). */
export type Socket = SocketOf<ServerToClientEvents, ClientToServerEvents>;

/**
 * One socket.io connection for the signed-in person. The library is imported on demand so
 * signed-out pages (the landing above all) never download it, and only once the first screen is
 * shown (lib/after-first-screen.ts): on a slow phone its download, its code and its handshake
 * otherwise ran before the screen's first paint. What was pushed before it connected is re-read
 * then (app/provider.tsx). Same origin: the gateway (or Vite's proxy in development) serves
 * /socket.io and authenticates it from the session cookie. The promise is cached so two callers
 * racing at start-up still share one connection.
 */
let pending: Promise<Socket> | null = null;

export function connectSocket(): Promise<Socket> {
  pending ??= afterFirstScreen()
    .then(() => import('socket.io-client'))
    .then(({ io }): Socket =>
      io({
        path: '/socket.io',
        withCredentials: true,
        transports: ['websocket', 'polling'],
        reconnection: true,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 10000,
      }),
    );
  return pending;
}

export function disconnectSocket() {
  const current = pending;
  pending = null;
  void current?.then((s) => s.disconnect());
}
