import { randomBytes, randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { io as ioClient, type Socket } from 'socket.io-client';
import { IdentityModule } from '@converge/identity';
import { ChatModule } from '@converge/chat';
import { eventually } from '@converge/platform';
import { startExtraGateway, startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';

/**
 * Socket limits are per person across gateway replicas (shared through Redis), not per
 * replica: two real gateway processes on one namespace, one person with sockets on both.
 */
let stack: GatewayTestStack;
let second: { baseUrl: string; gateway: ChildProcess };
const opened: Socket[] = [];

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, ChatModule], { ARGON2_MEMORY_KIB: '19456', REGISTER_MAX_PER_IP: '1000', SOCKET_ABUSE_DROPS: '40', SOCKET_ABUSE_BAN_MS: '60000' });
  second = await startExtraGateway();
}, 60_000);

afterAll(async () => {
  opened.forEach((s) => s.disconnect());
  const exited = new Promise((resolve) => (second?.gateway.exitCode !== null ? resolve(null) : second.gateway.once('exit', resolve)));
  second?.gateway.kill('SIGTERM');
  await exited;
  await stack?.close();
});

async function person(name: string): Promise<TestClient> {
  const client = stack.client();
  const email = `${name.toLowerCase()}.${randomBytes(5).toString('hex')}@example.com`;
  expect((await client.request('POST', '/api/auth/register', { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true })).status).toBe(201);
  return client;
}

const connect = (baseUrl: string, client: TestClient) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = ioClient(baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: client.cookie! } });
    opened.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

test('the socket cap counts both replicas: 6 + 6 sockets leave 10 open, the oldest closed', async () => {
  const ava = await person('Ava');
  const sockets: Socket[] = [];
  for (let i = 0; i < 6; i++) sockets.push(await connect(stack.baseUrl, ava));
  for (let i = 0; i < 6; i++) sockets.push(await connect(second.baseUrl, ava));
  await eventually('10 sockets left open', async () => sockets.filter((s) => s.connected).length === 10, { timeoutMs: 5000 });
  expect(sockets.slice(0, 2).every((s) => !s.connected)).toBe(true);
  expect(sockets.slice(2).every((s) => s.connected)).toBe(true);
});

test('the per-second event budget is shared: 5 joins on each replica in one second, 5 go through in all', async () => {
  const ben = await person('Ben');
  const [one, two] = [await connect(stack.baseUrl, ben), await connect(second.baseUrl, ben)];
  const join = (socket: Socket) => socket.timeout(3000).emitWithAck('conversation:join', { conversationId: randomUUID() }) as Promise<{ ok: boolean; status?: number }>;
  // Start at the beginning of a second, so every join falls in the same counting second.
  await eventually('the start of a second', () => Date.now() % 1000 <= 50, { intervalMs: 5 });
  const acks = await Promise.all([...[1, 2, 3, 4, 5].map(() => join(one)), ...[1, 2, 3, 4, 5].map(() => join(two))]);
  // Counted per replica, each gateway would let its 5 through (10); shared, the person's 5 a second hold.
  expect(acks.filter((a) => a.status !== 429)).toHaveLength(5);
  expect(acks.filter((a) => a.status === 429)).toHaveLength(5);
});

test('a flooder disconnected on one replica is barred on the other too', async () => {
  const cat = await person('Cat');
  const [one, two] = [await connect(stack.baseUrl, cat), await connect(second.baseUrl, cat)];
  for (let i = 0; i < 200 && one.connected; i++) one.emit('typing', { conversationId: randomUUID(), typing: true });
  await eventually('both sockets closed', async () => !one.connected && !two.connected, { timeoutMs: 5000 });
  await expect(connect(second.baseUrl, cat)).rejects.toThrow('rate_limited');
  await expect(connect(stack.baseUrl, cat)).rejects.toThrow('rate_limited');
});
