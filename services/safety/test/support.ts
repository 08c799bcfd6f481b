import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventData, EventType } from '@converge/contracts';
import { EventPublisher, Naming, NATS_CONNECTION, RpcClient, eventually } from '@converge/platform';
import type { NatsConnection } from '@nats-io/transport-node';

export const rpcAs =
  (app: INestApplicationContext) =>
  <T = any>(pattern: string, userId: string | null, payload: Record<string, unknown> = {}) =>
    app.get(RpcClient).request<T>(pattern, { ...(userId ? { actor: { userId, roles: [] } } : {}), ...payload });

export const publish = async <T extends EventType>(app: INestApplicationContext, type: T, data: EventData<T>) =>
  app.get(DataSource).transaction((m) => app.get(EventPublisher).publish(m, type, data));

/** What identity announces when a person saves their profile; safety keeps the name from it. */
export async function knownPerson(app: INestApplicationContext, displayName: string, userId = randomUUID()): Promise<string> {
  await publish(app, 'ProfileUpdated', { userId, displayName, age: 30, bio: '', photos: [], gender: null, lookingFor: ['Everyone'], isIncognito: false });
  await eventually(`name of ${displayName}`, async () => (await app.get(DataSource).query('SELECT 1 FROM user_names WHERE user_id = $1', [userId])).length === 1);
  return userId;
}

/**
 * Stands in for the identity service's display-names handler on the real NATS (same subject, same
 * reply envelope), answering for the accounts given.
 */
export function identityStandIn(app: INestApplicationContext, accounts: Map<string, string>) {
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  const subject = app.get(Naming).subject('rpc.identity.users.names');
  const sub = nc.subscribe(subject, {
    queue: 'identity',
    callback: (_err, msg) => {
      const { userIds } = JSON.parse(new TextDecoder().decode(msg.data)) as { userIds: string[] };
      const names = Object.fromEntries(userIds.filter((id) => accounts.has(id)).map((id) => [id, accounts.get(id)!]));
      msg.respond(JSON.stringify({ ok: true, data: { names } }));
    },
  });
  return { stop: () => sub.unsubscribe() };
}
