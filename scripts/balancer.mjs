// A small local load balancer for `npm start -- --replicas 2` (and the replica tests): round robin
// over the gateway replicas, websocket-aware, like the Ingress/Service in front of them on Kubernetes.
//
// - HTTP: the request body is buffered (≤ 16 MB) so that a request a gateway never received is
//   sent to the next one: a refused connection (replica restarting or gone) or a reset of a reused
//   keep-alive connection before any answer (the replica closed it while draining). No accepted
//   request is lost when one gateway stops; a request a gateway did receive is never sent twice.
// - Websockets (Upgrade): the connection is piped to one gateway and stays there.
// - socket.io's long-polling fallback keeps its session in one gateway's memory, so /socket.io
//   requests stick to a gateway by cookie (converge_gw, Path=/socket.io), as the prod Ingress does.
import http from 'node:http';
import net from 'node:net';

const MAX_BODY = 16 * 1024 * 1024;
const AFFINITY = 'converge_gw';
const DOWN_MS = 1000;
const RETRY_FOR_MS = 10_000;

/** A connection to a gateway that got nowhere: it never received the request, another may have it. */
const UNREACHED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNECT_TIMEOUT']);
/** A gateway host that does not answer the connect within this long is treated as gone (cut off). */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * backends: [{ host, port }]. Returns { server, close() }. `log(message)` reports backends going down.
 * healthCheckMs: when set, GET /api/health on each gateway this often (1 s timeout), and one that fails
 * is taken out of turn until it answers again, as the Ingress's readiness probe does: a host cut off
 * from the network refuses nothing, its requests would just hang.
 */
export function startBalancer({ port, host = '127.0.0.1', backends, log = () => {}, healthCheckMs = 0 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = new Map();
  let next = 0;

  const unhealthy = new Set();
  const isUp = (i) => !unhealthy.has(i) && (downUntil.get(i) ?? 0) <= Date.now();
  const markDown = (i, why) => {
    if (isUp(i)) log(`gateway #${i + 1} (:${backends[i].port}) unavailable (${why}); sending to the others`);
    downUntil.set(i, Date.now() + DOWN_MS);
  };
  /** The next backend in turn, skipping ones marked down (unless all are). */
  const pick = (exclude = new Set()) => {
    for (let n = 0; n < backends.length; n++) {
      const i = next++ % backends.length;
      if (!exclude.has(i) && isUp(i)) return i;
    }
    for (let n = 0; n < backends.length; n++) {
      const i = next++ % backends.length;
      if (!exclude.has(i)) return i;
    }
    return undefined;
  };
  const stuck = (req) => {
    if (!req.url?.startsWith('/socket.io')) return undefined;
    const match = new RegExp(`(?:^|;\\s*)${AFFINITY}=(\\d+)`).exec(req.headers.cookie ?? '');
    const i = match ? Number(match[1]) : NaN;
    return Number.isInteger(i) && i < backends.length && isUp(i) ? i : undefined;
  };
  const forwardedHeaders = (req) => ({
    ...req.headers,
    'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
    'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
    'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
  });

  /** `tried`: gateways this request already failed to reach in this round; `since`: when it arrived. */
  function proxyHttp(req, res, body, tried = new Set(), since = Date.now()) {
    const i = (tried.size === 0 ? stuck(req) : undefined) ?? pick(tried);
    if (i === undefined) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'BAD_GATEWAY', message: 'No gateway is available.' }));
      return;
    }
    tried.add(i);
    const upstream = http.request({ host: backends[i].host, port: backends[i].port, method: req.method, path: req.url, headers: forwardedHeaders(req), agent }, (answer) => {
      clearTimeout(connectTimer);
      const headers = { ...answer.headers };
      if (req.url?.startsWith('/socket.io') && stuck(req) === undefined) {
        headers['set-cookie'] = [...(headers['set-cookie'] ?? []), `${AFFINITY}=${i}; Path=/socket.io; HttpOnly; SameSite=Lax`];
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(res);
    });
    // A fresh connection that is not up within CONNECT_TIMEOUT_MS: the host is unreachable.
    let connectTimer;
    upstream.once('socket', (socket) => {
      if (!socket.connecting) return;
      connectTimer = setTimeout(() => upstream.destroy(Object.assign(new Error('connect timeout'), { code: 'ECONNECT_TIMEOUT' })), CONNECT_TIMEOUT_MS);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    upstream.on('error', (error) => {
      clearTimeout(connectTimer);
      // Never reached the app: try the next gateway. Reached it (an answer started): cannot retry.
      // A reset before any answer is a draining gateway closing a kept-alive or just-accepted
      // connection (its in-flight requests are finished, not dropped), so the request was not handled
      // there. A gateway killed mid-request looks the same; the writes a client repeats are idempotent
      // (messages carry clientMessageId, likes and check-ins are unique), which makes the retry safe.
      const neverReceived = UNREACHED.has(error.code) || (error.code === 'ECONNRESET' && !res.headersSent);
      if (UNREACHED.has(error.code)) markDown(i, error.code);
      if (neverReceived && tried.size < backends.length) return proxyHttp(req, res, body, tried, since);
      // Every gateway refused (all restarting at once): wait for one, for up to RETRY_FOR_MS.
      if (neverReceived && Date.now() - since < RETRY_FOR_MS) {
        setTimeout(() => proxyHttp(req, res, body, new Set(), since), 200);
        return;
      }
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'BAD_GATEWAY', message: 'The gateway closed the connection.' }));
      } else res.destroy();
    });
    upstream.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large.' }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (size <= MAX_BODY) proxyHttp(req, res, Buffer.concat(chunks));
    });
  });

  // Idle client connections stay open longer than any client keeps them (undici 4 s, browsers
  // ~60 s; nginx/ALB use 60–75 s): the client closes first, so a request never races our close.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;

  const upgraded = new Set();
  server.on('upgrade', (req, client, head) => {
    upgraded.add(client);
    client.once('close', () => upgraded.delete(client));
    const connectTo = (tried) => {
      const i = stuck(req) ?? pick(tried);
      if (i === undefined) return client.destroy();
      tried.add(i);
      const upstream = net.connect(backends[i].port, backends[i].host);
      const connectTimer = setTimeout(() => upstream.destroy(Object.assign(new Error('connect timeout'), { code: 'ECONNECT_TIMEOUT' })), CONNECT_TIMEOUT_MS);
      upstream.once('connect', () => {
        clearTimeout(connectTimer);
        const headers = forwardedHeaders(req);
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (let n = 0; n < req.rawHeaders.length; n += 2) {
          const name = req.rawHeaders[n].toLowerCase();
          if (!name.startsWith('x-forwarded-')) lines.push(`${req.rawHeaders[n]}: ${req.rawHeaders[n + 1]}`);
        }
        for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']) lines.push(`${name}: ${headers[name]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head?.length) upstream.write(head);
        upstream.pipe(client).pipe(upstream);
      });
      upstream.once('error', (error) => {
        clearTimeout(connectTimer);
        if (!upstream.bytesRead && UNREACHED.has(error.code) && tried.size < backends.length) {
          markDown(i, error.code);
          return connectTo(tried);
        }
        client.destroy();
      });
      client.once('error', () => upstream.destroy());
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    };
    connectTo(new Set());
  });

  const probe = async (i) => {
    const url = `http://${backends[i].host}:${backends[i].port}/api/health`;
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) })
      .then(async (res) => (await res.arrayBuffer(), res.ok))
      .catch(() => false);
    if (!ok && !unhealthy.has(i)) log(`gateway #${i + 1} (:${backends[i].port}) failed its health check; out of turn`);
    if (ok) unhealthy.delete(i);
    else unhealthy.add(i);
  };
  const prober = healthCheckMs ? setInterval(() => backends.forEach((_, i) => void probe(i)), healthCheckMs) : undefined;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        server,
        port: server.address().port,
        close: () =>
          new Promise((done) => {
            clearInterval(prober);
            server.close(() => done());
            server.closeAllConnections?.();
            for (const socket of upgraded) socket.destroy();
            agent.destroy();
          }),
      });
    });
  });
}
