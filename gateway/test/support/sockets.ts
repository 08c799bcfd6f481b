import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { io as ioClient, type Socket } from 'socket.io-client';
import { RPC } from '@converge/contracts';
import { NATS_CONNECTION, Naming } from '@converge/platform';
import type { GatewayTestStack, TestClient } from './test-stack.js';

/** Opens the gateway's socket as `client` (its session cookie); closing the stack closes it (`open` collects it too). */
export function connectSocket(stack: GatewayTestStack, client: TestClient, open: Socket[] = []): Promise<Socket> {
  const socket = ioClient(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, extraHeaders: { cookie: client.cookie! } });
  open.push(socket);
  stack.onClose(() => socket.disconnect());
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * For tests that run without the identity service: answers its main-view gate (adult, has a profile,
 * no roles) on its NATS subject, as identity would, until the stack closes.
 */
export function standInIdentityGate(stack: GatewayTestStack): Subscription {
  const nc = stack.services[0]!.get<NatsConnection>(NATS_CONNECTION);
  const naming = stack.services[0]!.get(Naming);
  const gate = nc.subscribe(naming.subject(RPC.identity.gate), {
    queue: 'identity',
    callback: (_e, m) => void m.respond(JSON.stringify({ ok: true, data: { ageVerified: true, hasProfile: true, roles: [] } })),
  });
  stack.onClose(() => gate.isClosed() || gate.unsubscribe());
  return gate;
}
