// scripts/balancer.mjs on its own, against two tiny upstreams: round robin, a request no gateway
// received goes to the other one, socket.io affinity by
// cookie, and websocket upgrades piped through.
import http from 'node:http';
import net from 'node:net';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startBalancer } from '../balancer.mjs';

const upstreams = [];
let balancer;
let base;

function upstream(name) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => res.end(JSON.stringify({ name, url: req.url, body, forwardedFor: req.headers['x-forwarded-for'] })));
  });
  server.on('upgrade', (req, socket) => {
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Upstream: ${name}\r\n\r\n`);
    socket.on('data', (d) => socket.write(`${name}:${d}`));
    socket.on('end', () => socket.end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ name, server, port: server.address().port })));
}

before(async () => {
  upstreams.push(await upstream('A'), await upstream('B'));
  balancer = await startBalancer({ port: 0, backends: upstreams.map((u) => ({ host: '127.0.0.1', port: u.port })) });
  base = `http://127.0.0.1:${balancer.port}`;
});
after(async () => {
  await balancer?.close();
  for (const u of upstreams) {
    u.server.closeAllConnections();
    u.server.close();
  }
});

const get = async (path, init) => {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, headers: res.headers, body: await res.json() };
};

test('round robin over the gateways, with the body and X-Forwarded-For passed on', { timeout: 8000 }, async () => {
  const names = [];
  for (let i = 0; i < 4; i++) names.push((await get('/api/x', { method: 'POST', body: `hello ${i}` })).body);
  assert.deepEqual(names.map((n) => n.name).sort(), ['A', 'A', 'B', 'B']);
  assert.equal(names[0].body, 'hello 0');
  assert.match(names[0].forwardedFor, /127\.0\.0\.1/);
});

test('socket.io requests stick to the gateway that answered the first one (cookie)', { timeout: 8000 }, async () => {
  const first = await get('/socket.io/?EIO=4&transport=polling');
  const cookie = first.headers.get('set-cookie').split(';')[0];
  assert.match(cookie, /^converge_gw=\d$/);
  for (let i = 0; i < 3; i++) assert.equal((await get('/socket.io/?EIO=4&transport=polling&sid=x', { headers: { cookie } })).body.name, first.body.name);
});

test('a websocket upgrade is piped to one gateway', { timeout: 8000 }, async () => {
  const socket = net.connect(balancer.port, '127.0.0.1');
  socket.write('GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  let received = '';
  socket.on('data', (d) => (received += d));
  await new Promise((resolve) => socket.once('data', resolve));
  assert.match(received, /101 Switching Protocols/);
  const name = /X-Upstream: (\w)/.exec(received)[1];
  socket.write('ping');
  await new Promise((resolve) => socket.once('data', resolve));
  assert.ok(received.endsWith(`${name}:ping`));
  socket.destroy();
});

test('a gateway that is gone: every request goes to the other', { timeout: 8000 }, async () => {
  const b = upstreams[1];
  b.server.closeAllConnections();
  await new Promise((resolve) => b.server.close(resolve));
  const names = [];
  for (let i = 0; i < 6; i++) {
    const res = await get('/api/y');
    assert.equal(res.status, 200);
    names.push(res.body.name);
  }
  assert.deepEqual(names, Array(6).fill('A'));
});
