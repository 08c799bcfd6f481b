import type { Server } from 'socket.io';

/** What engine.io keeps of a connection, as far as holding its frames needs. */
interface EngineConnection {
  transport?: { name: string; writable: boolean; socket?: { _socket?: { cork(): void; uncork(): void } } };
  writeBuffer?: unknown[];
  flush(): void;
}

/**
 * Runs `emit` (several emits to `rooms`, in one go) so that each websocket of this replica in those
 * rooms gets its frames in one write instead of one each. engine.io sends a packet at once while the
 * transport is writable and queues it otherwise; here the transport counts as busy during `emit`, then
 * the queue is flushed into the corked TCP socket and uncorked: one write, nothing waits for a later
 * turn of the event loop (the frames leave before this returns). A chat message's `message:new` and
 * `conversation:updated` were two writes per socket, ~10 % of the gateway's CPU per message.
 * A connection that is busy already, polling or upgrading is left as it is.
 */
export function inOneWrite(io: Server, rooms: readonly string[], emit: () => void): void {
  const namespace = io.of('/');
  const held = new Set<EngineConnection>();
  for (const room of rooms) {
    for (const id of namespace.adapter.rooms.get(room) ?? []) {
      const conn = namespace.sockets.get(id)?.conn as unknown as EngineConnection | undefined;
      const transport = conn?.transport;
      if (!conn || held.has(conn) || transport?.name !== 'websocket' || !transport.writable || !transport.socket?._socket || !Array.isArray(conn.writeBuffer)) continue;
      transport.writable = false;
      held.add(conn);
    }
  }
  try {
    emit();
  } finally {
    for (const conn of held) {
      const transport = conn.transport!;
      const tcp = transport.socket!._socket!;
      tcp.cork();
      transport.writable = true;
      try {
        conn.flush();
      } finally {
        tcp.uncork();
      }
    }
  }
}
