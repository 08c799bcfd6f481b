import http from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { Server } from 'socket.io';
import { io as ioClient, type Socket } from 'socket.io-client';
import { inOneWrite } from './one-write.js';

// A real socket.io server and client on loopback: what arrives, in which order, and how many writes
// the server's TCP socket made for it (engine.io's internals are what inOneWrite leans on).
let server: http.Server;
let io: Server;
let client: Socket;
let writes = 0;

beforeAll(async () => {
  server = http.createServer();
  io = new Server(server, { path: '/socket.io', serveClient: false });
  const joined = new Promise<void>((resolve) =>
    io.on('connection', (socket) => {
      void socket.join('user:b');
      const tcp = (socket.conn as unknown as { transport: { socket: { _socket: TcpSocket & { _write: unknown; _writev: unknown } } } }).transport.socket._socket;
      for (const method of ['_write', '_writev'] as const) {
        const original = tcp[method] as (...args: unknown[]) => unknown;
        tcp[method] = (...args: unknown[]) => {
          writes++;
          return original.apply(tcp, args);
        };
      }
      resolve();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = ioClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false });
  await joined;
});

afterAll(async () => {
  client.disconnect();
  await io.close();
});

function received(count: number): Promise<string[]> {
  const got: string[] = [];
  return new Promise((resolve) => {
    client.onAny((event: string, payload: { n: number }) => {
      got.push(`${event} ${payload.n}`);
      if (got.length === count) {
        client.offAny();
        resolve(got);
      }
    });
  });
}

test('two events to a room arrive in order, from one write', async () => {
  const arrived = received(2);
  writes = 0;
  inOneWrite(io, ['user:b', 'conversation:x'], () => {
    io.to(['user:b', 'conversation:x']).emit('message:new', { n: 1 });
    io.to('user:b').emit('conversation:updated', { n: 2 });
  });
  expect(await arrived).toEqual(['message:new 1', 'conversation:updated 2']);
  expect(writes).toBe(1);
});

test('without it, the same two events are two writes (what it saves)', async () => {
  const arrived = received(2);
  writes = 0;
  io.to('user:b').emit('message:new', { n: 3 });
  io.to('user:b').emit('conversation:updated', { n: 4 });
  expect(await arrived).toEqual(['message:new 3', 'conversation:updated 4']);
  expect(writes).toBe(2);
});

test('events sent right after go out as usual', async () => {
  const arrived = received(3);
  inOneWrite(io, ['user:b'], () => io.to('user:b').emit('message:new', { n: 5 }));
  io.to('user:b').emit('message:new', { n: 6 });
  io.to('user:b').emit('conversation:updated', { n: 7 });
  expect(await arrived).toEqual(['message:new 5', 'message:new 6', 'conversation:updated 7']);
});
