import { randomUUID } from 'node:crypto';
import { connect, Match, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureEventStream } from '@converge/platform';
import { StreamPublisher } from '../src/messaging/stream-publisher.js';

// A real NATS with JetStream: what the relay's publisher answers for an event the stream took, for a
// repeat of the same event id, and for a subject no stream listens to (the relay then leaves the row
// unsent, for its read loop to publish again).
const name = `SP_${randomUUID().slice(0, 8)}`;
const prefix = name.toLowerCase();
let nc: NatsConnection;
let publisher: StreamPublisher;

beforeAll(async () => {
  nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  await ensureEventStream(nc, name, `${prefix}.`);
  publisher = new StreamPublisher(nc);
});

afterAll(async () => {
  publisher.close();
  await (await jetstreamManager(nc)).streams.delete(name).catch(() => undefined);
  await nc.close();
});

const messages = async () => (await (await jetstreamManager(nc)).streams.info(name)).state.messages;

test('an event the stream took resolves; the same event id again is stored once', async () => {
  const id = randomUUID();
  await publisher.publish(`${prefix}.evt.test.one`, '{"n":1}', id, { 'x-request-id': 'r1' }, 5000);
  await publisher.publish(`${prefix}.evt.test.one`, '{"n":1}', id, null, 5000);
  expect(await messages()).toBe(1);
  const stored = await (await jetstreamManager(nc)).streams.getMessage(name, { seq: 1 });
  expect(stored?.header.get('x-request-id', Match.IgnoreCase)).toBe('r1');
  expect(stored?.string()).toBe('{"n":1}');
});

test('a subject no stream listens to is refused, not taken for published', async () => {
  await expect(publisher.publish(`nowhere-${randomUUID()}.evt`, '{}', randomUUID(), null, 5000)).rejects.toThrow('no stream');
});

test('closing fails what still waits', async () => {
  const other = new StreamPublisher(nc);
  const waiting = other.publish(`${prefix}.evt.test.two`, '{}', randomUUID(), null, 5000);
  other.close();
  await expect(waiting).rejects.toThrow('stopped');
});
