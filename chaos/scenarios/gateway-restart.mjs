// Restart (kill -9 + start) a gateway holding many sockets: all reconnect ≤ 30 s, and no message
// is missing for a recipient (pushes after reconnecting plus the REST re-sync a client does).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openSocket, sleep, waitFor } from '../lib.mjs';

export async function gatewayRestart({ stack, pairs, full }) {
  const count = full ? 1000 : 200;
  const redis = new Redis(stack.env.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const sockets = [];
  try {
    // Idle people: a session each (a socket needs nothing more), as the chat bench does.
    const cookies = [];
    for (let i = 0; i < count; i++) {
      const sid = randomBytes(32).toString('base64url');
      await redis.set(`${stack.namespace}:sess:${sid}`, JSON.stringify({ id: sid, userId: `idle-${i}`, createdAt: new Date().toISOString() }), 'EX', 3600);
      cookies.push(`sid=${sid}`);
    }
    const cookieName = pairs[0].a.cookie.split('=')[0];
    for (let i = 0; i < cookies.length; i += 50) {
      sockets.push(...(await Promise.all(cookies.slice(i, i + 50).map((c) => openSocket(stack.baseUrl, c.replace(/^sid/, cookieName), { reconnection: true })))));
    }
    const pair = pairs[0];
    const watcher = await openSocket(stack.baseUrl, pair.b.cookie, { reconnection: true });
    sockets.push(watcher);
    const pushed = new Set();
    watcher.on('message:new', (m) => pushed.add(m.clientMessageId));
    // A sender keeps sending through the restart (retrying until acknowledged).
    let sending = true;
    const acked = [];
    const sender = (async () => {
      for (let i = 0; sending; i++) {
        const clientMessageId = `gw-${i}`;
        for (;;) {
          try {
            const res = await pair.a.post(`/api/conversations/${pair.conversationId}/messages`, { content: `through ${i}`, clientMessageId });
            await res.arrayBuffer();
            if (res.status < 300) break;
          } catch {
            /* the gateway is down */
          }
          await sleep(200); // the client's retry back-off
        }
        acked.push(clientMessageId);
        await sleep(50); // pacing: the sender's rate
      }
    })();
    await waitFor('the sender under way', async () => acked.length >= 5, 30_000).catch(() => undefined);
    const gateway = stack.processes.get('gateway');
    const restartedAt = Date.now();
    gateway.kill('SIGKILL');
    await new Promise((resolve) => gateway.once('exit', resolve));
    await waitFor('every socket to notice', async () => sockets.every((s) => !s.connected), 10_000).catch(() => undefined);
    stack.restart('gateway');
    const reconnectMs = await waitFor('every socket to reconnect', async () => sockets.every((s) => s.connected), 60_000)
      .then(() => Date.now() - restartedAt)
      .catch(() => Infinity);
    // Sends go through again after the reconnect, before the sender stops.
    const ackedAtReconnect = acked.length;
    await waitFor('sends acknowledged after the restart', async () => acked.length >= ackedAtReconnect + 5, 30_000).catch(() => undefined);
    sending = false;
    await sender;
    // What a client does after a reconnect: re-read the conversation over REST.
    const listed = await pair.b.get(`/api/conversations/${pair.conversationId}/messages?limit=100`);
    const seen = new Set([...pushed, ...(Array.isArray(listed) ? listed.map((m) => m.clientMessageId) : [])]);
    const gap = acked.filter((id) => !seen.has(id)).length;
    return {
      pass: reconnectMs <= 30_000 && gap === 0 && acked.length > 0,
      figures: { sockets: sockets.length, reconnectMs, messagesThroughRestart: acked.length, pushedLive: [...pushed].filter((id) => id.startsWith('gw-')).length, gap },
    };
  } finally {
    sockets.forEach((s) => s.disconnect());
    redis.disconnect();
  }
}
