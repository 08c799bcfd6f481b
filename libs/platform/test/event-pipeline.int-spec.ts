import { DataSource } from 'typeorm';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { INestApplicationContext } from '@nestjs/common';
import { createEnvelope, eventCatalog } from '@converge/contracts';
import {
  bootService,
  consumersSettled,
  eventually,
  cleanupTestNamespace,
  EventPublisher,
  NATS_CONNECTION,
  Naming,
  newTestNamespace,
  OutboxRelay,
  publishedAndDelivered,
  RpcClient,
  runUnitOfWork,
  useTestEnvironment,
} from '@converge/platform';
import { LedgerModule } from './fixtures/ledger.module.js';

const namespace = newTestNamespace('pipe');
useTestEnvironment(namespace);

let app: INestApplicationContext;
const appliedCount = async (userId: string) => Number((await app.get(DataSource).query('SELECT count(*)::int AS n FROM applied WHERE user_id = $1', [userId]))[0].n);

beforeAll(async () => {
  app = await bootService(LedgerModule);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

test('an event written through the outbox reaches its handler via JetStream and the row is marked sent', async () => {
  const { eventId } = await app.get(RpcClient).request<{ eventId: string }>('rpc.identity.ledger.register', { userId: 'alice' });
  await eventually('alice applied', async () => (await appliedCount('alice')) === 1);
  // Marked a moment after it went out (the relay marks what it published every 100 ms).
  await eventually('the row marked sent', async () => (await app.get(DataSource).query('SELECT sent_at FROM outbox WHERE id = $1', [eventId]))[0].sent_at !== null);
});

test("a handler's events are known to be committed when its transaction commits, and dropped when it rolls back", async () => {
  const ds = app.get(DataSource);
  const publisher = app.get(EventPublisher);
  const data = (userId: string) => ({ userId, email: `${userId}@example.com`, registeredAt: new Date().toISOString() });
  const committed = await runUnitOfWork('committed', () => ds.transaction(async (manager) => void (await publisher.publish(manager, 'UserRegistered', data('tracked')))));
  expect(committed.committed.map((row) => JSON.parse(row.payload).data.userId)).toEqual(['tracked']);
  const rolledBack = await runUnitOfWork('rolled-back', () =>
    ds
      .transaction(async (manager) => {
        await publisher.publish(manager, 'UserRegistered', data('dropped'));
        throw new Error('changed my mind');
      })
      .catch(() => undefined),
  );
  expect(rolledBack.written).toBe(1);
  expect(rolledBack.committed).toEqual([]);
  // Nobody else is told of the committed one here: the relay's read publishes it (a unit of work outside a host).
  await publishedAndDelivered(ds, app.get<NatsConnection>(NATS_CONNECTION));
});

test('an event from a transaction that rolled back is never published, even when the handler then succeeds', async () => {
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  const seen: string[] = [];
  const subscription = nc.subscribe(app.get(Naming).subject(eventCatalog.UserRegistered.subject), {
    callback: (_error, message) => {
      seen.push(message.json<{ data: { userId: string } }>().data.userId);
    },
  });
  await app.get(RpcClient).request('rpc.identity.ledger.change-of-mind', { userId: 'undecided' });
  // A committed event in the same window does arrive (the subscription works).
  await app.get(RpcClient).request('rpc.identity.ledger.register', { userId: 'decided' });
  await eventually('decided published', () => seen.includes('decided'));
  // Once the relay has sent every committed row, anything it could publish has been published.
  await publishedAndDelivered(app.get(DataSource), nc);
  subscription.unsubscribe();
  expect(seen).not.toContain('undecided');
  expect(await app.get(DataSource).query("SELECT 1 FROM outbox WHERE payload->'data'->>'userId' = 'undecided'")).toHaveLength(0);
});

test('an event delivered twice is applied once', async () => {
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  const subject = app.get(Naming).subject(eventCatalog.UserRegistered.subject);
  const envelope = createEnvelope('UserRegistered', { userId: 'bob', email: 'bob@example.com', registeredAt: new Date().toISOString() }, 'test');
  // Different message ids get past the stream's dedupe window: exactly what a redelivery looks like.
  await jetstream(nc).publish(subject, JSON.stringify(envelope), { msgID: `${envelope.id}-first` });
  await jetstream(nc).publish(subject, JSON.stringify(envelope), { msgID: `${envelope.id}-second` });
  await eventually('bob applied', async () => (await appliedCount('bob')) >= 1);
  await eventually('both copies delivered and acknowledged', () => consumersSettled(nc, app.get(Naming).stream));
  expect(await appliedCount('bob')).toBe(1);
});

test('a message that keeps failing is parked after the allowed attempts, never dropped', async () => {
  await app.get(RpcClient).request('rpc.identity.ledger.register', { userId: 'poison-1' });
  const ds = app.get(DataSource);
  await eventually('poison parked', async () => (await ds.query("SELECT 1 FROM parked_events WHERE payload->'data'->>'userId' = 'poison-1'")).length === 1, { timeoutMs: 30_000 });
  const [parked] = await ds.query("SELECT attempts, error FROM parked_events WHERE payload->'data'->>'userId' = 'poison-1'");
  expect(parked.attempts).toBe(4);
  expect(parked.error).toContain('cannot apply poison');
  expect(await appliedCount('poison-1')).toBe(0);
});

describe('a batched consumer', () => {
  const subject = () => app.get(Naming).subject(eventCatalog.UserRegistered.subject);
  const registered = (userId: string) => createEnvelope('UserRegistered', { userId, email: `${userId}@example.com`, registeredAt: new Date().toISOString() }, 'test');
  const appliedInBatches = async (prefix: string) =>
    (await app.get(DataSource).query('SELECT user_id FROM applied_in_batches WHERE user_id LIKE $1 ORDER BY id', [`${prefix}%`])).map((r: { user_id: string }) => r.user_id);

  test('applies a burst of events once each, in stream order, several to a transaction', async () => {
    const js = jetstream(app.get<NatsConnection>(NATS_CONNECTION));
    const envelopes = Array.from({ length: 60 }, (_, i) => registered(`burst-${String(i).padStart(2, '0')}`));
    await Promise.all(envelopes.map((envelope) => js.publish(subject(), JSON.stringify(envelope), { msgID: envelope.id })));
    await eventually('the burst applied', async () => (await appliedInBatches('burst-')).length === 60);
    expect(await appliedInBatches('burst-')).toEqual(envelopes.map((e) => e.data.userId));
    // Rows written by one transaction share its now(): fewer distinct times than events means batches.
    const [{ transactions }] = await app
      .get(DataSource)
      .query(`SELECT count(DISTINCT processed_at)::int AS transactions FROM inbox WHERE handler = 'identity_record_registration_batched' AND event_id = ANY($1::uuid[])`, [
        envelopes.map((e) => e.id),
      ]);
    expect(transactions).toBeLessThan(60);
  });

  test('with gatherMs, events that arrive one by one within it are applied in one transaction', async () => {
    const js = jetstream(app.get<NatsConnection>(NATS_CONNECTION));
    const envelopes = Array.from({ length: 5 }, (_, i) => registered(`gathered-${i}`));
    // Earlier tests' events handled first, so that none of them shares a batch with these.
    await eventually('the consumers idle', () => consumersSettled(app.get<NatsConnection>(NATS_CONNECTION), app.get(Naming).stream), { timeoutMs: 15_000 });
    // Further apart than a consumer that keeps up takes to handle one: without gathering, five transactions.
    for (const envelope of envelopes) {
      await js.publish(subject(), JSON.stringify(envelope), { msgID: envelope.id });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const ids = envelopes.map((e) => e.id);
    const handled = async () =>
      (await app.get(DataSource).query(`SELECT processed_at FROM inbox WHERE handler = 'identity_record_registration_gathered' AND event_id = ANY($1::uuid[])`, [ids])) as {
        processed_at: Date;
      }[];
    await eventually('the five handled', async () => (await handled()).length === 5);
    expect(new Set((await handled()).map((row) => row.processed_at.getTime())).size).toBe(1);
  });

  test('a copy delivered again within a batch is applied once', async () => {
    const js = jetstream(app.get<NatsConnection>(NATS_CONNECTION));
    const envelope = registered('batch-twice');
    const others = Array.from({ length: 10 }, (_, i) => registered(`batch-twice-other-${i}`));
    await Promise.all([
      ...others.map((other) => js.publish(subject(), JSON.stringify(other), { msgID: other.id })),
      js.publish(subject(), JSON.stringify(envelope), { msgID: `${envelope.id}-first` }),
      js.publish(subject(), JSON.stringify(envelope), { msgID: `${envelope.id}-second` }),
    ]);
    await eventually(
      'all delivered and acknowledged',
      async () => (await appliedInBatches('batch-twice-other-')).length === 10 && consumersSettled(app.get<NatsConnection>(NATS_CONNECTION), app.get(Naming).stream),
    );
    expect(await appliedInBatches('batch-twice')).toEqual(expect.arrayContaining(['batch-twice']));
    expect((await appliedInBatches('batch-twice')).filter((u: string) => u === 'batch-twice')).toHaveLength(1);
  });

  test("a batch in one statement ('statement'): each event applied once, in stream order, a copy delivered again included", async () => {
    const js = jetstream(app.get<NatsConnection>(NATS_CONNECTION));
    const envelopes = Array.from({ length: 30 }, (_, i) => registered(`statement-${String(i).padStart(2, '0')}`));
    const twice = registered('statement-twice');
    for (const envelope of envelopes) await js.publish(subject(), JSON.stringify(envelope), { msgID: envelope.id });
    await Promise.all([js.publish(subject(), JSON.stringify(twice), { msgID: `${twice.id}-first` }), js.publish(subject(), JSON.stringify(twice), { msgID: `${twice.id}-second` })]);
    const applied = async () =>
      (await app.get(DataSource).query(`SELECT user_id FROM applied_in_statements WHERE user_id LIKE 'statement-%' ORDER BY id`)).map((r: { user_id: string }) => r.user_id);
    await eventually('all delivered and acknowledged', async () => (await applied()).length >= 31 && consumersSettled(app.get<NatsConnection>(NATS_CONNECTION), app.get(Naming).stream));
    expect(await applied()).toEqual([...envelopes.map((e) => e.data.userId), 'statement-twice']);
    const [{ inbox }] = await app
      .get(DataSource)
      .query(`SELECT count(*)::int AS inbox FROM inbox WHERE handler = 'identity_record_registration_in_statements' AND event_id = ANY($1::uuid[])`, [
        [...envelopes, twice].map((e) => e.id),
      ]);
    expect(inbox).toBe(31);
  });

  test('one failing event does not hold back the others of its batch: they are applied once, it is parked', async () => {
    const js = jetstream(app.get<NatsConnection>(NATS_CONNECTION));
    const envelopes = [
      ...Array.from({ length: 10 }, (_, i) => registered(`mixed-${i}`)),
      registered('batch-poison-1'),
      ...Array.from({ length: 10 }, (_, i) => registered(`mixed-${i + 10}`)),
    ];
    await Promise.all(envelopes.map((envelope) => js.publish(subject(), JSON.stringify(envelope), { msgID: envelope.id })));
    const ds = app.get(DataSource);
    await eventually('the poison parked', async () => (await ds.query(`SELECT 1 FROM parked_events WHERE handler = 'identity_record_registration_batched'`)).length === 1, {
      timeoutMs: 30_000,
    });
    expect((await appliedInBatches('mixed-')).sort()).toEqual(
      envelopes
        .map((e) => e.data.userId)
        .filter((u) => u.startsWith('mixed-'))
        .sort(),
    );
    // Its inserts were rolled back with each failed attempt.
    expect(await appliedInBatches('batch-poison-')).toEqual([]);
  });
});

test('outbox rows the relay had not sent when the service stopped are sent after restart', async () => {
  await app.get(OutboxRelay).stop();
  const ds = app.get(DataSource);
  const event = await ds.transaction((manager) =>
    app.get(EventPublisher).publish(manager, 'UserRegistered', { userId: 'carol', email: 'c@example.com', registeredAt: new Date().toISOString() }),
  );
  const [before] = await ds.query('SELECT sent_at FROM outbox WHERE id = $1', [event.id]);
  expect(before.sent_at).toBeNull();
  await app.close();

  app = await bootService(LedgerModule);
  await eventually('carol applied after restart', async () => (await appliedCount('carol')) === 1);
});
