import net from 'node:net';

let installed = false;

/**
 * Every client socket of the process (NATS, Redis, Postgres) sends what it is given during one turn of
 * the event loop as one write: the first write of a turn corks the socket, and a setImmediate (the
 * check phase, right after the poll phase that ran the turn's I/O callbacks) uncorks it. Under load a
 * turn handles many requests, and each one wrote to NATS and Redis on its own (the clients flush per
 * microtask), a syscall and a wake-up of the server each: those writes were ~40 % of the gateway's CPU
 * and ~30 % of the venue service's on the live nearby search, on a loaded 2-core machine. Idle, a turn
 * handles one request and the write goes out at the end of it, microseconds later.
 *
 * Sockets a server accepted (the gateway's HTTP and socket.io connections) are left alone: each answer
 * is already one write, and nothing would share it. So are stdout and stderr (pipes under the stack): a
 * line written just before process.exit must not wait for a turn that never ends. WRITE_COALESCING=off
 * turns it off (to compare).
 */
export function coalesceClientWrites(env: Record<string, string | undefined> = process.env): void {
  if (installed || env.WRITE_COALESCING === 'off') return;
  installed = true;
  const corked = new Set<net.Socket>();
  let scheduled = false;
  const uncorkAll = () => {
    scheduled = false;
    // Uncorks once, for the one cork of this turn (a socket that ended meanwhile was flushed by end()).
    for (const socket of corked) if (socket.writableCorked > 0) socket.uncork();
    corked.clear();
  };
  const write = net.Socket.prototype.write;
  net.Socket.prototype.write = function (this: net.Socket, ...args: unknown[]) {
    if (!(this as { server?: unknown }).server && !corked.has(this) && !this.destroyed && this !== process.stdout && this !== process.stderr) {
      this.cork();
      corked.add(this);
      if (!scheduled) {
        scheduled = true;
        setImmediate(uncorkAll);
      }
    }
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof net.Socket.prototype.write;
}
