import { randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { createEnvelope, eventCatalog, type EventData, type EventType } from '@converge/contracts';
import { eventually, NATS_CONNECTION, Naming, REDIS } from '@converge/platform';
import type { GatewayTestStack, TestClient } from './test-stack.js';
import { checkInBody } from './venues.js';

/**
 * The people of the gateway tests, written once. Two ways to make one:
 * - `registeredPerson`: registers, verifies age and creates a profile over HTTP (optionally checks in,
 *   at a venue made by `insertVenue`, from its centre);
 * - `sessionPerson`: a session in Redis plus the ProfileUpdated identity would publish, for tests that
 *   run without the identity service; it waits until the services under test have the card.
 */
export type Person = TestClient & { userId: string; name: string; email: string };

export async function registeredPerson(stack: GatewayTestStack, name: string, { venueId }: { venueId?: string } = {}): Promise<Person> {
  const client = stack.client();
  const email = `${name.toLowerCase().replace(/\W+/g, '')}.${randomBytes(5).toString('hex')}@example.com`;
  const registered = await client.request('POST', '/api/auth/register', { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true });
  expect(registered.status).toBe(201);
  expect((await client.request('POST', '/api/auth/verify-age', { dateOfBirth: '1994-03-02' })).status).toBe(200);
  expect((await client.request('POST', '/api/profile', { displayName: name, dateOfBirth: '1994-03-02', lookingFor: ['Everyone'] })).status).toBe(201);
  if (venueId) expect((await client.request('POST', '/api/checkin', checkInBody(venueId))).status).toBeLessThan(300);
  return Object.assign(client, { userId: registered.body.id as string, name, email });
}

/** Publishes an event as its producing service would (JetStream, deduplicated by the envelope id). */
export async function publishEvent<T extends EventType>(stack: GatewayTestStack, type: T, data: EventData<T>): Promise<string> {
  const nc = stack.services[0]!.get<NatsConnection>(NATS_CONNECTION);
  const naming = stack.services[0]!.get(Naming);
  const envelope = createEnvelope(type, data, 'test');
  await jetstream(nc).publish(naming.subject(eventCatalog[type].subject), JSON.stringify(envelope), { msgID: envelope.id });
  return envelope.id;
}

export interface SessionPersonOptions {
  gender?: string;
  lookingFor?: Array<'Everyone' | 'Men' | 'Women'>;
  isIncognito?: boolean;
  age?: number;
  /** Conditions that hold once the services under test have this person's card (given the id). */
  ready?: Array<(userId: string) => Promise<boolean>>;
}

export async function sessionPerson(stack: GatewayTestStack, name: string, options: SessionPersonOptions = {}): Promise<Person> {
  const { gender = 'woman', lookingFor = ['Everyone'], isIncognito = false, age = 29, ready = [] } = options;
  const redis = stack.services[0]!.get<Redis>(REDIS);
  const naming = stack.services[0]!.get(Naming);
  const userId = randomUUID();
  const id = randomBytes(32).toString('base64url');
  await redis.set(`${naming.redisPrefix}sess:${id}`, JSON.stringify({ id, userId, createdAt: new Date().toISOString() }), 'EX', 600);
  const client = stack.client();
  client.cookie = `converge_sid=${id}`;
  await publishEvent(stack, 'ProfileUpdated', { userId, displayName: name, age, bio: '', photos: [`/api/photos/${userId}-1`], gender, lookingFor, isIncognito });
  for (const [i, check] of ready.entries()) await eventually(`${name}'s card (${i + 1})`, () => check(userId));
  return Object.assign(client, { userId, name, email: '' });
}
