// A delaying TCP relay: the slow network of the many-hosts run. This kernel has no sch_netem (tc's
// netem qdisc is unknown), so latency is added in user space instead: the app hosts reach each NATS
// server through one of these, running in the app host's own namespace. Switched off (the start) it
// forwards every chunk at once; switched on, every chunk waits `delayMs` before it is forwarded, in
// both directions, one direction's chunks always leaving in the order they came (a chunk never
// overtakes an earlier one, also when the delay is switched off while chunks wait).
//
//   node delay-relay.mjs <delayMs> <listenHost:port=targetHost:port> [...more pairs]
//   SIGUSR1: delay on; SIGUSR2: delay off; SIGTERM: close everything and exit.
// It prints `ready` on stdout once every listener listens.
import net from 'node:net';

/** One direction of a connection: forwards chunks from `from` to `to`, each after the current delay. */
function pipeDelayed(from, to, delayOf) {
  const queue = []; // { chunk, due } in arrival order; `due` never decreases along the queue
  let timer;
  let ended = false;
  const flush = () => {
    timer = undefined;
    const now = Date.now();
    while (queue.length && queue[0].due <= now) to.write(queue.shift().chunk);
    if (queue.length) timer = setTimeout(flush, queue[0].due - now);
    else if (ended) to.end();
  };
  from.on('data', (chunk) => {
    const delay = delayOf();
    if (!delay && !queue.length) {
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => from.resume());
      }
      return;
    }
    const last = queue.at(-1)?.due ?? 0;
    queue.push({ chunk, due: Math.max(Date.now() + delay, last) });
    if (!timer) timer = setTimeout(flush, Math.max(0, queue[0].due - Date.now()));
  });
  from.on('end', () => {
    ended = true;
    if (!queue.length && !timer) to.end();
  });
  return () => (clearTimeout(timer), (queue.length = 0));
}

/** Relays `listen` → `target` for every pair; returns close(). */
export function startRelays(pairs, { delayMs }) {
  let delay = 0;
  const sockets = new Set();
  const servers = pairs.map(({ listen, target }) => {
    const server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.setNoDelay(true);
        s.on('close', () => sockets.delete(s));
      }
      const stops = [pipeDelayed(client, upstream, () => delay), pipeDelayed(upstream, client, () => delay)];
      const close = () => {
        for (const stop of stops) stop();
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close);
      upstream.on('error', close);
      client.on('close', () => upstream.writableEnded || upstream.destroyed || setTimeout(close, delay + 1000).unref());
      upstream.on('close', () => client.writableEnded || client.destroyed || setTimeout(close, delay + 1000).unref());
    });
    server.listen(listen.port, listen.host);
    return server;
  });
  return {
    on: () => (delay = delayMs),
    off: () => (delay = 0),
    listening: () => Promise.all(servers.map((s) => (s.listening ? undefined : new Promise((resolve) => s.once('listening', resolve))))),
    close: () => {
      for (const s of servers) s.close();
      for (const s of sockets) s.destroy();
    },
  };
}

const hostPort = (text) => {
  const at = text.lastIndexOf(':');
  return { host: text.slice(0, at), port: Number(text.slice(at + 1)) };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [delayArg, ...pairArgs] = process.argv.slice(2);
  const pairs = pairArgs.map((p) => {
    const [listen, target] = p.split('=');
    return { listen: hostPort(listen), target: hostPort(target) };
  });
  const relays = startRelays(pairs, { delayMs: Number(delayArg) });
  process.on('SIGUSR1', relays.on);
  process.on('SIGUSR2', relays.off);
  process.on('SIGTERM', () => (relays.close(), process.exit(0)));
  await relays.listening();
  process.stdout.write('ready\n');
}
